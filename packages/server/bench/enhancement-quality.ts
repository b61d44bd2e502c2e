// Quality of the enhancement pipeline on labelled product records written by hand before any
// pipeline run (bench/fixtures/enhancement/: dev to dev11 and heldout .jsonl, eleven Export Schema files;
// see its README.md). For each set and all together: precision over every schema value filled,
// recall over the labelled values, trap values produced, share of quotes found verbatim in the record's
// input, how well the score separates good records from wrong ones (AUC), mean score and failed records, for
// the pipeline (local provider, research off) and, through the same metric code, for a baseline that copies
// the raw fields. Prints a summary (with the wrong values and misses of the sets CURATE_BENCH_DETAILS names, dev
// by default; never the held-out set's) and writes $CURATE_BENCH_OUT/server-enhancement-quality.json in scripts/bench.mjs's format.
//
// Run: cd packages/server && npx tsx bench/enhancement-quality.ts (pnpm bench adds --conditions=@curate/source;
// without it the script starts itself again with it, as the pipeline imports @curate/core from source).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SchemaOverview } from '@curate/core/contract';
import type * as EnhanceFile from '../src/pipeline/enhanceFile';
import type { OutputLine } from '../src/pipeline/enhanceFile';

const script = fileURLToPath(import.meta.url);
if (!import.meta.resolve('@curate/core/contract').includes('/src/')) {
  // @curate/core has no build here: run again resolving workspace packages to their sources.
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--conditions=@curate/source', script, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

// ---------------------------------------------------------------- the labelled sets

type RawRecord = Parameters<typeof EnhanceFile.enhanceRecords>[0][number];
type Value = string | number | boolean | string[];
type SchemaName =
  | 'default'
  | 'metric'
  | 'home'
  | 'sport'
  | 'trade'
  | 'consumer'
  | 'tech'
  | 'fashion'
  | 'grocery'
  | 'auto'
  | 'beauty';

interface Labelled {
  id: string;
  category: string;
  language: string;
  schema: SchemaName;
  record: RawRecord & {
    customer_product_id: string;
    product_name: string | null;
    product_details: string | null;
    additional_fields: Record<string, unknown>;
  };
  expected: { values: Record<string, Value>; alternatives?: Record<string, Value[]> };
  traps: { field_name: string; value: Value }[];
  notes?: string;
  tags?: string[];
}

const fixtures = path.join(path.dirname(script), 'fixtures/enhancement');
const readJsonl = (file: string): Labelled[] =>
  readFileSync(path.join(fixtures, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Labelled);
const dev = readJsonl('dev.jsonl');
/** A second development set, written later by another author the same way (tuned on too). */
const dev2 = readJsonl('dev2.jsonl');
/** A third, on a third company's schema (schema-export-home.json), by another author without running the pipeline. */
const dev3 = readJsonl('dev3.jsonl');
/** A fourth, on a fourth company's schema (schema-export-sport.json), by another author without running the pipeline. */
const dev4 = readJsonl('dev4.jsonl');
/** A fifth, on an electrical and plumbing wholesaler's schema (schema-export-trade.json), by a fifth author. */
const dev5 = readJsonl('dev5.jsonl');
/** A sixth, on an online department store's schema (schema-export-consumer.json), by a sixth author. */
const dev6 = readJsonl('dev6.jsonl');
/** A seventh, on a consumer electronics and IT retailer's schema (schema-export-tech.json), by a seventh author. */
const dev7 = readJsonl('dev7.jsonl');
/** An eighth, on a fashion marketplace's schema (schema-export-fashion.json), by an eighth author, in seven languages. */
const dev8 = readJsonl('dev8.jsonl');
/** A ninth, on an online grocery and drugstore's schema (schema-export-grocery.json), by a ninth author, in seven languages. */
const dev9 = readJsonl('dev9.jsonl');
/** A tenth, on a car and motorcycle parts retailer's schema (schema-export-auto.json), by a tenth author, in six languages. */
const dev10 = readJsonl('dev10.jsonl');
/** An eleventh, on a health, beauty and baby-care retailer's schema (schema-export-beauty.json), by an eleventh author, in six languages. */
const dev11 = readJsonl('dev11.jsonl');
const heldout = readJsonl('heldout.jsonl');

const schemaFiles: Record<SchemaName, string> = {
  default: 'schema-export.json',
  metric: 'schema-export-metric.json',
  home: 'schema-export-home.json',
  sport: 'schema-export-sport.json',
  trade: 'schema-export-trade.json',
  consumer: 'schema-export-consumer.json',
  tech: 'schema-export-tech.json',
  fashion: 'schema-export-fashion.json',
  grocery: 'schema-export-grocery.json',
  auto: 'schema-export-auto.json',
  beauty: 'schema-export-beauty.json',
};
const schemaJson = Object.fromEntries(
  Object.entries(schemaFiles).map(([name, file]) => [
    name,
    JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')),
  ]),
) as Record<SchemaName, SchemaOverview>;

// ---------------------------------------------------------------- comparing values

type Kind = 'number' | 'boolean' | 'multi' | 'text';
interface SchemaField {
  kind: Kind;
  core: boolean;
}

/** The fields of an Export Schema file, read here (not through the pipeline) so the metric stays independent. */
function schemaFields(overview: SchemaOverview): Map<string, SchemaField> {
  const all = [...overview.groups.flatMap((g) => g.fields), ...(overview.ungrouped_fields ?? [])];
  return new Map(
    all.map((f) => {
      const kind: Kind =
        f.field_type === 'number'
          ? 'number'
          : f.field_type === 'boolean' || f.field_type === 'checkbox'
            ? 'boolean'
            : f.field_type === 'multiselect' || f.is_multiple
              ? 'multi'
              : 'text';
      return [f.field_name, { kind, core: f.is_core_field === true }];
    }),
  );
}
const fieldsBySchema: Record<SchemaName, Map<string, SchemaField>> = {
  default: schemaFields(schemaJson.default),
  metric: schemaFields(schemaJson.metric),
  home: schemaFields(schemaJson.home),
  sport: schemaFields(schemaJson.sport),
  trade: schemaFields(schemaJson.trade),
  consumer: schemaFields(schemaJson.consumer),
  tech: schemaFields(schemaJson.tech),
  fashion: schemaFields(schemaJson.fashion),
  grocery: schemaFields(schemaJson.grocery),
  auto: schemaFields(schemaJson.auto),
  beauty: schemaFields(schemaJson.beauty),
};
/** Written by the pipeline as clean_name / short_description / long_description; never labelled. */
const CORE = new Set(['clean_name', 'short_description', 'long_description']);

/** Case-, accent- and space-insensitive form of a text or select value. */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/×/g, 'x')
    .replace(/\s+/g, '')
    .replace(/\.$/, '');

const PLAIN_NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;
function asNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && PLAIN_NUMBER.test(v)) return Number(v);
  return null;
}
/** Within 1% of the label, or 0.011 absolute (labels are rounded to 2 decimals). */
const closeTo = (got: number, want: number) => Math.abs(got - want) <= Math.max(0.011, Math.abs(want) * 0.01);

