// Measures in product text: numerals as the record's language writes them (decimal commas, thousands
// separators, fractions and mixed numbers, ranges, dimensions, compounds such as '2 lb 4 oz'), each followed
// by a unit that js-quantities knows. Phone numbers, URLs and e-mail addresses (Recognizers-Text's sequence
// models) and digits glued to letters ('XFD131') are never measures.
import Qty from 'js-quantities';
import { maskedSpans } from './sequences';
import { type Axis, axesAround } from './axes';

/** A measure found in a text, with its exact span. */
export interface Mention {
  start: number;
  end: number;
  /** text.slice(start, end): the number(s) and the unit as written. */
  quote: string;
  /** The value in `unit` (for a range or dimensions, the first number). */
  value: number;
  /** 'min-max' written as a range ('100-265V', '0-500 rpm'). */
  range?: [number, number];
  /** Dimensions written with x/×/by ('12x8x3 in'): every number, in `unit`. */
  dims?: number[];
  /** The axes of `dims` when the text names their order ('(H x W x D)', 'Maße (B x H x T):'). */
  axes?: Axis[];
  /** The number as written, for texts that must repeat it ('2,5'). */
  written: string;
  /** js-quantities' unit name ('lbs', 'ft', 'V', 'mAh', 'floz', 'sqft'). */
  unit: string;
  /** The unit as written ('lbs.', 'Zoll', '″'). */
  unitText: string;
  /** js-quantities' kind ('mass', 'length', 'potential', 'power', 'volume', ...). */
  kind: string;
}

/** Unit spellings of product data, lower case (without a final stop), to js-quantities' names. */
const ALIASES: Record<string, string> = {
  mm: 'mm',
  millimeter: 'mm',
  millimeters: 'mm',
  millimetre: 'mm',
  millimetres: 'mm',
  millimètre: 'mm',
  millimètres: 'mm',
  milímetros: 'mm',
  cm: 'cm',
  centimeter: 'cm',
  centimeters: 'cm',
  centimetre: 'cm',
  centimetres: 'cm',
  centimètre: 'cm',
  centimètres: 'cm',
  zentimeter: 'cm',
  centímetros: 'cm',
  m: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  mètre: 'm',
  mètres: 'm',
  metros: 'm',
  km: 'km',
  in: 'in',
  inch: 'in',
  inches: 'in',
  po: 'in',
  pi: 'ft',
  pieds: 'ft',
  '"': 'in',
  '”': 'in',
  '″': 'in',
  "''": 'in',
  zoll: 'in',
  pouce: 'in',
  pouces: 'in',
  pulgada: 'in',
  pulgadas: 'in',
  ft: 'ft',
  foot: 'ft',
  feet: 'ft',
  "'": 'ft',
  '’': 'ft',
  '′': 'ft',
  yd: 'yd',
  yard: 'yd',
  yards: 'yd',
  mil: 'mil',
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramm: 'g',
  gramme: 'g',
  grammes: 'g',
  gramos: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramm: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  kilogramos: 'kg',
  mg: 'mg',
  lb: 'lbs',
  lbs: 'lbs',
  pound: 'lbs',
  pounds: 'lbs',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  'fl oz': 'floz',
  'fl. oz': 'floz',
  'fl.oz': 'floz',
  floz: 'floz',
  'fluid ounce': 'floz',
  'fluid ounces': 'floz',
  'oz liq': 'floz',
  'oz. liq': 'floz',
  'onzas líquidas': 'floz',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  ltr: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  litros: 'l',
  gal: 'gal',
  gallon: 'gal',
  gallons: 'gal',
  qt: 'qt',
  quart: 'qt',
  quarts: 'qt',
  pt: 'pt',
  pint: 'pt',
  pints: 'pt',
  'cu ft': 'ft3',
  'cu. ft': 'ft3',
  'cubic feet': 'ft3',
  'sq ft': 'sqft',
  'sq. ft': 'sqft',
  'sq.ft': 'sqft',
  sqft: 'sqft',
  'square feet': 'sqft',
  'ft²': 'ft2',
  'm²': 'm2',
  'mm²': 'mm2',
  'cm²': 'cm2',
  qm: 'm2',
  db: 'dB',
  'db(a)': 'dB',
  dba: 'dB',
  v: 'V',
  volt: 'V',
  volts: 'V',
  vac: 'V',
  vdc: 'V',
  'v ac': 'V',
  'v dc': 'V',
  kv: 'kV',
  w: 'W',
  watt: 'W',
  watts: 'W',
  kw: 'kW',
  mw: 'mW',
  hp: 'hp',
  a: 'A',
  amp: 'A',
  amps: 'A',
  ampere: 'A',
  amperes: 'A',
  ma: 'mA',
  mah: 'mAh',
  ah: 'Ah',
  wh: 'Wh',
  kcal: 'kcal',
  kj: 'kJ',
  kwh: 'kWh',
  rpm: 'rpm',
  'r/min': 'rpm',
  upm: 'rpm',
  'u/min': 'rpm',
  'tr/min': 'rpm',
  hz: 'Hz',
  khz: 'kHz',
  mhz: 'MHz',
  ghz: 'GHz',
  mb: 'MB',
  gb: 'GB',
  tb: 'TB',
  psi: 'psi',
  bar: 'bar',
  kpa: 'kPa',
  btu: 'BTU',
  lm: 'lm',
  lumen: 'lm',
  lumens: 'lm',
  '°f': 'tempF',
  '°c': 'tempC',
  h: 'h',
  hr: 'h',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  std: 'h',
  stunden: 'h',
  heure: 'h',
  heures: 'h',
  hora: 'h',
  horas: 'h',
  min: 'min',
  mins: 'min',
  minute: 'min',
  minutes: 'min',
  minuten: 'min',
  minuto: 'min',
  minutos: 'min',
  mn: 'min',
  mph: 'mph',
  'km/h': 'kph',
  mp: 'MP',
  'l/min': 'l/min',
  'l/mn': 'l/min',
  'litres/min': 'l/min',
  'liters/min': 'l/min',
  'l/h': 'l/h',
  'm³/h': 'm^3/h',
  'm3/h': 'm^3/h',
  gpm: 'gal/min',
  k: 'tempK',
  kelvin: 'tempK',
};
/** Spellings read only in this case: 'G' (5G), 'M' (millions), 'a'/'A'... the article, 'L' and 'l' both litres. */
const CASED: Record<string, readonly string[]> = {
  g: ['g'],
  m: ['m'],
  a: ['A'],
  ma: ['mA'],
  mw: ['mW'],
  mb: ['MB'],
  mp: ['MP'],
  k: ['K'],
  gr: ['gr'],
  pt: ['pt'],
  in: ['in', 'In', 'IN'],
  h: ['h'],
  po: ['po', 'po.'],
  pi: ['pi', 'pi.'],
};
/** Kinds a product measure may have (js-quantities' kind names). */
const KINDS = new Set([
  'length',
  'mass',
  'volume',
  'area',
  'potential',
  'power',
  'current',
  'charge',
  'energy',
  'information',
  'angular_velocity',
  'frequency',
  'pressure',
  'temperature',
  'speed',
  'luminous_power',
  'time',
  'volumetric_flow',
]);

