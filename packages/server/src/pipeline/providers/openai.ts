// The openai provider: any OpenAI-compatible endpoint (hosted or local) through the AI SDK, with structured
// output validated against a zod schema built from the field definitions. The model must cite, for every
// value, the source id and the exact quote; generate.ts then checks each quote and number itself. Each call runs
// through the request's gate (the job runner's pool and budgets) with no retry of the SDK's own: a 429 becomes
// ModelRateLimited for the runner to reschedule, a refusal no retry can fix ModelRefused, a call past
// AI_TIMEOUT_SECONDS ModelTimeout. An answer that is not valid JSON of the schema is asked for once more; if the
// second is not either, the fields it gave validly are kept and the offline provider writes the others.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, type ModelMessage, NoObjectGeneratedError, Output } from 'ai';
import { z } from 'zod';
import { fieldKind } from '../constraints';
import { countTokens } from '../tokens';
import type { FieldSpec, GeneratedValue, PipelineSource } from '../types';
import { ModelRateLimited, ModelRefused, ModelTimeout, retryAfterSeconds } from './errors';
import { createLocalProvider } from './local';
import {
  CORE_FIELDS,
  directGate,
  type GatedCall,
  isCoreField,
  type Provider,
  type ProviderAnswer,
  type ProviderRequest,
} from './provider';

export interface OpenAIProviderOptions {
  /** The endpoint's base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1. */
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Characters of each source sent to the model at most (default 12 000). */
  maxSourceChars?: number;
  /** Seconds one model call may take before it is abandoned (AI_TIMEOUT_SECONDS; default 60). */
  timeoutSeconds?: number;
}

/** The default of AI_TIMEOUT_SECONDS. */
export const DEFAULT_AI_TIMEOUT_SECONDS = 60;

const citation = { unit: z.string().nullable(), source_id: z.string().nullable(), quote: z.string().nullable() };

function valueType(spec: FieldSpec): z.ZodType {
  const kind = fieldKind(spec);
  if (spec.is_multiple || spec.field_type.toLowerCase() === 'multiselect') return z.array(z.string());
  if (kind === 'number' || kind === 'integer') return z.number();
  if (kind === 'boolean') return z.boolean();
  return z.string();
}

/** The answer's schema: one cited value (or null) per field, and a list of cited attributes. */
export function answerSchema(fields: readonly FieldSpec[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of CORE_FIELDS) shape[name] = z.object({ value: z.string(), ...citation }).nullable();
  for (const spec of fields) {
    if (!isCoreField(spec.field_name))
      shape[spec.field_name] = z.object({ value: valueType(spec), ...citation }).nullable();
  }
  return z.object({
    fields: z.object(shape),
    attributes: z.array(z.object({ name: z.string(), value: z.string(), ...citation })),
  });
}

const SYSTEM = [
  'You enhance product records. Use ONLY the sources given; never invent a fact or a number.',
  'For every value give source_id (the id of the source it comes from) and quote (an exact, verbatim substring of that source, copied character for character).',
  'When a field has no support in the sources, answer null for it. Attributes: name in Title Case, value with its unit symbol (mm, cm, m, in, ft, g, kg, lb, oz, V, W, A, mAh, Ah, ml, L).',
].join('\n');

function describeField(spec: FieldSpec): string {
  const parts = [
    `- ${spec.field_name} (${spec.display_name}; ${spec.field_type}${spec.is_required ? ', required' : ''})`,
  ];
  if (spec.allowed_values?.length) parts.push(`allowed: ${spec.allowed_values.join(' | ')}`);
  if (spec.min_value !== null || spec.max_value !== null)
    parts.push(`range ${spec.min_value ?? ''}..${spec.max_value ?? ''}`);
  if (spec.description) parts.push(spec.description);
  return parts.join('; ');
}

function describeSource(source: PipelineSource, max: number): string {
  const head = `[${source.id}]${source.url ? ` ${source.url}` : ' the raw record'}${source.title ? ` (${source.title})` : ''}`;
  return `${head}\n${source.text.slice(0, max)}`;
}

