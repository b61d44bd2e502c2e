import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider/index';
import { useReportFailure } from './reportFailure';

/** Query key of the signed-in user's profile. */
export const CURRENT_USER_QUERY_KEY = ['curate', 'users', 'me'] as const;

/** The profile's query: its key and how it is fetched, shared by every hook that reads it. */
export function currentUserQuery(client: ReturnType<typeof useApiClient>) {
  return {
    queryKey: CURRENT_USER_QUERY_KEY,
    // The route (and zod with it) loads when the profile is first asked for, not with the login page.
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { identityRoutes } = await import('../contract/identity');
      return client.request(identityRoutes.getCurrentUser, { signal });
    },
  };
}

export interface UseCurrentUserOptions {
  /** Set false until the user is signed in; default true. */
  enabled?: boolean;
}

/**
 * The signed-in user's profile, GET /users/me (spec part 1 §7). A failure is logged and `user` stays null;
 * callers then fall back to identity-provider data (part 1 §8).
 */
export function useCurrentUser({ enabled = true }: UseCurrentUserOptions = {}) {
  const client = useApiClient();
  const query = useQuery({
    ...currentUserQuery(client),
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  useReportFailure(query.error, 'Loading the user profile');
  return { status: query.status, user: query.data ?? null, error: query.error, refetch: query.refetch };
}
