import { useMutation, useQuery } from '@tanstack/react-query';
import { type InvitationAccepted, userRoutes } from '../contract/index';
import { usersMessages, useTexts } from '../messages/index';
import { isApiError } from '../client/index';
import { useApiClient } from '../provider/index';
import { serverDetail } from './failure';

/** The token of an invitation link's fragment (`#token=…`), or null. */
export function invitationTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

/** The accept page's states: 'loading', 'ready' (can accept), 'accepting', 'accepted', or a refusal kind. */
export type InvitationLinkState =
  | 'loading'
  | 'ready'
  | 'accepting'
  | 'accepted'
  | 'invalid'
  | 'expired'
  | 'revoked'
  | 'used'
  | 'error';

/**
 * The invitation-accept page (issue #20): previews the link, then accepts it once. A link that cannot be
 * accepted (unknown, expired, revoked, already used) gets its clear message. `accept()` resolves with
 * whom to sign in at the identity provider and where they land.
 */
export function useInvitationLink({ token }: { token: string | null }) {
  const client = useApiClient();
  const m = useTexts('users', usersMessages);
  const preview = useQuery({
    queryKey: ['curate', 'invitation-link', token],
    queryFn: ({ signal }) => client.request(userRoutes.previewInvitation, { body: { token: token! }, signal }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accept = useMutation({
    mutationFn: async (): Promise<InvitationAccepted> => {
      try {
        return await client.request(userRoutes.acceptInvitation, { body: { token: token! } });
      } catch (failure) {
        throw new Error(serverDetail(failure, m.acceptFailed));
      }
    },
  });

  let state: InvitationLinkState;
  let message: string | null = null;
  if (token === null) state = 'invalid';
  else if (accept.isPending) state = 'accepting';
  else if (accept.isSuccess) state = 'accepted';
  else if (preview.isPending) state = 'loading';
  else if (preview.isError)
    state = isApiError(preview.error) && [404, 422].includes(preview.error.status) ? 'invalid' : 'error';
  else {
    const status = preview.data.status;
    state = status === 'pending' ? 'ready' : status === 'accepted' ? 'used' : status;
  }
  if (state === 'invalid') message = m.linkInvalid;
  else if (state === 'expired') message = m.linkExpired;
  else if (state === 'revoked') message = m.linkRevoked;
  else if (state === 'used') message = m.linkUsed;
  else if (state === 'error') message = m.linkLoadFailed;
  if (accept.isError && state === 'ready') message = (accept.error as Error).message;

  return {
    state,
    /** The refusal or failure text to show, if any. */
    message,
    /** Company, e-mail, name and role of the invitation once previewed. */
    invitation: preview.data ?? null,
    accept: accept.mutateAsync,
    retry: () => void preview.refetch(),
  };
}
