// The company's schema as the target: each field definition is read for the property it holds and its
// unit ('Weight (lbs)', weight_lbs, 'net weight in grams'), candidates are read from the record (supplier
// keys, 'Label: value' text, measures named by their cue), converted into the field's unit and type, rated,
// and written only when confident and uncontradicted. What no field holds is offered as a suggestion.
import { isValid as isValidGtin } from 'gtin';
import { fieldKind } from '../constraints';
import type { Fact } from '../gather';
import type { FieldSpec, FieldSuggestion, GeneratedValue, PipelineSource, ValueFlag } from '../types';
import { convert, findMentions, formatWritten, type Mention, symbol, unitOf } from './quantities';
import { type Cue, cueOf, type Property, propertiesOfLabel, propertyById, words } from './properties';
import {
  countryCode,
  countryName,
  madeInIn,
  modelInName,
  modelInText,
  packQuantityIn,
  sizeIn,
  warrantyYearsIn,
  yesNoIn,
} from './extras';
import { allowedValue, allowedValuesIn, fold, spansOf, yesNo } from './vocabulary';
import { detectLanguage } from '../language';

/** Values below this confidence are not written; they are flagged for review. */
export const WRITE_THRESHOLD = 0.6;

/** What a field holds, as read from its definition. */
export interface Target {
  spec: FieldSpec;
  kind: ReturnType<typeof fieldKind>;
  property: Property | null;
  /** js-quantities unit of a number field, when its definition names one. */
  unit: string | null;
  multiple: boolean;
  select: boolean;
}

const CORE = new Set(['clean_name', 'short_description', 'long_description']);

function unitIn(text: string, kinds: readonly string[] | null): string | null {
  const tokens = text.split(/[\s,;/()]+/).filter(Boolean);
  for (let n = 3; n >= 1; n -= 1)
    for (let i = 0; i + n <= tokens.length; i += 1) {
      const u = unitOf(tokens.slice(i, i + n).join(' '));
      if (u && (!kinds || kinds.length === 0 || kinds.includes(u.kind))) return u.unit;
    }
  return null;
}

const TARGETS = new WeakMap<FieldSpec, Target>();

/** The property and unit a field definition holds (worked out once per field spec). */
export function targetOf(spec: FieldSpec): Target {
  let target = TARGETS.get(spec);
  if (!target) {
    target = readTarget(spec);
    TARGETS.set(spec, target);
  }
  return target;
}

function readTarget(spec: FieldSpec): Target {
  const kind = fieldKind(spec);
  const type = spec.field_type.toLowerCase();
  const paren = /\(([^)]+)\)/.exec(spec.display_name)?.[1] ?? null;
  const nameParts = spec.field_name.split('_');
  const suffixUnit = nameParts.length > 1 ? (unitOf(nameParts.at(-1)!)?.unit ?? null) : null;
  let unit = (paren && unitIn(paren, null)) || suffixUnit;
  const label = `${spec.display_name.replace(/\([^)]*\)/g, ' ')} ${suffixUnit ? nameParts.slice(0, -1).join(' ') : nameParts.join(' ')}`;
  const unitKind = unit ? (unitOf(unit === 'lbs' ? 'lb' : unit)?.kind ?? null) : null;
  let candidates = propertiesOfLabel(label);
  if (candidates.length === 0 && spec.description) candidates = propertiesOfLabel(spec.description);
  const numeric = kind === 'number' || kind === 'integer';
  if (!unit && numeric && spec.description) {
    const kinds = candidates.find((p) => p.kinds.length > 0)?.kinds ?? null;
    unit = unitIn(spec.description.replace(/\b(?:in|en|em)\b/g, ' '), kinds);
  }
  const measureKind = unit ? (unitOfKind(unit) ?? unitKind) : null;
  const property =
    (measureKind ? candidates.find((p) => p.kinds.includes(measureKind)) : undefined) ??
    candidates.find((p) => (numeric ? p.kinds.length > 0 || p.id === 'pack_quantity' || p.id === 'warranty' : true)) ??
    candidates[0] ??
    null;
  return {
    spec,
    kind,
    property,
    unit: numeric ? (unit ?? property?.defaultUnit ?? null) : null,
    multiple: spec.is_multiple || type === 'multiselect',
    select: type === 'select' || type === 'multiselect' || (spec.allowed_values?.length ?? 0) > 0,
  };
}

function unitOfKind(unit: string): string | null {
  for (const probe of [unit, unit.toLowerCase()]) {
    const u = unitOf(probe);
    if (u && u.unit === unit) return u.kind;
  }
  return null;
}

/** One reading of a value from the record. */
interface Candidate {
  property: Property | null;
  /** The field it names directly (a supplier key equal to the field's name), if any. */
  fieldName?: string;
  mention?: Mention;
  text: string;
  source_id: string;
  quote: string;
  confidence: number;
  /** Where it was read, for contradictions: 'name', 'details', 'field:<key>', or a page id. */
  place: string;
  /** How it was read (GeneratedValue.evidence). */
  how?: 'field' | 'label' | 'after' | 'before' | 'unit' | 'phrase' | 'scan' | 'pattern';
}

export interface FillInput {
  fields: readonly FieldSpec[];
  sources: readonly PipelineSource[];
  facts: readonly Fact[];
  name: string | null;
  details: string | null;
  language: string;
}

export interface FillResult {
  values: GeneratedValue[];
  flags: ValueFlag[];
  suggestions: FieldSuggestion[];
  /** The brand read, for the name and descriptions. */
  brand: string | null;
  /** The written values as the record states them ('2 kg', not the field's 4.41 lb), for the descriptions. */
  described: { field_name: string; property: string; label: string; text: string }[];
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function keyUnit(key: string): string | null {
  const paren = /\(([^)]+)\)/.exec(key)?.[1];
  if (paren) return unitIn(paren, null);
  const parts = key.split(/[_\s]+/);
  return parts.length > 1 ? (unitOf(parts.at(-1)!)?.unit ?? null) : null;
}

