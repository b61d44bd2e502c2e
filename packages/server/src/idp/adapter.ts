// oidc-provider's storage in the app's database (issue #11): sessions, grants, authorization codes, refresh
// tokens and interactions survive a restart of `pnpm start`, so people stay signed in. One table,
// idp_records (migration 0005), keyed by model name and id; expired rows are never read and are purged.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { idpRecords } from '../db/schema';

/** Models revoked together by grant (as oidc-provider's own memory adapter): tokens and codes, not sessions or interactions. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** Expired rows are purged on start and after every this many writes. */
const PURGE_EVERY_WRITES = 200;

const live = () => or(isNull(idpRecords.expires_at), sql`${idpRecords.expires_at} > now()`);

/** Deletes every expired record; returns how many. */
export async function purgeExpiredIdpRecords(database: Database): Promise<number> {
  const deleted = await database.db
    .delete(idpRecords)
    .where(lt(idpRecords.expires_at, sql`now()`))
    .returning({ id: idpRecords.id });
  return deleted.length;
}

/** The adapter class oidc-provider constructs once per model name ('Session', 'Grant', 'RefreshToken' ...). */
export function databaseAdapter(database: Database): new (model: string) => Adapter {
  let writes = 0;
  const { db } = database;

  async function findOne(
    model: string,
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const [row] = await db
      .select({ payload: idpRecords.payload, consumed_at: idpRecords.consumed_at })
      .from(idpRecords)
      .where(and(eq(idpRecords.model, model), eq(idpRecords[column], value), live()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        payload,
        grant_id: GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? sql`now() + make_interval(secs => ${expiresIn})` : null,
      };
      await db
        .insert(idpRecords)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [idpRecords.model, idpRecords.id], set: { ...values, consumed_at: null } });
      writes += 1;
      if (writes % PURGE_EVERY_WRITES === 0) await purgeExpiredIdpRecords(database);
    }

    find(id: string) {
      return findOne(this.model, 'id', id);
    }

    findByUid(uid: string) {
      return findOne(this.model, 'uid', uid);
    }

    findByUserCode(userCode: string) {
      return findOne(this.model, 'user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpRecords)
        .set({ consumed_at: sql`now()` })
        .where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpRecords).where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }

    /** Revokes the tokens and codes issued under a grant, whatever their model. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpRecords).where(eq(idpRecords.grant_id, grantId));
    }
  };
}
