// Keyed writes (docs/api.md 'Idempotency'): a route declared `idempotent` takes an Idempotency-Key header. The
// first request with a key claims it in idempotency_keys (one row per company and key, the primary key decides
// who is first), does the work and stores its answer; the same key and request within 24 h answer that stored
// status and body again, without the work. A different request under the key answers 422; one arriving while
// the first still runs answers 409. A failed request (4xx/5xx) did nothing, so its claim is dropped and a retry
// does the work.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_WINDOW_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  type RouteDef,
} from '@curate/core/contract';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './http-error';

/** A claim whose request has not answered after this long is taken to be lost (its process ended): the next request with the key may take it over. */
export const CLAIM_LEASE_SECONDS = 300;

export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is in progress; retry once it has answered';
export const KEY_REUSED =
  'This Idempotency-Key was used with a different request (another operation, path, query or body); use a new key for a new request';

/** The headers schema of a keyed route: the key is optional, 1-255 visible ASCII characters; other headers pass. */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z.optional(
    z.string().check(
      z.minLength(1),
      z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH),
      z.regex(/^[\x21-\x7e]+$/, 'Must be visible ASCII characters without spaces'),
      z.meta({
        description: `Makes the write safe to retry: the same key and request within ${IDEMPOTENCY_WINDOW_HOURS} h answer the first answer again (header ${IDEMPOTENT_REPLAYED_HEADER}: true) without doing the work twice; the key with another request answers 422; while the first request runs, 409. Keys are per company; a UUID is a good key.`,
      }),
    ),
  ),
});

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The hash of a request: its operation, path parameters, query and parsed body. */
export function requestHash(route: RouteDef, request: { params: unknown; query: unknown; body: unknown }): string {
  const text = canonical({ route: route.id, params: request.params, query: request.query, body: request.body });
  return createHash('sha256').update(text).digest('hex');
}

/** What a claim found: the key is this request's now, an answer to replay, or a refusal. */
export type Claim =
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'busy' }
  | { kind: 'mismatch' };

const WINDOW = sql.raw(`interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`);
const LEASE = sql.raw(`interval '${CLAIM_LEASE_SECONDS} seconds'`);

/**
 * Claims `key` for a request of hash `hash`, or says why not. Keys of the company older than the window are
 * purged first. The insert is the one step that decides: of concurrent requests with one key exactly one inserts
 * (or takes over a lost claim of the same request); the others read the row it holds.
 */
export async function claimKey(database: Database, companyId: string, key: string, hash: string): Promise<Claim> {
  const { db } = database;
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.company_id, companyId), lt(idempotencyKeys.created_at, sql`now() - ${WINDOW}`)));
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = randomUUID();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ company_id: companyId, key, request_hash: hash, locked_by: token })
      .onConflictDoUpdate({
        target: [idempotencyKeys.company_id, idempotencyKeys.key],
        set: { locked_by: token, locked_at: sql`now()` },
        setWhere: and(
          isNull(idempotencyKeys.response_status),
          eq(idempotencyKeys.request_hash, hash),
          lt(idempotencyKeys.locked_at, sql`now() - ${LEASE}`),
        ),
      })
      .returning({ token: idempotencyKeys.locked_by });
    if (claimed?.token === token) return { kind: 'claimed', token };
    const [held] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.company_id, companyId), eq(idempotencyKeys.key, key)));
    // Dropped meanwhile (its request failed): try to claim it again.
    if (!held) continue;
    if (held.request_hash !== hash) return { kind: 'mismatch' };
    if (held.response_status === null) return { kind: 'busy' };
    return { kind: 'replay', status: held.response_status, body: held.response_body };
  }
  return { kind: 'busy' };
}

/** Stores the answer of the request holding the claim. */
export async function storeAnswer(
  database: Database,
  companyId: string,
  key: string,
  token: string,
  status: number,
  body: unknown,
): Promise<void> {
  await database.db
    .update(idempotencyKeys)
    .set({ response_status: status, response_body: body ?? null })
    .where(
      and(
        eq(idempotencyKeys.company_id, companyId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.locked_by, token),
      ),
    );
}

/** Drops the claim of a request that failed, so the key can be used again. */
export async function releaseKey(database: Database, companyId: string, key: string, token: string): Promise<void> {
  await database.db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.company_id, companyId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.locked_by, token),
        isNull(idempotencyKeys.response_status),
      ),
    );
}

/**
 * Runs `work` under an Idempotency-Key: answers a stored answer again (with Idempotent-Replayed: true), refuses a
 * reused or busy key, or runs it and stores its answer (status as the reply holds it after `work`).
 */
export async function withIdempotencyKey<T>(
  database: Database,
  scope: { companyId: string; key: string; hash: string },
  reply: { code(status: number): unknown; header(name: string, value: string): unknown; statusCode: number },
  work: () => Promise<T>,
): Promise<T> {
  const { companyId, key, hash } = scope;
  const claim = await claimKey(database, companyId, key, hash);
  if (claim.kind === 'mismatch')
    throw new HttpError(422, 'validation_error', [
      { loc: ['header', 'idempotency-key'], msg: KEY_REUSED, type: 'value_error' },
    ]);
  if (claim.kind === 'busy') throw HttpError.conflict(KEY_IN_PROGRESS);
  if (claim.kind === 'replay') {
    reply.code(claim.status);
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return claim.body as T;
  }
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await releaseKey(database, companyId, key, claim.token);
    throw error;
  }
  await storeAnswer(database, companyId, key, claim.token, reply.statusCode, result);
  return result;
}
