// First: the host app is served with a CSP without 'unsafe-eval' (securityHeaders.ts), so zod must not
// probe `new Function` while the contract's schemas are built.
import '@curate/core/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@curate/ui/styles.css';
import './app.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