/** Finish words around a colour ('Matte Black', 'Schwarz matt', 'Noir brillant'). */
const FINISH =
  /\b(?:matte?|matt|glossy|gloss|satin|metallic|dark|light|deep|bright|pastel|dunkel|hell|glänzend|foncé|clair|brillant|mat|oscuro|claro|brillante)\b/gi;

/** An estimate's words right before a measure. */
const APPROXIMATE =
  /(?:\b(?:approx\.?|approximately|about|around|roughly|environ|ca\.|circa|etwa|ungefähr|aprox\.?|aproximadamente)|~)\s*$/i;
/** 'Up to' right before a measure. */
const UP_TO = /\b(?:up to|bis zu|jusqu'à|jusqu’à|hasta)\s*$/i;

/** A count right before a measure ('Six 0.5 fl oz', '6 x 15 ml', '2x'). */
const COUNT_BEFORE =
  /(?:\b(?:\d{1,3}\s?[x×]|two|three|four|five|six|eight|ten|twelve|zwei|drei|vier|sechs|deux|trois|quatre|six|dos|tres|cuatro|seis)\s*)$/i;

/** What suppliers write for 'no value'. */
const PLACEHOLDER =
  /^(?:n\/?a|none|null|nil|tbd|tba|unknown|unbranded|generic|no brand|ohne marke|k\.?\s?a\.?|keine angabe|nicht angegeben|non spécifié|sans marque|sin marca|genérico|0|-+|\?+|\.+)$/i;

/** The largest value a product's property plausibly has, in a unit ('monitor with up to 1,000 ft' is no screen). */
const PLAUSIBLE_MAX: Record<string, [number, string]> = {
  screen_size: [150, 'in'],
  length: [1000, 'm'],
  width: [50, 'm'],
  height: [50, 'm'],
  depth: [50, 'm'],
  diameter: [10, 'm'],
  cord_length: [500, 'm'],
  hose_length: [500, 'm'],
  weight: [50000, 'kg'],
  voltage: [100000, 'V'],
};

function plausible(property: string | undefined, value: number, unit: string): boolean {
  const max = property ? PLAUSIBLE_MAX[property] : undefined;
  if (!max) return true;
  const inMaxUnit = convert(value, unit, max[1]);
  return inMaxUnit === null || inMaxUnit <= max[0];
}

/** Names of durable goods, whose 'net weight' is their own weight (a food's or a cosmetic's is its contents). */
const DURABLE =
  /\b(?:tool|drill|driver|saw|hammer|wrench|screwdriver|sander|grinder|blower|mower|trimmer|vacuum|lamp|light|bulb|lantern|flashlight|cable|cord|lock|shoes?|boots?|jacket|chair|table|shelf|shelves|desk|stool|phone|speaker|headphones?|charger|adapter|monitor|tv|camera|router|scale|kettle|toaster|blender|mixer|pan|pot|knife|mug|bottle|tumbler|bag|backpack|tent|bike|bicycle|helmet|toy|puzzle|werkzeug|bohr\p{L}*|säge|hammer|schrauber|lampe|leuchte|kabel|schloss|schuhe?|stiefel|stuhl|tisch|regal|perceuse|scie|marteau|visseuse|lampe|câble|antivol|chaussures?|bottes?|chaise|étagère|taladro|sierra|martillo|lámpara|cable|candado|zapatos?|botas?|silla|mesa)\b/iu;

/** Whether a product is a cord or a cable (not a cable tie): its length is its cord length, its watts a load. */
function cableName(name: string | null): boolean {
  const lower = (name ?? '').toLowerCase();
  if (/\b(?:cable|zip)[- ]ties?\b|kabelbinder|serre-câble|bridas/i.test(lower)) return false;
  return (
    /\b(?:extension cord|cord|cable|kabel|leitung|verlängerung\p{L}*|rallonge|câble|alargador)\b/iu.test(lower) ||
    /kabel\b|leitung\b/i.test(lower)
  );
}

const PROPERTIES_BY_UNIT: Record<string, Property> = {
  volume: propertyById('capacity')!,
  mass: propertyById('weight')!,
};

/** The candidates of the supplier's own keys (additional fields). */
function factCandidates(facts: readonly Fact[], language: string, targets: readonly Target[]): Candidate[] {
  const found: Candidate[] = [];
  for (const fact of facts) {
    const folded = words(fact.name).replace(/ /g, '_');
    const direct = targets.find((t) => t.spec.field_name === folded || words(t.spec.display_name) === words(fact.name));
    const properties = propertiesOfLabel(fact.name.replace(/\([^)]*\)/g, ' '));
    const mentions = findMentions(fact.value, language);
    const unit = keyUnit(fact.name);
    const base = { source_id: fact.source_id, quote: fact.quote, place: `field:${fact.name}`, how: 'field' as const };
    let mention: Mention | undefined = mentions.length === 1 ? mentions[0] : undefined;
    if (!mention && unit && /^\s*[\d.,]+\s*$/.test(fact.value)) {
      const [n] = findMentions(`${fact.value.trim()} ${symbol(unit)}`, language);
      if (n) mention = { ...n, start: 0, end: fact.value.length, quote: fact.value };
    }
    // 'Size: 32 Fl Oz' is a volume, 'Size: 2 lb' a weight: what the unit says, not a clothing size.
    const bySize =
      mention && properties[0]?.id === 'size' && (mention.kind === 'volume' || mention.kind === 'mass')
        ? PROPERTIES_BY_UNIT[mention.kind]
        : undefined;
    const property =
      bySize ??
      (mention ? properties.find((p) => p.kinds.includes(mention.kind)) : undefined) ??
      properties.find((p) => p.kinds.length === 0) ??
      (mention ? undefined : properties[0]);
    if (!property && !direct) {
      found.push({ property: null, text: fact.value, confidence: 0.5, ...base, fieldName: undefined });
      continue;
    }
    found.push({
      property: property ?? null,
      fieldName: direct?.spec.field_name,
      mention,
      text: fact.value,
      confidence: mentions.length > 1 ? 0.55 : 0.95,
      ...base,
    });
  }
  return found;
}

