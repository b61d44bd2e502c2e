// `pnpm run enhance-file`: raw records from a JSONL or CSV file through the pipeline, without a database or
// a company, one JSON line out per record.
import { readFileSync, writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import { providerFromEnv } from './providers';
import type { Provider } from './providers/provider';
import { coreFieldSpec } from './fieldSpecs';
import { runPipeline } from './index';
import type { ResearchOptions } from './research';
import type { FieldSpec, PipelineConfig, PipelineResult, RawRecord } from './types';

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

/** The output line of one record: values with sources and quotes, attributes, the score and its reasons. */
export function outputLine(record: RawRecord, result: PipelineResult) {
  return {
    customer_product_id: record.customer_product_id,
    clean_name: result.clean_name?.value ?? null,
    short_description: result.short_description?.value ?? null,
    long_description: result.long_description?.value ?? null,
    attributes: result.attributes,
    values: result.values.map(({ field_name, value, unit, source_id, quote }) => ({
      field_name,
      value,
      unit,
      source_id,
      quote,
    })),
    dropped: result.dropped,
    sources: result.sources.map(({ id, url, domain, title, quality }) => ({ id, url, domain, title, quality })),
    score: result.score.score,
    reasons: result.score.reasons,
    tokens: result.tokens,
  };
}

/** Runs the pipeline over every record, one after the other, and answers one output object per record. */
export async function enhanceRecords(
  records: readonly RawRecord[],
  options: { provider: Provider; research?: ResearchOptions; fields?: FieldSpec[]; config?: PipelineConfig },
) {
  const lines = [];
  for (const record of records) {
    const result = await runPipeline(record, {
      provider: options.provider,
      fields: options.fields ?? DEFAULT_FIELDS,
      config: options.config ?? DEFAULT_CONFIG,
      research: options.research,
    });
    lines.push(outputLine(record, result));
  }
  return lines;
}

const USAGE = 'Usage: pnpm run enhance-file <records.jsonl|records.csv> [--out file.jsonl] [--no-research]';

/** Runs the command over its arguments; answers the exit code. */
export async function enhanceFileCommand(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const outAt = argv.indexOf('--out');
  const out = outAt >= 0 ? argv[outAt + 1] : undefined;
  const input = argv.find((arg, i) => !arg.startsWith('-') && (outAt < 0 || i !== outAt + 1));
  if (!input || (outAt >= 0 && !out) || argv.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  try {
    const records = readRecords(readFileSync(input, 'utf8'), input);
    const lines = await enhanceRecords(records, {
      provider: providerFromEnv(env),
      research: { enabled: !argv.includes('--no-research') },
    });
    const text = lines.map((line) => JSON.stringify(line)).join('\n') + (lines.length ? '\n' : '');
    if (out) {
      writeFileSync(out, text);
      console.error(`${lines.length} records enhanced → ${out}`);
    } else process.stdout.write(text);
    return 0;
  } catch (error) {
    console.error(`enhance-file: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
