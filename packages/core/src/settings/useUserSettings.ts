import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { isApiError } from '../client/index';
import { userRoutes } from '../contract/index';
import { useTexts, commonMessages, settingsMessages } from '../messages/index';
import { useApiClient } from '../provider/index';
import { settingsKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../shared/useCurrentUser';
import { initialUserSettingsForm, pickSettingsUser, userSettingsBody, userSettingsReducer } from './userSettingsForm';

/** Users the modal reads to find the one it edits. */
const USER_LIST_LIMIT = 100;

export interface UseUserSettingsOptions {
  /** The selected company; null shows 'No company selected'. */
  companyId: string | null | undefined;
  /** Load only while the modal is open; default true. */
  enabled?: boolean;
}

/**
 * The User Settings modal — spec part 2 §2.7, §4.6, §5.6, §7.2, §8.3. An admin's modal lists the company's
 * users and edits the signed-in user found there (else the first admin, else the first user); a tenant-user's
 * edits their own profile, the e-mail read-only (only an administrator changes an e-mail). `save()` sends the
 * non-empty trimmed values and resolves with the message to show.
 */
export function useUserSettings({ companyId, enabled = true }: UseUserSettingsOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const texts = { settings: useTexts('settings', settingsMessages), common: useTexts('common', commonMessages) };
  const m = texts.settings;
  const me = useCurrentUser({ enabled });
  const admin = me.user !== null && me.user.role !== 'tenant-user';
  const list = useQuery({
    queryKey: settingsKeys.users(companyId ?? ''),
    queryFn: ({ signal }) =>
      client.request(userRoutes.listCompanyUsers, {
        params: { companyId: companyId! },
        query: { limit: USER_LIST_LIMIT, offset: 0 },
        signal,
      }),
    enabled: enabled && !!companyId && admin,
  });
  useReportFailure(list.error, 'Loading the company users');
  const [form, dispatch] = useReducer(userSettingsReducer, initialUserSettingsForm);

  const target = !companyId
    ? null
    : admin
      ? pickSettingsUser(list.data?.users ?? [], me.user?.id ?? null)
      : me.user && me.user.company_id === companyId
        ? me.user
        : null;
  const loadError = !companyId
    ? m.noCompany
    : me.status === 'error' || list.status === 'error'
      ? m.userLoadFailed
      : me.status === 'success' && (!admin || list.status === 'success') && !target
        ? m.noUser
        : null;
  const targetKey = target ? `${target.id}|${target.full_name}|${target.email}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is (re)filled when the edited user changes (targetKey).
  useEffect(() => {
    if (!enabled) return;
    if (target) dispatch({ type: 'loaded', user: target });
    else if (loadError) dispatch({ type: 'loadFailed', message: loadError });
  }, [enabled, targetKey, loadError]);

  const save = useMutation({
    mutationFn: async (): Promise<string> => {
      if (!companyId) throw new Error(m.noCompany);
      if (!form.user) throw new Error(m.userNotLoaded);
      const { body, error } = userSettingsBody(form, texts);
      if (error !== null) throw new Error(error);
      try {
        const answer = await client.request(userRoutes.updateCompanyUser, {
          params: { companyId, userId: form.user.id },
          body,
        });
        dispatch({ type: 'saved', user: answer.user });
        void queryClient.invalidateQueries({ queryKey: settingsKeys.users(companyId) });
        if (answer.user.id === me.user?.id) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        return m.userSaved;
      } catch (failure) {
        const detail = isApiError(failure) && typeof failure.detail === 'string' ? failure.detail : '';
        throw new Error(detail || m.userSaveFailed);
      }
    },
    onMutate: () => dispatch({ type: 'saving' }),
    onError: (failure) => dispatch({ type: 'failed', message: failure.message }),
  });

  return {
    /** 'loading' | 'ready' | 'saving' | 'error'. */
    status: form.status,
    form,
    /** False for a tenant-user: the e-mail is shown read-only. */
    emailEditable: admin,
    setFullName: (value: string) => dispatch({ type: 'edit', field: 'fullName', value }),
    setEmail: (value: string) => dispatch({ type: 'edit', field: 'email', value }),
    /** Saves; resolves with 'User settings saved successfully', rejects with the message to show. */
    save: () => save.mutateAsync(),
  };
}

/** What useUserSettings returns. */
export type UserSettingsController = ReturnType<typeof useUserSettings>;
