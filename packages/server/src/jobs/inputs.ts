// What an attempt reads at its start (issue #16): the raw record, the company's active field definitions
// as field specs, and the enhancement configuration (the job's own, else the company's saved one, else the
// defaults of spec part 2 §3) — so a configuration saved after a job was queued applies to its next attempt.
import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_ENHANCEMENT_CONFIG, EnhancementJobConfig, type EnhanceableField } from '@curate/core/contract';
import type { AppDb } from '../db/client';
import { companyEnhancementConfig, fieldDefinitions, rawProducts } from '../db/schema';
import { CORE_COLUMNS } from '../products/definitions';
import { coreFieldSpec } from '../pipeline/fieldSpecs';
import type { FieldSpec, PipelineConfig, RawRecord } from '../pipeline/types';
import { RAW_PRODUCT_NOT_FOUND } from './constants';

type Reader = Pick<AppDb, 'select'>;

export interface AttemptInputs {
  record: RawRecord;
  fields: FieldSpec[];
  config: PipelineConfig;
  /** The job's processing timeout, when its configuration sets one. */
  timeoutSeconds: number | null;
}

const CORE_DISPLAY: Record<(typeof CORE_COLUMNS)[number], string> = {
  clean_name: 'Product Name',
  short_description: 'Short Description',
  long_description: 'Long Description',
};

/** The company's active definitions as field specs, plus the core fields that have no definition. */
export async function fieldSpecsOf(db: Reader, companyId: string): Promise<FieldSpec[]> {
  const f = fieldDefinitions;
  const rows = await db
    .select({
      id: f.id,
      field_name: f.field_name,
      display_name: f.display_name,
      field_type: f.field_type,
      data_type: f.data_type,
      is_required: f.is_required,
      is_multiple: f.is_multiple,
      allowed_values: f.allowed_values,
      min_value: f.min_value,
      max_value: f.max_value,
      min_length: f.min_length,
      max_length: f.max_length,
      description: f.description,
    })
    .from(f)
    .where(and(eq(f.company_id, companyId), eq(f.is_active, true)))
    .orderBy(asc(f.sort_order), asc(f.field_name));
  const specs: FieldSpec[] = rows.map((row) => ({ ...row, allowed_values: row.allowed_values ?? null }));
  for (const core of CORE_COLUMNS) {
    if (specs.some((spec) => spec.field_name === core)) continue;
    specs.push(coreFieldSpec(core, CORE_DISPLAY[core], core === 'clean_name'));
  }
  return specs;
}

/** The company's saved configuration, or the defaults. */
export async function companyConfigOf(db: Reader, companyId: string): Promise<PipelineConfig> {
  const [row] = await db
    .select()
    .from(companyEnhancementConfig)
    .where(eq(companyEnhancementConfig.company_id, companyId))
    .limit(1);
  return {
    tone: row?.tone ?? DEFAULT_ENHANCEMENT_CONFIG.tone,
    fields: (row?.fields as EnhanceableField[] | undefined) ?? [...DEFAULT_ENHANCEMENT_CONFIG.fields],
    custom_instructions: row ? row.custom_instructions : DEFAULT_ENHANCEMENT_CONFIG.custom_instructions,
  };
}

/** Everything an attempt of `job` needs; throws when its raw product is gone. */
export async function attemptInputs(
  db: Reader,
  job: { company_id: string; raw_product_id: string | null; enhancement_config: unknown },
): Promise<AttemptInputs> {
  const [raw] = job.raw_product_id
    ? await db
        .select()
        .from(rawProducts)
        .where(and(eq(rawProducts.id, job.raw_product_id), eq(rawProducts.company_id, job.company_id)))
        .limit(1)
    : [];
  if (!raw) throw new Error(RAW_PRODUCT_NOT_FOUND);
  const own = job.enhancement_config ? EnhancementJobConfig.safeParse(job.enhancement_config) : null;
  const config = own?.success
    ? {
        tone: own.data.enhancement.tone,
        fields: own.data.enhancement.fields,
        custom_instructions:
          own.data.enhancement.custom_instructions ?? (await companyConfigOf(db, job.company_id)).custom_instructions,
      }
    : await companyConfigOf(db, job.company_id);
  return {
    record: {
      customer_product_id: raw.customer_product_id,
      product_name: raw.product_name,
      product_details: raw.product_details,
      additional_fields: raw.additional_fields ?? {},
      source_url: raw.source_url,
    },
    fields: await fieldSpecsOf(db, job.company_id),
    config,
    timeoutSeconds: own?.success ? own.data.processing.timeout_seconds : null,
  };
}
