import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { CompanyParams, Id, SuccessResponse, Timestamp } from './common';
import { text } from './text';

zodWithoutEvalInBrowsers();

/**
 * What a key may do: `read` the GET routes a tenant-user may call; `import_enhance` also import raw products and
 * start, re-run and cancel enhancement jobs; `review` also submit reviews and edit products; `admin` every route
 * a tenant-admin may call. Every scope includes `read`.
 */
export const API_KEY_SCOPES = ['read', 'import_enhance', 'review', 'admin'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** Every key starts with this; the listed prefix is it plus 8 characters of the secret. */
export const API_KEY_PREFIX = 'cur_';

/** The header a key may be sent in, beside `Authorization: Bearer <key>`. */
export const API_KEY_HEADER = 'X-API-Key';

/** A key as listed: never the secret, only its prefix. */
export const ApiKey = z.object({
  id: Id,
  company_id: Id,
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  created_by: z.nullable(z.string()),
  created_at: Timestamp,
  expires_at: z.nullable(Timestamp),
  last_used_at: z.nullable(Timestamp),
  revoked_at: z.nullable(Timestamp),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The longest key name. */
export const API_KEY_NAME_MAX_LENGTH = 100;

/** Body creating a key: a name (1-100 characters), one scope or more, an optional expiry in the future. */
export const ApiKeyCreate = z.strictObject({
  name: text('name', { maxLength: API_KEY_NAME_MAX_LENGTH }).check(z.trim(), z.minLength(1, 'Please enter a name')),
  scopes: z.array(ApiKeyScope).check(z.minLength(1, 'Choose at least one scope')),
  expires_at: z.optional(z.nullable(Timestamp)),
});
export type ApiKeyCreate = z.input<typeof ApiKeyCreate>;

/** Answer to creating a key: the key and its secret, which is shown this once only. */
export const ApiKeyCreated = z.object({ api_key: ApiKey, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyListResponse = z.object({ api_keys: z.array(ApiKey) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponse>;

export const ApiKeyParams = z.object({ companyId: Id, keyId: Id });
export type ApiKeyParams = z.infer<typeof ApiKeyParams>;

export const apiKeyRoutes = {
  listApiKeys: defineRoute({
    id: 'listApiKeys',
    method: 'GET',
    path: '/companies/:companyId/api-keys',
    params: CompanyParams,
    response: ApiKeyListResponse,
    auth: 'token',
    summary: 'API keys of the company, newest first (prefix only, never the secret).',
    tag: 'users',
  }),
  createApiKey: defineRoute({
    id: 'createApiKey',
    method: 'POST',
    path: '/companies/:companyId/api-keys',
    status: 201,
    params: CompanyParams,
    body: ApiKeyCreate,
    response: ApiKeyCreated,
    auth: 'token',
    summary: 'Create an API key; the answer carries its secret, shown this once only.',
    tag: 'users',
  }),
  revokeApiKey: defineRoute({
    id: 'revokeApiKey',
    method: 'DELETE',
    path: '/companies/:companyId/api-keys/:keyId',
    params: ApiKeyParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Revoke an API key: every later call with it answers 401.',
    tag: 'users',
  }),
} as const;
