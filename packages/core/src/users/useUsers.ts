import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TenantRole, type User, userRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { settingsKeys, userKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { USER_PAGE_SIZE } from './constants';
import { serverDetail } from './failure';
import { commonMessages, usersMessages, useTexts } from '../messages/index';
import { type NewUserDraft, newUserBody } from './userForms';

export interface UseUsersOptions {
  /** The company whose users are managed; null or undefined makes every action fail with 'Company ID not found...'. */
  companyId: string | null | undefined;
  /** Load only while shown; default true. */
  enabled?: boolean;
}

/**
 * The Active Users side of User Management — spec part 3 §2, §3, §7: the company's users and its
 * stats (total_users, users_by_role), and the actions create, change role and remove. Each action
 * resolves with the success text to toast, or rejects with an Error whose message is the one to show
 * ('Failed to create user: …', or the server's detail, else 'Failed to update role' / 'Failed to remove user').
 */
export function useUsers({ companyId, enabled = true }: UseUsersOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const on = enabled && !!companyId;
  const list = useQuery({
    queryKey: userKeys.list(companyId ?? ''),
    queryFn: ({ signal }) =>
      client.request(userRoutes.listCompanyUsers, {
        params: { companyId: companyId! },
        query: { limit: USER_PAGE_SIZE, offset: 0 },
        signal,
      }),
    enabled: on,
  });
  const stats = useQuery({
    queryKey: userKeys.stats(companyId ?? ''),
    queryFn: ({ signal }) => client.request(userRoutes.getCompanyStats, { params: { companyId: companyId! }, signal }),
    enabled: on,
  });
  useReportFailure(list.error, 'Loading the company users');
  useReportFailure(stats.error, 'Loading the company user stats');

  const refresh = () => {
    if (!companyId) return;
    void queryClient.invalidateQueries({ queryKey: settingsKeys.users(companyId) });
    void queryClient.invalidateQueries({ queryKey: userKeys.stats(companyId) });
    void queryClient.invalidateQueries({ queryKey: userKeys.invitations(companyId) });
  };
  const requireCompany = (): string => {
    if (!companyId) throw new Error(m.noCompany);
    return companyId;
  };

  const create = useMutation({
    mutationFn: async (draft: NewUserDraft): Promise<string> => {
      const id = requireCompany();
      const { body, error } = newUserBody(draft, m);
      if (error !== null) throw new Error(error === m.required ? error : common.problem(error));
      try {
        const { user } = await client.request(userRoutes.createCompanyUser, { params: { companyId: id }, body });
        return m.userCreated(user.email);
      } catch (failure) {
        throw new Error(m.createFailed(serverDetail(failure, common.unknownError)));
      } finally {
        refresh();
      }
    },
  });
  const changeRole = useMutation({
    mutationFn: async ({ user, role }: { user: User; role: TenantRole }): Promise<string> => {
      const id = requireCompany();
      try {
        await client.request(userRoutes.changeUserRole, { params: { companyId: id, userId: user.id }, body: { role } });
        return m.roleUpdated(user.full_name || user.email, role);
      } catch (failure) {
        throw new Error(serverDetail(failure, m.roleFailed));
      } finally {
        refresh();
      }
    },
  });
  const remove = useMutation({
    mutationFn: async (user: User): Promise<string> => {
      const id = requireCompany();
      try {
        await client.request(userRoutes.deleteCompanyUser, { params: { companyId: id, userId: user.id } });
        return m.userRemoved(user.full_name || user.email);
      } catch (failure) {
        throw new Error(serverDetail(failure, m.removeFailed));
      } finally {
        refresh();
      }
    },
  });

  const status: 'pending' | 'error' | 'success' =
    list.status === 'error' ? 'error' : list.status === 'success' ? 'success' : 'pending';
  return {
    status,
    /** The company's users, oldest first. */
    users: list.data?.users ?? [],
    total: list.data?.total ?? 0,
    stats: stats.data,
    /** 'Failed to load users' when the list could not be read. */
    error: list.status === 'error' ? m.loadFailed : null,
    createUser: create.mutateAsync,
    changeRole: (user: User, role: TenantRole) => changeRole.mutateAsync({ user, role }),
    removeUser: remove.mutateAsync,
    /** True while any action is on its way. */
    busy: create.isPending || changeRole.isPending || remove.isPending,
    refetch: () => {
      void list.refetch();
      void stats.refetch();
    },
  };
}

export type UseUsersResult = ReturnType<typeof useUsers>;
