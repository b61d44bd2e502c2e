// The persist step of an enhancement (issue #16): the enhanced product (review pending), its custom-field
// values, one source row per sourced value, audit entries by the model, and the job's result and tokens —
// all in the caller's transaction, which also holds the job row's lock.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
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

/** Writes `result` for `job` (locked, processing) and marks it completed; answers the product's id. */
export async function persistResult(
  tx: Tx,
  job: JobRow,
  result: PipelineResult,
  now: Date,
  customerProductId: string,
): Promise<string> {
  const companyId = job.company_id;
  const core = {
    clean_name: textOf(result.clean_name?.value),
    short_description: textOf(result.short_description?.value),
    long_description: textOf(result.long_description?.value),
  };
  const score = round1(result.score.score);
  const [existing] = await tx
    .select()
    .from(enhancedProducts)
    .where(and(eq(enhancedProducts.company_id, companyId), eq(enhancedProducts.product_id, customerProductId)))
    .limit(1)
    .for('update');
  const productValues = {
    ...core,
    attributes: result.attributes,
    quality_confidence_score: score,
    review_status: 'pending' as const,
    review_notes: null,
    reviewed_at: null,
    reviewed_by_user_id: null,
    enhanced_at: now,
    raw_product_id: job.raw_product_id,
  };
  const [product] = existing
    ? await tx
        .update(enhancedProducts)
        .set({ ...productValues, version: sql`${enhancedProducts.version} + 1`, updated_at: now })
        .where(eq(enhancedProducts.id, existing.id))
        .returning({ id: enhancedProducts.id })
    : await tx
        .insert(enhancedProducts)
        .values({
          ...productValues,
          company_id: companyId,
          product_id: customerProductId,
          customer_product_id: customerProductId,
        })
        .returning({ id: enhancedProducts.id });
  const productId = product!.id;

  const audit: (typeof fieldEditHistory.$inferInsert)[] = [];
  const entry = (
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
  // Custom fields: values naming a definition of this company that is not a core column. One read of the
  // definitions (the core columns' and the custom ones'), one of the values they replace, one upsert.
  const custom = result.values.filter((v) => v.field_definition_id && !isCore(v.field_name));
  const ids = [...new Set(custom.map((v) => v.field_definition_id!))];
  const defs = await tx
    .select()
    .from(fieldDefinitions)
    .where(
      and(
        eq(fieldDefinitions.company_id, companyId),
        ids.length
          ? or(inArray(fieldDefinitions.field_name, [...CORE_COLUMNS]), inArray(fieldDefinitions.id, ids))
          : inArray(fieldDefinitions.field_name, [...CORE_COLUMNS]),
      ),
    );
  for (const column of CORE_COLUMNS) {
    if (core[column] === null) continue;
    const def = defs.find((d) => d.field_name === column);
    entry(def ?? { id: null, field_name: column, display_name: column }, existing?.[column] ?? null, core[column]);
  }

  const defById = new Map(defs.filter((d) => ids.includes(d.id)).map((d) => [d.id, d]));
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
  const upserts = new Map<string, typeof productFieldValues.$inferInsert>();
  for (const value of custom) {
    const def = defById.get(value.field_definition_id!);
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
    entry(def, previous, def.is_multiple ? JSON.parse(columns.value_text ?? 'null') : stored);
  }
  if (upserts.size)
    await tx
      .insert(productFieldValues)
      .values([...upserts.values()])
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
  if (audit.length) await tx.insert(fieldEditHistory).values(audit);

  // Sources: the product's citations are the latest enhancement's.
  if (existing) await tx.delete(sources).where(eq(sources.enhanced_product_id, productId));
  const sourceById = new Map<string, PipelineSource>(result.sources.map((s) => [s.id, s]));
  const cited = result.values.filter((v) => v.source_id && sourceById.has(v.source_id));
  if (cited.length) {
    await tx.insert(sources).values(
      cited.map((value) => {
        const source = sourceById.get(value.source_id!)!;
        return {
          company_id: companyId,
          enhanced_product_id: productId,
          field_definition_id:
            value.field_definition_id && defById.has(value.field_definition_id) ? value.field_definition_id : null,
          field_name: value.field_name,
          source_url: source.url,
          source_domain: source.domain,
          source_title: source.title ?? (source.id === 'input' ? 'Imported product record' : null),
          source_quality: round1(source.quality),
          value_found: textOf(value.value),
          source_quote: value.quote,
        };
      }),
    );
  }

  if (job.raw_product_id) {
    await tx
      .update(rawProducts)
      .set({ enhanced_product_id: productId, processing_status: 'completed', processed_at: now, updated_at: now })
      .where(eq(rawProducts.id, job.raw_product_id));
  }
  const started = job.started_at ?? job.created_at;
  await tx
    .update(enhancementJobs)
    .set({
      status: 'completed',
      progress: 100,
      message: 'Enhancement completed',
      error_message: null,
      enhanced_product_id: productId,
      completed_at: now,
      processing_time_seconds: Math.max(0, (now.getTime() - started.getTime()) / 1000),
      result_data: {
        quality_score: score,
        score_reasons: result.score.reasons,
        stages: result.stages,
        dropped: result.dropped,
        values: result.values.length,
        sourced_values: cited.length,
        sources: result.sources.map(({ text: _text, ...source }) => source),
      },
      prompt_tokens: result.tokens.prompt,
      completion_tokens: result.tokens.completion,
      tokens_used: result.tokens.total,
      billing_status: 'charged',
      updated_at: now,
    })
    .where(eq(enhancementJobs.id, job.id));
  return productId;
}
