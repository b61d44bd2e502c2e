// Attribute extraction of the local provider: labelled values ("Voltage: 18V"), additional fields, and
// measures in free text ("18 volt", "weighs 2.5 lbs", "10 x 5 x 2 in"), each with the exact quote it was
// read from. Units are normalised (units.ts); numbers are kept as written.
import type { Fact } from './gather';
import type { PipelineSource } from './types';
import {
  formatMeasure,
  NUMBER_PATTERN,
  normaliseNumber,
  UNIT_PATTERN,
  type Unit,
  type UnitKind,
  unitOf,
} from './units';

/** An attribute read from a source. */
export interface Attribute {
  name: string;
  /** As stored: '18 V', '10 x 5 x 2 in', 'Black'. */
  value: string;
  /** The numeric value, when the attribute is one number with a unit. */
  number: number | null;
  unit: string | null;
  source_id: string;
  quote: string;
}

interface AttributeDef {
  name: string;
  kind: UnitKind | null;
  synonyms: readonly string[];
}

/** Known attributes and the labels that name them (lower case, spaces between words). */
export const ATTRIBUTE_DEFS: readonly AttributeDef[] = [
  { name: 'Voltage', kind: 'voltage', synonyms: ['voltage', 'volts', 'volt', 'battery voltage', 'input voltage'] },
  { name: 'Power', kind: 'power', synonyms: ['power', 'wattage', 'watts', 'rated power', 'output power'] },
  { name: 'Current', kind: 'current', synonyms: ['current', 'amperage', 'amps'] },
  { name: 'Battery Capacity', kind: 'charge', synonyms: ['battery capacity', 'battery'] },
  { name: 'Weight', kind: 'mass', synonyms: ['weight', 'wt', 'net weight', 'net wt', 'item weight', 'mass'] },
  { name: 'Dimensions', kind: 'length', synonyms: ['dimensions', 'dimension', 'dims', 'measurements', 'size lxwxh'] },
  { name: 'Length', kind: 'length', synonyms: ['length', 'cord length', 'cable length'] },
  { name: 'Width', kind: 'length', synonyms: ['width'] },
  { name: 'Height', kind: 'length', synonyms: ['height'] },
  { name: 'Depth', kind: 'length', synonyms: ['depth'] },
  { name: 'Diameter', kind: 'length', synonyms: ['diameter'] },
  { name: 'Screen Size', kind: 'length', synonyms: ['screen size', 'screen', 'display size'] },
  { name: 'Volume', kind: 'volume', synonyms: ['volume'] },
  { name: 'Speed', kind: 'speed', synonyms: ['speed', 'no load speed', 'max speed'] },
  { name: 'Storage', kind: 'data', synonyms: ['storage', 'ssd', 'hard drive'] },
  { name: 'Memory', kind: 'data', synonyms: ['memory', 'ram'] },
  { name: 'Capacity', kind: null, synonyms: ['capacity'] },
  { name: 'Brand', kind: null, synonyms: ['brand', 'manufacturer', 'make', 'mfr', 'brand name'] },
  { name: 'Color', kind: null, synonyms: ['color', 'colour', 'colors', 'colours'] },
  { name: 'Material', kind: null, synonyms: ['material', 'materials', 'fabric'] },
  { name: 'Size', kind: null, synonyms: ['size'] },
  { name: 'Model', kind: null, synonyms: ['model', 'model number', 'model no'] },
  { name: 'Category', kind: null, synonyms: ['category'] },
  { name: 'Flavor', kind: null, synonyms: ['flavor', 'flavour'] },
  { name: 'Warranty', kind: null, synonyms: ['warranty'] },
  { name: 'Country of Origin', kind: null, synonyms: ['country of origin', 'origin', 'made in'] },
  { name: 'Quantity', kind: null, synonyms: ['quantity', 'qty', 'count', 'pack size'] },
];

/** The attribute a measure names by its unit alone, when it appears in free text without a label. */
const BY_KIND: Partial<Record<UnitKind, string>> = {
  voltage: 'Voltage',
  power: 'Power',
  current: 'Current',
  charge: 'Battery Capacity',
  mass: 'Weight',
  volume: 'Volume',
  speed: 'Speed',
  data: 'Storage',
};
/** The unit a bare number takes from its label alone ('Voltage: 18' is 18 V); other kinds stay bare. */
const IMPLIED: Partial<Record<UnitKind, string>> = { voltage: 'v', power: 'w', current: 'amp' };

