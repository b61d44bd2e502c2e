// The company's schema as the target: each field definition is read for the property it holds and its
// unit ('Weight (lbs)', weight_lbs, 'net weight in grams'), candidates are read from the record (supplier
// keys, 'Label: value' text, measures named by their cue), converted into the field's unit and type, rated,
// and written only when confident and uncontradicted. What no field holds is offered as a suggestion.
import { isValid as isValidGtin } from 'gtin';
import type { FieldSuggestion, GeneratedValue, ValueFlag } from '../types';
import { axesIn, reorder } from './axes';
import { convert, findMentions, formatWritten, symbol } from './quantities';
import { propertyById } from './properties';
import { countryCode, countryName, keyedWarranty, namesPieces } from './extras';
import { excludedByHelp } from './exclusions';
import { mappedInText, mappedValue } from './mappings';
import { allowedValue, allowedValuesIn, fold, yesNo } from './vocabulary';
import {
  allowedNamedIn,
  booleanFromHelp,
  booleanFromText,
  booleanInText,
  brandText,
  type Candidate,
  cableName,
  factCandidates,
  NEGATED_MATERIAL,
  NOT_THE_MATERIAL,
  type FillInput,
  ownText,
  round,
  SCANNED,
  selectInText,
  textCandidates,
  WRITE_THRESHOLD,
} from './candidates';
import { isConsumable, scopeOf } from './goods';
import { allergensIn } from './allergens';
import { compositionIn, shareIn, shareMaterial } from './composition';
import { nutrientIn, nutrientOf } from './nutrition';
import { tyreIn } from './codes';
import { ageInField, COUNTS, DIMENSIONS, monthsInField, type Target, targetOf, unitIn } from './targets';

export { WRITE_THRESHOLD } from './candidates';
export type { FillInput } from './candidates';
export { type Target, targetOf } from './targets';
import { detectLanguage } from '../language';

const CORE = new Set(['clean_name', 'short_description', 'long_description']);

export interface FillResult {
  values: GeneratedValue[];
  flags: ValueFlag[];
  suggestions: FieldSuggestion[];
  /** The brand read, for the name and descriptions. */
  brand: string | null;
  /** The written values as the record states them ('2 kg', not the field's 4.41 lb), for the descriptions. */
  described: { field_name: string; property: string; label: string; text: string }[];
}

/** Finish words around a colour ('Matte Black', 'Schwarz matt', 'Noir brillant'). */
const FINISH =
  /\b(?:matte?|matt|glossy|gloss|satin|metallic|dark|light|deep|bright|pastel|dunkel|hell|glänzend|foncé|clair|brillant|mat|oscuro|claro|brillante)\b/gi;

/** What suppliers write for 'no value'. */
const PLACEHOLDER =
  /^(?:n\/?a|n\.?\s?v\.?|n\.a\.|none|null|nil|tbd|tba|tbc|to be confirmed|various|varios|verschiedene|divers|unknown|unbranded|generic|no brand|ohne marke|k\.?\s?a\.?|keine angabe|nicht angegeben|non spécifié|sans marque|sin marca|genérico|0|-+|\?+|\.+)$/i;

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

function validGtin(digits: string): boolean {
  try {
    return isValidGtin(digits);
  } catch {
    return false;
  }
}