/** The prompt: tone, instructions, the fields with their constraints, then every source with its id. */
export function buildPrompt(request: ProviderRequest, maxSourceChars: number): string {
  const { config } = request;
  return [
    `Tone: ${config.tone}. Language: ${request.language}. Write: clean_name${config.fields.map((f) => `, ${f}`).join('')}.`,
    'Number fields: the number in the unit the field names (convert from the unit the source writes); quote the source text that states it.',
    config.custom_instructions ? `Instructions: ${config.custom_instructions}` : '',
    'Fields:',
    ...request.fields.map(describeField),
    'Sources:',
    ...request.sources.map((s) => describeSource(s, maxSourceChars)),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The confidence of a model's value before the checks of generate.ts (its quote found in its source, its
 * number stated by that quote in the field's unit): a value failing them is dropped or marked unsourced.
 */
const MODEL_CONFIDENCE = 0.75;

type Answer = z.infer<ReturnType<typeof answerSchema>>;
type Cited = { value: unknown; unit: string | null; source_id: string | null; quote: string | null };

function toValues(answer: Answer, request: ProviderRequest): GeneratedValue[] {
  const values: GeneratedValue[] = [];
  for (const [field_name, raw] of Object.entries(answer.fields)) {
    const cited = raw as Cited | null;
    if (!cited || cited.value === null || cited.value === undefined) continue;
    const core = isCoreField(field_name);
    if (core && field_name !== 'clean_name' && !request.config.fields.includes(field_name)) continue;
    values.push({
      field_name,
      field_definition_id: request.fields.find((f) => f.field_name === field_name)?.id ?? null,
      value: cited.value as GeneratedValue['value'],
      unit: cited.unit,
      source_id: cited.source_id,
      quote: cited.quote,
      kind: core ? 'core' : 'custom',
      confidence: MODEL_CONFIDENCE,
    });
  }
  if (request.config.fields.includes('attributes')) {
    for (const a of answer.attributes) {
      values.push({
        field_name: a.name,
        field_definition_id: null,
        value: a.value,
        unit: a.unit,
        source_id: a.source_id,
        quote: a.quote,
        kind: 'attribute',
        confidence: MODEL_CONFIDENCE,
      });
    }
  }
  return values;
}

/** Tokens of the answer a call is expected to write, before it is known: per field asked, plus the attributes. */
const answerTokensEstimate = (request: ProviderRequest) => 200 + 60 * (request.fields.length + CORE_FIELDS.length);

/** What an answer that failed to parse or validate gave: its text and the reason. */
interface Unusable {
  text: string;
  reason: string;
}

/** The thrown error as the job runner needs it: rate limited, refused for good, timed out, or as it was. */
function classify(error: unknown, timedOut: boolean, seconds: number): unknown {
  if (timedOut) return new ModelTimeout(`The model endpoint did not answer within ${seconds} s (AI_TIMEOUT_SECONDS)`);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) return new ModelRateLimited(retryAfterSeconds(error.responseHeaders));
    if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 409)
      return new ModelRefused(`The model endpoint refused the request (${status}): ${error.message}`.slice(0, 500));
  }
  return error;
}

/** Reads an answer's JSON as far as it goes (a fenced block too); undefined when it is not JSON at all. */
function looseJson(text: string): unknown {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The fields an unusable answer still gives validly (each against its own schema), and the names of those it
 * does not (they are written by the offline provider); attributes count as one more part.
 */
function salvage(text: string, fields: readonly FieldSpec[]): { answer: Answer; missing: string[] } {
  const schema = answerSchema(fields);
  const parsed = looseJson(text) as { fields?: Record<string, unknown>; attributes?: unknown } | undefined;
  const shape = schema.shape.fields.shape as Record<string, z.ZodType>;
  const got: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, fieldSchema] of Object.entries(shape)) {
    const raw = parsed?.fields && typeof parsed.fields === 'object' ? parsed.fields[name] : undefined;
    const checked = raw === undefined ? null : fieldSchema.safeParse(raw);
    if (checked?.success) got[name] = checked.data;
    else {
      got[name] = null;
      missing.push(name);
    }
  }
  const attributes = schema.shape.attributes.safeParse(parsed?.attributes);
  if (!attributes.success) missing.push('attributes');
  return {
    answer: { fields: got, attributes: attributes.success ? attributes.data : [] } as Answer,
    missing,
  };
}

