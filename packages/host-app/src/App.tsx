import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider, createAuthClient } from '@curate/auth';
import { ApiProvider, createApiClient } from '@curate/core';
import { AccountSuspendedNotice, CurateProvider, NotificationProvider } from '@curate/ui';
import { apiBaseUrl, authConfig, landing } from './config';
import { AppRoutes } from './routes/AppRoutes';
import { SessionKeys } from './shell/sessionKeys';
import { SignOutBoundary } from './shell/useLogout';

/**
 * The whole product: sign-in, the API client (bearer tokens from sign-in), theme, notifications (with the
 * 'Account Suspended' notice for any call) and routes.
 */
export function App() {
  const [auth] = useState(() => createAuthClient(authConfig()));
  const [api] = useState(() => createApiClient({ baseUrl: apiBaseUrl(), getAccessToken: () => auth.getAccessToken() }));
  return (
    <AuthProvider client={auth} landing={landing}>
      <ApiProvider client={api}>
        <SessionKeys />
        <CurateProvider className="host-app">
          <NotificationProvider>
            <AccountSuspendedNotice />
            <BrowserRouter>
              <SignOutBoundary>
                <AppRoutes />
              </SignOutBoundary>
            </BrowserRouter>
          </NotificationProvider>
        </CurateProvider>
      </ApiProvider>
    </AuthProvider>
  );
}
