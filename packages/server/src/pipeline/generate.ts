// Stage 3, generate: the provider proposes values; this stage keeps only what holds. A quote that does
// not occur in its source makes the value unsourced; a value breaking its field's type or constraints, or
// holding a number that appears in no source, is dropped with the reason.
import { conform } from './constraints';
import { inventedNumbers, sourceNumbers } from './numbers';
import type { Provider, ProviderRequest } from './providers/provider';
import { partOfField, SECTION_PARTS, sectionField } from './sections';
import { convert, findMentions } from './recognise/quantities';
import { countryCode } from './recognise/extras';
import { spelledIn } from './recognise/mappings';
import { ageInField, monthsInField, targetOf } from './recognise/targets';
import { allowedValue, allowedValuesIn, fold } from './recognise/vocabulary';
import { keepingIn } from './recognise/keeping';
import { allergensStated } from './recognise/allergens';
import { tyreIn, viscosityIn } from './recognise/codes';
import type {
  DroppedValue,
  FieldSpec,
  FieldSuggestion,
  GeneratedValue,
  PipelineSource,
  TokenCounts,
  ValueFlag,
} from './types';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface GenerateResult {
  values: GeneratedValue[];
  dropped: DroppedValue[];
  /** Attributes, name to value as stored ('Voltage' → '18 V'): none, since every value goes to a schema field. */
  attributes: Record<string, string>;
  flags: ValueFlag[];
  suggestions: FieldSuggestion[];
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

/** A term in years or months ('2 years', '3-Jahres', '24 Monate', '1 an', '36 mesi'), or a bare number. */
const WARRANTY_TERM =
  /(\d{1,3})(?:\s*-?\s*(years?|yrs?|jahre?s?|ans?|años?|anni|anno|jaar|months?|monate?n?|mois|meses|mes|mesi|maanden))?(?![\d.,])/giu;

/**
 * Whether a number written into a field is what its quote states: a measure of the quote converted into the
 * field's unit, or a bare number of the quote, equals it (2 % or 0.011 apart at most).
 */
export function numberBacked(spec: FieldSpec, value: number, quote: string, language: string): boolean {
  const near = (n: number) => Math.abs(n - value) <= Math.max(0.011, Math.abs(value) * 0.02);
  const { unit, property } = targetOf(spec);
  // 'Ages 3+' states 36 months.
  if (property?.id === 'min_age') return ageInField(spec, quote) === value;
  // '2 years' states 24 months; '24 Monate' states 2 years.
  if (property?.id === 'warranty') {
    for (const [, n, word] of quote.matchAll(WARRANTY_TERM)) {
      const months = /^m/i.test(word ?? '') ? Number(n) : Number(n) * 12;
      if ((word ? monthsInField(spec, months) : Number(n)) === value) return true;
    }
    return false;
  }
  const mentions = findMentions(quote, language);
  for (const m of mentions) {
    // A range states no single number ('100-265V' is not 265 V); dimensions state each of theirs.
    if (m.range) continue;
    if (m.dims) {
      if (m.dims.some((d) => near(unit ? (convert(d, m.unit, unit) ?? Number.NaN) : d))) return true;
      continue;
    }
    if (!unit && near(m.value)) return true;
    if (unit) {
      const converted = convert(m.value, m.unit, unit) ?? (m.unit === 'oz' ? convert(m.value, 'floz', unit) : null);
      if (converted !== null && near(converted)) return true;
    }
  }
  if (mentions.length > 0) return false;
  return (quote.match(/\d+(?:[.,]\d+)?/g) ?? []).some((n) => near(Number(n.replace(',', '.'))));
}

/**
 * Whether a dimensions text ('17.72 x 13.78 x 21.65') is its quote's dimensions in another length unit
 * ('45 x 35 x 55 cm' in inches).
 */
export function dimensionsBacked(value: string, quote: string, language: string): boolean {
  const numbers = value.split(/\s*x\s*/).map(Number);
  if (numbers.length < 2 || numbers.some(Number.isNaN)) return false;
  return findMentions(quote, language).some(
    (m) =>
      m.dims?.length === numbers.length &&
      ['in', 'cm', 'mm', 'm', 'ft'].some((unit) =>
        m.dims!.every((d, i) => {
          const converted = convert(d, m.unit, unit);
          return converted !== null && Math.abs(converted - numbers[i]!) <= Math.max(0.011, numbers[i]! * 0.02);
        }),
      ),
  );
}

/**
 * Whether a text or select value is what its quote states: each allowed value named in the quote (in any of
 * the languages), a country named there in any language, or the text itself found in it (case and accents
 * aside). Dimensions and yes/no values are not checked here.
 */
export function textBacked(spec: FieldSpec, value: GeneratedValue['value'], quote: string): boolean {
  if (typeof value === 'boolean' || typeof value === 'number') return true;
  const target = targetOf(spec);
  if (target.property?.id === 'dimensions') return true;
  const folded = ` ${fold(quote)} `;
  const items = Array.isArray(value) ? value : [value];
  if (target.property?.id === 'country_of_origin') {
    const code = countryCode(String(value));
    const words = fold(quote).split(' ');
    return (
      code !== null &&
      words.some((_, i) => countryCode(words.slice(i, i + 2).join(' ')) === code || countryCode(words[i]!) === code)
    );
  }
  // 'Durum WHEAT semolina' states Gluten.
  if (target.property?.id === 'allergens' && spec.allowed_values?.length) {
    const stated = allergensStated(quote, spec.allowed_values)?.values ?? [];
    if (items.every((item) => stated.includes(String(item)))) return true;
  }
  // A tyre's and an oil's codes are stated in the writing of their own: '225/45 ZR17' states 225/45 R17, '94Y' the
  // load index 94 and the speed rating Y, '5W30' the grade 5W-30.
  const code = String(value);
  switch (target.property?.id) {
    case 'tyre_size':
      return tyreIn(quote)?.size.value === code;
    case 'load_index':
      return new RegExp(`(?<![\\d/])${escapeRegExp(code)}(?:\\/\\d{2,3})?\\s?[A-Z]?(?!\\d)`).test(quote);
    case 'speed_rating':
      return new RegExp(`(?<![\\p{L}])(?:\\d{2,3}(?:\\/\\d{2,3})?\\s?)?${escapeRegExp(code)}(?![\\p{L}\\d])`, 'u').test(
        quote,
      );
    case 'viscosity':
      return viscosityIn(quote)?.value === code;
  }
  // 'Store in a cool, dry place' states Ambient.
  if (target.property?.id === 'keeping')
    return items.every((item) => allowedValue([String(item)], keepingIn(quote)?.value ?? '') !== null);
  const spelled = spelledIn(spec, quote);
  return items.every(
    (item) =>
      folded.includes(` ${fold(item)} `) || allowedValuesIn([item], quote).length > 0 || spelled.includes(String(item)),
  );
}

/** Runs the provider and checks its answer (quotes, field constraints, the no-invented-number rule). */
export async function generate(provider: Provider, request: ProviderRequest): Promise<GenerateResult> {
  const answer = await provider.generate(request);
  const known = sourceNumbers(request.sources);
  const specs = new Map(request.fields.map((f) => [f.field_name, f]));
  const values: GeneratedValue[] = [];
  const dropped: DroppedValue[] = [...answer.dropped];
  const flags: ValueFlag[] = [...(answer.flags ?? [])];
  const suggestions: FieldSuggestion[] = [...(answer.suggestions ?? [])];
  const seen = new Set<string>();
  let unverified = 0;
  // Specifications, features and benefits go into the company's field of that name, only when asked for.
  for (const part of SECTION_PARTS)
    if (request.config.fields.includes(part) && !sectionField(part, request.fields))
      dropped.push({ field_name: part, value: null, reason: `no '${part}' field in the company's schema to hold it` });
  for (const proposed of answer.values) {
    if (seen.has(proposed.field_name)) continue;
    // A value no schema field holds is offered to the Schema Manager, not written to the product.
    if (proposed.kind === 'attribute' || (proposed.kind !== 'core' && !specs.has(proposed.field_name))) {
      const quoted = verifyQuote(proposed, request.sources);
      if (quoted.verified && quoted.value.quote && quoted.value.source_id)
        suggestions.push({
          name: proposed.field_name,
          value: Array.isArray(proposed.value) ? proposed.value.join(', ') : String(proposed.value),
          source_id: quoted.value.source_id,
          quote: quoted.value.quote,
          confidence: proposed.confidence ?? 0.5,
        });
      continue;
    }
    const target = specs.get(proposed.field_name);
    const section = target && partOfField(target, request.fields);
    if (section && !request.config.fields.includes(section)) continue;
    const checked = verifyQuote(proposed, request.sources);
    let value = checked.value;
    if (!checked.verified) {
      unverified += 1;
      value = { ...value, confidence: Math.min(value.confidence ?? 0.5, 0.3) };
      flags.push({
        field_name: value.field_name,
        kind: 'unsourced',
        message: `${value.field_name}: the quote given is not in the cited source; the value is unsourced`,
      });
    }
    const spec = specs.get(value.field_name);
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
    // A text or a choice the quote does not state is unsourced, whatever the provider claimed.
    // (Specifications, features and benefits are lists of the source's own phrases, quoted by their first.)
    if (
      spec &&
      !section &&
      value.kind === 'custom' &&
      value.quote !== null &&
      !textBacked(spec, value.value, value.quote)
    ) {
      flags.push({
        field_name: value.field_name,
        kind: 'unsourced',
        message: `${spec.display_name}: "${value.quote}" does not state ${JSON.stringify(value.value)}; the value is unsourced`,
      });
      value = { ...value, source_id: null, quote: null, confidence: Math.min(value.confidence ?? 0.5, 0.3) };
    }
    // A number in a field's unit need not be written in the source (2 kg is 4.41 lb): its quote must state it.
    if (spec && typeof value.value === 'number') {
      if (value.quote === null || !numberBacked(spec, value.value, value.quote, request.language)) {
        dropped.push({
          field_name: value.field_name,
          value: value.value,
          reason: `number not stated by its quote: ${value.value}${value.quote ? ` is not in "${value.quote}"` : ' (no quote)'}`,
        });
        continue;
      }
      seen.add(value.field_name);
      values.push(value);
      continue;
    }
    const invented = inventedNumbers(value.value, known);
    const converted =
      typeof value.value === 'string' &&
      value.quote !== null &&
      dimensionsBacked(value.value, value.quote, request.language);
    if (invented.length > 0 && !converted) {
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
    `${suggestions.length} suggestions`,
    ...(flags.length ? [`${flags.length} flags`] : []),
    `${dropped.length} dropped`,
    ...(unverified > 0 ? [`${unverified} quotes not found in their source`] : []),
    ...(answer.notes ?? []),
  ].join(', ');
  return {
    values,
    dropped,
    attributes,
    flags,
    suggestions,
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