function asBoolean(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  return null;
}

function asList(v: unknown): string[] | null {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string')
    return v
      .split(/[,;|]/)
      .map((s) => s.trim())
      .filter(Boolean);
  return null;
}

/** "12 x 8 x 3" (optionally ending in in / inches / ") as its numbers, else null. */
function dimensionList(s: string): number[] | null {
  const m = /^\s*(\d+(?:\.\d+)?(?:\s*[x×]\s*\d+(?:\.\d+)?)+)\s*(?:in\.?|inch(?:es)?|")?\s*$/i.exec(s);
  return m?.[1] ? m[1].split(/\s*[x×]\s*/i).map(Number) : null;
}

function textMatches(got: unknown, want: string): boolean {
  if (typeof got !== 'string' && typeof got !== 'number') return false;
  const text = String(got);
  if (fold(text) === fold(want)) return true;
  // Identifiers: a UPC equals its GTIN-13 with a leading zero.
  if (/^\d{8,14}$/.test(want) && /^\d{8,14}$/.test(text)) return text.replace(/^0+/, '') === want.replace(/^0+/, '');
  const a = dimensionList(text);
  const b = dimensionList(want);
  return a !== null && b !== null && a.length === b.length && a.every((n, i) => closeTo(n, b[i] ?? Number.NaN));
}

/** Whether an output value equals a label (or trap) value of a field of this kind. */
function matches(kind: Kind, got: unknown, want: Value): boolean {
  switch (kind) {
    case 'number': {
      const n = asNumber(got);
      return n !== null && typeof want === 'number' && closeTo(n, want);
    }
    case 'boolean':
      return asBoolean(got) === want;
    case 'multi': {
      const a = asList(got);
      const b = Array.isArray(want) ? want : [String(want)];
      if (!a) return false;
      const x = new Set(a.map(fold));
      const y = new Set(b.map(fold));
      return x.size === y.size && [...x].every((s) => y.has(s));
    }
    default:
      return typeof want === 'string' && textMatches(got, want);
  }
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);

// ---------------------------------------------------------------- quotes

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** The record's text as a reader sees it: tags to spaces, entities decoded, spaces collapsed. */
const readable = (s: string) =>
  squash(
    s
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (all, name: string) =>
        name.startsWith('#x')
          ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
          : name.startsWith('#') && name !== '#39'
            ? String.fromCodePoint(Number(name.slice(1)))
            : (ENTITIES[name.toLowerCase()] ?? all),
      ),
  );
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function inputTexts(item: Labelled): string[] {
  const r = item.record;
  return [
    r.product_name ?? '',
    r.product_details ?? '',
    ...Object.entries(r.additional_fields ?? {}).map(([k, v]) => `${k}: ${String(v)}`),
  ].filter(Boolean);
}

