// `pnpm run enhance-file`: raw records from a JSONL or CSV file through the pipeline, without a database or
// a company, one JSON line out per record.
import { createWriteStream, readFileSync } from 'node:fs';
import { EnhanceableField, EnhancementTone } from '@curate/core/contract';
import Papa from 'papaparse';
import { providerFromEnv } from './providers';
import type { Provider } from './providers/provider';
import { coreFieldSpec, describedBy } from './fieldSpecs';
import { runPipeline } from './index';
import type { ResearchOptions } from './research';
import type { FieldSpec, GeneratedValue, PipelineConfig, PipelineResult, RawRecord } from './types';

/** The field set without a company: the core fields, the name and short description required. */
export const DEFAULT_FIELDS: FieldSpec[] = [
  coreFieldSpec('clean_name', 'Clean Name', true),
  coreFieldSpec('short_description', 'Short Description', true),
  coreFieldSpec('long_description', 'Long Description', false),
];

/** The company defaults of spec part 2 §3, without custom instructions. */
export const DEFAULT_CONFIG: PipelineConfig = {
  tone: 'professional',
  fields: ['short_description', 'long_description', 'attributes'],
  custom_instructions: null,
};

const KNOWN = new Set([
  'customer_product_id',
  'product_id',
  'product_name',
  'name',
  'product_details',
  'description',
  'source_url',
  'image_url',
  'additional_fields',
]);

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A row or object read as a raw record: the import's columns, every other column an additional field. */
export function toRawRecord(row: Record<string, unknown>): RawRecord {
  const additional: Record<string, unknown> = {};
  const nested = row.additional_fields;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) Object.assign(additional, nested);
  for (const [key, value] of Object.entries(row)) if (!KNOWN.has(key) && text(value) !== null) additional[key] = value;
  return {
    customer_product_id: text(row.customer_product_id ?? row.product_id),
    product_name: text(row.product_name ?? row.name),
    product_details: text(row.product_details ?? row.description),
    additional_fields: additional,
    source_url: text(row.source_url ?? row.image_url),
  };
}

/** The records of a file's text: CSV (with a header row) when the name ends in .csv, JSONL otherwise. */
export function readRecords(content: string, fileName: string): RawRecord[] {
  if (fileName.toLowerCase().endsWith('.csv')) {
    const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
    });
    if (parsed.errors.length > 0) {
      const first = parsed.errors[0]!;
      throw new Error(`CSV row ${(first.row ?? 0) + 2}: ${first.message}`);
    }
    return parsed.data.map(toRawRecord);
  }
  return content
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, n }) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new Error(`line ${n}: not JSON`);
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`line ${n}: not a JSON object`);
      return toRawRecord(value as Record<string, unknown>);
    });
}

/** One value of an output line: typed in its field's unit, with its quote or marked unsourced. */
export interface OutputValue {
  field_name: string;
  value: GeneratedValue['value'];
  unit?: string;
  confidence: number;
  /** How it was read (GeneratedValue.evidence), for a value of a schema field. */
  evidence?: string;
  quote?: string;
  source_id?: string;
  unsourced?: true;
}

/** The output line of one record (or of a record that failed: customer_product_id and error). */
export type OutputLine =
  | {
      customer_product_id: string | null;
      clean_name: string | null;
      short_description: string | null;
      long_description: string | null;
      score: number;
      language: string;
      values: OutputValue[];
      flags: { field_name: string; kind: string; message: string }[];
      suggestions: PipelineResult['suggestions'];
      dropped: PipelineResult['dropped'];
      reasons: PipelineResult['score']['reasons'];
      sources: { id: string; url: string | null; domain: string | null; title: string | null; quality: number }[];
      tokens: PipelineResult['tokens'];
    }
  | { customer_product_id: string | null; error: string };

const textOf = (value: GeneratedValue | null) => (value === null ? null : String(value.value));

