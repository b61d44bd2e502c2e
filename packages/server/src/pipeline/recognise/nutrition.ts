// A food's nutrition table as records write it ('Nutrition per 100 g | per 80 g portion / Energy 1521 kJ / 359
// kcal 1217 kJ / 287 kcal / Fat 2.0 g 1.6 g …', 'Nährwerte pro 100 g: Brennwert 522 kJ / 124 kcal; Fett 2,4 g'):
// each nutrient's value in the per-100 g (or 100 ml) column, for the number fields a company keeps for them.
import type { FieldSpec } from '../types';
import type { Candidate, FillInput } from './candidates';
import { fold } from './vocabulary';

export type Nutrient =
  | 'energy'
  | 'fat'
  | 'saturates'
  | 'carbohydrate'
  | 'sugars'
  | 'fibre'
  | 'protein'
  | 'salt'
  // Given per serving, not in the table: its field is read from nothing else.
  | 'caffeine';

/** Each nutrient's row label in English, German, French, Spanish, Italian, Dutch and Swedish. */
const ROWS: Record<Exclude<Nutrient, 'caffeine'>, RegExp> = {
  energy:
    /(?<![\p{L}])(?:energy|energie|énergie|energía|energia|energi|brennwert|valeur énergétique|valor energético|valore energetico|energetische waarde)(?![\p{L}])/iu,
  fat: /(?<![\p{L}])(?<!saturated |gesättigte |saturées |saturadas |saturi |verzadigde |mättat )(?:total fat|fat|fett|matières grasses|lipides|grasas|grassi|vetten|vet)(?![\p{L}])/iu,
  saturates:
    /(?<![\p{L}])(?:saturates|saturated fat|gesättigte fettsäuren|acides gras saturés|saturés|saturadas|saturi|verzadigde vetzuren|mättat fett)(?![\p{L}])/iu,
  carbohydrate:
    /(?<![\p{L}])(?:carbohydrates?|kohlenhydrate|glucides|hidratos de carbono|carboidrati|koolhydraten|kolhydrater)(?![\p{L}])/iu,
  sugars: /(?<![\p{L}])(?:sugars?|zucker|sucres|azúcares|zuccheri|suikers|sockerarter|socker)(?![\p{L}])/iu,
  fibre: /(?<![\p{L}])(?:fibre|fiber|ballaststoffe|fibres alimentaires|fibres|fibra|vezels|kostfiber)(?![\p{L}])/iu,
  protein: /(?<![\p{L}])(?:proteins?|eiweiß|eiweiss|protéines|proteínas|proteine|eiwitten|eiwit)(?![\p{L}])/iu,
  salt: /(?<![\p{L}])(?:salt|salz|sel|sal|sale|zout)(?![\p{L}])/iu,
};

/** The English words of a field naming each nutrient (its field_name and display name, folded). */
const FIELD_WORDS: [Nutrient, RegExp][] = [
  ['saturates', /\bsaturate/],
  ['energy', /\b(?:energy|kcal|calories)\b/],
  ['fat', /\bfat\b/],
  ['carbohydrate', /\bcarb/],
  ['sugars', /\bsugars?\b/],
  ['fibre', /\bfib(?:re|er)\b/],
  ['protein', /\bprotein\b/],
  ['salt', /\bsalt\b/],
  ['caffeine', /\b(?:caffeine|koffein|cafeine)\b/],
];