const UNIT_KEYS = Object.keys(ALIASES).sort((a, b) => b.length - a.length);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A unit as written right after a number: any alias, a final stop allowed, spaces inside flexible. */
const UNIT_RE = new RegExp(
  `^\\s?-?\\s?(${UNIT_KEYS.map((k) => escapeRegExp(k).replace(/ /g, '\\s?').replace(/\\\./g, '\\.?')).join('|')})(\\.)?(?![\\p{L}\\d])`,
  'iu',
);

/** The js-quantities unit a written unit names, or null. */
export function unitOf(written: string): { unit: string; kind: string } | null {
  const trimmed = written.trim().replace(/\.$/, '');
  const key = trimmed.toLowerCase().replace(/\s+/g, ' ').replace(/\. /g, '. ');
  const alias = ALIASES[key] ?? ALIASES[key.replace(/\./g, '')];
  if (!alias) return null;
  const cased = CASED[key];
  if (cased && !cased.includes(trimmed)) return null;
  // A sound level: js-quantities counts decibels as unitless.
  if (alias === 'dB') return { unit: 'dB', kind: 'sound' };
  try {
    const q = Qty.parse(`1 ${alias}`);
    const kind = q?.kind();
    return q && kind && KINDS.has(kind) ? { unit: alias, kind } : null;
  } catch {
    return null;
  }
}

/** `value` in `from` converted to `to`, or null when the kinds differ. */
export function convert(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  try {
    return round9(Qty(value, from).to(to).scalar);
  } catch {
    return null;
  }
}

const round9 = (n: number) => Math.round(n * 1e9) / 1e9;

/** The languages that write a decimal comma (and group thousands with a point or a space). */
const COMMA_LANGUAGES = new Set(['de', 'fr', 'es', 'it', 'nl', 'pt', 'da', 'sv', 'nb', 'pl', 'cs']);