/** The output line of one record: every value with its confidence and quote, the flags and the score. */
export function outputLine(record: RawRecord, result: PipelineResult): OutputLine {
  return {
    customer_product_id: record.customer_product_id,
    clean_name: textOf(result.clean_name),
    short_description: textOf(result.short_description),
    long_description: textOf(result.long_description),
    score: result.score.score,
    language: result.language,
    values: result.values.map((v) => ({
      field_name: v.field_name,
      value: v.value,
      ...(v.unit ? { unit: v.unit } : {}),
      confidence: v.confidence ?? 0.5,
      ...(v.evidence ? { evidence: v.evidence } : {}),
      ...(v.quote !== null && v.source_id !== null
        ? { quote: v.quote, source_id: v.source_id }
        : { unsourced: true as const }),
    })),
    flags: result.flags.map(({ field_name, kind, message }) => ({ field_name, kind, message })),
    suggestions: result.suggestions,
    dropped: result.dropped,
    reasons: result.score.reasons,
    sources: result.sources.map(({ id, url, domain, title, quality }) => ({ id, url, domain, title, quality })),
    tokens: result.tokens,
  };
}

export interface EnhanceOptions {
  provider: Provider;
  research?: ResearchOptions;
  fields?: FieldSpec[];
  config?: PipelineConfig;
}

