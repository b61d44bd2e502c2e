// Units as written in product data, normalised to one symbol each (docs/decisions.md, issue #16). Values
// keep the number as written; only the unit's spelling changes (a conversion would write a number that
// appears in no source).

export type UnitKind = 'length' | 'mass' | 'voltage' | 'power' | 'current' | 'charge' | 'volume' | 'speed' | 'data';

export interface Unit {
  symbol: string;
  kind: UnitKind;
  spellings: readonly string[];
}

/** The units table: canonical symbol, kind, and every spelling read (case-insensitive unless noted in CASED). */
export const UNITS: readonly Unit[] = [
  { symbol: 'mm', kind: 'length', spellings: ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'] },
  { symbol: 'cm', kind: 'length', spellings: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'] },
  { symbol: 'm', kind: 'length', spellings: ['m', 'meter', 'meters', 'metre', 'metres'] },
  { symbol: 'in', kind: 'length', spellings: ['in', 'in.', 'inch', 'inches', '"', '”', "''"] },
  { symbol: 'ft', kind: 'length', spellings: ['ft', 'ft.', 'foot', 'feet', "'", '’'] },
  { symbol: 'g', kind: 'mass', spellings: ['g', 'gram', 'grams', 'gr'] },
  { symbol: 'kg', kind: 'mass', spellings: ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos'] },
  { symbol: 'lb', kind: 'mass', spellings: ['lb', 'lbs', 'lb.', 'lbs.', 'pound', 'pounds'] },
  { symbol: 'oz', kind: 'mass', spellings: ['oz', 'oz.', 'ounce', 'ounces'] },
  { symbol: 'V', kind: 'voltage', spellings: ['v', 'volt', 'volts', 'vdc', 'vac'] },
  { symbol: 'W', kind: 'power', spellings: ['w', 'watt', 'watts'] },
  { symbol: 'A', kind: 'current', spellings: ['a', 'amp', 'amps', 'ampere', 'amperes'] },
  { symbol: 'mAh', kind: 'charge', spellings: ['mah'] },
  { symbol: 'Ah', kind: 'charge', spellings: ['ah'] },
  { symbol: 'ml', kind: 'volume', spellings: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'] },
  { symbol: 'L', kind: 'volume', spellings: ['l', 'liter', 'liters', 'litre', 'litres', 'ltr'] },
  { symbol: 'fl oz', kind: 'volume', spellings: ['fl oz', 'fl. oz.', 'fl. oz', 'fl.oz.', 'fl.oz', 'floz'] },
  { symbol: 'rpm', kind: 'speed', spellings: ['rpm', 'r/min'] },
  { symbol: 'GB', kind: 'data', spellings: ['gb'] },
  { symbol: 'TB', kind: 'data', spellings: ['tb'] },
];

/** Spellings read only in the case given: 'G' is 5G networks, 'M' millions, 'a' the article. */
const CASED: Record<string, string> = { g: 'g', m: 'm', a: 'A', gr: 'gr' };

const BY_SPELLING = new Map<string, Unit>();
for (const unit of UNITS) for (const spelling of unit.spellings) BY_SPELLING.set(spelling.toLowerCase(), unit);

/** The unit a spelling names, or null ('lbs' → lb, 'volts' → V, '"' → in). */
export function unitOf(spelling: string): Unit | null {
  const trimmed = spelling.trim();
  const lower = trimmed.toLowerCase();
  const cased = CASED[lower];
  if (cased !== undefined && trimmed !== cased) return null;
  return BY_SPELLING.get(lower) ?? null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One alternation of every spelling, longest first, for regular expressions. */
export const UNIT_PATTERN = [...BY_SPELLING.keys()]
  .sort((a, b) => b.length - a.length)
  .map((s) => escapeRegExp(s).replace(/ /g, '\\s?'))
  .join('|');

/** A number as written: 18, 2.5, 1,200, .5 */
export const NUMBER_PATTERN = '(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?|\\.\\d+';

/** A number as a value: thousands separators removed, '.5' → '0.5', trailing zeros kept out. */
export function normaliseNumber(written: string): string {
  let text = written.replace(/,/g, '');
  if (text.startsWith('.')) text = `0${text}`;
  const value = Number(text);
  return Number.isFinite(value) ? String(value) : text;
}

/** A measure as stored: '18 V', '2.5 lb', '1200 mAh'. */
export function formatMeasure(numbers: readonly string[], unit: Unit): string {
  return `${numbers.map(normaliseNumber).join(' x ')} ${unit.symbol}`;
}
