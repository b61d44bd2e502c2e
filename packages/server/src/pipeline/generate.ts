// Stage 3, generate: the provider proposes values; this stage keeps only what holds. A quote that does
// not occur in its source makes the value unsourced; a value breaking its field's type or constraints, or
// holding a number that appears in no source, is dropped with the reason.
import { conform } from './constraints';
import { inventedNumbers, sourceNumbers } from './numbers';
import type { Provider, ProviderRequest } from './providers/provider';
import { partOfField, SECTION_PARTS, sectionField } from './sections';
import type { DroppedValue, GeneratedValue, PipelineSource, TokenCounts } from './types';

export interface GenerateResult {
  values: GeneratedValue[];
  dropped: DroppedValue[];
  /** Attributes, name to value as stored ('Voltage' → '18 V'). */
  attributes: Record<string, string>;
  read: string;
  wrote: string;
  /** Token usage as the model reported it; null when the pipeline counts it. */
  usage: TokenCounts | null;
  /** Values whose quote was not found in the cited source (now unsourced). */
  unverified: number;
  detail: string;
}

/** The value with its citation checked: kept when the quote occurs in that source's text, else unsourced. */
export function verifyQuote(
  value: GeneratedValue,
  sources: readonly PipelineSource[],
): { value: GeneratedValue; verified: boolean } {
  if (value.source_id === null || value.quote === null || value.quote.trim() === '') {
    return {
      value: { ...value, source_id: null, quote: null },
      verified: value.source_id === null && value.quote === null,
    };
  }
  const source = sources.find((s) => s.id === value.source_id);
  if (source?.text.includes(value.quote)) return { value, verified: true };
  return { value: { ...value, source_id: null, quote: null }, verified: false };
}

/** Runs the provider and checks its answer (quotes, field constraints, the no-invented-number rule). */
export async function generate(provider: Provider, request: ProviderRequest): Promise<GenerateResult> {
  const answer = await provider.generate(request);
  const known = sourceNumbers(request.sources);
  const specs = new Map(request.fields.map((f) => [f.field_name, f]));
  const values: GeneratedValue[] = [];
  const dropped: DroppedValue[] = [...answer.dropped];
  const seen = new Set<string>();
  let unverified = 0;
  // Specifications, features and benefits go into the company's field of that name, only when asked for.
  for (const part of SECTION_PARTS)
    if (request.config.fields.includes(part) && !sectionField(part, request.fields))
      dropped.push({ field_name: part, value: null, reason: `no '${part}' field in the company's schema to hold it` });
  for (const proposed of answer.values) {
    if (seen.has(proposed.field_name)) continue;
    const target = proposed.kind === 'attribute' ? undefined : specs.get(proposed.field_name);
    const section = target && partOfField(target, request.fields);
    if (section && !request.config.fields.includes(section)) continue;
    const checked = verifyQuote(proposed, request.sources);
    if (!checked.verified) unverified += 1;
    let value = checked.value;
    const spec = value.kind === 'attribute' ? undefined : specs.get(value.field_name);
    if (spec) {
      const conformed = conform(spec, value.value);
      if (!conformed.ok) {
        dropped.push({ field_name: value.field_name, value: value.value, reason: conformed.reason });
        continue;
      }
      value = { ...value, value: conformed.value };
    } else if (isEmpty(value.value)) {
      continue;
    }
    const invented = inventedNumbers(value.value, known);
    if (invented.length > 0) {
      dropped.push({
        field_name: value.field_name,
        value: value.value,
        reason: `invented number: ${invented.join(', ')} appears in no source`,
      });
      continue;
    }
    seen.add(value.field_name);
    values.push(value);
  }
  const attributes: Record<string, string> = {};
  for (const v of values)
    if (v.kind === 'attribute')
      attributes[v.field_name] = Array.isArray(v.value) ? v.value.join(', ') : String(v.value);
  const sourced = values.filter((v) => v.source_id !== null).length;
  const detail = [
    `${provider.name}: ${values.length} values (${sourced} sourced)`,
    `${Object.keys(attributes).length} attributes`,
    `${dropped.length} dropped`,
    ...(unverified > 0 ? [`${unverified} quotes not found in their source`] : []),
    ...(answer.notes ?? []),
  ].join(', ');
  return {
    values,
    dropped,
    attributes,
    read: answer.read,
    wrote: answer.wrote,
    usage: answer.usage,
    unverified,
    detail,
  };
}

function isEmpty(value: GeneratedValue['value']): boolean {
  return Array.isArray(value) ? value.length === 0 : typeof value === 'string' && value.trim() === '';
}