export function createOpenAIProvider(options: OpenAIProviderOptions): Provider {
  const endpoint = createOpenAICompatible({
    name: 'curate-openai',
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    supportsStructuredOutputs: true,
  });
  const maxSourceChars = options.maxSourceChars ?? 12_000;
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_AI_TIMEOUT_SECONDS;
  const offline = createLocalProvider();

  /** One model call through the gate: the parsed answer, or what made it unusable. */
  async function ask(request: ProviderRequest, messages: ModelMessage[], estimate: number) {
    const gate = request.gate ?? directGate;
    return gate.run(
      estimate,
      async (): Promise<GatedCall<{ answer: Answer; text: string; usage: Usage } | Unusable>> => {
        const timeout = AbortSignal.timeout(timeoutSeconds * 1000);
        const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
        try {
          const result = await generateText({
            model: endpoint.chatModel(options.model),
            system: SYSTEM,
            messages,
            output: Output.object({ schema: answerSchema(request.fields) }),
            abortSignal: signal,
            // The job runner's pool retries (a 429 rescheduled, a failure counted); the SDK's own would hide both.
            maxRetries: 0,
            temperature: 0,
          });
          const usage = toUsage(result.usage);
          return { value: { answer: result.output as Answer, text: result.text, usage }, tokens: usage.total };
        } catch (error) {
          if (NoObjectGeneratedError.isInstance(error)) {
            const usage = error.usage ? toUsage(error.usage) : null;
            const reason = error.cause instanceof Error ? error.cause.message : error.message;
            return { value: { text: error.text ?? '', reason: reason.slice(0, 300) }, tokens: usage?.total ?? null };
          }
          if (request.signal?.aborted) throw error;
          throw classify(error, timeout.aborted, timeoutSeconds);
        }
      },
      request.signal,
    );
  }

  return {
    name: 'openai',
    async generate(request: ProviderRequest): Promise<ProviderAnswer> {
      const prompt = buildPrompt(request, maxSourceChars);
      const estimate = countTokens(`${SYSTEM}\n${prompt}`) + answerTokensEstimate(request);
      const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
      let outcome = await ask(request, messages, estimate);
      const notes: string[] = [];
      if (!('answer' in outcome)) {
        const first = outcome;
        notes.push(`re-asked: the first answer was not valid JSON of the schema (${first.reason})`);
        outcome = await ask(
          request,
          [
            ...messages,
            { role: 'assistant', content: first.text || '(no text)' },
            {
              role: 'user',
              content: `That answer was not valid JSON of the requested schema (${first.reason}). Answer again with only the JSON object, every field present (null where the sources give nothing).`,
            },
          ],
          estimate + countTokens(first.text) + 50,
        );
      }
      if ('answer' in outcome) {
        return {
          values: toValues(outcome.answer, request),
          dropped: [],
          read: `${SYSTEM}\n${prompt}`,
          wrote: outcome.text,
          usage: outcome.usage,
          notes,
        };
      }
      // Twice unusable: the fields given validly are kept, the offline provider writes the others.
      const { answer, missing } = salvage(outcome.text, request.fields);
      const local = await offline.generate(request);
      const lost = new Set(missing);
      const fromLocal = local.values.filter((v) => lost.has(v.kind === 'attribute' ? 'attributes' : v.field_name));
      notes.push(
        `fallback: the offline provider wrote ${missing.length ? missing.join(', ') : 'nothing'} (the model's answer was not valid JSON of the schema twice: ${outcome.reason})`,
      );
      return {
        values: [...toValues(answer, request), ...fromLocal],
        dropped: [],
        flags: (local.flags ?? []).filter((f) => lost.has(f.field_name)),
        suggestions: lost.has('attributes') ? local.suggestions : [],
        read: `${SYSTEM}\n${prompt}`,
        wrote: outcome.text,
        usage: null,
        notes,
      };
    },
  };
}

type Usage = { prompt: number; completion: number; total: number };

function toUsage(usage: { inputTokens?: number; outputTokens?: number; totalTokens?: number }): Usage {
  const prompt = usage.inputTokens ?? 0;
  const completion = usage.outputTokens ?? 0;
  return { prompt, completion, total: usage.totalTokens ?? prompt + completion };
}
