import { useState } from 'react';
import { ApiProvider, createApiClient } from '@curate/core';
import { CurateProvider } from '@curate/ui';
import { apiBaseUrl } from './config';
import { Shell } from './Shell';

/** The whole product: API client + theme around the workspace shell. */
export function App() {
  const [client] = useState(() => createApiClient({ baseUrl: apiBaseUrl() }));
  return (
    <ApiProvider client={client}>
      <CurateProvider className="host-app">
        <Shell />
      </CurateProvider>
    </ApiProvider>
  );
}