/** 'comma' for a decimal comma, 'dot' for a decimal point: the language's, or the way the text itself writes decimals. */
export type NumberStyle = 'comma' | 'dot';

/**
 * How a text writes decimals: the way its own unambiguous numbers do ('22,5 W' → comma, '2.5 lbs' → dot; a
 * number with three digits after its one separator could be either), else its language's convention.
 */
export function numberStyle(text: string, language: string): NumberStyle {
  const commas = (text.match(/\d,\d{1,2}(?!\d)/g) ?? []).length;
  const dots = (text.match(/\d\.\d{1,2}(?![\d])/g) ?? []).length;
  if (commas > 0 && dots === 0) return 'comma';
  if (dots > 0 && commas === 0) return 'dot';
  return COMMA_LANGUAGES.has(language) ? 'comma' : 'dot';
}

const decimalComma = (style: string) => style === 'comma' || COMMA_LANGUAGES.has(style);

const VULGAR: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

/** A numeral: mixed number (7-1/4, 7 1/4, 2½), fraction (5/8), or a decimal with separators. */
const NUMERAL =
  /(\d+)(?:[- ](\d+)\/(\d+)|\s?([½¼¾⅓⅔⅛⅜⅝⅞]))|(\d+)\/(\d+)|([½¼¾⅓⅔⅛⅜⅝⅞])|(\d{1,3}(?:[,.'\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[.,]\d+)/gu;

/** The value of a decimal numeral as the language writes it ('1,5' de → 1.5, '1,200' en → 1200, '1.200' de → 1200). */
export function parseDecimal(written: string, style: NumberStyle | string): number | null {
  let text = written.replace(/[\u00a0\u202f' ]/g, (c) => (c === ' ' && !decimalComma(style) ? ' ' : ''));
  if (/\s/.test(text)) return null;
  const comma = decimalComma(style);
  const commas = (text.match(/,/g) ?? []).length;
  const dots = (text.match(/\./g) ?? []).length;
  if (commas && dots) {
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    text = text.split(group).join('').replace(decimal, '.');
  } else if (commas) {
    if (commas === 1 && (comma || !/,\d{3}$/.test(text))) text = text.replace(',', '.');
    else if (/^\d{1,3}(,\d{3})+$/.test(text)) text = text.replace(/,/g, '');
    else return null;
  } else if (dots > 1 || (dots === 1 && (comma || /^\d{1,3}\.\d\d0$/.test(text)) && /^\d{1,3}\.\d{3}$/.test(text))) {
    // '1.000 g', '1.100 lm' group thousands even in a text that writes decimal points: a decimal keeps no
    // trailing zero.
    if (!/^\d{1,3}(\.\d{3})+$/.test(text)) return null;
    text = text.replace(/\./g, '');
  }
  if (text.startsWith('.')) text = `0${text}`;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

interface Numeral {
  start: number;
  end: number;
  value: number;
  written: string;
}

function numeralValue(m: RegExpMatchArray, written: string, style: string): number | null {
  if (m[1] !== undefined && m[2] !== undefined) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  if (m[1] !== undefined && m[4] !== undefined) return Number(m[1]) + VULGAR[m[4]]!;
  // '5/8', '3/4': a fraction; '230/400 V', '300/500 V' are two ratings, no number.
  if (m[5] !== undefined)
    return Number(m[5]) < Number(m[6]) && [2, 3, 4, 8, 16, 32, 64].includes(Number(m[6]))
      ? Number(m[5]) / Number(m[6])
      : null;
  if (m[7] !== undefined) return VULGAR[m[7]]!;
  return parseDecimal(written, style);
}

/** Every numeral of a text outside masked spans and not glued to a letter before it ('XFD131', '#8'). */
export function findNumerals(
  text: string,
  style: NumberStyle | string,
  masked: readonly [number, number][] = [],
): Numeral[] {
  const found: Numeral[] = [];
  for (const m of text.matchAll(NUMERAL)) {
    const start = m.index;
    let written = m[0];
    // A space-grouped numeral ('1 200') is one number only in the languages that group so.
    if (m[8] !== undefined && / /.test(written) && !decimalComma(style)) written = written.split(' ')[0]!;
    // A trailing separator is punctuation ('weighs 3.', '2.5, 3').
    written = written.replace(/[.,]+$/, '');
    if (!written || /^[.,]/.test(written)) continue;
    const end = start + written.length;
    const before = text[start - 1] ?? '';
    // Glued to a letter or a '#': a model number or a gauge; 'x' between numbers is a dimension sign.
    if (/[\p{L}_#]/u.test(before) && !(/[x×]/i.test(before) && /[\d\s]/.test(text[start - 2] ?? ''))) continue;
    if (/\d[.,]$/.test(text.slice(Math.max(0, start - 2), start))) continue;
    if (masked.some(([a, b]) => start < b && end > a)) continue;
    const value = numeralValue(m, written, style);
    if (value !== null) found.push({ start, end, value, written });
  }
  return found;
}

function unitAfter(text: string, at: number): { unit: string; kind: string; text: string; end: number } | null {
  const rest = text.slice(at, at + 24);
  // 10'6": a foot mark glued to the inches that follow.
  const feet = /^['’′](?=\d{1,2}(?:\.\d+)?\s?["”″])/.exec(rest);
  if (feet) return { unit: 'ft', kind: 'length', text: feet[0], end: at + 1 };
  const m = UNIT_RE.exec(rest);
  if (!m) return null;
  const written = m[1]!;
  // An all-capitals line writes grams as 'G' ('SPAGHETTI 500G', 'BARRES 6 X 25 G'); '5G', '4G' are networks
  // and a code's '256G' ('SDSQUAC-256G-GN6MA') is none.
  const line = text.slice(text.lastIndexOf('\n', at - 1) + 1, (text.indexOf('\n', at) + 1 || text.length + 1) - 1);
  const figure = /(?<![\p{L}\d.,-])(\d+)\s?$/u.exec(text.slice(0, at))?.[1];
  const capitals =
    written === 'G' && line === line.toUpperCase() && Number(figure) >= 10 && !/^\s?G[\p{L}\d-]/u.test(text.slice(at));
  const found = capitals ? { unit: 'g', kind: 'mass' } : unitOf(written);
  if (!found) return null;
  // A final stop belongs to an abbreviation ('ft.', 'lbs.'), not to a word ('gallon.' ends the sentence).
  const full = m[0].length - (m[2] && !DOTTED.has(found.unit) ? 1 : 0);
  // '3 in 1', '3-in-1', '2 in stock': 'in' followed by a number or a word is the preposition.
  if (found.unit === 'in' && !/["”″]/.test(written) && IN_WORD.test(text.slice(at + full))) return null;
  // 'A' alone is an amp only right after the number ('15A', '15 A' before a non-letter).
  if (found.unit === 'A' && /^\s/.test(rest) && /^\s*\p{L}/u.test(text.slice(at + full))) return null;
  const end = at + full - (m[2] && /\p{L}/u.test(text[at + full] ?? '') ? 1 : 0);
  return { ...found, text: written, end };
}

/** Units whose abbreviation takes a stop ('ft.', 'lbs.', 'oz.'); after others a stop ends the sentence. */
const DOTTED = new Set(['in', 'ft', 'yd', 'lbs', 'oz', 'floz', 'gal', 'qt', 'pt', 'sqft', 'ft3']);

/** What follows 'in' when it is the preposition: '3 in 1', '2 in stock', '5 in a pack', 'in-1'. */
const IN_WORD =
  /^\s*(?:-?\s*\d|(?:stock|total|one|a|an|the|each|all|our|your|its|their|this|that|addition|use|store|hand|person|stores)\b)/i;

const RANGE = /^\s?(?:-|–|—|to|bis|à|a|~)\s?/i;
/** The sign between dimensions, after the letter naming the one before ('42" L x 28" W x 30" H'). */
const TIMES = /^\s?(?:[LWHDBTlwhdbt]\.?\s?)?(?:x|×|X|\*|by)\s?/;

/** Every measure in a text: a numeral (or range, dimensions, compound) and its unit. */
export function findMentions(text: string, language: string): Mention[] {
  const masked = maskedSpans(text);
  const numerals = findNumerals(text, numberStyle(text, language), masked);
  const mentions: Mention[] = [];
  let i = 0;
  while (i < numerals.length) {
    const first = numerals[i]!;
    // Dimensions: n [unit] x n [unit] [x n [unit]]
    const group = [first];
    const units: (ReturnType<typeof unitAfter> | null)[] = [unitAfter(text, first.end)];
    let j = i;
    while (j + 1 < numerals.length && group.length < 3) {
      const afterUnit = units[units.length - 1]?.end ?? numerals[j]!.end;
      const gap = text.slice(afterUnit, numerals[j + 1]!.start);
      if (!TIMES.test(gap) || gap.replace(TIMES, '').trim() !== '') break;
      j += 1;
      group.push(numerals[j]!);
      units.push(unitAfter(text, numerals[j]!.end));
    }
    if (group.length >= 2) {
      const last = units[units.length - 1];
      const kinds = units.filter(Boolean).map((u) => u!.kind);
      if (last && kinds.every((k) => k === 'length')) {
        // '5/8 in x 50 ft' is a diameter by a length, not dimensions: keep each measure apart.
        const distinct = new Set(units.filter(Boolean).map((u) => u!.unit));
        if (distinct.size === 1 || units.filter(Boolean).length === 1) {
          const dims = group.map((n, k) => {
            const u = units[k] ?? last;
            return convert(n.value, u.unit, last.unit) ?? n.value;
          });
          const axes = axesAround(text, first.start, last.end, dims.length);
          mentions.push({
            start: first.start,
            end: last.end,
            quote: text.slice(first.start, last.end),
            value: dims[0]!,
            dims,
            ...(axes ? { axes } : {}),
            written: group.map((n) => n.written).join(' x '),
            unit: last.unit,
            unitText: last.text,
            kind: 'length',
          });
          i = j + 1;
          continue;
        }
      }
    }
    // Range: n [unit] - n unit
    const next = numerals[i + 1];
    const ownUnit = units[0];
    if (next) {
      const gap = text.slice(ownUnit?.end ?? first.end, next.start);
      const nextUnit = unitAfter(text, next.end);
      if (
        RANGE.test(gap) &&
        gap.replace(RANGE, '').trim() === '' &&
        nextUnit &&
        (!ownUnit || ownUnit.unit === nextUnit.unit)
      ) {
        mentions.push({
          start: first.start,
          end: nextUnit.end,
          quote: text.slice(first.start, nextUnit.end),
          value: first.value,
          range: [first.value, next.value],
          written: `${first.written}-${next.written}`,
          unit: nextUnit.unit,
          unitText: nextUnit.text,
          kind: nextUnit.kind,
        });
        i += 2;
        continue;
      }
    }
    if (ownUnit) {
      // Compound: '2 lb 4 oz', "5 ft 6 in", 6'2"
      if (next && ['mass', 'length'].includes(ownUnit.kind)) {
        const nextUnit = unitAfter(text, next.end);
        const gap = text.slice(ownUnit.end, next.start);
        const smaller = nextUnit && nextUnit.kind === ownUnit.kind && nextUnit.unit !== ownUnit.unit;
        if (smaller && /^\s?(?:and\s)?$/.test(gap)) {
          const part = convert(next.value, nextUnit.unit, ownUnit.unit);
          if (part !== null && part < first.value + 1e-9 + (ownUnit.unit === 'lbs' || ownUnit.unit === 'ft' ? 1 : 0)) {
            mentions.push({
              start: first.start,
              end: nextUnit.end,
              quote: text.slice(first.start, nextUnit.end),
              value: first.value + part,
              written: text.slice(first.start, nextUnit.end),
              unit: ownUnit.unit,
              unitText: ownUnit.text,
              kind: ownUnit.kind,
            });
            i += 2;
            continue;
          }
        }
      }
      mentions.push({
        start: first.start,
        end: ownUnit.end,
        quote: text.slice(first.start, ownUnit.end),
        value: first.value,
        written: first.written,
        unit: ownUnit.unit,
        unitText: ownUnit.text,
        kind: ownUnit.kind,
      });
    }
    i += 1;
  }
  return mentions;
}

/** A measure as people write it: the number as written and the unit's usual symbol ('2,5 kg', '20 ft'). */
export function formatWritten(mention: Mention): string {
  if (mention.dims) return `${mention.written} ${symbol(mention.unit)}`;
  if (mention.range) return `${mention.written} ${symbol(mention.unit)}`;
  if (/\p{L}/u.test(mention.written)) return mention.written;
  return `${mention.written} ${symbol(mention.unit)}`;
}

const SYMBOLS: Record<string, string> = {
  lbs: 'lb',
  floz: 'fl oz',
  sqft: 'sq ft',
  ft2: 'sq ft',
  m2: 'm²',
  mm2: 'mm²',
  cm2: 'cm²',
  ft3: 'cu ft',
  tempF: '°F',
  tempC: '°C',
  kph: 'km/h',
  l: 'L',
};
/** The usual symbol of a js-quantities unit. */
export const symbol = (unit: string) => SYMBOLS[unit] ?? unit;