/** The nutrient a number field holds per 100 g, or null (a field per serving is another thing). */
export function nutrientOf(spec: FieldSpec): Nutrient | null {
  if (spec.field_type !== 'number') return null;
  const words = fold(`${spec.field_name.replace(/_/g, ' ')} ${spec.display_name}`);
  if (/\b(?:per serving|per portion|serving|portion)\b/.test(words)) return null;
  return FIELD_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

/** A column header: 'per 100 g', 'pro 100 ml', 'per 80 g portion', 'per serving (30 g)', 'pour 1 barre'. */
const COLUMN =
  /(?<![\p{L}])(?:per|pro|je|pour|por|för)\s*(?:(\d+)\s?(?:g|ml)\b(?:\s*(?:portion|serving|portie|porción|porzione))?|portion|serving|portie|porción|porzione|barre?|bar|riegel|scoop|tablet)/giu;
/** A prepared or cooked product's column, which the company does not take. */
const PREPARED =
  /^\s*[(:]?\s*(?:as\s+)?(?:prepared|cooked|reconstitut\p{L}*|zubereit\p{L}*|gekocht|verdünnt|prépar\p{L}*|reconstitu\p{L}*|cuit\p{L}*|dilu\p{L}*|prepar\p{L}*|cocid\p{L}*|cott\p{L}*|ricostituit\p{L}*|bereid|gekookt|tillagad\p{L}*|tillagat)/iu;
const ANY_ROW = new RegExp(
  `${Object.values(ROWS)
    .map((r) => `(?:${r.source})`)
    .join('|')}|(?<![\\p{L}])(?:of which|davon|dont|de los cuales|de las cuales|di cui|waarvan|varav)(?![\\p{L}])`,
  'giu',
);

interface Reading {
  value: number;
  quote: string;
}

const CACHE = new WeakMap<FillInput, Map<Nutrient, Reading>>();

const numberOf = (written: string, energy: boolean) =>
  // '1.850 kJ': a thousands separator in an energy figure.
  Number(energy && /^\d{1,3}[.,]\d{3}$/.test(written) ? written.replace(/[.,]/, '') : written.replace(',', '.'));

/** The per-100 g value of each nutrient the record's first nutrition table (not a prepared one) gives. */
export function nutritionIn(input: FillInput): Map<Nutrient, Reading> {
  const cached = CACHE.get(input);
  if (cached) return cached;
  const found = new Map<Nutrient, Reading>();
  CACHE.set(input, found);
  const text = input.sources.find((s) => s.id === 'input')?.text ?? '';
  const columns = [...text.matchAll(COLUMN)];
  const per100 = columns.findIndex(
    (c) => c[1] === '100' && !PREPARED.test(text.slice(c.index + c[0].length, c.index + c[0].length + 20)),
  );
  if (per100 < 0) return found;
  const header = columns[per100]!;
  // The columns of its header: those written before its first row, 'per 100 g' among them.
  const start = header.index + header[0].length;
  const rowAfter = new RegExp(ANY_ROW);
  rowAfter.lastIndex = start;
  const firstRow = rowAfter.exec(text);
  if (!firstRow) return found;
  const headerStart = Math.max(0, text.lastIndexOf('\n', header.index) + 1);
  const inHeader = columns.filter((c) => c.index >= headerStart && c.index < firstRow.index);
  const column = inHeader.indexOf(header);
  // The table ends at the next per-100 header (a prepared product's, or another part's) or 700 characters on.
  const next = columns.find((c, i) => i > per100 && c[1] === '100' && c.index > firstRow.index);
  const end = Math.min(next?.index ?? text.length, firstRow.index + 700);
  const table = text.slice(firstRow.index, end);
  const rows = [...table.matchAll(ANY_ROW)];
  for (const [nutrient, label] of Object.entries(ROWS) as [Exclude<Nutrient, 'caffeine'>, RegExp][]) {
    const whole = new RegExp(`^(?:${label.source})$`, 'iu');
    const row = rows.find((r) => whole.test(r[0]));
    if (!row || found.has(nutrient)) continue;
    const after = rows.find((r) => r.index > row.index)?.index ?? table.length;
    const cells = table.slice(row.index + row[0].length, after);
    const energy = nutrient === 'energy';
    const figures = [
      ...cells.matchAll(
        energy ? /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(kcal|kJ)/giu : /(<\s*)?(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(mg|g)\b/giu,
      ),
    ];
    // Energy: the kcal figures when there are any, else the kJ ones (converted into the field's unit).
    const chosen = energy
      ? (() => {
          const kcal = figures.filter((f) => f[2]!.toLowerCase() === 'kcal');
          return (kcal.length ? kcal : figures)[column];
        })()
      : figures[column];
    if (!chosen || (!energy && chosen[1])) continue;
    const written = energy ? chosen[1]! : chosen[2]!;
    let value = numberOf(written, energy);
    if (!energy && chosen[3] === 'mg') value /= 1000;
    if (energy && chosen[2]!.toLowerCase() === 'kj') value = Math.round(value / 4.184);
    if (!Number.isFinite(value) || (!energy && value > 100)) continue;
    const from = firstRow.index + row.index;
    const to = firstRow.index + row.index + row[0].length + chosen.index + chosen[0].length;
    found.set(nutrient, { value: Math.round(value * 100) / 100, quote: text.slice(from, to) });
  }
  return found;
}

/** The candidate of a nutrient's field, or null when the record's table does not give it. */
export function nutrientIn(nutrient: Nutrient, input: FillInput): Candidate | null {
  const reading = nutritionIn(input).get(nutrient);
  if (!reading) return null;
  return {
    property: null,
    text: String(reading.value),
    source_id: 'input',
    quote: reading.quote,
    confidence: 0.9,
    place: 'details',
    how: 'label',
  };
}
