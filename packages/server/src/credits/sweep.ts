// Reservations left by a worker that stopped between reserve and capture/release are released after a
// timeout (docs/decisions.md "Credits (issue #15)").
import { and, asc, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { creditReservations } from '../db/schema';
import { SYSTEM_ACTOR } from './account';
import { RESERVATION_TIMEOUT_MS } from './constants';
import { release } from './reservations';

export interface SweepOptions {
  /** Age after which an unsettled reservation counts as abandoned; default RESERVATION_TIMEOUT_MS (30 min). */
  olderThanMs?: number;
  /** The clock; default now. */
  now?: Date;
  /** Most reservations looked at in one call; default 1,000. */
  batchSize?: number;
}

/**
 * Releases (refunds) every reservation older than `olderThanMs` that is still neither captured nor
 * released, each through `release` in its own transaction, so a capture or release racing the sweep
 * still settles it exactly once. Returns how many this call released.
 */
export async function sweepStaleReservations(db: AppDb, options: SweepOptions = {}): Promise<{ released: number }> {
  const olderThanMs = options.olderThanMs ?? RESERVATION_TIMEOUT_MS;
  const now = options.now ?? new Date();
  const stale = await db
    .select({ companyId: creditReservations.company_id, jobId: creditReservations.job_id })
    .from(creditReservations)
    .where(
      and(
        eq(creditReservations.status, 'reserved'),
        lt(creditReservations.reserved_at, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .orderBy(asc(creditReservations.reserved_at))
    .limit(options.batchSize ?? 1000);
  const minutes = Math.round(olderThanMs / 60_000);
  let released = 0;
  for (const { companyId, jobId } of stale) {
    const result = await release(db, {
      companyId,
      jobId,
      reason: `not captured or released within ${minutes} min (the worker stopped)`,
      actor: SYSTEM_ACTOR,
      now,
    });
    if (result.changed) released += 1;
  }
  return { released };
}
