import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Invitation, userRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { userKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { serverDetail } from './failure';
import { commonMessages, usersMessages, useTexts } from '../messages/index';
import { type NewUserDraft, newUserBody, pendingInvitations } from './userForms';

export interface UseInvitationsOptions {
  /** The company whose invitations are managed. */
  companyId: string | null | undefined;
  /** Load only while shown; default true. */
  enabled?: boolean;
}

/** What inviting answers: the text to toast, and the one-time link when it was not mailed (to copy and pass on). */
export interface InvitationOutcome {
  message: string;
  inviteUrl: string | null;
}

/**
 * The Pending Invitations side of User Management — spec part 3 §2, §3, §7: the company's invitations
 * (pending ones first in `pending`), invite (email, name, role) and revoke. Invite rejects with
 * 'Failed to create user: …' (inviting counts as creating a user, §7); revoke with the server's detail,
 * else 'Failed to revoke invitation'.
 */
export function useInvitations({ companyId, enabled = true }: UseInvitationsOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const list = useQuery({
    queryKey: userKeys.invitations(companyId ?? ''),
    queryFn: ({ signal }) => client.request(userRoutes.listInvitations, { params: { companyId: companyId! }, signal }),
    enabled: enabled && !!companyId,
  });
  useReportFailure(list.error, 'Loading the company invitations');
  const refresh = () => {
    if (companyId) void queryClient.invalidateQueries({ queryKey: userKeys.invitations(companyId) });
  };

  const invite = useMutation({
    mutationFn: async (draft: NewUserDraft): Promise<InvitationOutcome> => {
      if (!companyId) throw new Error(m.noCompany);
      const { body, error } = newUserBody(draft, m);
      if (error !== null) throw new Error(error === m.required ? error : common.problem(error));
      try {
        const answer = await client.request(userRoutes.createInvitation, { params: { companyId }, body });
        const email = answer.invitation.invitee_email;
        return answer.email_sent
          ? { message: m.invitationSent(email), inviteUrl: null }
          : { message: m.invitationCreated(email), inviteUrl: answer.invite_url };
      } catch (failure) {
        throw new Error(m.createFailed(serverDetail(failure, common.unknownError)));
      } finally {
        refresh();
      }
    },
  });
  const revoke = useMutation({
    mutationFn: async (invitation: Invitation): Promise<string> => {
      if (!companyId) throw new Error(m.noCompany);
      try {
        await client.request(userRoutes.revokeInvitation, { params: { companyId, invitationId: invitation.id } });
        return m.invitationRevoked;
      } catch (failure) {
        throw new Error(serverDetail(failure, m.revokeFailed));
      } finally {
        refresh();
      }
    },
  });

  const invitations = list.data?.invitations ?? [];
  const status: 'pending' | 'error' | 'success' =
    list.status === 'error' ? 'error' : list.status === 'success' ? 'success' : 'pending';
  return {
    status,
    invitations,
    /** The invitations still waiting for their invitee. */
    pending: pendingInvitations(invitations),
    error: list.status === 'error' ? m.invitationsLoadFailed : null,
    invite: invite.mutateAsync,
    revoke: revoke.mutateAsync,
    busy: invite.isPending || revoke.isPending,
    refetch: () => void list.refetch(),
  };
}

export type UseInvitationsResult = ReturnType<typeof useInvitations>;
