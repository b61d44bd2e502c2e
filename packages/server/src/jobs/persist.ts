// The persist step of an enhancement (issue #16): the enhanced product (review pending), its custom-field
// values, one source row per sourced value, audit entries by the model, and the job's result and tokens —
// all in the caller's transaction, which also holds the job rows' locks. `persistResult` writes one job's;
// `persistResults` several jobs' at once (issue #18: the jobs a worker finished together), with one statement
// per table for the new products among them.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { JobResultData, JobTiming } from '@curate/core/contract';
import type { AppDb } from '../db/client';
import { insertMany, updateMany } from '../db/insertMany';
import {
  enhancedProducts,
  enhancementJobs,
  fieldDefinitions,
  fieldEditHistory,
  productFieldValues,
  rawProducts,
  sources,
} from '../db/schema';
import { CORE_COLUMNS, type CoreColumn } from '../products/definitions';
import { columnsFor, sameValue, type StoredValue } from '../products/fieldValues';
import type { GeneratedValue, PipelineResult, PipelineSource } from '../pipeline/types';

export type JobRow = typeof enhancementJobs.$inferSelect;
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** Why the model wrote an audit entry. */
const changeReason = (jobId: string) => `Enhancement job ${jobId}`;

const isCore = (name: string): name is CoreColumn => (CORE_COLUMNS as readonly string[]).includes(name);
const textOf = (value: GeneratedValue['value'] | undefined) =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
const round1 = (n: number) => Math.round(Math.min(10, Math.max(0, n)) * 10) / 10;
/** A 0-1 confidence as recorded (two decimals); null when missing or not a number. */
const rate = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? null : Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

type Def = typeof fieldDefinitions.$inferSelect;
type ValueRow = typeof productFieldValues.$inferSelect;

/** One job's result to write: the job as locked, what the pipeline answered, the product it is for. */
export interface PersistEntry {
  job: JobRow;
  result: PipelineResult;
  customerProductId: string;
  /** When the pipeline ended (ms since the epoch): persist_ms counts from here; absent, from the write's start. */
  finishedAt?: number;
}

type PlannedWrites = ReturnType<typeof planWrites>;
const wholeMs = (ms: number) => Math.max(0, Math.round(ms));

/**
 * Where the job's time went, as written with its row: the wait from creation to the first attempt, the research
 * and generate stages (0 when the pipeline did not run one), and persisting, from the pipeline's end to the
 * write of the job's row (a wait to be written together with other results included, the commit not).
 */
function timingOf(entry: PersistEntry, writing: number): JobTiming {
  const stage = (name: string) => entry.result.stages.find((s) => s.name === name)?.ms ?? 0;
  const started = entry.job.started_at ?? entry.job.created_at;
  return {
    queue_wait_ms: wholeMs(started.getTime() - entry.job.created_at.getTime()),
    research_ms: wholeMs(stage('research')),
    model_ms: wholeMs(stage('generate')),
    persist_ms: wholeMs(Date.now() - (entry.finishedAt ?? writing)),
  };
}

/** The job's row as planned, its result carrying the timing up to now. */
function withTiming(job: PlannedWrites['job'], entry: PersistEntry, writing: number) {
  return { ...job, result_data: { ...job.result_data, timing: timingOf(entry, writing) } satisfies JobResultData };
}

const coreOf = (result: PipelineResult) => ({
  clean_name: textOf(result.clean_name?.value),
  short_description: textOf(result.short_description?.value),
  long_description: textOf(result.long_description?.value),
});

/** The product row's columns an enhancement writes (both on a new product and on an existing one). */
function productValues(entry: PersistEntry, now: Date) {
  return {
    ...coreOf(entry.result),
    attributes: entry.result.attributes,
    quality_confidence_score: round1(entry.result.score.score),
    review_status: 'pending' as const,
    review_notes: null,
    reviewed_at: null,
    reviewed_by_user_id: null,
    enhanced_at: now,
    raw_product_id: entry.job.raw_product_id,
  };
}

/** The custom-field definition ids a result names (its values on fields that are not core columns). */
const customIds = (result: PipelineResult) => [
  ...new Set(
    result.values.filter((v) => v.field_definition_id && !isCore(v.field_name)).map((v) => v.field_definition_id!),
  ),
];

