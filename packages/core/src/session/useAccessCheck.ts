// Whether the server still lets the signed-in user in, and with which role: the profile (GET /users/me) asked
// again on a fixed poll, so a role change, a removal or a deactivated company reaches an open session.
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../client/index';
import { useApiClient, useApiErrors } from '../provider/index';
import { currentUserQuery } from '../shared/useCurrentUser';

/** The profile is asked again this often while a workspace is open, so access changes show within 60 s. */
export const ACCESS_POLL_INTERVAL_MS = 15_000;

/**
 * True for the answer the server gives a caller it no longer lets in: 403 on the profile itself (a removed or
 * deactivated user, a deactivated company), or 403 'User not found or inactive' on any call.
 */
export function isAccessRefused(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  return error.routeId === 'getCurrentUser' || error.detail === 'User not found or inactive';
}

export interface UseAccessCheckOptions {
  /** Set false until the user is signed in; default true. */
  enabled?: boolean;
}

/**
 * Asks GET /users/me every ACCESS_POLL_INTERVAL_MS (and at once when any call answers that the user is no
 * longer let in), in the profile's own cache entry, so every reader of the profile sees the new role.
 * `refused` is true once the server no longer lets the user in; `rechecking` while such a refusal is asked
 * again (e.g. on coming back to the workspace). Other failures (network, 5xx) refuse nothing.
 */
export function useAccessCheck({ enabled = true }: UseAccessCheckOptions = {}) {
  const client = useApiClient();
  const query = useQuery({
    ...currentUserQuery(client),
    enabled,
    refetchInterval: ACCESS_POLL_INTERVAL_MS,
    staleTime: ACCESS_POLL_INTERVAL_MS,
    retry: (failures, error) => !isAccessRefused(error) && failures < 1,
  });
  const { refetch } = query;
  useApiErrors((error) => {
    if (enabled && isAccessRefused(error) && error.routeId !== 'getCurrentUser') void refetch({ cancelRefetch: false });
  });
  const refusal = enabled && query.status === 'error' && isAccessRefused(query.error);
  return {
    refused: refusal && query.fetchStatus !== 'fetching',
    rechecking: refusal && query.fetchStatus === 'fetching',
    user: query.data ?? null,
  };
}
