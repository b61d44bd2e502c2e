// Raw SQL rows inside a tenant transaction (both drivers answer `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { TenantTx } from '../auth/tenantScope';

/** Runs `query` in `tx` and returns its rows. */
export async function rowsOf<T>(tx: TenantTx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
