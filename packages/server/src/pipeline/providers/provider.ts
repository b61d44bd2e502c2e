// The one interface every generation provider implements (issue #16): local (offline, deterministic) and
// openai (any OpenAI-compatible endpoint). generate.ts verifies whatever a provider answers.
import type { Fact } from '../gather';
import type {
  DroppedValue,
  FieldSpec,
  FieldSuggestion,
  GeneratedValue,
  PipelineConfig,
  PipelineSource,
  RawRecord,
  TokenCounts,
  ValueFlag,
} from '../types';

/** The core fields every product has (spec part 1 §3); written without a field definition. */
export const CORE_FIELDS = ['clean_name', 'short_description', 'long_description'] as const;
export type CoreField = (typeof CORE_FIELDS)[number];

export function isCoreField(name: string): name is CoreField {
  return (CORE_FIELDS as readonly string[]).includes(name);
}

export interface ProviderRequest {
  record: RawRecord;
  /** The cleaned product name and description (gather). */
  name: string | null;
  details: string | null;
  /** The input first, then the fetched pages. */
  sources: readonly PipelineSource[];
  facts: readonly Fact[];
  fields: readonly FieldSpec[];
  config: PipelineConfig;
  /** The record's language (detectLanguage), for reading numbers and writing texts. */
  language: string;
  signal?: AbortSignal;
  /** Paces the provider's model calls (the job runner's pool and budget); absent, calls go straight out. */
  gate?: ModelGate;
}

/** What one model call hands back to the gate: its value and the tokens it used (null when not reported). */
export interface GatedCall<T> {
  value: T;
  tokens: number | null;
}

/**
 * Where a provider runs each model call: the gate waits for a free call slot and the request and token budgets
 * (`estimatedTokens` drawn before, corrected by the call's `tokens` after), and slows down on a rate limit.
 */
export interface ModelGate {
  run<T>(estimatedTokens: number, call: () => Promise<GatedCall<T>>, signal?: AbortSignal): Promise<T>;
}

/** A gate that runs the call at once (no pool): a provider used outside the job runner. */
export const directGate: ModelGate = { run: async (_estimate, call) => (await call()).value };

export interface ProviderAnswer {
  /** Values as the provider proposes them; generate.ts checks quotes, constraints and numbers. */
  values: GeneratedValue[];
  /** Values the provider itself refused. */
  dropped: DroppedValue[];
  /** The text the provider read and wrote (for the token count when it reports no usage). */
  read: string;
  wrote: string;
  /** Token usage as reported by the model; null when the pipeline should count it. */
  usage: TokenCounts | null;
  /** What the provider wants said in the generate stage's detail (e.g. the instructions it applied). */
  notes?: string[];
  /** Contradictions, doubtful values and instructions not applied. */
  flags?: ValueFlag[];
  /** Values read that no schema field holds. */
  suggestions?: FieldSuggestion[];
}

export interface Provider {
  /** 'local' or 'openai'. */
  readonly name: string;
  generate(request: ProviderRequest): Promise<ProviderAnswer>;
}