/** Found verbatim in one input text, as written or with its markup read (tags and entities, spacing). */
function quoteFound(quote: string, texts: string[]): boolean {
  if (texts.some((t) => t.includes(quote))) return true;
  const q = squash(quote);
  return q.length > 0 && texts.some((t) => readable(t).includes(q));
}

// ---------------------------------------------------------------- scoring one record

/** What scoring needs from an output line (the pipeline's OutputLine, or the baseline's copy). */
interface Scored {
  score?: number;
  values?: {
    field_name: string;
    value: unknown;
    quote?: string | null;
    unsourced?: boolean;
    confidence?: number;
    evidence?: string;
  }[];
  error?: string;
}

interface RecordResult {
  item: Labelled;
  failed: string | null;
  score: number | null;
  filled: number;
  right: number;
  labelled: number;
  recalled: number;
  outside: number;
  quotes: number;
  verbatim: number;
  unsourced: number;
  wrong: string[];
  missed: string[];
  trapped: string[];
  /** Quotes not found in the input. */
  unquoted: string[];
  /** Every value with how it was read, its confidence and whether it is right (for CURATE_BENCH_RECORDS). */
  values: {
    field_name: string;
    kind: Kind | null;
    evidence: string | null;
    confidence: number | null;
    right: boolean;
  }[];
}

const show = (v: unknown) => JSON.stringify(v);

