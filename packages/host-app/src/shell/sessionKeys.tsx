import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORED_KEYS, useAuth } from '@curate/auth';
import { sessionKeyValues, useCurrentUser, type CurrentUser } from '@curate/core';

/** Keeps the stored keys of spec part 1 §9 (organization id, company code and id, role) in this tab; logout clears them. */
export function saveSessionKeys(user: CurrentUser): void {
  for (const [key, value] of Object.entries(sessionKeyValues(user)) as [keyof typeof STORED_KEYS, string | null][]) {
    if (value) sessionStorage.setItem(STORED_KEYS[key], value);
  }
}

/**
 * Saves the stored keys in every signed-in tab once /users/me answers (tabs opened later never see /callback)
 * and takes the answer's role and company in place of the token's (every new answer, so a role changed on
 * the server shows at the workspace's next profile poll); drops every cached answer when the tab is signed
 * out, so the next user never sees the previous one's data.
 */
export function SessionKeys() {
  const auth = useAuth();
  const { adoptAccess } = auth;
  const queryClient = useQueryClient();
  const { user } = useCurrentUser({ enabled: auth.status === 'authenticated' });
  useEffect(() => {
    if (!user || auth.status !== 'authenticated') return;
    saveSessionKeys(user);
    adoptAccess({ role: user.role, companyCode: user.company_code });
  }, [user, auth.status, adoptAccess]);
  useEffect(() => {
    if (auth.status === 'unauthenticated') queryClient.removeQueries();
  }, [auth.status, queryClient]);
  return null;
}