/**
 * Everything one result writes besides the product row, given the product's id, its row before (none for a new
 * product), the company's definitions (core columns' and the result's custom ones) and the values it replaces.
 */
function planWrites(
  entry: PersistEntry,
  productId: string,
  existing: Record<CoreColumn, string | null> | undefined,
  defs: readonly Def[],
  previousRows: readonly ValueRow[],
  now: Date,
) {
  const { job, result } = entry;
  const companyId = job.company_id;
  const core = coreOf(result);
  const audit: (typeof fieldEditHistory.$inferInsert)[] = [];
  const entryFor = (
    field: { id: string | null; field_name: string; display_name: string },
    previous: StoredValue,
    next: StoredValue,
  ) => {
    if (sameValue(previous, next)) return;
    audit.push({
      company_id: companyId,
      enhanced_product_id: productId,
      field_definition_id: field.id,
      field_name: field.field_name,
      field_display_name: field.display_name,
      change_type: previous === null ? 'field_added' : 'field_updated',
      previous_value: previous,
      new_value: next,
      change_summary: `${field.display_name} written by the model`,
      change_reason: changeReason(job.id),
      updated_by_type: 'ai',
      user_id: null,
    });
  };
  const companyDefs = defs.filter((d) => d.company_id === companyId);
  for (const column of CORE_COLUMNS) {
    if (core[column] === null) continue;
    const def = companyDefs.find((d) => d.field_name === column);
    entryFor(def ?? { id: null, field_name: column, display_name: column }, existing?.[column] ?? null, core[column]);
  }
  // Custom fields: values naming a definition of this company that is not a core column.
  const ids = customIds(result);
  const defById = new Map(companyDefs.filter((d) => ids.includes(d.id)).map((d) => [d.id, d]));
  const upserts = new Map<string, typeof productFieldValues.$inferInsert>();
  for (const value of result.values) {
    if (!value.field_definition_id || isCore(value.field_name)) continue;
    const def = defById.get(value.field_definition_id);
    if (!def) continue;
    const stored: StoredValue = def.is_multiple && !Array.isArray(value.value) ? [String(value.value)] : value.value;
    const columns = columnsFor(def, stored);
    const before = previousRows.find((row) => row.field_definition_id === def.id);
    const previous: StoredValue = before
      ? (before.value_text ?? before.value_number ?? before.value_boolean ?? before.value_date ?? null)
      : null;
    // The last value for a field wins, as one upsert after another would have it.
    upserts.set(def.id, {
      company_id: companyId,
      enhanced_product_id: productId,
      field_definition_id: def.id,
      ...columns,
      updated_by_type: 'ai',
      updated_by_user_id: null,
    });
    entryFor(def, previous, def.is_multiple ? JSON.parse(columns.value_text ?? 'null') : stored);
  }

  // Sources: the product's citations are the latest enhancement's. A core value's sources name its core
  // definition (the company's with that field_name), so the name and descriptions carry their quotes like every
  // field.
  const sourceById = new Map<string, PipelineSource>(result.sources.map((s) => [s.id, s]));
  const cited = result.values.filter((v) => v.source_id && sourceById.has(v.source_id));
  const definitionOf = (value: GeneratedValue): string | null => {
    if (isCore(value.field_name)) return companyDefs.find((d) => d.field_name === value.field_name)?.id ?? null;
    return value.field_definition_id && defById.has(value.field_definition_id) ? value.field_definition_id : null;
  };
  const sourceRows = cited.map((value) => {
    const source = sourceById.get(value.source_id!)!;
    return {
      company_id: companyId,
      enhanced_product_id: productId,
      field_definition_id: definitionOf(value),
      field_name: value.field_name,
      source_url: source.url,
      source_domain: source.domain,
      source_title: source.title ?? (source.id === 'input' ? 'Imported product record' : null),
      source_quality: round1(source.quality),
      value_found: textOf(value.value),
      source_quote: value.quote,
    };
  });
  const started = job.started_at ?? job.created_at;
  const jobSet = {
    status: 'completed' as const,
    progress: 100,
    message: 'Enhancement completed',
    error_message: null,
    enhanced_product_id: productId,
    completed_at: now,
    processing_time_seconds: Math.max(0, (now.getTime() - started.getTime()) / 1000),
    result_data: {
      quality_score: round1(result.score.score),
      score_reasons: result.score.reasons,
      stages: result.stages,
      dropped: result.dropped,
      values: result.values.length,
      values_detail: result.values.map((value) => ({
        field_name: value.field_name,
        confidence: rate(value.confidence),
        source_id: value.source_id,
        quote: value.quote,
      })),
      sourced_values: cited.length,
      sources: result.sources.map(({ text: _text, ...source }) => source),
      // A pipeline that does not report these yet (or a stand-in) leaves them empty.
      flags: result.flags ?? [],
      suggestions: (result.suggestions ?? []).map((s) => ({ ...s, confidence: rate(s.confidence) ?? 0 })),
      language: result.language ?? null,
    } satisfies JobResultData,
    prompt_tokens: result.tokens.prompt,
    completion_tokens: result.tokens.completion,
    tokens_used: result.tokens.total,
    billing_status: 'charged' as const,
    updated_at: now,
  };
  return { values: [...upserts.values()], audit, sources: sourceRows, job: jobSet };
}

