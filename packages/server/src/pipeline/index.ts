// The enhancement pipeline (issue #16): gather → research → generate → score, each stage timed and
// reported. No database here: the job persists the result (progress 95-100).
import { gather } from './gather';
import { detectLanguage } from './language';
import { generate } from './generate';
import type { ModelGate, Provider } from './providers/provider';
import { type ResearchOptions, research } from './research';
import { score } from './score';
import { tokenCounts } from './tokens';
import { verbatimQuotes } from './verbatim';
import type { FieldSpec, PipelineConfig, PipelineResult, ProgressFn, StageName } from './types';

export type { ResearchOptions } from './research';
export {
  createLocalProvider,
  createOpenAIProvider,
  createProvider,
  providerConfigFromEnv,
  providerFromEnv,
} from './providers';
export type { ModelGate, Provider, ProviderConfig } from './providers';
export { ModelRateLimited, ModelRefused, ModelTimeout } from './providers';
export type * from './types';

export interface RunPipelineOptions {
  provider: Provider;
  fields: FieldSpec[];
  config: PipelineConfig;
  /** Research limits; research runs unless `enabled: false`. */
  research?: ResearchOptions;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
  /** Paces the provider's model calls (the job runner's pool); absent, they go straight out. */
  modelGate?: ModelGate;
}

/** Progress at each stage's start and end (0-100 over the whole job; persist takes 95-100). */
export const STAGE_PROGRESS: Record<StageName, [number, number]> = {
  gather: [0, 10],
  research: [10, 50],
  generate: [50, 85],
  score: [85, 95],
};

/** Runs the pipeline over one raw record. Research failures are recorded; an abort throws. */
export async function runPipeline(
  record: Parameters<typeof gather>[0],
  options: RunPipelineOptions,
): Promise<PipelineResult> {
  const stages: PipelineResult['stages'] = [];
  const report = async (stage: StageName, at: 0 | 1, message: string) => {
    options.signal?.throwIfAborted();
    await options.onProgress?.(stage, STAGE_PROGRESS[stage][at], message);
  };
  async function stage<T>(name: StageName, run: () => T | Promise<T>, detail: (value: T) => string): Promise<T> {
    await report(name, 0, `${name} started`);
    const started = performance.now();
    const value = await run();
    const text = detail(value);
    stages.push({ name, ms: Math.round((performance.now() - started) * 100) / 100, detail: text });
    await report(name, 1, text);
    return value;
  }

  const gathered = await stage(
    'gather',
    () => gather(record),
    (g) => g.detail,
  );
  const brand =
    gathered.facts.find((f) => /^(brand|manufacturer|make|marke|hersteller|marque|marca)$/i.test(f.name.trim()))
      ?.value ?? null;
  // The description says more of the language than a name of brand and model words; supplier keys help too.
  const language = detectLanguage(
    [gathered.details, gathered.name, gathered.facts.map((f) => f.name).join(' ')].filter(Boolean).join('\n'),
  );
  const researched = await stage(
    'research',
    () => research(gathered.urls, { brand, ...options.research }, options.signal),
    (r) => r.detail,
  );
  const sources = [gathered.source, ...researched.sources];
  const generated = await stage(
    'generate',
    () =>
      generate(options.provider, {
        record,
        name: gathered.name,
        details: gathered.details,
        sources,
        facts: gathered.facts,
        fields: options.fields,
        config: options.config,
        language,
        signal: options.signal,
        ...(options.modelGate ? { gate: options.modelGate } : {}),
      }),
    (g) => g.detail,
  );
  const scored = await stage(
    'score',
    () =>
      score({
        values: generated.values,
        dropped: generated.dropped,
        flags: generated.flags,
        sources,
        fields: options.fields,
        config: options.config,
        usable: gathered.usable,
      }),
    (s) => `score ${s.score}: ${s.reasons.map((r) => `${r.code} ${r.points}/${r.max}`).join(', ')}`,
  );
  const values = verbatimQuotes(generated.values, record);
  const value = (name: string) => values.find((v) => v.kind === 'core' && v.field_name === name) ?? null;
  return {
    clean_name: value('clean_name'),
    short_description: value('short_description'),
    long_description: value('long_description'),
    attributes: generated.attributes,
    values,
    dropped: generated.dropped,
    flags: generated.flags,
    suggestions: generated.suggestions,
    language,
    sources,
    score: scored,
    tokens: generated.usage ?? tokenCounts(generated.read, generated.wrote),
    stages,
  };
}
