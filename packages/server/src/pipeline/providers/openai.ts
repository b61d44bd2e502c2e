// The openai provider: any OpenAI-compatible endpoint (hosted or local) through the AI SDK, with structured
// output validated against a zod schema built from the field definitions. The model must cite, for every
// value, the source id and the exact quote; generate.ts then checks each quote and number itself.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import { fieldKind } from '../constraints';
import type { FieldSpec, GeneratedValue, PipelineSource } from '../types';
import { CORE_FIELDS, isCoreField, type Provider, type ProviderAnswer, type ProviderRequest } from './provider';

export interface OpenAIProviderOptions {
  /** The endpoint's base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1. */
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Characters of each source sent to the model at most (default 12 000). */
  maxSourceChars?: number;
}

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

export function createOpenAIProvider(options: OpenAIProviderOptions): Provider {
  const endpoint = createOpenAICompatible({
    name: 'curate-openai',
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    supportsStructuredOutputs: true,
  });
  const maxSourceChars = options.maxSourceChars ?? 12_000;
  return {
    name: 'openai',
    async generate(request: ProviderRequest): Promise<ProviderAnswer> {
      const prompt = buildPrompt(request, maxSourceChars);
      const result = await generateText({
        model: endpoint.chatModel(options.model),
        system: SYSTEM,
        prompt,
        output: Output.object({ schema: answerSchema(request.fields) }),
        abortSignal: request.signal,
        maxRetries: 1,
        temperature: 0,
      });
      const answer = result.output as Answer;
      const input = result.usage.inputTokens ?? 0;
      const output = result.usage.outputTokens ?? 0;
      return {
        values: toValues(answer, request),
        dropped: [],
        read: `${SYSTEM}\n${prompt}`,
        wrote: result.text,
        usage: { prompt: input, completion: output, total: result.usage.totalTokens ?? input + output },
      };
    },
  };
}