function scoreRecord(item: Labelled, line: Scored | undefined): RecordResult {
  const fields = fieldsBySchema[item.schema];
  const labels = item.expected.values;
  const result: RecordResult = {
    item,
    failed: null,
    score: null,
    filled: 0,
    right: 0,
    labelled: Object.keys(labels).length,
    recalled: 0,
    outside: 0,
    quotes: 0,
    verbatim: 0,
    unsourced: 0,
    wrong: [],
    missed: [],
    trapped: [],
    unquoted: [],
    values: [],
  };
  if (!line || line.error !== undefined || !Array.isArray(line.values)) {
    result.failed = line?.error ?? 'no output line';
    result.missed = Object.entries(labels).map(([name, value]) => `${name}=${show(value)}`);
    return result;
  }
  result.score = typeof line.score === 'number' ? line.score : null;
  const texts = inputTexts(item);
  const isRight = (name: string, kind: Kind, value: unknown) => {
    const label = labels[name];
    if (label === undefined) return false;
    return [label, ...(item.expected.alternatives?.[name] ?? [])].some((want) => matches(kind, value, want));
  };
  const rightFields = new Set<string>();
  for (const v of line.values) {
    if (CORE.has(v.field_name) || fields.get(v.field_name)?.core || isEmpty(v.value)) continue;
    result.filled += 1;
    if (typeof v.quote === 'string' && v.quote.trim()) {
      result.quotes += 1;
      if (quoteFound(v.quote, texts)) result.verbatim += 1;
      else result.unquoted.push(`${v.field_name} quote ${show(v.quote)}`);
    }
    if (v.unsourced) result.unsourced += 1;
    const field = fields.get(v.field_name);
    const right = field !== undefined && isRight(v.field_name, field.kind, v.value);
    result.values.push({
      field_name: v.field_name,
      kind: field?.kind ?? null,
      evidence: v.evidence ?? null,
      confidence: v.confidence ?? null,
      right,
    });
    if (!field) {
      result.outside += 1;
      result.wrong.push(`${v.field_name}=${show(v.value)} (not a schema field)`);
      continue;
    }
    if (right) {
      result.right += 1;
      rightFields.add(v.field_name);
    } else {
      const label = labels[v.field_name];
      result.wrong.push(`${v.field_name}=${show(v.value)} (label ${label === undefined ? 'none' : show(label)})`);
    }
    for (const trap of item.traps)
      if (trap.field_name === v.field_name && matches(field.kind, v.value, trap.value))
        result.trapped.push(`${v.field_name}=${show(v.value)}`);
  }
  for (const [name, value] of Object.entries(labels)) {
    if (rightFields.has(name)) result.recalled += 1;
    else result.missed.push(`${name}=${show(value)}`);
  }
  return result;
}

// ---------------------------------------------------------------- figures of a set

/** Area under the ROC curve of the scores, good records (positive) against wrong ones; ties count half. */
function auc(scored: { score: number; good: boolean }[]): number | null {
  const good = scored.filter((s) => s.good).map((s) => s.score);
  const bad = scored.filter((s) => !s.good).map((s) => s.score);
  if (good.length === 0 || bad.length === 0) return null;
  let wins = 0;
  for (const g of good) for (const b of bad) wins += g > b ? 1 : g === b ? 0.5 : 0;
  return wins / (good.length * bad.length);
}

interface Figures {
  records: number;
  failed: number;
  filled: number;
  right: number;
  labelled: number;
  recalled: number;
  traps: number;
  outside: number;
  quotes: number;
  verbatim: number;
  unsourced: number;
  precision: number;
  recall: number;
  quoteShare: number | null;
  auc: number | null;
  good: number;
  wrongRecords: number;
  /** The AUC when a contradictory or near-empty record also counts as wrong (it needs a person, whatever was written). */
  aucAsIs: number | null;
  goodAsIs: number;
  meanScore: number | null;
}

/** A record that needs a person whatever the pipeline writes: contradictory or near-empty. */
const needsPerson = (item: Labelled) => (item.tags ?? []).some((t) => t === 'contradiction' || t === 'near-empty');