const DEF_BY_LABEL = new Map<string, AttributeDef>();
for (const def of ATTRIBUTE_DEFS) for (const s of def.synonyms) DEF_BY_LABEL.set(s, def);

/** A label in comparable form: lower case, words separated by one space. */
export function labelKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The known attribute a label names, or null. */
export function attributeDef(label: string): AttributeDef | null {
  return DEF_BY_LABEL.get(labelKey(label)) ?? null;
}

function titleCase(label: string): string {
  return labelKey(label)
    .split(' ')
    .map((w) => (w.length <= 3 && /\d/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

const N = `(${NUMBER_PATTERN})`;
const U = `(${UNIT_PATTERN})`;
const SEP = '\\s*[x×X*]\\s*';
const DIMENSIONS = new RegExp(`(?<![\\w.])${N}\\s*${U}?${SEP}${N}\\s*${U}?(?:${SEP}${N})?\\s*${U}(?![\\w])`, 'g');
const MEASURE = new RegExp(`(?<![\\w.,])${N}\\s?-?\\s?${U}(?![\\w])`, 'gi');

interface Measure {
  numbers: string[];
  unit: Unit;
  quote: string;
  index: number;
}

/** Dimensions ('10 x 5 x 2 in') in a text: every unit written must be a length. */
export function findDimensions(text: string): Measure[] {
  const found: Measure[] = [];
  for (const m of text.matchAll(DIMENSIONS)) {
    const units = [m[2], m[4], m[6]].filter((u): u is string => u !== undefined).map(unitOf);
    const last = units.at(-1);
    if (!last || units.some((u) => u?.kind !== 'length')) continue;
    const numbers = [m[1]!, m[3]!, m[5]].filter((n): n is string => n !== undefined);
    found.push({ numbers, unit: last, quote: m[0], index: m.index });
  }
  return found;
}

/** Single measures ('18V', '2.5 lbs', '1,200 mAh') in a text, outside dimensions. */
export function findMeasures(text: string): Measure[] {
  const taken = findDimensions(text).map((d) => [d.index, d.index + d.quote.length] as const);
  const found: Measure[] = [];
  for (const m of text.matchAll(MEASURE)) {
    const unit = unitOf(m[2]!);
    if (!unit || taken.some(([from, to]) => m.index >= from && m.index < to)) continue;
    // '3 in 1', '3-in-1': a word, not inches
    if (m[2]!.toLowerCase() === 'in' && /^\s*-?\s*\d/.test(text.slice(m.index + m[0].length))) continue;
    found.push({ numbers: [m[1]!], unit, quote: m[0], index: m.index });
  }
  return found;
}

/** A labelled value read as its attribute: numeric attributes need a measure of their kind. */
function valueFor(
  def: AttributeDef | null,
  raw: string,
  impliedUnit: Unit | null,
): Omit<Attribute, 'name' | 'source_id' | 'quote'> | null {
  const text = raw.trim().replace(/[.,;]+$/, '');
  if (!text) return null;
  const kind = def?.kind ?? null;
  // A known text attribute (Brand, Model, Color ...) keeps its text: 'GSR 12V-15' is a model, not 12 V.
  if (def !== null && kind === null && def.name !== 'Capacity') return { value: text, number: null, unit: null };
  const dims = findDimensions(text)[0];
  if (dims && (kind === 'length' || def === null)) {
    return { value: formatMeasure(dims.numbers, dims.unit), number: null, unit: dims.unit.symbol };
  }
  const measure = findMeasures(text)[0];
  if (measure && (kind === null || measure.unit.kind === kind)) {
    const value = normaliseNumber(measure.numbers[0]!);
    return { value: formatMeasure(measure.numbers, measure.unit), number: Number(value), unit: measure.unit.symbol };
  }
  const bare = new RegExp(`^${N}$`).exec(text);
  const unit = impliedUnit ?? (kind && IMPLIED[kind] ? unitOf(IMPLIED[kind]!) : null);
  if (bare && unit)
    return { value: formatMeasure([bare[1]!], unit), number: Number(normaliseNumber(bare[1]!)), unit: unit.symbol };
  if (kind !== null)
    return bare ? { value: normaliseNumber(bare[1]!), number: Number(normaliseNumber(bare[1]!)), unit: null } : null;
  return { value: text, number: null, unit: null };
}

/** The attribute a 'Capacity' measure is, by its unit. */
function capacityName(unit: string | null): string {
  const kind = unit ? unitOf(unit)?.kind : undefined;
  if (kind === 'charge') return 'Battery Capacity';
  if (kind === 'data') return 'Storage';
  if (kind === 'volume') return 'Volume';
  return 'Capacity';
}

/** An additional field as an attribute: its key names it (a unit suffix such as _lbs gives the unit). */
export function attributeFromFact(fact: Fact): Attribute | null {
  const words = labelKey(fact.name).split(' ');
  const suffixUnit = words.length > 1 ? unitOf(words.at(-1)!) : null;
  const label = suffixUnit ? words.slice(0, -1).join(' ') : words.join(' ');
  const def = attributeDef(label);
  const read = valueFor(def, fact.value, suffixUnit) ?? (def ? null : { value: fact.value, number: null, unit: null });
  if (!read) return null;
  const name = def?.name === 'Capacity' ? capacityName(read.unit) : (def?.name ?? titleCase(label));
  return { name, ...read, source_id: fact.source_id, quote: fact.quote };
}

const LABELLED = /(?:^|[\n;|•·]|\.\s|,\s)\s*([A-Za-z][A-Za-z ./-]{0,30}?)\s*[:=]\s*([^\n;|•·]{1,120})/g;

/** 'Label: value' pairs in a text whose label names a known attribute. */
export function labelledAttributes(source: PipelineSource): Attribute[] {
  const found: Attribute[] = [];
  const pattern = new RegExp(LABELLED.source, 'g');
  for (let m = pattern.exec(source.text); m !== null; m = pattern.exec(source.text)) {
    const def = attributeDef(m[1]!);
    if (!def) continue;
    // The value ends where the next label starts or the sentence ends; the scan resumes there.
    let raw = m[2]!.split(/,\s*[A-Za-z][A-Za-z ]{0,30}:|\.\s+(?=[A-Z])/)[0]!;
    const start = m[0].indexOf(m[1]!);
    const valueStart = m[0].indexOf(raw, start + m[1]!.length);
    pattern.lastIndex = m.index + valueStart + raw.length;
    if (def.kind === null && (raw.split(/\s+/).length > 6 || raw.length > 60)) continue;
    raw = raw.trim().replace(/[.,]+$/, '');
    const read = valueFor(def, raw, null);
    if (!read) continue;
    const quote = m[0].slice(start, valueStart + raw.length);
    const name = def.name === 'Capacity' ? capacityName(read.unit) : def.name;
    found.push({ name, ...read, source_id: source.id, quote });
  }
  return found;
}

/** Measures in free text named by their unit ('18 volt' is the Voltage), and dimensions. */
export function unitAttributes(source: PipelineSource): Attribute[] {
  const found: Attribute[] = [];
  for (const d of findDimensions(source.text)) {
    found.push({
      name: 'Dimensions',
      value: formatMeasure(d.numbers, d.unit),
      number: null,
      unit: d.unit.symbol,
      source_id: source.id,
      quote: d.quote,
    });
  }
  for (const m of findMeasures(source.text)) {
    let name = BY_KIND[m.unit.kind];
    if (!name) continue;
    if (
      m.unit.kind === 'data' &&
      /\b(ram|memory)\b/i.test(source.text.slice(Math.max(0, m.index - 12), m.index + m.quote.length + 8))
    )
      name = 'Memory';
    const value = normaliseNumber(m.numbers[0]!);
    found.push({
      name,
      value: formatMeasure(m.numbers, m.unit),
      number: Number(value),
      unit: m.unit.symbol,
      source_id: source.id,
      quote: m.quote,
    });
  }
  return found;
}

/**
 * Every attribute found, one per name, first found wins: additional fields, then labelled values, then
 * measures in free text; the input before fetched pages (sources in the order given).
 */
export function extractAttributes(facts: readonly Fact[], sources: readonly PipelineSource[]): Attribute[] {
  const candidates: Attribute[] = [];
  for (const fact of facts) {
    const attribute = attributeFromFact(fact);
    if (attribute) candidates.push(attribute);
  }
  for (const source of sources) candidates.push(...labelledAttributes(source), ...unitAttributes(source));
  const byName = new Map<string, Attribute>();
  for (const candidate of candidates) if (!byName.has(candidate.name)) byName.set(candidate.name, candidate);
  return [...byName.values()];
}