const DIMENSION_LETTERS: Record<string, string> = {
  l: 'length',
  w: 'width',
  b: 'width',
  h: 'height',
  d: 'depth',
  t: 'depth',
};

/** Each number of dimensions whose order the text gives ('(L x W x H)', 'B x H x T') as its own reading. */
function dimensionParts(text: string, m: Mention, source: PipelineSource, place: string): Candidate[] {
  const order = /\(?\s*([LWHDBT])\s*[x×]\s*([LWHDBT])(?:\s*[x×]\s*([LWHDBT]))?\s*\)?\s*:?\s*$/i.exec(
    text.slice(Math.max(0, m.start - 40), m.start),
  );
  if (!order || !m.dims) return [];
  const letters = [order[1], order[2], order[3]].filter((l): l is string => l !== undefined);
  if (letters.length !== m.dims.length) return [];
  return letters.flatMap((letter, i) => {
    const property = propertyById(DIMENSION_LETTERS[letter.toLowerCase()]!);
    if (!property) return [];
    const part: Mention = { ...m, value: m.dims![i]!, dims: undefined, written: String(m.dims![i]) };
    return [
      {
        property,
        mention: part,
        text: formatWritten(part),
        source_id: source.id,
        quote: m.quote,
        confidence: source.id === 'input' ? 0.88 : 0.83,
        place,
        how: 'label' as const,
      },
    ];
  });
}

/** The place of an offset in the input source's text: its first line is the name, then the description. */
function placeOf(source: PipelineSource, at: number, nameLength: number): string {
  if (source.id !== 'input') return source.id;
  return at < nameLength ? 'name' : 'details';
}

/**
 * The confidence of each way of reading a value, from how often it was right on the development set
 * (bench/fixtures/enhancement/dev.jsonl; docs/benchmarks.md): a supplier's column 0.95, a 'Label: value'
 * 0.92, a cue word before the measure 0.88, a stated phrase 0.85, a pattern 0.88, a noun after the measure
 * 0.82, an allowed value named in the text 0.66-0.72; a unit alone its property's `unitOnly`.
 */
const HOW_CONFIDENCE = { label: 0.92, after: 0.82, before: 0.88 } as const;

