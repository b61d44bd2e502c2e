// The enhancement jobs of an import, started inside the import's own transaction (issue #18): the same job
// row, 15-credit reservation (key: the job id) and queue message as POST …/enhance (jobs/service.ts), one
// savepoint per job, in row order, so a run that reaches the balance stops at exactly the right row.
import { lowCreditsMessage, NO_CREDITS_MESSAGE, TENANT_LOW_CREDIT_THRESHOLD } from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { availableCredits, type CreditActor, ENHANCEMENT_CREDITS, lockAccount, reserve } from '../credits';
import type { AppDb } from '../db/client';
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
 * Inserts the job, reserves its credits and enqueues it in a savepoint of `tx`; the credit service's
 * refusal (403 suspended, 429 limit, 402 balance) is thrown as it answered, leaving nothing of this job.
 * Call `runtime.prepare()` before opening `tx`.
 */
export async function startImportJob(
  tx: Tx,
  runtime: JobRuntime,
  principal: Principal,
  companyId: string,
  target: JobTarget,
): Promise<string> {
  return tx.transaction(async (sp) => {
    const [job] = await sp
      .insert(enhancementJobs)
      .values({
        company_id: companyId,
        raw_product_id: target.rawProductId,
        customer_product_id: target.customerProductId,
        status: 'queued',
        message: 'Queued',
        max_retries: DEFAULT_MAX_RETRIES,
        billing_status: 'reserved',
        credits_reserved: ENHANCEMENT_CREDITS,
        force_enhancement: target.force,
        initiated_by_user_id: principal.userId,
      })
      .returning({ id: enhancementJobs.id });
    const id = job!.id;
    await reserve(sp as unknown as AppDb, { companyId, jobId: id, idempotencyKey: id, actor: actorOf(principal) });
    await runtime.enqueue({ jobId: id, companyId }, txExecutor(sp));
    return id;
  });
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
