// The readings of a record for the company's fields: supplier columns, 'Label: value' pairs and spec lines,
// measures named by their cue, stated yes/no phrases, patterns (pack sizes, warranties, sizes, models, origin,
// GTINs), and the allowed values its words name — each with its quote, place and a confidence from how it was read.
import { isValid as isValidGtin } from 'gtin';
import type { Fact } from '../gather';
import type { FieldSpec, PipelineSource } from '../types';
import { findMentions, formatWritten, type Mention, symbol, unitOf } from './quantities';
import { type Cue, cueOf, EACH_BEFORE, type Property, propertiesOfLabel, propertyById, words } from './properties';
import {
  madeInIn,
  modelInName,
  modelInText,
  minimumAgeIn,
  packQuantityIn,
  pieceCountIn,
  coreSectionIn,
  gearsIn,
  polesIn,
  threadIn,
  servingsIn,
  spfIn,
  settingsCountIn,
  sizeIn,
  warrantyIn,
  processorIn,
  ageGroupIn,
  sizeSystemIn,
  yesNoStated,
  BATTERY_PART,
} from './extras';
import { spansOf } from './vocabulary';
import { type Target, unitIn } from './targets';
import { keepingIn } from './keeping';
import { INGREDIENT_LIST, mappedSpans, NOT_A_TARGET } from './mappings';
import { bulbIn, fuelClassIn, tyreIn, viscosityIn } from './codes';

/** Values below this confidence are not written; they are flagged for review. */
export const WRITE_THRESHOLD = 0.6;

/** One reading of a value from the record. */
export interface Candidate {
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
  /** Whether the figure is a most ('up to 12 h', 'bis zu'), read less sure unless the company takes those. */
  upTo?: true;
}

export interface FillInput {
  fields: readonly FieldSpec[];
  sources: readonly PipelineSource[];
  facts: readonly Fact[];
  name: string | null;
  details: string | null;
  language: string;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function keyUnit(key: string): string | null {
  const paren = /\(([^)]+)\)/.exec(key)?.[1];
  if (paren) return unitIn(paren, null);
  const parts = key.split(/[_\s]+/);
  return parts.length > 1 ? (unitOf(parts.at(-1)!)?.unit ?? null) : null;
}

/** An estimate's words right before a measure. */
const APPROXIMATE =
  /(?:\b(?:approx\.?|approximately|about|around|roughly|environ|ca\.|circa|etwa|ungefähr|aprox\.?|aproximadamente)|~)\s*$/i;