/** Candidates read from free text: measures named by their cue, and 'Label: text' pairs. */
function textCandidates(
  sources: readonly PipelineSource[],
  facts: readonly Fact[],
  name: string | null,
  language: string,
): Candidate[] {
  const found: Candidate[] = [];
  for (const source of sources) {
    // The input's 'key: value' lines are the additional fields, read above.
    let text = source.text;
    if (source.id === 'input') {
      const factStart = facts.length ? text.indexOf(`\n${facts[0]!.quote}`) : -1;
      if (factStart >= 0) text = text.slice(0, factStart);
    }
    const nameLength = source.id === 'input' && name ? name.length : 0;
    let previous: { mention: Mention; cue: Cue } | null = null;
    for (const m of findMentions(text, language)) {
      // '0.1 oz / 3 g', '12 oz (340 g)': the same measure in another unit takes the cue of the first.
      const paired: boolean =
        previous !== null &&
        previous.mention.kind === m.kind &&
        previous.mention.unit !== m.unit &&
        /^\s*(?:\/|\(|=|or|oder|ou|o|bzw\.?)\s*$/i.test(text.slice(previous.mention.end, m.start));
      // 'Dimensions (L x W x H): 15.5 x 11.75 x 22.75 in': the order given names each number.
      if (m.dims) found.push(...dimensionParts(text, m, source, placeOf(source, m.start, nameLength)));
      const cue: Cue | null = paired && previous ? previous.cue : cueOf(text, m.start, m.end, m.kind);
      if (!cue) {
        previous = null;
        // '25 ft. 16/3 Indoor/Outdoor Extension Cord': a bare length in a cable's name is its length.
        if (cableName(name) && m.kind === 'length' && source.id === 'input' && m.end <= nameLength && !m.dims)
          found.push({
            property: propertyById('cord_length')!,
            mention: m,
            text: formatWritten(m),
            source_id: source.id,
            quote: m.quote,
            confidence: 0.75,
            place: 'name',
            how: 'unit',
          });
        continue;
      }
      previous = { mention: m, cue };
      let confidence = cue.how === 'unit' ? (cue.property.unitOnly ?? 0.4) : HOW_CONFIDENCE[cue.how];
      const lead = text.slice(Math.max(0, m.start - 16), m.start);
      // A unit alone says more in the name ('Tank 5 gal') than somewhere in a description ('Dust bin 450 ml').
      if (cue.how === 'unit' && m.end <= nameLength) confidence += 0.05;
      // 'approx. 7 kg', 'environ 7 kg', 'ca. 2 m': an estimate, not a stated fact.
      if (APPROXIMATE.test(lead)) confidence -= 0.3;
      // 'microSD up to 256GB', 'jusqu'à 2 km': the most it takes or reaches, seldom what it is (a can's coverage is).
      if (UP_TO.test(lead) && cue.property.id !== 'coverage') confidence -= 0.2;
      // 'Six 0.5 fl oz bottles', '6 x 15 ml': the contents of one of several, not of the product.
      if ((m.kind === 'volume' || m.kind === 'mass') && COUNT_BEFORE.test(lead)) confidence -= 0.3;
      const from = Math.min(cue.start, m.start);
      const to = Math.max(cue.end, m.end);
      found.push({
        property: cue.property,
        mention: m,
        // A size is its number ('Sz 10.5 W': the W is the width fitting, not watts).
        text: cue.property.id === 'size' ? m.written : cue.property.kinds.length === 0 ? m.quote : formatWritten(m),
        source_id: source.id,
        quote: text.slice(from, to),
        confidence: source.id === 'input' ? confidence : confidence - 0.05,
        place: placeOf(source, m.start, nameLength),
        how: cue.how,
      });
    }
    // 'Label: value' (or a spec line's 'Label - value') pairs of text properties ('Brand: Bosch', 'Farbe: Schwarz',
    // 'Artikelnummer - 26331000'), each segment of the text on its own so one pair never swallows the next.
    for (const seg of text.matchAll(/[^\n;|•·]+/g)) {
      for (const part of seg[0].matchAll(/(?:^|(?<=\.\s)|(?<=,\s))[^.,]*(?:[.,](?!\s)[^.,]*)*/g)) {
        const m = /^\s*([\p{L}][\p{L}\p{N} .'/#()-]{0,30}?)\s*(?::|\s[-–])\s*(\S.{0,79})$/u.exec(part[0]);
        if (!m) continue;
        const property = propertiesOfLabel(m[1]!).find((p) => p.kinds.length === 0);
        if (!property || property.id === 'allergens' || property.id === 'size') continue;
        // A list goes on past its commas ('Material: Stahl, Kunststoff') up to the next label or sentence.
        const rest = seg[0].slice(part.index! + part[0].indexOf(m[2]!));
        const listed = property.id === 'material' ? rest.split(/,\s*[\p{L}][\p{L} ]{0,30}:|\.\s/u)[0]! : m[2]!;
        const value = listed.trim().replace(/[.,]+$/, '');
        if (!value || value.split(/\s+/).length > 6) continue;
        const at = seg.index + part.index!;
        const start = at + part[0].indexOf(m[1]!);
        const quoteEnd = text.indexOf(value, start) + value.length;
        found.push({
          property,
          text: value,
          source_id: source.id,
          quote: text.slice(start, quoteEnd),
          confidence: source.id === 'input' ? 0.92 : 0.82,
          place: placeOf(source, start, nameLength),
          how: 'label',
        });
      }
    }
    const nameText = source.id === 'input' && name ? name : '';
    const extra = (
      property: string,
      fact: { value: string; quote: string; index: number } | null,
      confidence: number,
    ) => {
      if (!fact) return;
      found.push({
        property: propertyById(property)!,
        text: fact.value,
        source_id: source.id,
        quote: fact.quote,
        confidence: source.id === 'input' ? confidence : confidence - 0.05,
        place: placeOf(source, fact.index, nameLength),
        how: 'pattern',
      });
    };
    extra('country_of_origin', madeInIn(text), 0.88);
    extra('pack_quantity', packQuantityIn(text), 0.88);
    extra('warranty', warrantyYearsIn(text), 0.88);
    extra('size', sizeIn(text), 0.88);
    if (nameText) extra('model', modelInName(nameText, null), 0.75);
    extra('model', modelInText(text), 0.85);
    for (const m of text.matchAll(/(?<![\d])(\d{8}|\d{12,14})(?![\d])/g)) {
      const cued = /\b(?:ean|gtin|upc|barcode|ean-?13|gtin-?13)\b[\s:#.-]*$/i.test(
        text.slice(Math.max(0, m.index - 15), m.index),
      );
      // Eight digits are a GTIN-8 only when called one: they are far more often an article number.
      if (m[1]!.length === 8 && !cued) continue;
      let valid = false;
      try {
        valid = isValidGtin(m[1]!);
      } catch {
        valid = false;
      }
      if (!valid) continue;
      found.push({
        property: propertyById('gtin')!,
        text: m[1]!,
        source_id: source.id,
        quote: m[1]!,
        confidence: cued ? 0.93 : 0.8,
        place: placeOf(source, m.index, nameLength),
        how: 'pattern',
      });
    }
  }
  return found;
}

type Typed = { ok: true; value: GeneratedValue['value']; unit: string | null; penalty: number } | { ok: false };

/** A candidate's value in the target field's type and unit. */
function typed(target: Target, candidate: Candidate): Typed {
  const { kind, spec } = target;
  const m = candidate.mention;
  if (kind === 'number' || kind === 'integer') {
    if (target.property?.id === 'pack_quantity' || target.property?.id === 'warranty') {
      const n = /^\s*(\d+)\s*(?:[\p{L}]{1,8}\.?)?\s*$/u.exec(candidate.text);
      if (!n || m) return { ok: false };
      return { ok: true, value: Number(n[1]), unit: null, penalty: 0 };
    }
    if (!m || m.range || m.dims) {
      const bare = /^\s*(\d+(?:[.,]\d+)?)\s*$/.exec(candidate.text);
      if (!bare || m || Number(bare[1]!.replace(',', '.')) === 0) return { ok: false };
      return { ok: true, value: Number(bare[1]!.replace(',', '.')), unit: target.unit, penalty: 0.1 };
    }
    let value = m.value;
    let unit = m.unit;
    if (target.unit) {
      const converted = convert(m.value, m.unit, target.unit);
      if (converted === null) {
        // '12 oz' on a capacity field is fluid ounces.
        const fluid = m.unit === 'oz' ? convert(m.value, 'floz', target.unit) : null;
        if (fluid === null) return { ok: false };
        value = fluid;
      } else value = converted;
      unit = target.unit;
    }
    // Two decimals that lose a tenth of the value (0.1 oz is 0.00625 lb) say the field is the wrong one for it.
    if (value !== 0 && Math.abs(round(value, 2) - value) > Math.abs(value) * 0.1) return { ok: false };
    // A value that all but vanishes in the field's unit (0.1 oz as 0.01 lb) is the wrong field for it.
    if (Math.abs(value) < 0.1 && Math.abs(m.value) >= 0.5) return { ok: false };
    value = round(value, 2);
    // '0 W', 'Weight: 0': a placeholder, not a measure; and a value no product of the kind has.
    if (value <= 0 || !plausible(target.property?.id, value, unit)) return { ok: false };
    if (kind === 'integer') {
      if (!Number.isInteger(value)) return { ok: false };
    }
    return { ok: true, value, unit: symbol(unit), penalty: target.unit ? 0 : 0.1 };
  }
  if (kind === 'boolean') {
    const answer = yesNo(candidate.text);
    return answer === null ? { ok: false } : { ok: true, value: answer, unit: null, penalty: 0 };
  }
  if (target.select && spec.allowed_values?.length) {
    if (target.multiple) {
      const values = allowedValuesIn(spec.allowed_values, candidate.text);
      return values.length ? { ok: true, value: values, unit: null, penalty: 0 } : { ok: false };
    }
    // 'Matte Black' is Black; a shade name ('Rose Quartz', 'Midnight') maps to no allowed value.
    const bare = candidate.text.replace(FINISH, ' ').trim();
    const one = allowedValue(spec.allowed_values, candidate.text) ?? allowedValue(spec.allowed_values, bare);
    return one ? { ok: true, value: one, unit: null, penalty: 0 } : { ok: false };
  }
  if (target.property?.id === 'gtin') {
    const digits = candidate.text.replace(/[\s-]/g, '');
    let valid = false;
    try {
      valid = /^\d+$/.test(digits) && isValidGtin(digits);
    } catch {
      valid = false;
    }
    return valid ? { ok: true, value: digits, unit: null, penalty: 0 } : { ok: false };
  }
  if (target.multiple) {
    const items = candidate.text.split(/\s*[,;|]\s*/).filter(Boolean);
    return items.length ? { ok: true, value: items, unit: null, penalty: 0 } : { ok: false };
  }
  if (m?.dims || target.property?.id === 'dimensions') {
    if (!m) return { ok: true, value: candidate.text, unit: null, penalty: 0 };
    if (!m.dims) return { ok: false };
    // 'L x W x H in inches, numbers only': the unit the field's help names, without the unit.
    const unit = spec.description
      ? unitIn(spec.description.replace(/\b(?:in|en)\b(?=\s+\p{L}{3,})/gu, ' '), ['length'])
      : null;
    if (!unit) return { ok: true, value: formatWritten(m), unit: null, penalty: 0 };
    const dims = m.dims.map((d) => convert(d, m.unit, unit));
    if (dims.some((d) => d === null)) return { ok: false };
    return { ok: true, value: dims.map((d) => String(round(d!, 2))).join(' x '), unit: null, penalty: 0 };
  }
  if (target.property?.id === 'country_of_origin') {
    const code = countryCode(candidate.text);
    if (!code) return { ok: false };
    const language = detectLanguage(`${spec.display_name}. ${spec.description ?? ''}`);
    const named = countryName(code, language);
    // As written when it is already the field language's name (or 'USA', 'UK' in English), else translated.
    const asWritten =
      named !== null &&
      (named.toLowerCase() === candidate.text.trim().toLowerCase() ||
        (language === 'en' && /^(?:USA|UK|U\.S\.A\.?)$/.test(candidate.text.trim())));
    return { ok: true, value: asWritten || !named ? candidate.text.trim() : named, unit: null, penalty: 0 };
  }
  const text = m && target.property?.id !== 'size' ? formatWritten(m) : candidate.text.trim();
  // '-', 'N/A', 'k.A.', 'Unbranded': a placeholder, not a value.
  if (!/[\p{L}\p{N}]/u.test(text) || PLACEHOLDER.test(text)) return { ok: false };
  return { ok: true, value: text, unit: null, penalty: 0 };
}

const same = (a: GeneratedValue['value'], b: GeneratedValue['value']) => {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= Math.max(0.011, Math.abs(a) * 0.02);
  return JSON.stringify(typeof a === 'string' ? fold(a) : a) === JSON.stringify(typeof b === 'string' ? fold(b) : b);
};

const NEGATION = /\b(?:not|no|non|without|never|ohne|kein|keine|nicht|sans|pas|sin|no es)\b[\s-]*(?:\p{L}+\s+){0,2}$/iu;

/** A yes/no field read from the text: its words stated (true), or stated with a negation (false). */
function booleanFromText(target: Target, sources: readonly PipelineSource[]): Candidate | null {
  const label = words(target.spec.display_name.replace(/\([^)]*\)/g, ' '))
    .split(' ')
    .filter(
      (w) =>
        !['is', 'has', 'with', 'included', 'include', 'includes', 'inkl', 'enthalten', 'inclus', 'incluido'].includes(
          w,
        ),
    )
    .join(' ');
  if (!label || label.length < 4) return null;
  const included = /\b(?:included|inkl|enthalten|inclus|incluido)\b/i.test(target.spec.display_name);
  const input = sources.find((s) => s.id === 'input');
  if (!input) return null;
  const stem = label.replace(/s$/, '');
  const pattern = new RegExp(
    `(?<![\\p{L}])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]')}(?:s|es)?(?![\\p{L}])`,
    'iu',
  );
  const m = pattern.exec(input.text);
  if (!m) return null;
  const before = input.text.slice(Math.max(0, m.index - 24), m.index);
  const after = input.text.slice(m.index + m[0].length, m.index + m[0].length + 16);
  let answer = !NEGATION.test(before);
  if (included) {
    if (/^\s*(?:not|nicht|non|no)\s+(?:included|enthalten|inclus|incluido)/i.test(after)) answer = false;
    else if (
      !/^\s*(?:included|enthalten|inclus|incluido)/i.test(after) &&
      !/\b(?:includes?|with|inkl\.?|mit|avec|con)\s+(?:\d+\s+)?$/i.test(before)
    )
      return null;
  }
  return {
    property: null,
    text: answer ? 'yes' : 'no',
    source_id: 'input',
    quote: input.text.slice(
      Math.max(0, m.index - (answer ? 0 : before.length - before.search(NEGATION))),
      m.index + m[0].length,
    ),
    confidence: 0.8,
    place: 'details',
    how: 'phrase',
  };
}

/** The text of the input source that is the record's own words (name and description, not the supplier keys). */
function ownText(input: FillInput): string {
  return [input.name, input.details].filter(Boolean).join('\n');
}

/** A yes/no property the record states in words ('cordless', 'Akku-Bohrschrauber', 'étanche IPX7'). */
function booleanInText(target: Target, input: FillInput): Candidate | null {
  const id = target.property?.id;
  if (!id) return null;
  const text = ownText(input);
  const found = yesNoIn(id, text);
  if (!found || !input.sources[0]?.text.includes(found.quote)) return null;
  return {
    property: target.property,
    text: found.value,
    source_id: 'input',
    quote: found.quote,
    confidence: 0.85,
    place: 'details',
    how: 'phrase',
  };
}

/** Words of a sentence saying what a product is made of. */
const MATERIAL_CUE =
  /\b(?:made (?:of|from)|material|materials|construction|constructed|body|frame|housing|case|shell|handle|blade|head|upper|outsole|sole|lining|fabric|finish|jacket|buckle|strap|composition|genuine|solid|aus|gefertigt|hergestellt aus|gehäuse|griff|zusammensetzung|bezug|karabiner|fabriqué|matière|tige|semelle|doublure|boîtier|corps|manche|structure|revêtement|hecho|fabricado|estructura|cuerpo|mango|carcasa|funda|suela|100\s?%|\d{1,3}\s?%)\b/i;

/** Properties whose select values are looked for in the record's own words. */
const SCANNED = new Set(['color', 'material', 'allergens']);

const brandText = (candidates: readonly Candidate[]) =>
  candidates.find((c) => c.property?.id === 'brand' && c.confidence >= WRITE_THRESHOLD)?.text ?? null;

/** `text` with each match of `pattern` blanked (same length, so offsets still point into the original). */
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length));

