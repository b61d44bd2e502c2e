// A company's API keys: list (prefix only), create (the secret answered once), revoke. The access layer has
// already checked the caller and the company; api_keys is owner-only, so these queries run on the owner
// connection and filter by that company themselves. Creating and revoking are recorded in the admin audit log.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyListResponse, SuccessResponse } from '@curate/core/contract';
import { newApiKeySecret } from '../auth/apiKeys';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAdminAction } from './audit';

/** Answer for a key id that is not one of the company's keys. */
export const API_KEY_NOT_FOUND = 'API key not found';
/** Answer for an expiry that is not in the future. */
export const EXPIRY_IN_THE_PAST = 'The expiry must be in the future';

/** The e-mail address of a key's users row: under the reserved .invalid domain, so no one can sign in with it. */
const keyUserEmail = (keyId: string) => `api-key-${keyId}@api-keys.invalid`;

const creator = alias(users, 'api_key_creator');

const keyColumns = {
  id: apiKeys.id,
  company_id: apiKeys.company_id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  created_by: sql<string | null>`coalesce(${creator.full_name}, ${creator.email})`,
  created_at: apiKeys.created_at,
  expires_at: apiKeys.expires_at,
  last_used_at: apiKeys.last_used_at,
  revoked_at: apiKeys.revoked_at,
};

type KeyRow = {
  [K in keyof typeof keyColumns]: K extends 'created_at'
    ? Date
    : K extends 'expires_at' | 'last_used_at' | 'revoked_at'
      ? Date | null
      : K extends 'scopes'
        ? string[]
        : K extends 'created_by'
          ? string | null
          : string;
};

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

const toApiKey = (row: KeyRow): ApiKey => ({
  ...row,
  scopes: row.scopes as ApiKey['scopes'],
  created_at: new Date(row.created_at).toISOString(),
  expires_at: iso(row.expires_at),
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});

function selectKeys(database: Database) {
  return database.db.select(keyColumns).from(apiKeys).leftJoin(creator, eq(creator.id, apiKeys.created_by_user_id));
}

/** GET /companies/{cid}/api-keys: newest first, revoked ones included, never a secret or its hash. */
export async function listApiKeys(database: Database, companyId: string): Promise<ApiKeyListResponse> {
  const rows = await selectKeys(database)
    .where(eq(apiKeys.company_id, companyId))
    .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
  return { api_keys: rows.map((row) => toApiKey(row as KeyRow)) };
}

/**
 * POST /companies/{cid}/api-keys: a new key with its own inactive users row (full name = the key's name), so
 * whatever the key writes names it as the author; only the secret's SHA-256 is stored and the secret is answered
 * this once.
 */
export async function createApiKey(
  database: Database,
  principal: Principal,
  companyId: string,
  body: ApiKeyCreate,
): Promise<ApiKeyCreated> {
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new HttpError(422, 'validation_error', [
      { loc: ['body', 'expires_at'], msg: EXPIRY_IN_THE_PAST, type: 'value_error' },
    ]);
  const scopes = [...new Set(body.scopes)];
  const name = body.name.trim();
  const { secret, prefix, hash } = newApiKeySecret();
  const id = randomUUID();
  await database.db.transaction(async (tx) => {
    const [keyUser] = await tx
      .insert(users)
      .values({
        company_id: companyId,
        email: keyUserEmail(id),
        username: `api-key-${id.replaceAll('-', '')}`,
        full_name: name,
        role: 'tenant-user',
        is_active: false,
        is_api_key: true,
      })
      .returning({ id: users.id });
    await tx.insert(apiKeys).values({
      id,
      company_id: companyId,
      name,
      prefix,
      secret_hash: hash,
      scopes,
      user_id: keyUser!.id,
      created_by_user_id: principal.userId,
      expires_at: expiresAt,
    });
    await recordAdminAction(tx, {
      companyId,
      actor: { userId: principal.userId, email: principal.email },
      action: 'api_key.create',
      target: { type: 'api_key', id },
      details: { name, prefix, scopes, expires_at: expiresAt?.toISOString() ?? null },
    });
  });
  const [row] = await selectKeys(database).where(eq(apiKeys.id, id));
  return { api_key: toApiKey(row as KeyRow), secret };
}

/** DELETE /companies/{cid}/api-keys/{keyId}: every later call with the key answers 401; revoking twice is harmless. */
export async function revokeApiKey(
  database: Database,
  principal: Principal,
  companyId: string,
  keyId: string,
): Promise<SuccessResponse> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: apiKeys.name, prefix: apiKeys.prefix, revokedAt: apiKeys.revoked_at })
      .from(apiKeys)
      .where(and(eq(apiKeys.company_id, companyId), eq(apiKeys.id, keyId)))
      .for('update');
    if (!row) throw HttpError.notFound(API_KEY_NOT_FOUND);
    if (row.revokedAt === null) {
      await tx
        .update(apiKeys)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(apiKeys.company_id, companyId), eq(apiKeys.id, keyId)));
      await recordAdminAction(tx, {
        companyId,
        actor: { userId: principal.userId, email: principal.email },
        action: 'api_key.revoke',
        target: { type: 'api_key', id: keyId },
        details: { name: row.name, prefix: row.prefix },
      });
    }
    return { success: true, message: 'API key revoked' };
  });
}
