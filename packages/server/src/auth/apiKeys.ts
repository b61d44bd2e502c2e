// API keys of machine clients: the secret's format and hash, the look-up that turns a key into a principal,
// and which scope each route needs. The api_keys table is read and written by the owner role only.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyScope, type RouteDef } from '@curate/core/contract';
import type { Database } from '../db/client';
import { apiKeys, companies, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { AccessRule } from './accessMatrix';
import { type Principal, USER_NOT_FOUND_OR_INACTIVE } from './principal';

/** A key's secret: the prefix and 32 random bytes in base64url (43 characters). */
const SECRET_FORMAT = /^cur_[A-Za-z0-9_-]{43}$/;

/** How many characters of the secret are kept in clear to tell keys apart in lists ('cur_' + 8). */
export const LISTED_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** last_used_at is written at most this often per key. */
export const LAST_USED_INTERVAL_MS = 60_000;

/** True when `value` looks like an API key rather than an access token. */
export const isApiKeySecret = (value: string): boolean => value.startsWith(API_KEY_PREFIX);

/** SHA-256 (hex) of a secret: what the table stores and looks up. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new secret (256 random bits) with its listed prefix and its hash. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, LISTED_PREFIX_LENGTH), hash: secretHash(secret) };
}

/** The role a key acts with: tenant-admin for the admin scope, else tenant-user. */
export const roleOfScopes = (scopes: readonly string[]): 'tenant-admin' | 'tenant-user' =>
  scopes.includes('admin') ? 'tenant-admin' : 'tenant-user';

/** Routes the import_enhance scope opens beyond read: importing and correcting raw products, running jobs. */
const IMPORT_ENHANCE_ROUTES: ReadonlySet<string> = new Set([
  'importRawProduct',
  'importRawProductBatch',
  'previewRawProductImport',
  'updateRawProduct',
  'updateRawProductFields',
  'enhanceRawProduct',
  'rerunEnhancementJob',
  'cancelEnhancementJob',
]);

/** Routes the review scope opens beyond read: review decisions and the audited product edits of the review dialog. */
const REVIEW_ROUTES: ReadonlySet<string> = new Set([
  'submitReview',
  'updateReview',
  'updateProduct',
  'updateProductField',
  'addProductField',
  'deleteProductField',
  'bulkUpdateProductFields',
  'revertHistoryEntry',
  'createField',
]);

/**
 * The scope a key needs on `route`: import_enhance or review for the routes they open, read for the other GET
 * routes a tenant-user may call, admin for everything else (null on public routes, which need no key).
 */
export function apiKeyScopeFor(route: Pick<RouteDef, 'id' | 'method'>, rule: AccessRule): ApiKeyScope | null {
  if (rule.allow === 'public') return null;
  if (IMPORT_ENHANCE_ROUTES.has(route.id)) return 'import_enhance';
  if (REVIEW_ROUTES.has(route.id)) return 'review';
  if (route.method === 'GET' && rule.allow.includes('tenant-user')) return 'read';
  return 'admin';
}

/** Whether a key with `scopes` may call a route needing `needed`: admin covers all, every scope covers read. */
export function scopesAllow(scopes: readonly string[], needed: ApiKeyScope): boolean {
  if (scopes.includes('admin') || scopes.includes(needed)) return true;
  return needed === 'read' && scopes.length > 0;
}

/** Answer when a key's scopes do not cover the route. */
export const scopeRefused = (needed: ApiKeyScope) => `This API key does not have the '${needed}' scope this call needs`;

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The principal of a key secret, or null for an unknown, malformed, revoked or expired key (401). A key of a
 * deactivated company is refused with 403, as its users' tokens are. Records the use in last_used_at, at most
 * once per LAST_USED_INTERVAL_MS.
 */
export async function resolveApiKey(database: Database, secret: string): Promise<Principal | null> {
  if (!SECRET_FORMAT.test(secret)) return null;
  const hash = secretHash(secret);
  const [row] = await database.db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      secretHash: apiKeys.secret_hash,
      expiresAt: apiKeys.expires_at,
      revokedAt: apiKeys.revoked_at,
      lastUsedAt: apiKeys.last_used_at,
      userId: users.id,
      email: users.email,
      username: users.username,
      companyId: companies.id,
      companyCode: companies.company_code,
      companyName: companies.company_name,
      orgId: companies.org_id,
      companyActive: companies.is_active,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.user_id))
    .innerJoin(companies, eq(companies.id, apiKeys.company_id))
    .where(eq(apiKeys.secret_hash, hash))
    .limit(1);
  if (!row || !sameHash(row.secretHash, hash)) return null;
  if (row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now())) return null;
  if (!row.companyActive) throw HttpError.forbidden(USER_NOT_FOUND_OR_INACTIVE);
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
    await database.db
      .update(apiKeys)
      .set({ last_used_at: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(
            isNull(apiKeys.last_used_at),
            lt(apiKeys.last_used_at, sql`now() - make_interval(secs => ${LAST_USED_INTERVAL_MS / 1000})`),
          ),
        ),
      );
  }
  return {
    userId: row.userId,
    subject: `api-key:${row.id}`,
    email: row.email,
    username: row.username,
    fullName: row.name,
    role: roleOfScopes(row.scopes),
    companyId: row.companyId,
    companyCode: row.companyCode,
    companyName: row.companyName,
    orgId: row.orgId,
    tokenRoles: [],
    apiKey: { id: row.id, name: row.name, scopes: row.scopes },
  };
}