/**
 * A colour, material or allergen the record's words name among the field's allowed values: colours in the
 * name, materials in the name or a sentence about what it is made of, allergens in the 'Contains: …'
 * statement (never 'may contain'). The quote is the verbatim stretch of one line that names them all.
 */
function selectInText(target: Target, input: FillInput, brand: string | null): Candidate | null {
  const allowed = target.spec.allowed_values ?? [];
  const text = ownText(input);
  const nameEnd = input.name?.length ?? 0;
  let masked = brand ? text.split(brand).join(' '.repeat(brand.length)) : text;
  const id = target.property!.id;
  let windows: [number, number][];
  if (id === 'allergens') {
    const m =
      /(?<!may |kann |peut |puede )\b(?:contains|enthält|contient|contiene|allergens?|allergene|allergènes|alérgenos)\s*:?\s*([^.\n]{2,200})/i.exec(
        masked,
      );
    if (!m || /\b(?:may|kann|peut|puede|traces?|spuren)\b/i.test(masked.slice(Math.max(0, m.index - 12), m.index)))
      return null;
    windows = [[m.index, m.index + m[0].length]];
  } else if (id === 'color') {
    // In the name, and not a light's colour temperature ('warm white', 'warmweiß').
    masked = blank(masked, /\b(?:warm|cool|cold|kalt|neutral|daylight|tageslicht)[\s-]?\p{L}*/giu);
    windows = [[0, nameEnd]];
  } else {
    // 'for wood', 'à bois', 'für Holz' (what it works on); 'faux leather', 'PU leather', 'not leather'.
    masked = blank(masked, /\b(?:for|für|à|pour|para)\s+\p{L}+/giu);
    masked = blank(
      masked,
      /\b(?:faux|pu|vegan|imitation|kunst|simili|synthetic|not|no|non|ohne|sans|sin|free of|frei von|libre de|exempt de)[\s-]+\p{L}+|\b\p{L}+[\s-](?:free|frei)\b/giu,
    );
    windows = [[0, nameEnd]];
    for (const m of text.slice(nameEnd).matchAll(/[^.!?;\n]+[.!?;]?/g)) {
      if (MATERIAL_CUE.test(m[0])) windows.push([nameEnd + m.index, nameEnd + m.index + m[0].length]);
    }
  }
  // The values each window names, with where; then the line (name, or the description's line) naming most.
  const hits: { value: string; start: number; end: number }[] = [];
  for (const window of windows) {
    const part = masked.slice(window[0], window[1]);
    for (const value of allowed)
      for (const [start, end] of spansOf(value, part))
        hits.push({ value, start: window[0] + start, end: window[0] + end });
  }
  // 'stainless steel' also holds 'steel': a hit inside a longer one does not count.
  const kept = hits.filter(
    (h) => !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
  );
  if (kept.length === 0) return null;
  const all = new Set(kept.map((h) => h.value));
  if (!target.multiple && all.size > 1) return null;
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  const byLine = new Map<number, typeof kept>();
  for (const h of kept) byLine.set(lineOf(h.start), [...(byLine.get(lineOf(h.start)) ?? []), h]);
  const line = [...byLine.values()].sort(
    (x, y) => new Set(y.map((h) => h.value)).size - new Set(x.map((h) => h.value)).size,
  )[0]!;
  const best = { window: windows.find(([a, b]) => line[0]!.start >= a && line[0]!.start < b)!, hits: line };
  const values = allowed.filter((v) => line.some((h) => h.value === v));
  const start = Math.min(...line.map((h) => h.start));
  const end = Math.max(...line.map((h) => h.end));
  const quote = id === 'allergens' ? text.slice(best.window[0], best.window[1]).trim() : text.slice(start, end);
  if (!quote || quote.includes('\n') || !input.sources[0]?.text.includes(quote)) return null;
  const partial = all.size > values.length;
  return {
    property: target.property,
    text: values.join(', '),
    source_id: 'input',
    quote,
    confidence: id === 'allergens' ? 0.85 : partial ? 0.62 : values.length > 1 ? 0.68 : 0.72,
    place: 'details',
    how: 'scan',
  };
}

