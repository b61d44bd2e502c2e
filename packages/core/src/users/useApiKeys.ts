import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiKey, type ApiKeyCreate, type ApiKeyScope, apiKeyRoutes } from '../contract/index';
import { commonMessages, usersMessages, useTexts } from '../messages/index';
import { useApiClient } from '../provider/index';
import { userKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { serverDetail } from './failure';

/** What the create form holds: a name, the chosen scopes, and an optional expiry day (`YYYY-MM-DD`) or timestamp. */
export interface ApiKeyDraft {
  name: string;
  scopes: readonly ApiKeyScope[];
  expiresAt?: string | null;
}

/** A key's state in the list: revoked wins over expired. */
export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** Whether `key` still works at `now`. */
export function apiKeyState(key: Pick<ApiKey, 'revoked_at' | 'expires_at'>, now: number = Date.now()): ApiKeyState {
  if (key.revoked_at !== null) return 'revoked';
  if (key.expires_at !== null && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}

/** The expiry a draft names: a day means the end of that day, local time; empty means none. */
export function expiryOf(expiresAt: string | null | undefined): string | null {
  const value = expiresAt?.trim();
  if (!value) return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999`) : new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** The request body of a draft, or the first problem with it ('Please enter a name', …). */
export function apiKeyBody(
  draft: ApiKeyDraft,
  m: Pick<typeof usersMessages, 'apiKeyNameRequired' | 'apiKeyScopeRequired' | 'apiKeyExpiryPast'>,
  now: number = Date.now(),
): { body: ApiKeyCreate; error: null } | { body: null; error: string } {
  const name = draft.name.trim();
  if (!name) return { body: null, error: m.apiKeyNameRequired };
  if (draft.scopes.length === 0) return { body: null, error: m.apiKeyScopeRequired };
  const expires_at = expiryOf(draft.expiresAt);
  if (expires_at !== null && Date.parse(expires_at) <= now) return { body: null, error: m.apiKeyExpiryPast };
  return { body: { name, scopes: [...new Set(draft.scopes)], expires_at }, error: null };
}

/** What creating answers: the text to show, the key, and its secret, which the server answers this once only. */
export interface ApiKeyCreatedOutcome {
  message: string;
  apiKey: ApiKey;
  secret: string;
}

export interface UseApiKeysOptions {
  /** The company whose keys are managed. */
  companyId: string | null | undefined;
  /** Load only while shown; default true. */
  enabled?: boolean;
}

/**
 * A company's API keys for a tenant admin: the list (newest first, by prefix, never a secret), create (name, scopes,
 * optional expiry; answers the secret once) and revoke. Create rejects with the draft's problem or 'Failed to create
 * API key: …'; revoke with the server's detail, else 'Failed to revoke API key'.
 */
export function useApiKeys({ companyId, enabled = true }: UseApiKeysOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const list = useQuery({
    queryKey: userKeys.apiKeys(companyId ?? ''),
    queryFn: ({ signal }) => client.request(apiKeyRoutes.listApiKeys, { params: { companyId: companyId! }, signal }),
    enabled: enabled && !!companyId,
  });
  useReportFailure(list.error, 'Loading the company API keys');
  const refresh = () => {
    if (companyId) void queryClient.invalidateQueries({ queryKey: userKeys.apiKeys(companyId) });
  };

  const create = useMutation({
    mutationFn: async (draft: ApiKeyDraft): Promise<ApiKeyCreatedOutcome> => {
      if (!companyId) throw new Error(m.noCompany);
      const { body, error } = apiKeyBody(draft, m);
      if (error !== null) throw new Error(error);
      try {
        const answer = await client.request(apiKeyRoutes.createApiKey, { params: { companyId }, body });
        return { message: m.apiKeyCreated(answer.api_key.name), apiKey: answer.api_key, secret: answer.secret };
      } catch (failure) {
        throw new Error(m.apiKeyCreateFailed(serverDetail(failure, common.unknownError)));
      } finally {
        refresh();
      }
    },
  });
  const revoke = useMutation({
    mutationFn: async (key: ApiKey): Promise<string> => {
      if (!companyId) throw new Error(m.noCompany);
      try {
        await client.request(apiKeyRoutes.revokeApiKey, { params: { companyId, keyId: key.id } });
        return m.apiKeyRevoked(key.name);
      } catch (failure) {
        throw new Error(serverDetail(failure, m.apiKeyRevokeFailed));
      } finally {
        refresh();
      }
    },
  });

  const status: 'pending' | 'error' | 'success' =
    list.status === 'error' ? 'error' : list.status === 'success' ? 'success' : 'pending';
  return {
    status,
    apiKeys: list.data?.api_keys ?? [],
    error: list.status === 'error' ? m.apiKeysLoadFailed : null,
    create: create.mutateAsync,
    revoke: revoke.mutateAsync,
    busy: create.isPending || revoke.isPending,
    refetch: () => void list.refetch(),
  };
}

export type UseApiKeysResult = ReturnType<typeof useApiKeys>;
