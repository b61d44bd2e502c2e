// Importing raw products — spec part 2 §3, §4.1, §4.2, §7.1 (issue #18). The single call writes one row (the
// client then starts its enhancement through POST …/enhance); the batch call writes up to 1,000 rows and
// starts their jobs in one transaction. Both run on the owner connection, filtered by the company the
// access layer checked, like the job start whose credit writes they share (decisions: "Import (issue #18)").
import { and, eq, inArray } from 'drizzle-orm';
import {
  type BatchEnhancement,
  type BatchEnhancementRefusal,
  type BatchRowResult,
  IMPORT_BATCH_MAX_ROWS,
  type RawProductBatchImport,
  type RawProductBatchImportResponse,
  type RawProductImportQuery,
  type RawProductImportResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import type { AppDb, Database } from '../db/client';
import { enhancementJobs, rawProducts } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { JobRuntime } from '../jobs/runtime';
import { importCreditWarnings, startImportJobs } from './importJobs';
import { type ImportRow, type ImportedRow, writeImportRows } from './importRows';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type BatchBody = z.output<typeof RawProductBatchImport>;

const IMPORT_MESSAGES = {
  created: 'Product imported successfully',
  updated: 'Product updated: its content changed',
  unchanged: 'Product unchanged: the same content was imported before',
} as const;

type RowState = Pick<ImportedRow, 'outcome' | 'existing_product_id'> & Partial<Pick<ImportedRow, 'processing_status'>>;

/**
 * Whether a row's content was imported before but never enhanced: no product, still 'imported' (its start was
 * refused for credits or a limit, or never made). Importing it again enhances it, so a block that lifted is
 * not needed to be forced past.
 */
export const neverEnhanced = (row: RowState) =>
  row.outcome === 'unchanged' && row.processing_status === 'imported' && !row.existing_product_id;

/**
 * Whether a row needs a job: new or changed content, unchanged content never enhanced, or any row when
 * allow_override (re-enhance) is given.
 */
const needsEnhancement = (row: RowState, override: boolean) =>
  override || row.outcome !== 'unchanged' || neverEnhanced(row);

/** POST …/raw-products/import — one row, idempotent on (company, customer_product_id). */
export async function importRawProduct(
  database: Database,
  companyId: string,
  query: RawProductImportQuery,
  body: ImportRow,
): Promise<RawProductImportResponse> {
  const [row] = await database.db.transaction((tx) => writeImportRows(tx, companyId, [body]));
  const imported = row!;
  return {
    success: true,
    message: IMPORT_MESSAGES[imported.outcome],
    product_id: imported.id,
    outcome: imported.outcome,
    needs_enhancement: needsEnhancement(imported, query.allow_override),
    product: {
      id: imported.id,
      customer_product_id: imported.customer_product_id,
      company_id: companyId,
      processing_status: imported.processing_status,
      import_batch_id: imported.import_batch_id,
      field_data_stored: true,
      created_at: imported.created_at.toISOString(),
    },
  };
}

/** 413 for a batch over 1,000 rows (checked before the rows are validated). */
export function batchTooLarge(rows: number): HttpError {
  return new HttpError(
    413,
    'payload_too_large',
    `Too many rows: ${rows.toLocaleString('en-US')} sent, at most ${IMPORT_BATCH_MAX_ROWS.toLocaleString('en-US')} per call`,
  );
}

/** 422 naming every row whose Product ID repeats an earlier row of the batch. */
function refuseDuplicates(rows: readonly ImportRow[]): void {
  const first = new Map<string, number>();
  const problems: Array<{ loc: Array<string | number>; msg: string; type: string }> = [];
  rows.forEach((row, index) => {
    const earlier = first.get(row.customer_product_id);
    if (earlier === undefined) first.set(row.customer_product_id, index);
    else
      problems.push({
        loc: ['body', 'rows', index, 'customer_product_id'],
        msg: `Duplicate Product ID '${row.customer_product_id}' (also in rows[${earlier}])`,
        type: 'value_error',
      });
  });
  if (problems.length > 0) throw new HttpError(422, 'validation_error', problems);
}

/** Thrown inside the batch's savepoint when a job start stopped the run before the last row written. */
class StoppedAt extends Error {
  constructor(readonly index: number) {
    super(`stopped at row ${index}`);
  }
}

function refusalOf(error: unknown, index: number): BatchEnhancementRefusal | null {
  if (!(error instanceof HttpError) || ![402, 403, 429].includes(error.status)) return null;
  const extra = error.extra as { current_balance?: number; required_credits?: number };
  return {
    index,
    status: error.status,
    code: error.code,
    detail: typeof error.detail === 'string' ? error.detail : error.message,
    ...(extra.current_balance === undefined ? {} : { current_balance: extra.current_balance }),
    ...(extra.required_credits === undefined ? {} : { required_credits: extra.required_credits }),
  };
}

interface BatchContext {
  runtime: JobRuntime;
  principal: Principal;
  companyId: string;
  override: boolean;
  enhance: boolean;
}

/**
 * Writes rows[0..count) and starts their jobs in row order inside a savepoint. A 402/429 at row k < count - 1
 * rolls the savepoint back (StoppedAt k): the caller writes rows[0..k] again, so nothing after k is imported.
 */
async function writeBatch(tx: Tx, ctx: BatchContext, rows: readonly ImportRow[], count: number) {
  return tx.transaction(async (sp) => {
    // Which rows get a job (in row order), then their jobs in one go, as far as the credits allow.
    // A start without force is for a row created by this batch, which no job can name yet, or for an unchanged
    // row never enhanced: one whose job is still open (its start just made) is left to that job, as POST
    // …/enhance answers it; changed rows and allow_override start a forced job.
    let openJob = new Set<string>();
    const stepOf = (row: RowState & { id?: string }): BatchEnhancement | 'start' => {
      const force = ctx.override || row.outcome === 'updated';
      if (!ctx.enhance || !needsEnhancement(row, ctx.override)) return 'not_needed';
      if (row.existing_product_id && !force) return 'skipped';
      if (!force && row.id !== undefined && openJob.has(row.id)) return 'not_needed';
      return 'start';
    };
    const imported = await writeImportRows(sp, ctx.companyId, rows.slice(0, count), (row) => stepOf(row) === 'start');
    const waiting = imported.filter((row) => ctx.enhance && !ctx.override && neverEnhanced(row)).map((row) => row.id);
    if (waiting.length > 0)
      openJob = new Set(
        (
          await sp
            .select({ id: enhancementJobs.raw_product_id })
            .from(enhancementJobs)
            .where(
              and(
                eq(enhancementJobs.company_id, ctx.companyId),
                inArray(enhancementJobs.raw_product_id, waiting),
                inArray(enhancementJobs.status, ['created', 'queued', 'processing', 'running']),
              ),
            )
        ).flatMap((row) => (row.id ? [row.id] : [])),
      );
    let stopped: BatchEnhancementRefusal | null = null;
    let refused: BatchEnhancementRefusal | null = null;
    const plan = imported.map(stepOf);
    const starting = plan.flatMap((step, index) => (step === 'start' ? [index] : []));
    const started = await startImportJobs(
      sp,
      ctx.runtime,
      ctx.principal,
      ctx.companyId,
      starting.map((index) => ({
        rawProductId: imported[index]!.id,
        customerProductId: imported[index]!.customer_product_id,
        force: ctx.override || imported[index]!.outcome === 'updated',
      })),
    );
    const jobOf = new Map(started.jobIds.map((jobId, i) => [starting[i]!, jobId]));
    if (started.refusal) {
      const index = starting[started.jobIds.length]!;
      const refusal = refusalOf(started.refusal, index);
      if (!refusal) throw started.refusal;
      if (refusal.status === 403) refused = refusal;
      else {
        // The rows after the one the credits stopped at are not imported: the caller writes rows[0..index] again.
        if (index < count - 1) throw new StoppedAt(index);
        stopped = refusal;
      }
    }
    const results: BatchRowResult[] = imported.map((row, index) => {
      const jobId = jobOf.get(index) ?? null;
      const step = plan[index]!;
      return {
        index,
        customer_product_id: row.customer_product_id,
        source_file_row: rows[index]!.source_file_row,
        raw_product_id: row.id,
        outcome: row.outcome,
        enhancement: step !== 'start' ? step : jobId ? 'queued' : 'refused',
        job_id: jobId,
        existing_product_id: row.existing_product_id,
      };
    });
    // Written rows that were to get a job were written as pending: those the credits refused go back to
    // imported. Unchanged rows that got a job (allow_override) were not written and become pending now.
    const written = (index: number) => imported[index]!.outcome !== 'unchanged';
    const withJob = new Set(starting.slice(0, started.jobIds.length));
    const pendingNow = starting.filter((index) => withJob.has(index) && !written(index)).map((i) => imported[i]!.id);
    const notQueued = starting.filter((index) => !withJob.has(index) && written(index)).map((i) => imported[i]!.id);
    for (const [ids, status] of [
      [pendingNow, 'pending_enhancement'],
      [notQueued, 'imported'],
    ] as const)
      if (ids.length > 0)
        await sp
          .update(rawProducts)
          .set({ processing_status: status, updated_at: new Date() })
          .where(inArray(rawProducts.id, ids));
    const warnings = withJob.size > 0 ? await importCreditWarnings(sp, ctx.companyId) : [];
    return { results, stopped, refused, queued: withJob.size, warnings };
  });
}

/**
 * POST …/raw-products/import-batch — up to 1,000 rows in one transaction, per-row results in body order.
 * Duplicate Product IDs within the batch answer 422 naming the rows; nothing is half-imported. A batch stopped
 * by its credits or limits, or whose enhancement was refused, answers with `partial` set (the route sends 207).
 */
export async function importRawProductBatch(
  database: Database,
  runtime: JobRuntime,
  principal: Principal,
  companyId: string,
  query: RawProductImportQuery,
  body: BatchBody,
): Promise<RawProductBatchImportResponse> {
  if (body.rows.length > IMPORT_BATCH_MAX_ROWS) throw batchTooLarge(body.rows.length);
  refuseDuplicates(body.rows);
  const ctx: BatchContext = { runtime, principal, companyId, override: query.allow_override, enhance: body.enhance };
  if (body.enhance) await runtime.prepare();
  const outcome = await database.db.transaction(async (tx) => {
    let count = body.rows.length;
    for (;;) {
      try {
        return await writeBatch(tx, ctx, body.rows, count);
      } catch (error) {
        if (!(error instanceof StoppedAt)) throw error;
        count = error.index + 1;
      }
    }
  });
  const tally = (o: string) => outcome.results.filter((r) => r.outcome === o).length;
  const reason = outcome.stopped ?? outcome.refused;
  const imported = outcome.results.length;
  return {
    success: true,
    import_batch_id: body.rows[0]?.import_batch_id ?? null,
    results: outcome.results,
    created: tally('created'),
    updated: tally('updated'),
    unchanged: tally('unchanged'),
    enhancing: outcome.queued,
    stopped: outcome.stopped,
    refused: outcome.refused,
    warnings: outcome.warnings,
    partial: reason
      ? {
          reason,
          received: body.rows.length,
          imported,
          not_imported: Array.from({ length: body.rows.length - imported }, (_, i) => imported + i),
          not_enhanced: outcome.results.filter((r) => r.enhancement === 'refused').map((r) => r.index),
        }
      : null,
  };
}
