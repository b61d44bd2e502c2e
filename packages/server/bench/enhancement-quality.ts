// Quality of the enhancement pipeline (issue #16) on a labelled set of product records
// (fixtures/enhancement-set.jsonl, labels written by hand before the extractor ran): attribute precision and
// recall, values sourced or flagged, invented numbers, and how well the score separates good records from
// bad ones (AUC), for the pipeline (local provider, research off) and for a baseline that copies the raw
// fields unchanged. Writes $CURATE_BENCH_OUT/server-enhancement-quality.json in scripts/bench.mjs's format.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG, DEFAULT_FIELDS } from '../src/pipeline/enhanceFile';
import { createLocalProvider, runPipeline } from '../src/pipeline/index';
import { inventedNumbers, sourceNumbers } from '../src/pipeline/numbers';
import type { PipelineResult, RawRecord } from '../src/pipeline/types';

interface Labelled {
  id: string;
  category: string;
  good: boolean;
  record: RawRecord;
  expected: { attributes: Record<string, string> };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const set: Labelled[] = readFileSync(path.join(here, 'fixtures/enhancement-set.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

function matches(predicted: Record<string, string>, expected: Record<string, string>) {
  const want = new Map(Object.entries(expected).map(([k, v]) => [norm(k), norm(v)]));
  let correct = 0;
  const wrong: string[] = [];
  for (const [name, value] of Object.entries(predicted)) {
    if (want.get(norm(name)) === norm(value)) correct += 1;
    else wrong.push(`${name}=${value}`);
  }
  return { correct, predicted: Object.keys(predicted).length, expected: want.size, wrong };
}

/** Area under the ROC curve of the scores for good (positive) vs bad records; ties count half. */
function auc(scored: { score: number; good: boolean }[]): number {
  const good = scored.filter((s) => s.good).map((s) => s.score);
  const bad = scored.filter((s) => !s.good).map((s) => s.score);
  let wins = 0;
  for (const g of good) for (const b of bad) wins += g > b ? 1 : g === b ? 0.5 : 0;
  return wins / (good.length * bad.length);
}

interface Figures {
  precision: number;
  recall: number;
  sourcedOrFlagged: number;
  verifiedSourced: number;
  invented: number;
  auc: number;
  misses: string[];
}

function figures(
  runs: { item: Labelled; attributes: Record<string, string>; score: number; result: PipelineResult | null }[],
): Figures {
  let correct = 0;
  let predicted = 0;
  let expected = 0;
  let values = 0;
  let honest = 0;
  let verified = 0;
  let invented = 0;
  const misses: string[] = [];
  for (const { item, attributes, result } of runs) {
    const m = matches(attributes, item.expected.attributes);
    correct += m.correct;
    predicted += m.predicted;
    expected += m.expected;
    if (m.wrong.length) misses.push(`${item.id}: ${m.wrong.join('; ')}`);
    if (!result) continue;
    const known = sourceNumbers(result.sources);
    for (const v of result.values) {
      values += 1;
      const source = result.sources.find((s) => s.id === v.source_id);
      const quoted = v.quote !== null && source?.text.includes(v.quote) === true;
      if (quoted) verified += 1;
      if (quoted || (v.source_id === null && v.quote === null)) honest += 1;
      if (inventedNumbers(v.value, known).length > 0) invented += 1;
    }
  }
  return {
    precision: predicted ? correct / predicted : 0,
    recall: expected ? correct / expected : 0,
    sourcedOrFlagged: values ? honest / values : 0,
    verifiedSourced: values ? verified / values : 0,
    invented,
    auc: auc(runs.map((r) => ({ score: r.score, good: r.item.good }))),
    misses,
  };
}

const provider = createLocalProvider();
const pipelineRuns = [];
for (const item of set) {
  const result = await runPipeline(item.record, {
    provider,
    fields: DEFAULT_FIELDS,
    config: DEFAULT_CONFIG,
    research: { enabled: false },
  });
  pipelineRuns.push({ item, attributes: result.attributes, score: result.score.score, result });
}
// The baseline copies the raw fields unchanged: attributes = additional_fields as given, one constant score,
// no citation of any kind.
const baselineRuns = set.map((item) => ({
  item,
  attributes: Object.fromEntries(Object.entries(item.record.additional_fields).map(([k, v]) => [k, String(v)])),
  score: 5,
  result: null,
}));
const pipeline = figures(pipelineRuns);
const baseline = figures(baselineRuns);
const baselineValues = set.reduce(
  (n, item) => n + Object.keys(item.record.additional_fields).length + (item.record.product_name ? 1 : 0),
  0,
);

const pct = (n: number) => Math.round(n * 1000) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const good = set.filter((s) => s.good).length;
const suite = {
  title: 'Enhancement quality: local provider vs copying the raw fields',
  issue: 16,
  command: 'pnpm bench (packages/server: tsx bench/enhancement-quality.ts)',
  rows: [
    {
      name: `Attribute precision (${set.length} labelled records; target ≥ 0.95)`,
      value: round3(pipeline.precision),
      unit: '',
      baseline: { name: 'raw additional fields', value: round3(baseline.precision) },
    },
    {
      name: 'Attribute recall (target ≥ 0.8)',
      value: round3(pipeline.recall),
      unit: '',
      baseline: { name: 'raw additional fields', value: round3(baseline.recall) },
    },
    {
      name: 'Values sourced (quote found in the cited source) or flagged unsourced (target 100%)',
      value: pct(pipeline.sourcedOrFlagged),
      unit: '%',
      baseline: { name: 'raw fields copied, no citation', value: 0 },
      note: `${pct(pipeline.verifiedSourced)}% cite a verified quote; the baseline's ${baselineValues} copied values cite nothing and flag nothing`,
    },
    {
      name: 'Values holding a number found in no source (target 0)',
      value: pipeline.invented,
      unit: 'values',
      baseline: { name: 'raw fields copied', value: 0 },
      ratio: undefined,
    },
    {
      name: `Score AUC, ${good} good vs ${set.length - good} bad records (target ≥ 0.8)`,
      value: round3(pipeline.auc),
      unit: '',
      baseline: { name: 'constant score', value: round3(baseline.auc) },
    },
  ],
  notes: [
    'Attributes match when name and value agree after lower-casing and collapsing spaces; values follow the units table of docs/decisions.md (number as written, unit symbol normalised).',
    `Pipeline attributes not matching a label: ${pipeline.misses.join(' | ') || 'none'}`,
  ],
};

console.log(JSON.stringify(suite, null, 2));
const out = process.env.CURATE_BENCH_OUT;
if (out) writeFileSync(path.join(out, 'server-enhancement-quality.json'), JSON.stringify(suite, null, 2));