function figures(results: RecordResult[]): Figures {
  const sum = (pick: (r: RecordResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  const ran = results.filter((r) => r.failed === null);
  const scored = ran
    .filter((r) => r.score !== null)
    .map((r) => ({ score: r.score as number, good: r.wrong.length === 0 && r.trapped.length === 0, item: r.item }));
  const asIs = scored.map((s) => ({ score: s.score, good: s.good && !needsPerson(s.item) }));
  const filled = sum((r) => r.filled);
  const labelled = sum((r) => r.labelled);
  const quotes = sum((r) => r.quotes);
  return {
    records: results.length,
    failed: results.length - ran.length,
    filled,
    right: sum((r) => r.right),
    labelled,
    recalled: sum((r) => r.recalled),
    traps: sum((r) => r.trapped.length),
    outside: sum((r) => r.outside),
    quotes,
    verbatim: sum((r) => r.verbatim),
    unsourced: sum((r) => r.unsourced),
    precision: filled ? sum((r) => r.right) / filled : 0,
    recall: labelled ? sum((r) => r.recalled) / labelled : 0,
    quoteShare: quotes ? sum((r) => r.verbatim) / quotes : null,
    auc: auc(scored),
    good: scored.filter((s) => s.good).length,
    wrongRecords: scored.filter((s) => !s.good).length,
    aucAsIs: auc(asIs),
    goodAsIs: asIs.filter((s) => s.good).length,
    meanScore: scored.length ? scored.reduce((n, s) => n + s.score, 0) / scored.length : null,
  };
}

// ---------------------------------------------------------------- the baseline: copy the raw fields

const BASELINE_SCORE = 5;
const keyAsFieldName = (key: string) =>
  key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** An additional field whose key reads as a schema field_name is copied as is; constant confidence and score. */
function baseline(item: Labelled): Scored {
  const fields = fieldsBySchema[item.schema];
  const values = Object.entries(item.record.additional_fields ?? {}).flatMap(([key, value]) => {
    const name = keyAsFieldName(key);
    const field = fields.get(name);
    return field && !field.core ? [{ field_name: name, value, confidence: 0.5 }] : [];
  });
  return { score: BASELINE_SCORE, values };
}

// ---------------------------------------------------------------- running the pipeline

const all = [
  ...dev,
  ...dev2,
  ...dev3,
  ...dev4,
  ...dev5,
  ...dev6,
  ...dev7,
  ...dev8,
  ...dev9,
  ...dev10,
  ...dev11,
  ...heldout,
];
const outputs = new Map<Labelled, Scored>();
let pipelineError: string | null = null;
const started = performance.now();
try {
  const pipeline = await import('../src/pipeline/enhanceFile');
  const { createLocalProvider } = await import('../src/pipeline/index');
  if (typeof pipeline.readSchemaExport !== 'function' || typeof pipeline.enhanceRecords !== 'function')
    throw new Error('src/pipeline/enhanceFile.ts does not export readSchemaExport and enhanceRecords yet');
  const provider = createLocalProvider();
  for (const schema of Object.keys(schemaFiles) as SchemaName[]) {
    const items = all.filter((item) => item.schema === schema);
    const fields = pipeline.readSchemaExport(schemaJson[schema]);
    let lines: OutputLine[] = [];
    try {
      lines = await pipeline.enhanceRecords(
        items.map((item) => item.record),
        { provider, fields, config: pipeline.DEFAULT_CONFIG, research: { enabled: false } },
      );
    } catch (err) {
      console.error(`[enhancement-quality] enhanceRecords failed for the ${schema} schema: ${(err as Error).message}`);
    }
    items.forEach((item, i) => {
      const line = lines[i] as (Scored & { customer_product_id?: string }) | undefined;
      // One line per record, in order; a line for another record counts as a failure of this one.
      if (line && line.customer_product_id !== item.record.customer_product_id)
        outputs.set(item, { error: `output line ${i} is for ${String(line.customer_product_id)}` });
      else if (line) outputs.set(item, line);
    });
  }
} catch (err) {
  pipelineError = (err as Error).message;
}
const seconds = (performance.now() - started) / 1000;

const sets = [
  { key: 'dev', label: 'Dev', items: dev },
  { key: 'dev2', label: 'Dev 2', items: dev2 },
  { key: 'dev3', label: 'Dev 3', items: dev3 },
  { key: 'dev4', label: 'Dev 4', items: dev4 },
  { key: 'dev5', label: 'Dev 5', items: dev5 },
  { key: 'dev6', label: 'Dev 6', items: dev6 },
  { key: 'dev7', label: 'Dev 7', items: dev7 },
  { key: 'dev8', label: 'Dev 8', items: dev8 },
  { key: 'dev9', label: 'Dev 9', items: dev9 },
  { key: 'dev10', label: 'Dev 10', items: dev10 },
  { key: 'dev11', label: 'Dev 11', items: dev11 },
  { key: 'heldout', label: 'Held-out', items: heldout },
  { key: 'all', label: 'All', items: all },
] as const;
const measured = sets.map((set) => {
  const pipelineResults = set.items.map((item) => scoreRecord(item, outputs.get(item)));
  const baselineResults = set.items.map((item) => scoreRecord(item, baseline(item)));
  return { ...set, pipeline: figures(pipelineResults), baseline: figures(baselineResults), pipelineResults };
});

// ---------------------------------------------------------------- summary on stdout

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const pct = (n: number) => Math.round(n * 1000) / 10;
const f3 = (n: number | null) => (n === null ? 'n/a' : n.toFixed(3));
const line = (name: string, a: string, b: string) => `  ${name.padEnd(34)} ${a.padStart(14)} ${b.padStart(14)}`;

console.log(
  `Enhancement quality: ${dev.length} dev + ${dev2.length} dev 2 + ${dev3.length} dev 3 + ${dev4.length} dev 4 + ${dev5.length} dev 5 + ${dev6.length} dev 6 + ${dev7.length} dev 7 + ${dev8.length} dev 8 + ${dev9.length} dev 9 + ${dev10.length} dev 10 + ${dev11.length} dev 11 + ${heldout.length} held-out labelled records (${all.filter((i) => i.schema === 'metric').length} on the metric schema, ${dev3.length} on the home schema, ${dev4.length} on the sport schema, ${dev5.length} on the trade schema, ${dev6.length} on the consumer schema, ${dev7.length} on the tech schema, ${dev8.length} on the fashion schema, ${dev9.length} on the grocery schema, ${dev10.length} on the auto parts schema, ${dev11.length} on the beauty schema)`,
);
if (pipelineError) console.log(`Pipeline not run: ${pipelineError}`);
else console.log(`Pipeline: local provider, research off, ${seconds.toFixed(1)} s`);
for (const m of measured) {
  const p = m.pipeline;
  const b = m.baseline;
  console.log(`\n${m.label} (${m.items.length} records, ${p.labelled} labelled values)`);
  console.log(line('', 'pipeline', 'copy raw fields'));
  console.log(
    line(
      'precision (right / filled)',
      `${f3(p.precision)} ${p.right}/${p.filled}`,
      `${f3(b.precision)} ${b.right}/${b.filled}`,
    ),
  );
  console.log(
    line(
      'recall (found / labelled)',
      `${f3(p.recall)} ${p.recalled}/${p.labelled}`,
      `${f3(b.recall)} ${b.recalled}/${b.labelled}`,
    ),
  );
  console.log(line('trap values produced', String(p.traps), String(b.traps)));
  console.log(line('values outside the schema', String(p.outside), String(b.outside)));
  console.log(
    line(
      'quotes verbatim in the input',
      p.quoteShare === null ? 'n/a' : `${pct(p.quoteShare)}% of ${p.quotes}`,
      'no quotes',
    ),
  );
  console.log(line('values flagged unsourced', String(p.unsourced), '—'));
  console.log(
    line(
      'score AUC (good vs wrong records)',
      `${f3(p.auc)} ${p.good}/${p.wrongRecords}`,
      `${f3(b.auc)} ${b.good}/${b.wrongRecords}`,
    ),
  );
  console.log(
    line(
      'score AUC, contradictory/near-empty as wrong',
      `${f3(p.aucAsIs)} ${p.goodAsIs}/${p.records - p.failed - p.goodAsIs}`,
      `${f3(b.aucAsIs)}`,
    ),
  );
  console.log(line('mean score (0-10)', f3(p.meanScore), f3(b.meanScore)));
  console.log(line('records failed', String(p.failed), String(b.failed)));
}
// Only the development sets' details (CURATE_BENCH_DETAILS=dev,dev2; default dev): the held-out set is for
// measuring, never for tuning.
const detailed = (process.env.CURATE_BENCH_DETAILS ?? 'dev').split(',').filter((key) => key.startsWith('dev'));
// CURATE_BENCH_RECORDS=file: one line per record of those sets, with its output, for studying the score.
if (process.env.CURATE_BENCH_RECORDS && !pipelineError) {
  const lines = detailed.flatMap((key) =>
    (measured.find((m) => m.key === key)?.pipelineResults ?? []).map((r) =>
      JSON.stringify({
        id: r.item.id,
        category: r.item.category,
        tags: r.item.tags ?? [],
        score: r.score,
        good: r.failed === null && r.wrong.length === 0 && r.trapped.length === 0,
        wrong: r.wrong,
        trapped: r.trapped,
        values: r.values,
        output: outputs.get(r.item),
      }),
    ),
  );
  writeFileSync(process.env.CURATE_BENCH_RECORDS, `${lines.join('\n')}\n`);
}
for (const key of detailed) {
  const set = measured.find((m) => m.key === key);
  if (!set || pipelineError) continue;
  const listed = (pick: (r: RecordResult) => string[]) =>
    set.pipelineResults
      .filter((r) => pick(r).length > 0)
      .map((r) => `  ${r.item.id} ${r.item.record.customer_product_id}: ${pick(r).join('; ')}`);
  const report = (title: string, pick: (r: RecordResult) => string[]) => {
    const lines = listed(pick);
    console.log(`${set.label} ${title} (${lines.length} records):`, lines.length ? `\n${lines.join('\n')}` : 'none');
  };
  console.log('');
  report('wrong values', (r) => (r.failed === null ? r.wrong : []));
  report('trap values produced', (r) => r.trapped);
  report('quotes not in the input', (r) => r.unquoted);
  report('misses', (r) => (r.failed === null ? r.missed : []));
  report('failed records', (r) => (r.failed === null ? [] : [r.failed]));
}
if (!pipelineError) {
  console.log('Held-out: figures only (its wrong values and misses are not printed).');
}

// ---------------------------------------------------------------- scripts/bench.mjs's file

if (pipelineError) {
  console.error('[enhancement-quality] no figures written: the pipeline did not run');
  process.exit(1);
}
const BASELINE = 'copy raw fields';
const rows = measured.flatMap((m) => {
  const p = m.pipeline;
  const b = m.baseline;
  const out: {
    name: string;
    value: number;
    unit: string;
    baseline?: { name: string; value: number };
    note?: string;
  }[] = [
    {
      name: `${m.label}: precision over filled schema values (${m.items.length} records; target ≥ 0.97)`,
      value: round3(p.precision),
      unit: '',
      baseline: { name: BASELINE, value: round3(b.precision) },
      note: `${p.right} of ${p.filled} values right; baseline ${b.right} of ${b.filled}`,
    },
    {
      name: `${m.label}: recall over labelled values (target ≥ 0.8)`,
      value: round3(p.recall),
      unit: '',
      baseline: { name: BASELINE, value: round3(b.recall) },
      note: `${p.recalled} of ${p.labelled} labelled values`,
    },
    {
      name: `${m.label}: trap values produced (target 0)`,
      value: p.traps,
      unit: 'values',
      baseline: { name: BASELINE, value: b.traps },
    },
    {
      name: `${m.label}: quotes found verbatim in the input (target 100%)`,
      value: p.quoteShare === null ? 0 : pct(p.quoteShare),
      unit: '%',
      baseline: { name: `${BASELINE} (no quotes)`, value: 0 },
      note: `${p.verbatim} of ${p.quotes} quotes; ${p.unsourced} values flagged unsourced`,
    },
  ];
  if (p.auc !== null)
    out.push({
      name: `${m.label}: score AUC, ${p.good} good vs ${p.wrongRecords} wrong records (target ≥ 0.85)`,
      value: round3(p.auc),
      unit: '',
      ...(b.auc !== null ? { baseline: { name: `${BASELINE}, constant score`, value: round3(b.auc) } } : {}),
    });
  if (p.aucAsIs !== null)
    out.push({
      name: `${m.label}: score AUC, contradictory and near-empty records also wrong (${p.goodAsIs} good)`,
      value: round3(p.aucAsIs),
      unit: '',
      ...(b.aucAsIs !== null ? { baseline: { name: `${BASELINE}, constant score`, value: round3(b.aucAsIs) } } : {}),
    });
  out.push(
    {
      name: `${m.label}: mean score (0-10)`,
      value: p.meanScore === null ? 0 : round3(p.meanScore),
      unit: '',
      baseline: { name: `${BASELINE}, constant score`, value: BASELINE_SCORE },
    },
    {
      name: `${m.label}: records failed (target 0)`,
      value: p.failed,
      unit: 'records',
      baseline: { name: BASELINE, value: b.failed },
    },
  );
  return out;
});
const skippedAuc = measured.filter((m) => m.pipeline.auc === null).map((m) => m.label);
const suite = {
  title: `Enhancement quality on ${all.length} labelled records, schema fields`,
  issue: 30,
  command: 'pnpm bench (packages/server: tsx bench/enhancement-quality.ts)',
  rows,
  notes: [
    `Labelled sets in packages/server/bench/fixtures/enhancement (labels written before any pipeline run; ${dev.length} dev, ${dev2.length} dev 2, ${dev3.length} dev 3, ${dev4.length} dev 4, ${dev5.length} dev 5, ${dev6.length} dev 6, ${dev7.length} dev 7, ${dev8.length} dev 8, ${dev9.length} dev 9, ${dev10.length} dev 10, ${dev11.length} dev 11, ${heldout.length} held-out records, eleven Export Schema files). The held-out set is never used for tuning; only its figures are reported.`,
    'Dev 3 (another author, a third schema) was first measured before any tuning on it (2026-12-02): precision 0.899, recall 0.715, 45 trap values, score AUC 0.529 / 0.611; the figures above are after tuning on it. Dev 4 (a fourth author, the schema of a sports retailer, 2026-12-02) was first measured before any tuning on it: precision 0.842, recall 0.657, 26 trap values, score AUC 0.464 / 0.606; the figures above are after tuning on it (2026-12-03). Dev 5 (a fifth author, the schema of an electrical and plumbing wholesaler, 2026-12-03) was first measured after the tuning on dev 4 and before any on it: precision 0.855, recall 0.599, 17 trap values, score AUC 0.536 / 0.648. Dev 6 (a sixth author, the schema of an online department store, 2026-12-03) was first measured after the tuning on dev 5 and before any on it: precision 0.887, recall 0.755, 18 trap values, score AUC 0.623 / 0.744. Dev 7 (a seventh author, the schema of a consumer electronics and IT retailer, in six languages, Italian and Dutch among them, 2026-12-03) was first measured after the tuning on dev 6 and before any on it: precision 0.837, recall 0.674, 43 trap values, score AUC 0.523 / 0.568. Dev 8 (an eighth author, the schema of a fashion marketplace, in seven languages, Polish among them, 2026-12-03) was first measured after the tuning on dev 7 and before any on it: precision 0.829, recall 0.449, 23 trap values, score AUC 0.356 / 0.516. Dev 9 (a ninth author, the schema of an online grocery and drugstore, in seven languages, Swedish among them, 2026-12-03) was first measured after the tuning on dev 8 and before any on it: precision 0.926, recall 0.361, 7 trap values, score AUC 0.448 / 0.390. Dev 10 (a tenth author, the schema of a car and motorcycle parts retailer, in six languages, Polish among them, 2026-12-03) was first measured after the tuning on dev 9 and before any on it: precision 0.863, recall 0.662, 9 trap values, score AUC 0.524 / 0.678. Dev 11 (an eleventh author, the schema of a health, beauty and baby-care retailer, in six languages, 2026-12-04) was first measured after the tuning on dev 10 and before any on it: precision 0.815, recall 0.693, 24 trap values, score AUC 0.604 / 0.743. Held-out figures were looked at only as totals, after the tuning.',
    'A value is right when it equals the label: numbers within 1% or 0.011, texts and selects case-, accent- and space-insensitively, multiselects as sets, booleans exactly. Every filled schema value counts for precision (core name and description fields excluded); a value for a field outside the schema counts as wrong.',
    'A record is good when all its values are right and no trap value is produced; the AUC compares the scores of good and wrong records. Quotes count as verbatim when found in product_name, product_details or "key: value" of an additional field, as written or with HTML tags and entities read.',
    `Baseline: an additional field whose key (lower-cased, other characters as _) is a schema field_name is copied as is, constant score ${BASELINE_SCORE}.${skippedAuc.length ? ` AUC skipped (one class empty): ${skippedAuc.join(', ')}.` : ''}`,
  ],
};
const out = process.env.CURATE_BENCH_OUT;
if (out) {
  writeFileSync(path.join(out, 'server-enhancement-quality.json'), JSON.stringify(suite, null, 2));
  console.log(`\nwrote ${path.join(out, 'server-enhancement-quality.json')}`);
}
