// The enhancement jobs of an import, started inside the import's own transaction (issue #18): the same job
// row, 15-credit reservation (key: the job id) and queue message as POST …/enhance (jobs/service.ts), in row
// order, so a run that reaches the balance stops at exactly the right row. A batch's jobs are written
// together: one reservation each under one account lock (credits `reserveMany`), one insert of the job rows,
// one of the queue messages.
import { randomUUID } from 'node:crypto';
import type { HttpError } from '../http/http-error';
import { lowCreditsMessage, NO_CREDITS_MESSAGE, TENANT_LOW_CREDIT_THRESHOLD } from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { availableCredits, type CreditActor, ENHANCEMENT_CREDITS, lockAccount, reserveMany } from '../credits';
import type { AppDb } from '../db/client';
import { insertMany } from '../db/insertMany';
import { enhancementJobs } from '../db/schema';
import { DEFAULT_MAX_RETRIES } from '../jobs/constants';
import { txExecutor } from '../jobs/queue';
import type { JobRuntime } from '../jobs/runtime';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export const actorOf = (principal: Principal): CreditActor => ({
  userId: principal.userId,
  name: principal.fullName ?? principal.username,
  role: principal.role,
});

/** What a job start needs to know of its raw product. */
export interface JobTarget {
  rawProductId: string;
  customerProductId: string;
  force: boolean;
}

/**
 * Starts a job for each target, in order, as far as the credits allow: the first `jobIds.length` targets hold
 * their jobs; `refusal` is why the next one got none (403 suspended, 429 limit, 402 balance), or null.
 * Call `runtime.prepare()` before opening `tx`.
 */
export async function startImportJobs(
  tx: Tx,
  runtime: JobRuntime,
  principal: Principal,
  companyId: string,
  targets: readonly JobTarget[],
): Promise<{ jobIds: string[]; refusal: HttpError | null }> {
  const ids = targets.map(() => randomUUID());
  const { reserved, refusal } = await reserveMany(tx as unknown as AppDb, {
    companyId,
    jobIds: ids,
    actor: actorOf(principal),
  });
  const jobIds = ids.slice(0, reserved);
  if (reserved > 0) {
    await insertMany(
      tx,
      enhancementJobs,
      jobIds.map((id, i) => ({
        id,
        raw_product_id: targets[i]!.rawProductId,
        customer_product_id: targets[i]!.customerProductId,
        force_enhancement: targets[i]!.force,
      })),
      {
        company_id: companyId,
        status: 'queued',
        message: 'Queued',
        max_retries: DEFAULT_MAX_RETRIES,
        billing_status: 'reserved',
        credits_reserved: ENHANCEMENT_CREDITS,
        initiated_by_user_id: principal.userId,
      },
    );
    await runtime.enqueueMany(
      jobIds.map((jobId) => ({ jobId, companyId })),
      txExecutor(tx),
    );
  }
  return { jobIds, refusal };
}

/** The start's credit warnings (as POST …/enhance answers them): none left, or a balance below 15. */
export async function importCreditWarnings(
  tx: Tx,
  companyId: string,
): Promise<Array<{ type: string; message: string }>> {
  const account = await lockAccount(tx, companyId);
  const available = availableCredits(account);
  if (available <= 0) return [{ type: 'no_credits', message: NO_CREDITS_MESSAGE }];
  if (account.current_balance < TENANT_LOW_CREDIT_THRESHOLD)
    return [{ type: 'low_credits', message: lowCreditsMessage(available) }];
  return [];
}