/** 'Up to' right before a measure. */
const UP_TO = /\b(?:up to|bis zu|jusqu'à|jusqu’à|hasta)\s*$/i;

/** A count right before a measure ('Six 0.5 fl oz', '6 x 15 ml', '2x'). */
const COUNT_BEFORE =
  /(?:\b(?:\d{1,3}\s?[x×]|two|three|four|five|six|eight|ten|twelve|zwei|drei|vier|sechs|deux|trois|quatre|six|dos|tres|cuatro|seis)\s*)$/i;

/** Whether a product is a cord or a cable (not a cable tie): its length is its cord length, its watts a load. */
export function cableName(name: string | null): boolean {
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

/**
 * Materials named as absent or imitated ('faux leather', 'PVC-free', 'libre de PVC y látex', 'ohne BPA'): no
 * material of the product.
 */
export const NEGATED_MATERIAL =
  /\b(?:faux|pu|vegan|imitation|kunst|simili|synthetic|not|no|non|ohne|sans|sin|without|free of|frei von|libre de|exempt de)[\s-]+\p{L}+(?:\s+(?:and|or|und|oder|et|ou|y|o|&)\s+\p{L}+)?|\b\p{L}+[\s-](?:free|frei)\b/giu;

/** Supplier keys of shipping, stock and purchasing, whose figures are no property of the product. */
const LOGISTICS_KEY =
  /\b(?:ship(?:ping)?|carton|case|master|inner|pallet|on hand|in stock|stock|inventory|vendor|supplier|order|moq|commande|pedido|bestell\p{L}*|auftrag\p{L}*|versand\p{L}*|karton|umkarton|palette|lager\p{L}*|bestand|lieferant|colis|carton|expédition|stock|fournisseur|caja|envío|proveedor|existencias)\b|por caja|per case|pro karton|par carton/iu;

/** What follows a figure given per length ('/100m', '/km', ' per metre'). */
const PER_LENGTH =
  /^\s*(?:\/|per\b|pro\b|par\b|por\b|je\b)\s*(?:\d+\s*)?(?:m|km|ft|yd|lfm|mtr|met(?:er|re)s?|mètres?|metros?)\b/iu;

/** A supplier key naming one piece's measure. */
const PER_PIECE_KEY =
  /\b(?:poids|peso|gewicht|weight)\s+(?:unitaire|unitario|per (?:piece|unit|item)|pro stück|je stück|por unidad|par pièce|par unité)\b|\b(?:einzel|stück)gewicht\b|\bunit weight\b/iu;

/** The candidates of the supplier's own keys (additional fields). */
export function factCandidates(facts: readonly Fact[], language: string, targets: readonly Target[]): Candidate[] {
  const found: Candidate[] = [];
  for (const fact of facts) {
    const folded = words(fact.name).replace(/ /g, '_');
    const direct = targets.find((t) => t.spec.field_name === folded || words(t.spec.display_name) === words(fact.name));
    // 'Ship Weight', 'Carton dims', 'Qty on hand', 'Unidades por caja', 'Vendor #': logistics, not the product;
    // 'Poids unitaire', 'Weight per piece': one piece of a pack, not the product.
    const logistics = LOGISTICS_KEY.test(fact.name) || PER_PIECE_KEY.test(fact.name);
    const properties = logistics ? [] : propertiesOfLabel(fact.name.replace(/\([^)]*\)/g, ' '));
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
    if ((!property && !direct) || logistics) {
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
    // A size key names its system ('Taille (FR): 38', 'Taglia: 42 IT', 'Größe: L').
    if (property?.id === 'size') {
      const system = sizeSystemIn(`${fact.name}: ${fact.value}`);
      if (system) found.push({ property: propertyById('size_system')!, text: system.value, confidence: 0.9, ...base });
    }
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

/**
 * Each number of dimensions whose order the text gives ('(L x W x H)', 'B x H x T', '42" L x 28" W x 30" H') as
 * its own reading.
 */
function dimensionParts(text: string, m: Mention, source: PipelineSource, place: string): Candidate[] {
  const order = /\(?\s*([LWHDBT])\s*[x×]\s*([LWHDBT])(?:\s*[x×]\s*([LWHDBT]))?\s*\)?\s*:?\s*$/i.exec(
    text.slice(Math.max(0, m.start - 40), m.start),
  );
  // 'Each shelf 16" L x 6" D': one part's dimensions.
  if (!m.dims || EACH_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start))) return [];
  // '42" L x 28" W x 30" H': each number followed by its letter.
  const inline = order
    ? null
    : [
        ...`${m.quote}${text.slice(m.end, m.end + 3)}`.matchAll(
          /\d\s*(?:"|”|″|''|[\p{L}.]{1,4})?\.?\s*([LWHDBT])(?![\p{L}])/gu,
        ),
      ].map((x) => x[1]!);
  if (!order && inline?.length !== m.dims.length) return [];
  const letters = order ? [order[1], order[2], order[3]].filter((l): l is string => l !== undefined) : inline!;
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

/** A name saying the product is for a pet. */
const PET_NAME =
  /\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|hunde?|katzen?|welpen?|chiens?|chats?|chiots?|perros?|gatos?|cachorros?|mascotas?)\b/iu;

/** Candidates read from free text: measures named by their cue, and 'Label: text' pairs. */
export function textCandidates(
  sources: readonly PipelineSource[],
  facts: readonly Fact[],
  name: string | null,
  language: string,
  /** The company counts identical items only: a set's pieces are no pack quantity. */
  identicalOnly = false,
  /** The company counts the pieces of one unit (tablets, wipes) in a field of their own. */
  piecesApart = false,
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
      // 'per 100 g', 'pro 100 ml', '9.6 mg/100 ml': a table's or a rate's reference quantity, not the product's.
      const before = text.slice(Math.max(0, m.start - 6), m.start);
      if (
        (m.kind === 'mass' || m.kind === 'volume') &&
        (/(?<![\p{L}])(?:per|pro|pour|por|je|för)\s*$/iu.test(before) || (m.value === 100 && /\/\s*$/.test(before)))
      ) {
        previous = null;
        continue;
      }
      // 'Weight 14.5 kg/100m', '620 kg/km': a figure per length of a cable or a pipe, not the product's.
      if (m.kind === 'mass' && PER_LENGTH.test(text.slice(m.end, m.end + 12))) {
        previous = null;
        continue;
      }
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
      const upTo = UP_TO.test(lead) && cue.property.id !== 'coverage';
      if (upTo) confidence -= 0.2;
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
        ...(upTo ? { upTo: true } : {}),
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
        const listed = LISTED.has(property.id) ? rest.split(/,\s*[\p{L}][\p{L} ]{0,30}:|\.\s/u)[0]! : m[2]!;
        // A processor's name without its clocks, cores and generation ('13th Gen Intel Core i5-1335U (up to 4.6 GHz,
        // 10 cores)').
        const named =
          property.id === 'processor'
            ? listed
                .split(/\s*[(@,/]|\s+(?:up to|bis zu|jusqu|hasta|fino a|with|mit)\b/iu)[0]!
                .replace(/^\d{1,2}(?:st|nd|rd|th|\.)?\s+(?:Gen(?:eration)?|Generation)\s+/i, '')
            : listed;
        const value = named.trim().replace(/[.,]+$/, '');
        if (!value || value.split(/\s+/).length > (property.id === 'oem_numbers' ? 24 : 6)) continue;
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
    extra('pack_quantity', packQuantityIn(text, identicalOnly, piecesApart), 0.88);
    if (piecesApart) extra('piece_count', pieceCountIn(text), 0.86);
    const tyre = tyreIn(text);
    if (tyre) {
      extra('tyre_size', tyre.size, 0.9);
      extra('load_index', tyre.load, 0.88);
      extra('speed_rating', tyre.speed, 0.88);
    }
    extra('viscosity', viscosityIn(text), 0.9);
    extra('bulb_type', bulbIn(text), 0.85);
    extra('fuel_class', fuelClassIn(text), 0.88);
    extra('warranty', warrantyIn(text), 0.88);
    // A pet's age ('adult dogs from 12 months') is no child's minimum age.
    if (!PET_NAME.test(name ?? '')) extra('min_age', minimumAgeIn(text), 0.85);
    extra('settings_count', settingsCountIn(text), 0.85);
    extra('gears', gearsIn(text), 0.85);
    extra('servings', servingsIn(text), 0.85);
    extra('keeping', keepingIn(text), 0.85);
    extra('spf', spfIn(text), 0.88);
    if (nameText) extra('age_group', ageGroupIn(nameText), 0.8);
    extra('processor', processorIn(text), 0.85);
    extra('thread', threadIn(text), 0.82);
    extra('poles', polesIn(text), 0.82);
    extra('cross_section', coreSectionIn(text, name ?? ''), 0.8);
    extra('size', sizeIn(text), 0.88);
    extra('size_system', sizeSystemIn(text), 0.85);
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
      // A code called one ('UPC 7337…') is read even when its check digit fails (fill flags it).
      if (!valid && !cued) continue;
      found.push({
        property: propertyById('gtin')!,
        text: m[1]!,
        source_id: source.id,
        quote: m[1]!,
        confidence: cued ? 0.93 : 0.8,
        place: placeOf(source, m.index, nameLength),
        how: cued ? 'label' : 'pattern',
      });
    }
  }
  return found;
}

const NEGATION = /\b(?:not|no|non|without|never|ohne|kein|keine|nicht|sans|pas|sin|no es)\b[\s-]*(?:\p{L}+\s+){0,2}$/iu;

/** A yes/no field read from the text: its words stated (true), or stated with a negation (false). */
export function booleanFromText(target: Target, sources: readonly PipelineSource[]): Candidate | null {
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
    if (BATTERY_PART.test(after)) return null;
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

const SEPARATELY_NEXT =
  /^\W*(?:\p{L}+\W+){0,2}(?:sold separately|available separately|vendue?s? séparément|separat erhältlich|se vende por separado|vendut[ao] separatamente|los verkrijgbaar|apart verkrijgbaar)/iu;
const CHARGE_TIME = /\b(?:tempo|temps|tiempo|time|zeit|tijd)\s+(?:di|de|of|van)?\s*$/iu;
const DURATION_NEXT =
  /^\W*(?:\p{L}+\W+){0,2}\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|ore|ora|heures?|horas?|stunden|std|uur|min)\b/iu;

/** The spellings a boolean's help text lists for an answer: "true when stated vegan (vegan, végan, vegano)". */
function helpSpellings(help: string, answer: 'true' | 'false'): RegExp[] {
  const m = new RegExp(`\\b${answer}\\b(?:\\s+only)?\\s+when\\b[^().;]{0,80}\\(([^()]+)\\)`, 'i').exec(help);
  // A list of spellings has two or more ('(outer)' describes).
  if (!m || !/[,;]/.test(m[1]!)) return [];
  return m[1]!
    .split(/[,;]/)
    .map((t) =>
      t
        .trim()
        .replace(/^(?:or|and|also)\s+/i, '')
        .replace(/^['‘’"“”]|['‘’"“”]$/g, '')
        .trim(),
    )
    .filter((t) => t.length >= 3 && !/…|\.\.\./.test(t) && !/\b(?:logo|symbol)\b/i.test(t))
    .map(
      (t) =>
        new RegExp(
          `(?<![\\p{L}\\d]-?)${t
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\s*&\s*/g, '\\s*&\\s*')
            .replace(/[\s-]+/g, '[\\s-]*')}(?![\\p{L}])`,
          'iu',
        ),
    );
}

/**
 * A yes or no the record states in the words the field's help text lists for it ("true when stated fragrance-free
 * (fragrance-free, unscented, parfümfrei, sans parfum)"; "false when stated dry use only ('nur Trockenrasur')").
 */
export function booleanFromHelp(target: Target, input: FillInput): Candidate | null {
  const help = target.spec.description ?? '';
  const text = ownText(input);
  for (const [answer, text_] of [
    ['false', 'no'],
    ['true', 'yes'],
  ] as const) {
    for (const term of helpSpellings(help, answer)) {
      const m = term.exec(text);
      if (!m || !input.sources[0]?.text.includes(m[0])) continue;
      const before = text.slice(Math.max(0, m.index - 24), m.index);
      if (answer === 'true' && NEGATION.test(before)) continue;
      // 'ricarica 8 ore', 'Tempo di ricarica': a battery's charging, not the field's word.
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
      if (CHARGE_TIME.test(before) || DURATION_NEXT.test(after)) continue;
      // 'recharge vendue séparément', 'refill sold separately': another product than this one.
      if (SEPARATELY_NEXT.test(after)) continue;
      return {
        property: null,
        text: text_,
        source_id: 'input',
        quote: m[0],
        confidence: 0.8,
        place: m.index < (input.name?.length ?? 0) ? 'name' : 'details',
        how: 'phrase',
      };
    }
  }
  return null;
}

/** The text of the input source that is the record's own words (name and description, not the supplier keys). */
export function ownText(input: FillInput): string {
  return [input.name, input.details].filter(Boolean).join('\n');
}

/**
 * A yes/no property the record states in words ('cordless', 'Akku-Bohrschrauber', 'étanche IPX7'): one
 * candidate, or both when its words say yes and no ('(Tool Only)' beside 'Battery included'), a contradiction.
 */
export function booleanInText(target: Target, input: FillInput): Candidate[] {
  const id = target.property?.id;
  if (!id) return [];
  const text = ownText(input);
  const nameEnd = input.name?.length ?? 0;
  // 'false when it runs on disposable batteries only', 'false when stated corded (power cord, …)'.
  const implied = /\bfalse when\b[^.]*\b(?:cord|corded|mains|disposable|batter(?:y|ies))\b/i.test(
    target.spec.description ?? '',
  );
  // An LED is the product's light source when the name says LED or names a light; a jump starter's LED torch
  // or a camera's infrared LEDs make no LED product.
  const light = id === 'led' && LIGHT.test(input.name ?? '');
  return yesNoStated(id, text, implied)
    .filter((found) => input.sources[0]?.text.includes(found.quote))
    .filter((found) => id !== 'led' || found.value === 'no' || light || found.index < nameEnd)
    .map((found) => ({
      property: target.property,
      text: found.value,
      source_id: 'input',
      quote: found.quote,
      confidence: 0.85,
      place: found.index < nameEnd ? 'name' : 'details',
      how: 'phrase' as const,
    }));
}

/** Text properties a label lists past commas ('Material: Stahl, Kunststoff', 'OE: 5Q0 615 301 F, 1K0 615 301 AA'). */
const LISTED = new Set(['material', 'oem_numbers']);

/** A light named ('Headlight Bulbs', 'Arbeitsleuchte', 'ampoule', 'żarówka', 'DRL'). */
const LIGHT =
  /\b(?:bulbs?|lamps?|lights?|headlights?|headlamps?|torch|flashlight|DRL|leuchte\p{L}*|lampe\p{L}*|birne\p{L}*|ampoules?|feux|phares?|lampad\p{L}*|luc[ei]\p{L}*|bombillas?|l[áa]mparas?|luz|luces|faros?|żarów\p{L}*|lamp[ay]|światł\p{L}*|\p{L}*(?:leuchte|lampe|licht|scheinwerfer))\b/iu;

/** Words of a sentence saying what a product is made of. */
const MATERIAL_CUE =
  /\b(?:made (?:of|from)|material|materials|construction|constructed|body|frame|housing|case|shell|handle|blade|head|upper|outsole|sole|lining|fabric|finish|jacket|buckle|strap|composition|genuine|solid|aus|gefertigt|hergestellt aus|gehäuse|griff|zusammensetzung|bezug|karabiner|fabriqué|matière|tige|semelle|doublure|boîtier|corps|manche|structure|revêtement|hecho|fabricado|estructura|cuerpo|mango|carcasa|funda|suela|100\s?%|\d{1,3}\s?%|obermaterial|bezug|füllung|cover|shell|surface|hecha|hechas|hechos|fabricada|toile|housse|mantel)(?:s|es)?\b/i;

/** A short line naming a material ('Natural rubber.', 'Polypropylene.', 'Plastic storage box.'). */
function materialLine(line: string, allowed: readonly string[]): boolean {
  return line.trim().split(/\s+/).length <= 4 && allowed.some((v) => spansOf(v, line).length > 0);
}

/**
 * Materials named as no material of the product: a coating ('polyester film coating'), glass fibre, what a
 * fibre is derived from ('viscose derived from bamboo'), imitations ('composite leather').
 */
export const NOT_THE_MATERIAL =
  /\b\p{L}+(?:\s+film)?\s+(?:coating|beschichtung)\b|\brevêtement\s+\p{L}+|\b(?:fiberglass|fibreglass|glass fib(?:er|re)|fibre de verre|fibra de vidrio|glasfaser\p{L}*)\b|\bderived from\s+\p{L}+|\b\p{L}+-derived\b|\b(?:composite|artificial|bonded|simulated)\s+\p{L}+|\b\p{L}+[- ](?:effect|look|optik|dekor|décor|print)\b|\bkunstleder\b|\bsimili\p{L}*/giu;

/** Foods and drinks whose names hold a colour word. */
const FOOD_COLOUR =
  /\b(?:black|green|white|red|yellow|schwarze[rs]?|grüne[rs]?|weiße[rs]?|rote[rs]?)[\s-](?:tea|tee|pepper|pfeffer|beans?|bohnen|rice|reis|olives?|oliven|wine|wein|currants?|onions?|zwiebeln|lentils|linsen|chocolate|schokolade|cabbage|kohl)\b|\b(?:thé|té|poivre|pimienta|haricots|riz|arroz|vin|vino|olives|aceitunas|chocolat|lentilles)\s+(?:noir|vert|blanc|rouge|negro|verde|blanco|rojo|negra|roja|noires|vertes|blancs|rouges)s?\b|\b(?:jus|juice|saft|zumo|sirop|syrup|sirup|jugo)\s+(?:d'|d’|de\s+|of\s+)?(?:orange|naranja)\b|\borangen?[\s-]?(?:juice|saft)\b/giu;

/**
 * Precious metals named as what jewellery is made of ('Sterling Silver', 'Argento 925', '18ct Gold', 'Or jaune
 * 750', 'vergoldet', 'rhodium plated'), and a stone's or a pearl's colour ('White Crystal', 'perle bianche').
 */
const JEWELLERY_COLOUR =
  /\b(?:sterling|\d{3}|\d{1,2}\s?(?:k|kt|ct|carats?|karat))\s+(?:silver|gold|argento|oro|argent|silber|zilver|srebro|plata)\b|\b(?:silver|gold|argento|oro|argent|silber|zilver|srebro|plata|or)(?:\s+(?:jaune|blanc|rose|giallo|bianco|rosa|amarillo|blanco|yellow|white|rose))?\s*(?:\d{3}|sterling|plated|vermeil|plaqué|placcato|chapado|vergoldet)\b|\b(?:gold|silver|rhodium|rose gold)[\s-]?(?:plated|tone|toned)\b|\b(?:silver|gold|argento|oro|argent|silber|zilver|srebro|plata|or)\s+\d{1,2}\s?(?:k|kt|ct|carats?|karat)\b|\b(?:plaqué|placcato|chapado en|bañado en|baño de|bagno d')\s*(?:or|oro|argent|plata|argento)\b|\bvergoldet\p{L}*|\brhod\p{L}*|\b\p{L}+\s+(?:crystals?|cristal\p{L}*|kristall\p{L}*|pearls?|perle\p{L}*|perla\p{L}*|zircon\p{L}*|zirkon\p{L}*|diamonds?|diamant\p{L}*|stones?)\b|\b(?:perle\p{L}*|perla\p{L}*|pearls?|cristal\p{L}*|crystals?)\s+\p{L}+/giu;

/** A watch strap's or a sole's colour ('Leather Strap Black', 'correa de piel negra', 'NATO-band groen'). */
const PART_COLOUR =
  /\b(?:straps?|correa|cinturino|pasek|bracelet en|armband|sole|semelle|suela|sohle|zool|laces|lacets|cordones)(?:[\s-]+\p{L}+){0,3}|\b\p{L}+\s+(?:straps?|sole|laces|mirror|lens|lenses)\b/giu;
const WATCH = /\b(?:watch|uhr|armbanduhr|montre|reloj|orologio|horloge|zegarek)\b/iu;

/** A sentence listing what comes with the product. */
const INCLUDED =
  /^\s*(?:includes?|including|comes with|supplied with|incl\.|inkl\.|inklusive|lieferumfang|mit|inclut|livré avec|avec|incluye|incluido|con)\b/i;

/** The colour of a lamp's light, not of the product. */
const LIGHT_COLOUR =
  /\b(?:white(?:\s+(?:and|&)\s+colou?r)?\s+ambiance|(?:tunable|soft|bright|pure)\s+white|(?:blanc|blanco)\s+(?:chaud|froid|cálido|frío)|weißes?\s+licht|white\s+light)\b/giu;

/** What the record says is not included or not supported ('No incluye hub Zigbee', 'Bridge not included'). */
export const NOT_INCLUDED =
  /\b(?:no incluye|not include[sd]?|does not include|doesn't include|without|ne comprend pas|sans|ohne|nicht enthalten|sin)\b[^.;,\n]*|[^.;,\n]*\b(?:not included|sold separately|nicht (?:im lieferumfang )?enthalten|non inclus[e]?|vendu séparément|no incluid[oa]|se vende por separado)\b/giu;

/** Properties whose select values are looked for in the record's own words. */
export const SCANNED = new Set([
  'color',
  'material',
  'allergens',
  'gender',
  'season',
  'features',
  'skin_type',
  'hair_type',
]);

/** The noun a clause names a skin or a hair type with ('for dry skin', 'peaux mixtes', 'capelli secchi'). */
const TYPE_NOUN: Record<string, RegExp> = {
  skin_type: /(?<![\p{L}])(?:skin|haut|hauttyp\p{L}*|peaux?|piel|pelle|pelli|huid\p{L}*)(?![\p{L}])/iu,
  hair_type: /(?<![\p{L}])(?:hair|haar|haare|haartyp\p{L}*|cheveux|cabellos?|capelli|pelo)(?![\p{L}])/iu,
};

/** Scanned properties named anywhere in the record, each value on its own ('Vegan.', 'Atmungsaktiv.'). */
const ANYWHERE = new Set(['gender', 'season', 'features']);

export const brandText = (candidates: readonly Candidate[]) =>
  candidates.find((c) => c.property?.id === 'brand' && c.confidence >= WRITE_THRESHOLD)?.text ?? null;

/** `text` with each match of `pattern` blanked (same length, so offsets still point into the original). */
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length));

/**
 * A colour, material or allergen the record's words name among the field's allowed values: colours in the
 * name, materials in the name or a sentence about what it is made of, allergens in the 'Contains: …'
 * statement (never 'may contain'). The quote is the verbatim stretch of one line that names them all.
 */
export function selectInText(target: Target, input: FillInput, brand: string | null): Candidate | null {
  const id = target.property?.id ?? null;
  // A choice of no known property ('Connectivity', 'Finish', 'Energy Class') is read where the record names
  // one of its values; one- and two-letter values ('A', 'UK') only as written, to be no word's letters.
  const allowed = (target.spec.allowed_values ?? []).filter((v) => id !== null || v.length >= 3 || /[+\d]/.test(v));
  const text = ownText(input);
  const nameEnd = input.name?.length ?? 0;
  let masked = brand ? blank(text, new RegExp(brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu')) : text;
  let windows: [number, number][];
  if (id !== 'allergens') masked = blank(masked, INGREDIENT_LIST);
  if (id === 'gender' || id === null) masked = blank(masked, NOT_A_TARGET);
  if (id === null || ANYWHERE.has(id)) {
    masked = blank(blank(masked, NOT_INCLUDED), NEGATED_MATERIAL);
    windows = [[0, text.length]];
  } else if (id === 'allergens') {
    const m =
      /(?<!may |kann |peut |puede )\b(?:contains|enthält|contient|contiene|allergens?|allergene|allergènes|alérgenos)\s*:?\s*([^.\n]{2,200})/i.exec(
        masked,
      );
    if (!m || /\b(?:may|kann|peut|puede|traces?|spuren)\b/i.test(masked.slice(Math.max(0, m.index - 12), m.index)))
      return null;
    windows = [[m.index, m.index + m[0].length]];
  } else if (id && TYPE_NOUN[id]) {
    // In a clause about skin or hair only: a 'Sensitive' range name, a shaver's 'Wet & Dry' are none.
    windows = [...text.matchAll(/[^.!?;\n|•]+/g)]
      .filter((m) => TYPE_NOUN[id]!.test(m[0]))
      .map((m): [number, number] => [m.index, m.index + m[0].length]);
  } else if (id === 'color') {
    // In the name, and not a light's colour temperature ('warm white', 'warmweiß').
    masked = blank(masked, /\b(?:warm|cool|cold|kalt|neutral|daylight|tageslicht)[\s-]?\p{L}*/giu);
    // A metal named in the name is what it is made of ('Brass Hex Nipple'), not its colour.
    masked = blank(masked, /\b(?:brass|copper|bronze|laiton|messing|latón|kupfer|cuivre|cobre)\b/giu);
    // A bulb's light ('White and Colour Ambiance', 'tunable white'), and two colours as one ('Silver/Nickel').
    masked = blank(masked, LIGHT_COLOUR);
    masked = blank(masked, /\p{L}+\s?\/\s?\p{L}+/gu);
    // A food named by a colour word ('Black Tea', "jus d'orange", 'thé vert') has no colour.
    masked = blank(masked, FOOD_COLOUR);
    masked = blank(blank(masked, JEWELLERY_COLOUR), PART_COLOUR);
    // A watch's band ('NATO-Band Groen') is a part too.
    if (WATCH.test(input.name ?? '')) masked = blank(masked, /\bband(?:[\s-]+\p{L}+){0,3}/giu);
    windows = [[0, nameEnd]];
  } else {
    // 'for wood', 'à bois', 'für Holz' (what it works on); 'faux leather', 'PU leather', 'not leather'.
    masked = blank(masked, /\b(?:for|für|à|pour|para)\s+\p{L}+/giu);
    masked = blank(blank(masked, NEGATED_MATERIAL), NOT_THE_MATERIAL);
    windows = [[0, nameEnd]];
    for (const m of text.slice(nameEnd).matchAll(/[^.!?;\n]+[.!?;]?/g)) {
      // A sentence about what it is made of, a material's own short line ('Natural rubber.', 'Polypropylene.'),
      // or a part 'in' / 'of' a material ('Base de nailon', 'Toile en polyester', 'Vaso de vidrio').
      // What comes with it ('Incluye 2 remos de aluminio', 'Includes a steel pump') is made of other things.
      if (INCLUDED.test(m[0])) continue;
      const cued =
        MATERIAL_CUE.test(m[0]) ||
        materialLine(m[0], allowed) ||
        allowed.some((v) =>
          spansOf(v, m[0]).some(([a]) => /\b(?:en|de|aus|of|from)\s+$/i.test(m[0].slice(Math.max(0, a - 6), a))),
        );
      if (cued) windows.push([nameEnd + m.index, nameEnd + m.index + m[0].length]);
    }
  }
  // The values each window names, with where; then the line (name, or the description's line) naming most.
  const hits: { value: string; start: number; end: number }[] = [];
  for (const window of windows) {
    const part = masked.slice(window[0], window[1]);
    for (const value of allowed) {
      const spans = spansOf(value, part, allowed);
      // A code listed after another of its family ('VW 504 00/507 00', 'ACEA C2/C3') or after a word
      // ('MB-Freigabe 229.31') names its value too.
      if (spans.length === 0 && target.multiple && id === null) spans.push(...chainedSpans(value, part));
      // A spelling the help text maps to it ("'BMW LL-04' is BMW Longlife-04").
      if (spans.length === 0 && id === null) spans.push(...mappedSpans(target.spec, value, part));
      for (const [start, end] of spans) hits.push({ value, start: window[0] + start, end: window[0] + end });
    }
  }
  // 'stainless steel' also holds 'steel': a hit inside a longer one does not count.
  const kept = hits.filter(
    (h) => !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
  );
  // 'All skin types, even sensitive': the one value for all.
  const forAll = kept.filter((h) => /^all\b/i.test(h.value) && id && TYPE_NOUN[id]);
  if (forAll.length) kept.splice(0, kept.length, ...forAll);
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
  // Features are stated one by one across the record: every one counts, quoted where most are named.
  const union =
    (id === 'features' || (id === null && target.multiple)) && all.size > new Set(line.map((h) => h.value)).size;
  const values = allowed.filter((v) => (union ? all.has(v) : line.some((h) => h.value === v)));
  // One value named twice ('… (SS) … SS') is quoted where it is first named.
  const quoted = values.length === 1 || union ? [line.sort((a, b) => a.start - b.start)[0]!] : line;
  const start = Math.min(...quoted.map((h) => h.start));
  const end = Math.max(...quoted.map((h) => h.end));
  const quote = id === 'allergens' ? text.slice(best.window[0], best.window[1]).trim() : text.slice(start, end);
  if (!quote || quote.includes('\n') || !input.sources[0]?.text.includes(quote)) return null;
  const partial = all.size > values.length || union;
  return {
    property: target.property,
    text: values.join(', '),
    source_id: 'input',
    quote,
    // A choice of no known property named across several lines is offered, not written (one line holds a part);
    // every value of a multiple choice the record names is written, less sure.
    confidence:
      id === 'allergens'
        ? 0.85
        : id === null
          ? union
            ? 0.62
            : partial
              ? 0.5
              : 0.66
          : partial
            ? 0.62
            : values.length > 1
              ? 0.68
              : 0.72,
    place: 'details',
    how: 'scan',
  };
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Where a family's code ('VW 507.00': the family 'VW', the code '507.00') is listed after others of its family
 * with slashes ('VW 504 00/507 00', 'ACEA C2/C3') or after a word ('MB-Approval 229.31/229.51'): the code's spans.
 */
export function chainedSpans(value: string, text: string): [number, number][] {
  const m = /^(.*?\p{L})[\s-]+(\p{Lu}?\d[\p{L}\d.]*)$/u.exec(value);
  if (!m) return [];
  const code = escaped(m[2]!).replace(/\\\./g, '[.\\s]?');
  const chain = new RegExp(
    `(?<![\\p{L}\\d])${escaped(m[1]!)}(?:[\\s-]+\\p{L}+)?[\\s:-]*(?:[\\p{L}\\d.]+(?:\\s\\d{2})?\\s?\\/\\s?)*(${code})(?![\\p{L}\\d])`,
    'giud',
  );
  return [...text.matchAll(chain)].map((c) => c.indices![1]!);
}

/** The allowed values of a colour, material or allergen field the record's own words name anywhere. */
export function allowedNamedIn(target: Target, input: FillInput): string[] {
  if (!SCANNED.has(target.property!.id) || target.property!.id === 'allergens' || TYPE_NOUN[target.property!.id])
    return [];
  const text = blank(
    blank(blank(ownText(input), /\b(?:for|für|à|pour|para)\s+\p{L}+/giu), NEGATED_MATERIAL),
    NOT_THE_MATERIAL,
  );
  const hits = (target.spec.allowed_values ?? []).flatMap((value) =>
    spansOf(value, text, target.spec.allowed_values ?? []).map(([start, end]) => ({ value, start, end })),
  );
  // 'Steel' inside 'stainless steel' is no other material.
  const kept = hits.filter(
    (h) => !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
  );
  return [...new Set(kept.map((h) => h.value))];
}