/** A help text saying figures given as a most count as stated. */
const UP_TO_TAKEN =
  /['‘’"]?\bup to\b['‘’"]?\s+(?:figures?|values?)?\s*(?:are|is)\s+(?:taken|accepted|used|kept|counted)\b/i;

/** Words naming a light's or a device's standard mode. */
const STANDARD_MODE = /\b(?:standard\p{L}*|default|normal|eco|medium|mittel|moyen|medio)\b/iu;

type Typed = { ok: true; value: GeneratedValue['value']; unit: string | null; penalty: number } | { ok: false };

/** A candidate's value in the target field's type and unit. */
function typed(target: Target, candidate: Candidate): Typed {
  const { kind, spec } = target;
  const m = candidate.mention;
  if (kind === 'number' || kind === 'integer') {
    if (target.property?.id === 'min_age') {
      const age = ageInField(target.spec, candidate.text);
      return age === null ? { ok: false } : { ok: true, value: age, unit: null, penalty: 0 };
    }
    // A warranty's term in years or months ('3 Year Courier or Carry-in', '24 Monate') in the field's unit of time.
    if (target.property?.id === 'warranty') {
      const term = keyedWarranty(candidate.text);
      if (!term) return { ok: false };
      const value = term.unit ? monthsInField(spec, term.count * (term.unit === 'months' ? 1 : 12)) : term.count;
      return value === null ? { ok: false } : { ok: true, value, unit: null, penalty: 0 };
    }
    if (target.property && COUNTS.has(target.property.id)) {
      const n = /^\s*(\d+)\s*(?:([\p{L}]{1,8})\.?)?\s*$/u.exec(candidate.text);
      if (!n || m) return { ok: false };
      // 'Leave blank for a single unit': a pack of one is no pack quantity there.
      if (Number(n[1]) === 1 && /\bblank for a single\b/i.test(spec.description ?? '')) return { ok: false };
      return { ok: true, value: Number(n[1]), unit: null, penalty: 0 };
    }
    if (!m || m.range || m.dims) {
      const bare = /^\s*(\d+(?:[.,]\d+)?)\s*$/.exec(candidate.text);
      // Zero is a placeholder, except in a nutrition table ('Fat 0 g').
      if (!bare || m || (Number(bare[1]!.replace(',', '.')) === 0 && !nutrientOf(spec))) return { ok: false };
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
    // A value that all but vanishes in the field's unit (0.1 oz as 0.01 lb) is the wrong field for it; grams in
    // a kilogram field and millilitres in a litre field are the company's way of writing light items (93 g = 0.09 kg).
    const metricPrefix = (m.unit === 'g' && unit === 'kg') || (m.unit === 'ml' && unit === 'l');
    if (round(value, 2) === 0 || (Math.abs(value) < 0.1 && Math.abs(m.value) >= 0.5 && !metricPrefix))
      return { ok: false };
    value = round(value, 2);
    // '0 W', 'Weight: 0': a placeholder, not a measure; and a value no product of the kind has.
    if (value <= 0 || !plausible(target.property?.id, value, unit)) return { ok: false };
    if (kind === 'integer') {
      if (!Number.isInteger(value)) return { ok: false };
    }
    // A mass no word names may as well be contents, a load or one piece's: as the item's weight it is offered,
    // not written.
    const unnamed = target.property?.id === 'weight' && candidate.how === 'unit';
    const penalty = target.unit ? 0 : 0.1;
    return {
      ok: true,
      value,
      unit: symbol(unit),
      penalty: unnamed ? Math.max(penalty, candidate.confidence - WRITE_THRESHOLD + 0.02) : penalty,
    };
  }
  if (kind === 'boolean') {
    const answer = yesNo(candidate.text);
    return answer === null ? { ok: false } : { ok: true, value: answer, unit: null, penalty: 0 };
  }
  if (target.select && spec.allowed_values?.length) {
    // A country is one whatever its language or alias ('Chine', 'PRC', 'USA' for 'China', 'United States').
    if (target.property?.id === 'country_of_origin' && !target.multiple) {
      const code = countryCode(candidate.text.trim().replace(/[.]+$/, ''));
      const one = code ? spec.allowed_values.find((v) => countryCode(v) === code) : undefined;
      if (one) return { ok: true, value: one, unit: null, penalty: 0 };
    }
    if (target.multiple) {
      const values = allowedValuesIn(
        spec.allowed_values,
        candidate.text.replace(NEGATED_MATERIAL, ' ').replace(NOT_THE_MATERIAL, ' '),
      );
      return values.length ? { ok: true, value: values, unit: null, penalty: 0 } : { ok: false };
    }
    // 'Matte Black' is Black; a shade name ('Rose Quartz', 'Midnight') maps to no allowed value.
    const bare = candidate.text.replace(FINISH, ' ').trim();
    const one =
      allowedValue(spec.allowed_values, candidate.text) ??
      allowedValue(spec.allowed_values, bare) ??
      mappedValue(spec, candidate.text);
    return one ? { ok: true, value: one, unit: null, penalty: 0 } : { ok: false };
  }
  if (target.property?.id === 'gtin') {
    const digits = candidate.text.replace(/[\s-]/g, '');
    // '000000000000' passes the check digit but is a placeholder.
    if (!/^\d+$/.test(digits) || /^(\d)\1+$/.test(digits) || /0{8}/.test(digits)) return { ok: false };
    if (validGtin(digits)) return { ok: true, value: digits, unit: null, penalty: 0 };
    // A code the supplier labels as one ('EAN: …') is kept at its length even when its check digit fails,
    // less sure and flagged (fill); a code found in running text must be valid.
    const labelled =
      (candidate.how === 'field' || candidate.how === 'label') && [8, 12, 13, 14].includes(digits.length);
    return labelled ? { ok: true, value: digits, unit: null, penalty: 0.3 } : { ok: false };
  }
  if (target.multiple) {
    const items = candidate.text.split(/\s*[,;|]\s*/).filter(Boolean);
    return items.length ? { ok: true, value: items, unit: null, penalty: 0 } : { ok: false };
  }
  if (m?.dims || (target.property && DIMENSIONS.has(target.property.id))) {
    if (!m) return { ok: true, value: candidate.text, unit: null, penalty: 0 };
    if (!m.dims) return { ok: false };
    // 'L x W x H in inches, numbers only': the unit the field's help names, without the unit; else the unit of
    // the schema's other lengths.
    const unit =
      (spec.description
        ? unitIn(spec.description.replace(/\b(?:in|en)\b(?=\s+\p{L}{2,})/gu, ' '), ['length'])
        : null) ?? target.unit;
    // Named axes are put in the field's order ('H x W x D' into a 'W x H x D' field), or kept when the field
    // keeps the record's; a field naming no order is read length first, so 'H x B x T' is left out of it.
    const order = axesIn(`${spec.display_name} ${spec.description ?? ''}`);
    const fieldAxes = order === 'as written' ? m.axes : (order ?? (m.axes?.[0] === 'length' ? m.axes : null));
    const ordered = m.axes ? (fieldAxes ? reorder(m.dims, m.axes, fieldAxes) : null) : m.dims;
    if (!ordered) return { ok: false };
    if (!unit) {
      const written = m.axes && fieldAxes ? reorder(m.written.split(' x '), m.axes, fieldAxes) : null;
      return {
        ok: true,
        value: formatWritten(written ? { ...m, written: written.join(' x ') } : m),
        unit: null,
        penalty: 0,
      };
    }
    if (m.dims.every((d) => d === 0)) return { ok: false };
    const dims = ordered.map((d) => convert(d, m.unit, unit));
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
  if (target.property?.id === 'thread') {
    // Inches as the trade writes them: 1/2", two ends as 1/2" x 3/4" ('G 1/2', 'R 3/4', '1/2" BSP').
    const sizes = [
      ...candidate.text.matchAll(
        /(?<![\d/])(\d\s\d\/\d{1,2}|\d\/\d{1,2}|\d)(?![\d/.,])\s*(?:"|”|″|''|in\b|inch\b|zoll\b)?/giu,
      ),
    ].map((x) => `${x[1]}"`);
    if (sizes.length === 0 || sizes.length > 2 || /\b(?:DN|M)\s?\d/i.test(candidate.text)) return { ok: false };
    return { ok: true, value: sizes.join(' x '), unit: null, penalty: 0 };
  }
  if (target.property?.id === 'size') {
    // A container's '32 Fl Oz', a 'Serving size: 1 softgel' and a template's 'S/M/L/XL' are no size of the item.
    if (m && (m.kind === 'volume' || m.kind === 'mass')) return { ok: false };
    if (/\b(?:serving|portion)/i.test(candidate.quote) || candidate.text.split('/').length > 2) return { ok: false };
  }
  // A brand is a name: '55-0192' is a code.
  if (target.property?.id === 'brand' && (candidate.text.match(/\p{L}/gu)?.length ?? 0) < 2) return { ok: false };
  let text = m && target.property?.id !== 'size' ? formatWritten(m) : candidate.text.trim();
  // '-', 'N/A', 'k.A.', 'Unbranded': a placeholder, not a value.
  if (!/[\p{L}\p{N}]/u.test(text) || PLACEHOLDER.test(text)) return { ok: false };
  // "Written as 'Size N'": a bare number takes the help text's word.
  const written = /\bwritten as ['‘"“](\p{L}+)\s+N['’"”]/iu.exec(spec.description ?? '');
  if (written && /^\d{1,2}\+?$/.test(text)) text = `${written[1]} ${text}`;
  return { ok: true, value: text, unit: null, penalty: 0 };
}

/** A materials field's help taking the outer fabric only ('not lining', 'outer fabric', 'Obermaterial'). */
const OUTER_ONLY = /\b(?:outer fabric|shell fabric|not (?:the )?lining|obermaterial|tissu extérieur|hors doublure)\b/i;

/**
 * The targets, a dimensions field naming no unit ('Dimensions') given the unit most of the schema's length,
 * width, height and depth fields use (Width (in), Height (in): inches), so a record's '65 x 50 x 10 mm' is written in the company's unit.
 */
function withSchemaLengthUnit(targets: Target[]): Target[] {
  const counts = new Map<string, number>();
  for (const t of targets) {
    if (t.unit && t.property && ['length', 'width', 'height', 'depth'].includes(t.property.id))
      counts.set(t.unit, (counts.get(t.unit) ?? 0) + 1);
  }
  const unit = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!unit) return targets;
  return targets.map((t) => (t.property?.id === 'dimensions' && !t.unit ? { ...t, unit } : t));
}

/** The allowed values one line of the record names together, as a reading of a multiselect field. */
function wholeList(target: Target, input: FillInput, candidates: readonly Candidate[]) {
  const scan = selectInText(target, input, brandText(candidates));
  const t = scan ? typed(target, scan) : null;
  return scan && t?.ok && Array.isArray(t.value)
    ? { candidate: scan, value: t.value, unit: null, confidence: scan.confidence }
    : null;
}

/** A pack quantity's help counting identical items only ('sets of different pieces' are none). */
const IDENTICAL_ONLY = /\b(?:sets? of different|different (?:pieces|items|parts))\b/i;

const same = (a: GeneratedValue['value'], b: GeneratedValue['value']) => {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= Math.max(0.011, Math.abs(a) * 0.02);
  return JSON.stringify(typeof a === 'string' ? fold(a) : a) === JSON.stringify(typeof b === 'string' ? fold(b) : b);
};

/** Fills the company's fields from the record; see the module comment. */
export function fillSchema(input: FillInput): FillResult {
  const targets = withSchemaLengthUnit(input.fields.filter((f) => !CORE.has(f.field_name)).map(targetOf));
  const candidates = [
    ...factCandidates(input.facts, input.language, targets),
    ...textCandidates(
      input.sources,
      input.facts,
      input.name,
      input.language,
      targets.some((t) => t.property?.id === 'pack_quantity' && IDENTICAL_ONLY.test(t.spec.description ?? '')),
      targets.some((t) => t.property?.id === 'piece_count'),
    ),
  ];
  const nameLower = (input.name ?? '').toLowerCase();
  // '12 oz mug': a mass unit on a container is its capacity, not its weight or a load.
  const container = propertyById('capacity')!.after!.some((w) => new RegExp(`\\b${w}s?\\b`, 'i').test(nameLower));
  const hasNetContents = targets.some((t) => t.property?.id === 'net_contents');
  // 'Item weight: … not the net contents of a consumable': a soap's 'Poids : 100 g' is its contents.
  const weightNotContents = targets.some(
    (t) => t.property?.id === 'weight' && /\bnot\b[^.;]{0,20}\b(?:net )?contents?\b/i.test(t.spec.description ?? ''),
  );
  const netVolume = targets.some(
    (t) => t.property?.id === 'net_contents' && t.unit !== null && convert(1, t.unit, 'ml') !== null,
  );
  const consumable = isConsumable(input);
  // A 'Volume (ml)' field whose help keeps the contents ('Contents of one unit of a product sold by volume'):
  // 'Inhoud: 50 ml', and a bare '200 ml' of a consumable, are its value.
  const volumeIsContents =
    !netVolume &&
    targets.some(
      (t) => t.property?.id === 'capacity' && /^\W*(?:the\s+)?(?:net\s+)?contents?\b/i.test(t.spec.description ?? ''),
    );
  const flavoured = /\b(?:flavou?rs?|geschmack|geschmacksrichtung|saveur|goût|sabor|aroma|taste)\b/i.test(
    ownText(input),
  );
  const fluidOunces = findMentions(ownText(input), input.language).flatMap((m) => (m.unit === 'floz' ? [m.value] : []));
  // An extension cord's or a cable's length is its cord length, and its watts the load it carries.
  const cable = cableName(input.name);
  const hasCordLength = targets.some((t) => t.property?.id === 'cord_length');
  // Where pieces are counted apart, a supplier's 'Count: 8' or 'Pack size: 30 tablets' counts pieces.
  if (targets.some((t) => t.property?.id === 'piece_count'))
    for (const c of candidates)
      if (c.how === 'field' && c.property?.id === 'pack_quantity' && namesPieces(c.place.slice(6), c.text))
        c.property = propertyById('piece_count')!;
  for (const c of candidates) {
    if (!c.mention || c.fieldName) continue;
    if (
      container &&
      c.mention.unit === 'oz' &&
      c.property?.kinds.includes('mass') &&
      !c.place.startsWith('field:') &&
      // 'holds 12 oz' too, but not 'Weight: 6.4 oz'.
      (c.how === 'unit' || c.how === 'after' || c.property.id !== 'weight')
    ) {
      c.property = propertyById('capacity')!;
    } else if (cable && hasCordLength && c.property?.id === 'length') {
      c.property = propertyById('cord_length')!;
    } else if (cable && c.property?.id === 'power') {
      // An extension cord's 'Puissance max. 3680 W', a charging cable's '100W': the load it carries.
      c.property = propertyById('load_rating')!;
    } else if (netVolume && consumable && c.property?.id === 'capacity' && c.mention.kind === 'volume') {
      // A shampoo's '250 ml', 'Contenance : 250 ml': what a consumable holds is its contents, when the company
      // keeps contents by volume apart from capacities.
      c.property = propertyById('net_contents')!;
    } else if (volumeIsContents && c.property?.id === 'net_contents' && c.mention.kind === 'volume') {
      c.property = propertyById('capacity')!;
    } else if (volumeIsContents && consumable && c.property?.id === 'capacity' && c.how === 'unit') {
      c.confidence = Math.max(c.confidence, 0.7);
    } else if (
      hasNetContents &&
      consumable &&
      c.property?.id === 'weight' &&
      ((c.how === 'unit' && c.place === 'name') ||
        (weightNotContents && !/\b(?:shipping|versand|exp[ée]dition|env[íi]o|gross|brutto|brut)\b/i.test(c.quote)))
    ) {
      // 'Spaghetti 1 lb', 'Granola 12 oz': a bare mass in a packaged product's name is its contents.
      c.property = propertyById('net_contents')!;
    } else if (
      c.property?.id === 'net_contents' &&
      c.mention.kind === 'mass' &&
      !consumable &&
      !/\bf[iü]ll|garnissage|relleno/i.test(c.quote)
    ) {
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
    // A field the company keeps for some goods only ('Luggage, bags and protective cases only: …').
    const scope = scopeOf(target.spec.description);
    if (scope && !scope.test(input.name ?? '')) continue;
    const mine = candidates.filter(
      (c) =>
        c.fieldName === target.spec.field_name ||
        (c.fieldName === undefined && target.property !== null && c.property?.id === target.property.id),
    );
    // A supplier's 'Reifengröße: 205/55 R16 91V' is written as the size alone.
    if (target.property?.id === 'tyre_size')
      for (const c of mine) {
        const size = c.text ? tyreIn(c.text)?.size.value : undefined;
        if (size) c.text = size;
      }
    // The maker stands in for a brand the record does not name.
    if (target.property?.id === 'brand' && mine.length === 0)
      mine.push(...candidates.filter((c) => c.property?.id === 'manufacturer'));
    if (target.kind === 'boolean') {
      // The record's words count beside a supplier column: 'Batteries Included: No' against 'the included
      // battery' is a contradiction.
      const stated = booleanInText(target, input);
      if (stated.length) mine.push(...stated);
      // 'Wireless' is read by its own words only: 'wireless charging' and 'wireless web' name other things.
      else if (mine.length === 0 && target.property?.id !== 'wireless') {
        const read = booleanFromText(target, input.sources) ?? booleanFromHelp(target, input);
        if (read) mine.push(read);
      }
    }
    // A consumable's name names what it is for ('Glass Cleaner', 'Wood Finish Stain'), not what it is made
    // of; a flavoured food's or drink's names its flavour ('Orange', 'Black Cherry'), not a colour.
    const scan = !consumable || (target.property?.id !== 'material' && (target.property?.id !== 'color' || !flavoured));
    // The allergens a food's label states: its ingredient list's emphasised words and its 'Contains:' line.
    const allergens =
      target.property?.id === 'allergens' && target.multiple && target.spec.allowed_values?.length
        ? allergensIn(target.spec.allowed_values, input)
        : null;
    if (allergens) mine.splice(0, mine.length, allergens);
    // A nutrient per 100 g from the nutrition table only: no other figure is one.
    const nutrient = nutrientOf(target.spec);
    if (nutrient) {
      const read = nutrientIn(nutrient, input);
      mine.splice(0, mine.length, ...(read ? [read] : []));
    }
    // 'Cotton Share' and a multiselect of materials from the outer fabric's composition.
    const material = mine.length === 0 ? shareMaterial(target.spec) : null;
    const share = material ? shareIn(material, input) : null;
    if (share) mine.push(share);
    // Where the company takes the outer fabric only ('not lining'), its composition is the answer, before the
    // materials named elsewhere ('Lining: polyester'); otherwise it is one reading when nothing else is.
    const outerOnly = OUTER_ONLY.test(target.spec.description ?? '');
    const composition =
      scan && target.multiple && target.property?.id === 'material' && (outerOnly || mine.length === 0)
        ? compositionIn(input)
        : null;
    if (composition) mine.splice(0, mine.length, composition);
    // '1920x1200' where the help text maps '1920x1080 / 1920x1200 = Full HD'.
    // (How goods are kept is read by keeping.ts alone, which leaves out what the record says of the opened pack.)
    if (target.select && !target.multiple && mine.length === 0 && target.property?.id !== 'keeping') {
      const mapped = mappedInText(target.spec, input);
      if (mapped) mine.push(mapped);
    }
    // A supplier's colour the name contradicts ('… SHIRT BLACK' beside 'Colour: Ecru'): the two are rivals.
    if (
      scan &&
      target.select &&
      !target.multiple &&
      target.property?.id === 'color' &&
      mine.some((c) => c.how === 'field' && typed(target, c).ok)
    ) {
      const named = selectInText(target, input, brandText(candidates));
      if (named) mine.push({ ...named, place: 'name' });
    }
    if (scan && target.select && mine.length === 0 && (target.property === null || SCANNED.has(target.property.id))) {
      const read = selectInText(target, input, brandText(candidates));
      if (read) mine.push(read);
    }
    let readings: {
      candidate: Candidate;
      value: GeneratedValue['value'];
      unit: string | null;
      confidence: number;
    }[] = [];
    // "'up to' figures are taken as stated": the company's run time is the most the maker states.
    const upToTaken = UP_TO_TAKEN.test(target.spec.description ?? '');
    // 'Not the maximum or standby power' (the help text): '3,8 W max.' is not the field's value, nor is the same
    // figure written elsewhere without its qualifier (a name's '140W' beside 'Max output: 140 W').
    const ruledOut: number[] = [];
    for (const candidate of mine) {
      const t = typed(target, candidate);
      used.add(candidate);
      if (!t.ok) continue;
      if (
        typeof t.value === 'number' &&
        excludedByHelp(
          target.spec,
          candidate.quote,
          input.sources.find((s) => s.id === candidate.source_id)?.text ?? '',
        )
      ) {
        ruledOut.push(t.value);
        continue;
      }
      const confidence = candidate.confidence - t.penalty + (upToTaken && candidate.upTo ? 0.2 : 0);
      readings.push({ candidate, value: t.value, unit: t.unit, confidence });
    }
    readings = readings.filter((r) => !ruledOut.some((v) => same(v, r.value)));
    if (readings.length === 0) continue;
    // 'when several modes are given, the longest stated run time'.
    if (
      target.property?.id === 'run_time' &&
      readings.length > 1 &&
      /\blongest\b/i.test(target.spec.description ?? '')
    ) {
      const longest = readings.reduce((a, b) => (Number(b.value) > Number(a.value) ? b : a));
      readings.splice(0, readings.length, longest);
    }
    // Run times of several modes: the standard mode's, when one is named so ('15 h (Standardmodus)').
    if (target.property?.id === 'run_time' && readings.length > 1) {
      const standard = readings.find((r) => {
        const text = input.sources.find((s) => s.id === r.candidate.source_id)?.text ?? '';
        const at = text.indexOf(r.candidate.quote);
        const after = text.slice(at + r.candidate.quote.length, at + r.candidate.quote.length + 30).split(/[,;]/)[0]!;
        return at >= 0 && STANDARD_MODE.test(after);
      });
      if (standard)
        readings.splice(0, readings.length, { ...standard, confidence: Math.max(standard.confidence, 0.75) });
    }
    let strong = readings.filter((r) => r.confidence >= WRITE_THRESHOLD);
    // A model number the supplier states ('Model: WH-1000XM5/B') is the answer; a code guessed from the name
    // ('WH-1000XM5') only backs or disputes it.
    if (
      target.property?.id === 'model' &&
      strong.some((r) => r.candidate.how === 'field' || r.candidate.how === 'label')
    )
      strong = strong.filter((r) => r.candidate.how !== 'pattern' || r.candidate.quote.includes(':'));
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
    let best = group[0]!;
    // A list that leaves out an allowed value the record names elsewhere is not the whole answer: the line
    // naming them all is, when there is one ('Barrel and base: steel; handle: ABS'), else it is flagged. The
    // outer fabric's composition is the whole answer: the lining's materials are left out on purpose.
    if (
      target.multiple &&
      Array.isArray(best.value) &&
      target.spec.allowed_values?.length &&
      target.property &&
      !(outerOnly && best.candidate === composition)
    ) {
      const named = allowedNamedIn(target, input);
      const whole = named.some((v) => !(best.value as string[]).includes(v))
        ? wholeList(target, input, candidates)
        : null;
      if (whole && [...named, ...(best.value as string[])].every((v) => (whole.value as string[]).includes(v)))
        best = { ...whole, confidence: Math.min(best.confidence, whole.confidence) };
      else if (named.some((v) => !(best.value as string[]).includes(v))) {
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
    // 'Autonomie : 2 h (max), 15 h (eco)': run times of several modes, none named the standard one.
    if (target.property?.id === 'run_time' && disputed) {
      flags.push({
        field_name: target.spec.field_name,
        kind: 'low_confidence',
        message: `${target.spec.display_name}: several run times (${readings.map((r) => `"${r.candidate.quote}"`).join(', ')})`,
        quotes: readings.map((r) => r.candidate.quote),
      });
      continue;
    }
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
    if (target.property?.id === 'gtin' && !validGtin(String(best.value)))
      flags.push({
        field_name: target.spec.field_name,
        kind: 'low_confidence',
        message: `${target.spec.display_name}: the check digit of ${best.value} does not match; check the code`,
        quotes: [best.candidate.quote],
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
