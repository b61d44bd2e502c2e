// The AI part of the merge suggestions (spec part 2 §4.4, issue #19): with the pipeline's `openai` provider
// configured (AI_PROVIDER=openai, AI_BASE_URL, AI_MODEL, AI_API_KEY), the model ranks and explains the
// offline candidates (similarity.ts). It sees only those candidates, so it can never pair fields of
// different data types or invent a pair; its answer is validated against a zod schema, and on any error
// (endpoint down, timeout, invalid or incomplete answer) the offline ranking stands.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import { providerConfigFromEnv } from '../pipeline/providers';
import { MIN_SUGGESTION_CONFIDENCE, type MergeCandidate } from './similarity';

/** Ranks the offline candidates; answers them re-scored and explained, or as they came. */
export interface MergeRanker {
  /** 'offline' or 'openai'. */
  readonly name: string;
  rank(candidates: readonly MergeCandidate[]): Promise<MergeCandidate[]>;
}

/** Candidates sent to the model at most (the most confident offline); the rest keep the offline ranking. */
export const MODEL_CANDIDATES = 40;
/** How long the model may take before the offline ranking stands. */
export const MODEL_TIMEOUT_MS = 30_000;
/** Shared values named per field in the prompt. */
const VALUES_SHOWN = 8;

/** The model's answer for `count` candidates: each candidate exactly once, confidence 0-1, a rationale. */
export function rankingAnswerSchema(count: number) {
  return z
    .object({
      suggestions: z.array(
        z.object({
          candidate: z
            .number()
            .int()
            .min(0)
            .max(count - 1),
          confidence: z.number().min(0).max(1),
          rationale: z.string().trim().min(10).max(600),
        }),
      ),
    })
    .superRefine((answer, ctx) => {
      const seen = new Set(answer.suggestions.map((s) => s.candidate));
      if (seen.size !== answer.suggestions.length || seen.size !== count)
        ctx.addIssue({ code: 'custom', message: `every candidate 0..${count - 1} exactly once` });
    });
}

const SYSTEM = [
  'You review a product schema for duplicate custom fields that should be merged.',
  'You get candidate pairs found by string similarity and value overlap; judge each one.',
  'For every candidate give: candidate (its number), confidence 0-1 that both fields hold the same information',
  '(below 0.6 means they should not be merged), and a one-sentence rationale naming the evidence',
  "(e.g. '92% of values shared; names differ only by a suffix'). Use only the facts given.",
].join('\n');

const topValues = (values: ReadonlyMap<string, number>) =>
  [...values.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, VALUES_SHOWN)
    .map(([value]) => JSON.stringify(value))
    .join(', ');

/** The prompt: each candidate with both fields' names, type, usage, common values and the offline evidence. */
export function buildRankingPrompt(candidates: readonly MergeCandidate[]): string {
  return candidates
    .map((c, i) =>
      [
        `Candidate ${i}: merge '${c.source.field_name}' into '${c.target.field_name}'`,
        `  source: display name '${c.source.display_name}', ${c.source.data_type}, used by ${c.source.usage} product(s), values: ${topValues(c.source.values)}`,
        `  target: display name '${c.target.display_name}', ${c.target.data_type}, used by ${c.target.usage} product(s), values: ${topValues(c.target.values)}`,
        `  offline evidence (confidence ${c.confidence}): ${c.rationale}`,
      ].join('\n'),
    )
    .join('\n');
}

/** The offline ranking as it is (AI_PROVIDER=local). */
export const offlineRanker: MergeRanker = { name: 'offline', rank: async (candidates) => [...candidates] };

/**
 * A ranker over a language model (the AI SDK's seam: the openai-compatible chat model in production, a
 * fake model in tests). `onFallback` hears why the offline ranking stood.
 */
export function createModelRanker(model: LanguageModel, onFallback: (error: unknown) => void = () => {}): MergeRanker {
  return {
    name: 'openai',
    async rank(candidates) {
      const sent = candidates.slice(0, MODEL_CANDIDATES);
      if (sent.length === 0) return [];
      try {
        const schema = rankingAnswerSchema(sent.length);
        const result = await generateText({
          model,
          system: SYSTEM,
          prompt: buildRankingPrompt(sent),
          output: Output.object({ schema }),
          abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
          maxRetries: 1,
          temperature: 0,
        });
        const answer = schema.parse(result.output);
        const judged = answer.suggestions
          .filter((s) => s.confidence >= MIN_SUGGESTION_CONFIDENCE)
          .map((s) => ({
            ...sent[s.candidate]!,
            confidence: Math.round(s.confidence * 1000) / 1000,
            rationale: s.rationale,
          }))
          .sort((a, b) => b.confidence - a.confidence);
        return [...judged, ...candidates.slice(MODEL_CANDIDATES)];
      } catch (error) {
        onFallback(error);
        return [...candidates];
      }
    },
  };
}

/** The ranker the environment configures: the pipeline's provider choice (providers/index.ts); offline when it is incomplete. */
export function mergeRankerFromEnv(
  env: Record<string, string | undefined> = process.env,
  onFallback?: (error: unknown) => void,
): MergeRanker {
  let config: ReturnType<typeof providerConfigFromEnv>;
  try {
    config = providerConfigFromEnv(env);
  } catch (error) {
    onFallback?.(error);
    return offlineRanker;
  }
  if (config.kind !== 'openai') return offlineRanker;
  const endpoint = createOpenAICompatible({
    name: 'curate-openai',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  });
  return createModelRanker(endpoint.chatModel(config.model), onFallback);
}