/** The allowed values of a colour, material or allergen field the record's own words name anywhere. */
function allowedNamedIn(target: Target, input: FillInput): string[] {
  if (!SCANNED.has(target.property!.id) || target.property!.id === 'allergens') return [];
  const text = blank(
    blank(ownText(input), /\b(?:for|für|à|pour|para)\s+\p{L}+/giu),
    /\b(?:faux|pu|vegan|imitation|kunst|simili|synthetic|not|no|non|ohne|sans|sin|free of|frei von|libre de|exempt de)[\s-]+\p{L}+|\b\p{L}+[\s-](?:free|frei)\b/giu,
  );
  return (target.spec.allowed_values ?? []).filter((v) => spansOf(v, text).length > 0);
}

/** Fills the company's fields from the record; see the module comment. */
export function fillSchema(input: FillInput): FillResult {
  const targets = input.fields.filter((f) => !CORE.has(f.field_name)).map(targetOf);
  const candidates = [
    ...factCandidates(input.facts, input.language, targets),
    ...textCandidates(input.sources, input.facts, input.name, input.language),
  ];
  const nameLower = (input.name ?? '').toLowerCase();
  // '12 oz mug': a mass unit on a container is its capacity, not its weight or a load.
  const container = propertyById('capacity')!.after!.some((w) => new RegExp(`\\b${w}s?\\b`, 'i').test(nameLower));
  const hasNetContents = targets.some((t) => t.property?.id === 'net_contents');
  const durable = DURABLE.test(input.name ?? '');
  const fluidOunces = findMentions(ownText(input), input.language).flatMap((m) => (m.unit === 'floz' ? [m.value] : []));
  // An extension cord's or a cable's length is its cord length, and its watts the load it carries.
  const cable = cableName(input.name);
  const hasCordLength = targets.some((t) => t.property?.id === 'cord_length');
  for (const c of candidates) {
    if (!c.mention || c.fieldName) continue;
    if (container && c.mention.unit === 'oz' && c.property?.kinds.includes('mass') && !c.place.startsWith('field:')) {
      c.property = propertyById('capacity')!;
    } else if (cable && hasCordLength && c.property?.id === 'length') {
      c.property = propertyById('cord_length')!;
    } else if (cable && c.property?.id === 'power' && c.how === 'unit') {
      c.property = propertyById('load_rating')!;
    } else if (hasNetContents && !durable && c.property?.id === 'weight' && c.how === 'unit' && c.place === 'name') {
      // 'Spaghetti 1 lb', 'Granola 12 oz': a bare mass in a packaged product's name is its contents.
      c.property = propertyById('net_contents')!;
    } else if (c.property?.id === 'net_contents' && c.mention.kind === 'mass' && durable) {
      // A tool's 'Poids net' / 'net weight' is its own weight: contents are what food, cosmetics and supplies hold.
      c.property = propertyById('weight')!;
    }
    // '15.2 OZ' where the record also says '15.2 FL OZ': fluid ounces.
    if (c.mention.unit === 'oz' && fluidOunces.some((v) => Math.abs(v - c.mention!.value) < 0.01)) {
      c.mention = { ...c.mention, unit: 'floz', kind: 'volume' };
      if (c.property?.kinds.includes('mass')) c.property = propertyById('capacity')!;
    }
  }
  // A reading fills one field: of several fields holding its property, the one whose unit fits it best.
  for (const c of candidates) {
    if (c.fieldName || !c.property) continue;
    const fitting = targets.filter((t) => t.property?.id === c.property!.id);
    if (fitting.length < 2 || !c.mention) continue;
    const fit = (t: Target) => {
      if (!t.unit) return 1;
      if (t.unit === c.mention!.unit || (c.mention!.unit === 'oz' && t.unit === 'floz')) return 0;
      const converted = convert(c.mention!.value, c.mention!.unit, t.unit) ?? convert(c.mention!.value, 'floz', t.unit);
      return converted && converted > 0 ? 0.1 + Math.abs(Math.log10(converted / c.mention!.value)) : 9;
    };
    c.fieldName = fitting.sort((a, b) => fit(a) - fit(b))[0]!.spec.field_name;
  }
  // Measures whose property no field of the schema holds: rivals of a value read from its unit alone.
  const held = new Set(targets.map((t) => t.property?.id).filter(Boolean));
  const unexplained = candidates.filter((c) => c.mention && c.how !== 'field' && !held.has(c.property?.id));
  const values: GeneratedValue[] = [];
  const described: FillResult['described'] = [];
  const flags: ValueFlag[] = [];
  const used = new Set<Candidate>();
  for (const target of targets) {
    const mine = candidates.filter(
      (c) =>
        c.fieldName === target.spec.field_name ||
        (c.fieldName === undefined && target.property !== null && c.property?.id === target.property.id),
    );
    // The maker stands in for a brand the record does not name.
    if (target.property?.id === 'brand' && mine.length === 0)
      mine.push(...candidates.filter((c) => c.property?.id === 'manufacturer'));
    if (target.kind === 'boolean' && mine.length === 0) {
      const read = booleanInText(target, input) ?? booleanFromText(target, input.sources);
      if (read) mine.push(read);
    }
    if (target.select && mine.length === 0 && target.property && SCANNED.has(target.property.id)) {
      const read = selectInText(target, input, brandText(candidates));
      if (read) mine.push(read);
    }
    const readings: {
      candidate: Candidate;
      value: GeneratedValue['value'];
      unit: string | null;
      confidence: number;
    }[] = [];
    for (const candidate of mine) {
      const t = typed(target, candidate);
      used.add(candidate);
      if (!t.ok) continue;
      readings.push({ candidate, value: t.value, unit: t.unit, confidence: candidate.confidence - t.penalty });
    }
    if (readings.length === 0) continue;
    const strong = readings.filter((r) => r.confidence >= WRITE_THRESHOLD);
    const groups: (typeof readings)[] = [];
    for (const r of strong) {
      const group = groups.find((g) => same(g[0]!.value, r.value));
      if (group) group.push(r);
      else groups.push([r]);
    }
    if (groups.length > 1) {
      // Different places disagree: flag with both quotes, write nothing. One place stating two values (a
      // speed range written as '0-500 & 0-1,900') is no contradiction but no single value either.
      const places = new Set(strong.map((r) => r.candidate.place));
      const quotes = groups.map((g) => g[0]!.candidate.quote);
      flags.push({
        field_name: target.spec.field_name,
        kind: places.size > 1 ? 'contradiction' : 'low_confidence',
        message:
          places.size > 1
            ? `${target.spec.display_name}: the record states ${groups.map((g) => `"${g[0]!.candidate.quote}"`).join(' and ')}`
            : `${target.spec.display_name}: several values in one place (${quotes.map((q) => `"${q}"`).join(', ')})`,
        quotes,
      });
      continue;
    }
    if (groups.length === 0) {
      const best = readings.sort((a, b) => b.confidence - a.confidence)[0]!;
      flags.push({
        field_name: target.spec.field_name,
        kind: 'low_confidence',
        message: `${target.spec.display_name}: possibly ${JSON.stringify(best.value)}${best.unit ? ` ${best.unit}` : ''} from "${best.candidate.quote}" (no clear cue)`,
        quotes: [best.candidate.quote],
      });
      continue;
    }
    const group = groups[0]!.sort((a, b) => b.confidence - a.confidence);
    const best = group[0]!;
    // A list that leaves out an allowed value the record names elsewhere is not the whole answer.
    if (target.multiple && Array.isArray(best.value) && target.spec.allowed_values?.length && target.property) {
      const named = allowedNamedIn(target, input);
      if (named.some((v) => !(best.value as string[]).includes(v))) {
        flags.push({
          field_name: target.spec.field_name,
          kind: 'low_confidence',
          message: `${target.spec.display_name}: "${best.candidate.quote}" names ${best.value.join(', ')}, the record also names ${named.filter((v) => !(best.value as string[]).includes(v)).join(', ')}`,
          quotes: [best.candidate.quote],
        });
        continue;
      }
    }
    const agreeing = new Set(group.map((r) => r.candidate.place)).size;
    // A weaker reading that disagrees, or another measure of the same kind the record leaves unexplained,
    // makes the value less sure.
    const disputed = readings.some((r) => r.confidence < WRITE_THRESHOLD && !same(r.value, best.value));
    const rivals =
      best.candidate.how === 'unit' || best.candidate.how === 'after'
        ? unexplained.filter((c) => c !== best.candidate && c.mention?.kind === best.candidate.mention?.kind).length
        : 0;
    const confidence =
      best.confidence + (agreeing > 1 ? 0.05 : 0) - (disputed ? 0.1 : 0) - Math.min(0.15, 0.05 * rivals);
    values.push({
      field_name: target.spec.field_name,
      field_definition_id: target.spec.id,
      value: best.value,
      unit: best.unit,
      source_id: best.candidate.source_id,
      quote: best.candidate.quote,
      kind: 'custom',
      confidence: round(Math.max(0.01, Math.min(0.99, confidence)), 2),
      evidence: `${best.candidate.how ?? 'text'}${agreeing > 1 ? '+agree' : ''}${disputed ? '+disputed' : ''}${rivals ? '+rivals' : ''}`,
    });
    // A yes/no or a pack of one says nothing a sentence should ('The cordless is true'): the name says it.
    if (typeof best.value !== 'boolean' && !(target.property?.id === 'pack_quantity' && best.value === 1))
      described.push({
        field_name: target.spec.field_name,
        property: target.property?.id ?? target.spec.field_name,
        label: target.spec.display_name,
        // As the record words it: '2 kg' rather than 4.41, 'Blau' rather than the company's 'Blue'.
        text: best.candidate.mention
          ? formatWritten(best.candidate.mention)
          : typeof best.value === 'boolean'
            ? String(best.value)
            : best.candidate.text.trim(),
      });
  }
  const suggestions: FieldSuggestion[] = [];
  const suggested = new Set<string>();
  for (const c of candidates) {
    if (used.has(c) || c.confidence < WRITE_THRESHOLD) continue;
    const name = c.property
      ? c.property.id.replace(/_/g, ' ').replace(/^\p{L}/u, (l) => l.toUpperCase())
      : c.place.slice(6);
    if (!name || suggested.has(name)) continue;
    suggested.add(name);
    suggestions.push({
      name,
      value: c.text,
      source_id: c.source_id,
      quote: c.quote,
      confidence: round(c.confidence, 2),
    });
  }
  const brandValue = values.find(
    (v) => targets.find((t) => t.spec.field_name === v.field_name)?.property?.id === 'brand',
  );
  const brand =
    (typeof brandValue?.value === 'string' ? brandValue.value : null) ??
    candidates.find((c) => c.property?.id === 'brand' && c.confidence >= WRITE_THRESHOLD)?.text ??
    null;
  return { values, flags, suggestions, brand, described };
}