/** The definitions the results need: every core column's of their companies, and the custom ones they name. */
async function definitionsFor(tx: Tx, entries: readonly PersistEntry[]): Promise<Def[]> {
  const companies = [...new Set(entries.map((e) => e.job.company_id))];
  const ids = [...new Set(entries.flatMap((e) => customIds(e.result)))];
  return tx
    .select()
    .from(fieldDefinitions)
    .where(
      and(
        inArray(fieldDefinitions.company_id, companies),
        ids.length
          ? or(inArray(fieldDefinitions.field_name, [...CORE_COLUMNS]), inArray(fieldDefinitions.id, ids))
          : inArray(fieldDefinitions.field_name, [...CORE_COLUMNS]),
      ),
    );
}

/** Writes `result` for `job` (locked, processing) and marks it completed; answers the product's id. */
export async function persistResult(
  tx: Tx,
  job: JobRow,
  result: PipelineResult,
  now: Date,
  customerProductId: string,
  finishedAt?: number,
): Promise<string> {
  const writing = Date.now();
  const entry: PersistEntry = { job, result, customerProductId, ...(finishedAt === undefined ? {} : { finishedAt }) };
  const companyId = job.company_id;
  const [existing] = await tx
    .select()
    .from(enhancedProducts)
    .where(and(eq(enhancedProducts.company_id, companyId), eq(enhancedProducts.product_id, customerProductId)))
    .limit(1)
    .for('update');
  const values = productValues(entry, now);
  const [product] = existing
    ? await tx
        .update(enhancedProducts)
        .set({ ...values, version: sql`${enhancedProducts.version} + 1`, updated_at: now })
        .where(eq(enhancedProducts.id, existing.id))
        .returning({ id: enhancedProducts.id })
    : await tx
        .insert(enhancedProducts)
        .values({
          ...values,
          company_id: companyId,
          product_id: customerProductId,
          customer_product_id: customerProductId,
        })
        .returning({ id: enhancedProducts.id });
  const productId = product!.id;
  const defs = await definitionsFor(tx, [entry]);
  const ids = customIds(result);
  // A new product has no values yet.
  const previousRows =
    existing && ids.length
      ? await tx
          .select()
          .from(productFieldValues)
          .where(
            and(
              eq(productFieldValues.enhanced_product_id, productId),
              inArray(productFieldValues.field_definition_id, ids),
            ),
          )
      : [];
  const writes = planWrites(entry, productId, existing, defs, previousRows, now);
  if (writes.values.length)
    await tx
      .insert(productFieldValues)
      .values(writes.values)
      .onConflictDoUpdate({
        target: [productFieldValues.enhanced_product_id, productFieldValues.field_definition_id],
        set: {
          value_text: sql`excluded.value_text`,
          value_number: sql`excluded.value_number`,
          value_boolean: sql`excluded.value_boolean`,
          value_date: sql`excluded.value_date`,
          value_product_id: sql`excluded.value_product_id`,
          updated_by_type: 'ai',
          updated_by_user_id: null,
          updated_at: now,
        },
      });
  // The model's entries take the time they are written under the product's lock, as a user's do: the latest
  // entry of a field is then the last write, which is what marks a value the user's or the model's.
  if (writes.audit.length)
    await tx
      .insert(fieldEditHistory)
      .values(writes.audit.map((row) => ({ ...row, created_at: sql`clock_timestamp()` as unknown as Date })));
  if (existing) await tx.delete(sources).where(eq(sources.enhanced_product_id, productId));
  if (writes.sources.length) await tx.insert(sources).values(writes.sources);
  if (job.raw_product_id) {
    await tx
      .update(rawProducts)
      .set({ enhanced_product_id: productId, processing_status: 'completed', processed_at: now, updated_at: now })
      .where(eq(rawProducts.id, job.raw_product_id));
  }
  await tx
    .update(enhancementJobs)
    .set(withTiming(writes.job, entry, writing))
    .where(eq(enhancementJobs.id, job.id));
  return productId;
}