/** Runs the pipeline over every record, one after the other; a record that fails gets an error line. */
export async function* enhanceEach(records: readonly RawRecord[], options: EnhanceOptions): AsyncGenerator<OutputLine> {
  for (const record of records) {
    try {
      const result = await runPipeline(record, {
        provider: options.provider,
        fields: options.fields ?? DEFAULT_FIELDS,
        config: options.config ?? DEFAULT_CONFIG,
        research: options.research,
      });
      yield outputLine(record, result);
    } catch (error) {
      yield {
        customer_product_id: record.customer_product_id,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
}

/** Every record's output line, in order. */
export async function enhanceRecords(records: readonly RawRecord[], options: EnhanceOptions): Promise<OutputLine[]> {
  const lines: OutputLine[] = [];
  for await (const line of enhanceEach(records, options)) lines.push(line);
  return lines;
}

type ExportedField = {
  id?: string;
  field_name?: string;
  display_name?: string;
  description?: string | null;
  help_text?: string | null;
  field_type?: string;
  data_type?: string;
  is_required?: boolean;
  is_multiple?: boolean;
  is_active?: boolean;
  allowed_values?: string[] | null;
  min_value?: number | null;
  max_value?: number | null;
  min_length?: number | null;
  max_length?: number | null;
};

/**
 * The field specs of a schema file as the Schema Manager's Export Schema button saves it ({ groups: [{ group,
 * fields }], ungrouped_fields }), in order; the core fields it lacks are added. Throws on another shape.
 */
export function readSchemaExport(json: unknown): FieldSpec[] {
  const data = (json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json) as {
    groups?: { fields?: ExportedField[] }[];
    ungrouped_fields?: ExportedField[];
  } | null;
  if (!data || typeof data !== 'object' || (!Array.isArray(data.groups) && !Array.isArray(data.ungrouped_fields)))
    throw new Error('the schema file is not an Export Schema file (no groups or ungrouped_fields)');
  const exported = [...(data.groups ?? []).flatMap((g) => g.fields ?? []), ...(data.ungrouped_fields ?? [])];
  const specs: FieldSpec[] = exported
    .filter((f) => f.field_name && f.is_active !== false)
    .map((f) => ({
      id: f.id ?? f.field_name!,
      field_name: f.field_name!,
      display_name: f.display_name ?? f.field_name!,
      field_type: f.field_type ?? 'text',
      data_type: f.data_type ?? 'string',
      is_required: f.is_required ?? false,
      is_multiple: f.is_multiple ?? false,
      allowed_values: f.allowed_values ?? null,
      min_value: f.min_value ?? null,
      max_value: f.max_value ?? null,
      min_length: f.min_length ?? null,
      max_length: f.max_length ?? null,
      description: describedBy(f.description ?? null, f.help_text ?? null),
    }));
  for (const core of DEFAULT_FIELDS) if (!specs.some((s) => s.field_name === core.field_name)) specs.push(core);
  return specs;
}

const USAGE = [
  'Usage: pnpm run enhance-file <records.jsonl|records.csv> [--schema schema-export.json] [--tone T]',
  '         [--fields a,b] [--instructions "..."] [--out out.jsonl] [--no-research]',
].join('\n');

const VALUE_FLAGS = ['--out', '--schema', '--tone', '--fields', '--instructions'] as const;

/** The command's arguments: the input file and each --flag's value; null when they are wrong. */
interface Args {
  input: string;
  out?: string;
  schema?: string;
  tone?: string;
  fields?: string;
  instructions?: string;
  noResearch?: string;
}

function parseArgs(argv: readonly string[]): Args | null {
  const flags: Omit<Args, 'input'> & Record<string, string> = {};
  let input: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if ((VALUE_FLAGS as readonly string[]).includes(arg)) {
      const value = argv[i + 1];
      if (value === undefined) return null;
      flags[arg.slice(2)] = value;
      i += 1;
    } else if (arg === '--no-research') flags.noResearch = 'true';
    else if (arg.startsWith('-') || input !== undefined) return null;
    else input = arg;
  }
  return input ? { input, ...flags } : null;
}

/** The configuration the flags set, over the defaults; throws with what is wrong. */
function configOf(args: { tone?: string; fields?: string; instructions?: string }): PipelineConfig {
  const tone = args.tone ?? DEFAULT_CONFIG.tone;
  if (!EnhancementTone.options.includes(tone as EnhancementTone))
    throw new Error(`--tone must be one of ${EnhancementTone.options.join(', ')}`);
  const fields = args.fields
    ? args.fields
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
    : [...DEFAULT_CONFIG.fields];
  const unknown = fields.filter((f) => !EnhanceableField.options.includes(f as EnhanceableField));
  if (unknown.length)
    throw new Error(`--fields takes ${EnhanceableField.options.join(', ')}; not ${unknown.join(', ')}`);
  return {
    tone: tone as EnhancementTone,
    fields: fields as EnhanceableField[],
    custom_instructions: args.instructions?.trim() || null,
  };
}

/**
 * Runs the command over its arguments and answers the exit code: each record's line is written as it
 * finishes (a failing record's line names it and its error), a summary goes to stderr, and the exit code is 1
 * only when every record failed (2 for wrong arguments).
 */
export async function enhanceFileCommand(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const args = parseArgs(argv);
  if (!args || argv.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  let records: RawRecord[];
  let fields: FieldSpec[];
  let config: PipelineConfig;
  let provider: Provider;
  try {
    records = readRecords(readFileSync(args.input, 'utf8'), args.input);
    fields = args.schema ? readSchemaExport(JSON.parse(readFileSync(args.schema, 'utf8'))) : DEFAULT_FIELDS;
    config = configOf(args);
    provider = providerFromEnv(env);
  } catch (error) {
    console.error(`enhance-file: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const out = args.out ? createWriteStream(args.out) : null;
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (out) out.write(text, (error) => (error ? reject(error) : resolve()));
      else process.stdout.write(text, () => resolve());
    });
  let failed = 0;
  let done = 0;
  for await (const line of enhanceEach(records, {
    provider,
    fields,
    config,
    research: { enabled: !args.noResearch },
  })) {
    if ('error' in line) {
      failed += 1;
      console.error(`enhance-file: record ${line.customer_product_id ?? `#${done + 1}`} failed: ${line.error}`);
    }
    done += 1;
    await write(`${JSON.stringify(line)}\n`);
  }
  if (out) await new Promise<void>((resolve) => out.end(resolve));
  console.error(`${done - failed} records enhanced, ${failed} failed${args.out ? ` → ${args.out}` : ''}`);
  return records.length > 0 && failed === records.length ? 1 : 0;
}
