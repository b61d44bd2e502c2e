// First: the partner's CSP has no 'unsafe-eval', so zod must not probe `new Function` (docs/embedding.md).
import '@curate/core/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The unlayered stylesheet: it shields the widgets from the page's global rules (styles.layered.css would let
// every rule of the page win, the hostile ones too).
import '@curate/ui/styles.css';
import './partner.css';
import { App } from './App';
import { readPageOptions } from './options';

/** The partner's hostile global stylesheet, appended after every other one (worst case); off with ?hostile=off. */
function loadHostileCss(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/hostile.css';
    link.dataset.partner = 'hostile';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

const options = readPageOptions(window.location.search);
if (options.hostile) await loadHostileCss();
document.documentElement.dataset.hostile = options.hostile ? 'on' : 'off';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App options={options} />
  </StrictMode>,
);