/**
 * Writes the results of several jobs (each locked, processing, each for a different product) and marks them
 * completed, as `persistResult` would one after another. A job whose product exists already goes through
 * `persistResult`; the new products (an import's) are written together: one statement each for the products,
 * their values, audit entries, sources, raw products and jobs. Answers each job's product id, in order.
 */
export async function persistResults(tx: Tx, entries: readonly PersistEntry[], now: Date): Promise<string[]> {
  if (entries.length === 0) return [];
  const writing = Date.now();
  const key = (companyId: string, productId: string) => `${companyId}\u0000${productId}`;
  const found = await tx
    .select({ company_id: enhancedProducts.company_id, product_id: enhancedProducts.product_id })
    .from(enhancedProducts)
    .where(
      and(
        inArray(enhancedProducts.company_id, [...new Set(entries.map((e) => e.job.company_id))]),
        inArray(enhancedProducts.product_id, [...new Set(entries.map((e) => e.customerProductId))]),
      ),
    )
    .for('update');
  const exists = new Set(found.map((row) => key(row.company_id, row.product_id)));
  const productIds: string[] = [];
  const fresh: Array<{ entry: PersistEntry; productId: string }> = [];
  for (const entry of entries) {
    if (exists.has(key(entry.job.company_id, entry.customerProductId))) {
      productIds.push(
        await persistResult(tx, entry.job, entry.result, now, entry.customerProductId, entry.finishedAt ?? writing),
      );
    } else {
      const productId = randomUUID();
      productIds.push(productId);
      fresh.push({ entry, productId });
    }
  }
  if (fresh.length === 0) return productIds;
  // One JSON document carries the rows, where NaN would silently become null: such a result is refused here, as
  // the database refuses it through `persistResult`.
  const unwritable = fresh.find(
    ({ entry: { result } }) =>
      !Number.isFinite(result.score.score) || result.sources.some((source) => !Number.isFinite(source.quality)),
  );
  if (unwritable) throw new Error(`Job ${unwritable.entry.job.id}: a score that is not a number`);
  await insertMany(
    tx,
    enhancedProducts,
    fresh.map(({ entry, productId }) => ({
      ...productValues(entry, now),
      id: productId,
      company_id: entry.job.company_id,
      product_id: entry.customerProductId,
      customer_product_id: entry.customerProductId,
    })),
  );
  const defs = await definitionsFor(
    tx,
    fresh.map((f) => f.entry),
  );
  const writes = fresh.map(({ entry, productId }) => planWrites(entry, productId, undefined, defs, [], now));
  await insertMany(
    tx,
    productFieldValues,
    writes.flatMap((w) => w.values),
  );
  await insertMany(
    tx,
    fieldEditHistory,
    writes.flatMap((w) => w.audit),
  );
  await insertMany(
    tx,
    sources,
    writes.flatMap((w) => w.sources),
  );
  await updateMany(
    tx,
    rawProducts,
    fresh
      .filter(({ entry }) => entry.job.raw_product_id)
      .map(({ entry, productId }) => ({
        id: entry.job.raw_product_id!,
        enhanced_product_id: productId,
        processing_status: 'completed' as const,
        processed_at: now,
        updated_at: now,
      })),
  );
  await updateMany(
    tx,
    enhancementJobs,
    fresh.map(({ entry }, i) => ({ id: entry.job.id, ...withTiming(writes[i]!.job, entry, writing) })),
  );
  return productIds;
}
