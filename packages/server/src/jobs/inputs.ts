// What an attempt reads at its start (issue #16): the raw record, the company's active field definitions
// as field specs, and the enhancement configuration (the job's own, else the company's saved one, else the
// defaults of spec part 2 §3) — so a configuration saved after a job was queued applies to its next attempt.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ENHANCEMENT_CONFIG, EnhancementJobConfig, type EnhanceableField } from '@curate/core/contract';
import type { AppDb } from '../db/client';
import { companyEnhancementConfig, fieldDefinitions, rawProducts } from '../db/schema';
import { CORE_COLUMNS } from '../products/definitions';
import { coreFieldSpec, describedBy } from '../pipeline/fieldSpecs';
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

/**
 * The company's active definitions as field specs (description: the definition's description and help text,
 * see `describedBy`), plus the core fields that have no definition.
 */
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
      help_text: f.help_text,
    })
    .from(f)
    .where(and(eq(f.company_id, companyId), eq(f.is_active, true)))
    .orderBy(asc(f.sort_order), asc(f.field_name));
  const specs: FieldSpec[] = rows.map(({ help_text, ...row }) => ({
    ...row,
    allowed_values: row.allowed_values ?? null,
    description: describedBy(row.description, help_text),
  }));
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

type JobInput = { id: string; company_id: string; raw_product_id: string | null; enhancement_config: unknown };

/** Everything an attempt of `job` needs; throws when its raw product is gone. */
export async function attemptInputs(db: Reader, job: Omit<JobInput, 'id'>): Promise<AttemptInputs> {
  const [inputs] = await attemptInputsMany(db, [{ ...job, id: '' }]);
  if (inputs instanceof Error) throw inputs;
  return inputs!;
}

/**
 * What the attempts of several jobs need (the jobs a worker took together, issue #18), in order: one read of
 * their raw products, one of each company's definitions and saved configuration. A job whose raw product is
 * gone gets an Error instead.
 */
export async function attemptInputsMany(db: Reader, jobs: readonly JobInput[]): Promise<Array<AttemptInputs | Error>> {
  const rawIds = jobs.flatMap((job) => (job.raw_product_id ? [job.raw_product_id] : []));
  const raws = rawIds.length ? await db.select().from(rawProducts).where(inArray(rawProducts.id, rawIds)) : [];
  const rawById = new Map(raws.map((raw) => [raw.id, raw]));
  const fields = new Map<string, Promise<FieldSpec[]>>();
  const configs = new Map<string, Promise<PipelineConfig>>();
  const companyConfig = (companyId: string) => {
    if (!configs.has(companyId)) configs.set(companyId, companyConfigOf(db, companyId));
    return configs.get(companyId)!;
  };
  const answers: Array<AttemptInputs | Error> = [];
  for (const job of jobs) {
    const raw = job.raw_product_id ? rawById.get(job.raw_product_id) : undefined;
    if (!raw || raw.company_id !== job.company_id) {
      answers.push(new Error(RAW_PRODUCT_NOT_FOUND));
      continue;
    }
    const own = job.enhancement_config ? EnhancementJobConfig.safeParse(job.enhancement_config) : null;
    const config = own?.success
      ? {
          tone: own.data.enhancement.tone,
          fields: own.data.enhancement.fields,
          custom_instructions:
            own.data.enhancement.custom_instructions ?? (await companyConfig(job.company_id)).custom_instructions,
        }
      : await companyConfig(job.company_id);
    if (!fields.has(job.company_id)) fields.set(job.company_id, fieldSpecsOf(db, job.company_id));
    answers.push({
      record: {
        customer_product_id: raw.customer_product_id,
        product_name: raw.product_name,
        product_details: raw.product_details,
        additional_fields: raw.additional_fields ?? {},
        source_url: raw.source_url,
      },
      fields: await fields.get(job.company_id)!,
      config,
      timeoutSeconds: own?.success ? own.data.processing.timeout_seconds : null,
    });
  }
  return answers;
}
