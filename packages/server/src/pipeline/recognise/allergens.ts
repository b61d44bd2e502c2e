// The allergens a food contains, as EU labels state them: emphasised (in capitals) in the ingredient list
// ('Durum WHEAT semolina', 'huile de POISSON', 'WEIZENMALZ') or named on a 'Contains:' line; never the
// 'may contain traces of …' line. Each is read as the company's allowed value (wheat, rye, barley and oats are
// Gluten; butter, whey and cheese are Milk) in English, German, French, Spanish, Italian, Dutch and Swedish.
import type { Candidate, FillInput } from './candidates';
import { allowedValue, fold } from './vocabulary';

/** Each allergen's English name (as companies write their values) and the stems of the words naming it. */
const ALLERGENS: [string[], string[]][] = [
  // Wheat is the company's 'Wheat' where it keeps one, else Gluten.
  [['Wheat', 'Gluten', 'Cereals containing gluten'], 'wheat weizen ble trigo grano frumento tarwe vete'.split(' ')],
  [
    ['Gluten', 'Cereals containing gluten'],
    'gluten rye roggen seigle centeno segale rogge barley gerste orge cebada orzo gerst oats oat hafer avoine avena haver havre spelt dinkel epeautre espelta farro kamut'.split(
      ' ',
    ),
  ],
  [
    ['Milk', 'Dairy'],
    'milk milch lait leche latte melk mjolk butter beurre mantequilla burro boter smor cream sahne rahm creme nata panna grädde gradde whey molke lactoserum suero siero vassle lactose laktose lactosa lattosio laktos cheese kase fromage queso formaggio kaas yoghurt joghurt yaourt yogur yogurt'.split(
      ' ',
    ),
  ],
  [['Eggs', 'Egg'], 'egg eggs eier oeuf oeufs œuf œufs huevo huevos uovo uova ei eieren agg'.split(' ')],
  [
    ['Peanuts', 'Peanut'],
    'peanut peanuts erdnuss erdnusse arachide arachides cacahuete cacahuetes arachidi pinda pindas jordnot'.split(' '),
  ],
  [
    ['Nuts', 'Tree nuts', 'Tree Nuts'],
    'nuts nusse almond almonds mandel mandeln amande amandes almendra almendras mandorla mandorle amandel hazelnut hazelnuts haselnuss haselnusse noisette noisettes avellana avellanas nocciola nocciole hazelnoot hasselnot walnut walnuts walnuss noix nuez noce walnoot valnot cashew cashews cajou anacardo anacardi pistachio pistazie pistache pistacho pistacchio pecan macadamia'.split(
      ' ',
    ),
  ],
  [['Soy', 'Soya', 'Soybeans'], 'soy soya soja soia sojabohnen'.split(' ')],
  [
    ['Fish'],
    'fish fisch poisson pescado pesce vis fisk tuna thon atun tonno tonijn tonfisk salmon lachs saumon salmon salmone zalm lax anchovy sardelle anchois anchoa acciuga'.split(
      ' ',
    ),
  ],
  [
    ['Crustaceans', 'Shellfish'],
    'crustaceans prawn prawns shrimp shrimps garnele garnelen crevette crevettes gamba gambas langostino gambero gamberi garnaal garnalen rakor raka crab krabbe crabe cangrejo granchio krab krabba lobster hummer homard bogavante'.split(
      ' ',
    ),
  ],
  [
    ['Molluscs', 'Mollusks'],
    'molluscs mussel mussels miesmuschel muscheln moule moules mejillon mejillones cozze mossel mosselen musslor squid tintenfisch calamar calamaro inktvis blackfisk oyster auster huitre ostra ostrica'.split(
      ' ',
    ),
  ],
  [['Celery'], 'celery sellerie celeri apio sedano selderij selleri'.split(' ')],
  [['Mustard'], 'mustard senf moutarde mostaza senape mosterd senap'.split(' ')],
  [['Sesame'], 'sesame sesam sesamo sesamzaad'.split(' ')],
  [
    ['Sulphites', 'Sulfites'],
    'sulphite sulphites sulfite sulfites sulfit sulfite sulfito sulfitos solfito solfiti sulfiet sulfieten schwefeldioxid'.split(
      ' ',
    ),
  ],
  [['Lupin'], 'lupin lupine lupinen altramuz altramuces lupino lupini'.split(' ')],
];

/** An ingredient list's opening word, in seven languages. */
const INGREDIENTS =
  /(?<![\p{L}])(?:ingredients|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienser)\s*:?/iu;
/** A 'Contains:' line (not 'may contain'). */
const CONTAINS =
  /(?<![\p{L}])(?<!may |kann |peut |puede |può |kan )(?:contains|enthält|contient|contiene|bevat|innehåller|allergens?|allergene|allergènes|alérgenos|allergeni)\s*:\s*([^.\n]{2,200})/iu;
/** Where a list names what only may be in it: it ends there. */
const TRACES =
  /(?<![\p{L}])(?:may contain|can contain|traces|spuren|kann|peut contenir|traces éventuelles|trazas|puede contener|può contenere|tracce|kan sporen|sporen|kan innehålla|spår|produced in|made in a factory|packed in a factory|hergestellt in einem betrieb)/iu;

/** The allergen (the company's allowed value) a word names, by its stem; compounds ('WEIZENMALZ') included. */
function allergenOf(word: string, allowed: readonly string[], emphasised = false): string | null {
  const folded = fold(word).replace(/ /g, '');
  if (folded.length < 3) return null;
  for (const [names, stems] of ALLERGENS) {
    // A long stem is read inside compounds ('WEIZENMALZ'), a short one begins an emphasised word ('SOJALECITHIN').
    const hit = stems.some((stem) =>
      stem.length >= 5
        ? folded.includes(stem)
        : folded === stem || folded === `${stem}s` || (emphasised && stem.length === 4 && folded.startsWith(stem)),
    );
    if (!hit) continue;
    for (const name of names) {
      const value = allowedValue(allowed, name);
      if (value) return value;
    }
  }
  return null;
}

interface Stated {
  values: string[];
  quote: string;
}

/** Plant 'butters' and 'milks' ('cocoa butter', 'lait de coco', 'Hafermilch'): no dairy, whatever the word. */
const PLANT_DAIRY =
  /(?<=(?:cocoa|cacao|kakao|shea|coconut|kokos|coco|almond|mandel|oat|hafer|soy|soja|rice|reis|cashew)[\s-]?)(?:butter|milk|milch|drink|boter|melk|mjölk|smör)|(?:beurre|lait|leche|latte|manteca|burro)(?=\s+d[ei]\s+(?:cacao|coco|cocco|karité|amande|almendra|mandorla|soja|riz|avoine|avena))/giu;

/** A text up to where it names traces. */
const beforeTraces = (text: string) => {
  const t = TRACES.exec(text);
  return t ? text.slice(0, t.index) : text;
};

/**
 * The allergens a text states: the emphasised words of its ingredient list (every word of the list when none
 * is in capitals and the record is not all capitals), and those of a 'Contains:' line.
 */
export function allergensStated(written: string, allowed: readonly string[]): Stated | null {
  const text = written.replace(PLANT_DAIRY, (m) => ' '.repeat(m.length));
  const values = new Set<string>();
  let quote: string | null = null;
  const contains = CONTAINS.exec(text);
  const list = INGREDIENTS.exec(text);
  if (list) {
    const start = list.index + list[0].length;
    // The list ends at its line's end or at a sentence opening after it ('. May contain …').
    const end = text.slice(start).search(/\n|\.\s+(?=\p{Lu}\p{Ll})/u);
    const body = beforeTraces(text.slice(start, end < 0 ? undefined : start + end));
    const words = [...body.matchAll(/\p{L}[\p{L}-]*/gu)].map((m) => m[0]);
    const lettered = words.filter((w) => /\p{Ll}/u.test(w));
    const capitals = words.filter((w) => w.length >= 3 && w === w.toUpperCase() && /\p{Lu}/u.test(w));
    // Capitals stand out only in a list written in lower case ('Durum WHEAT semolina'); a list with none counts
    // word by word unless a 'Contains:' line says which of them are the allergens.
    const emphasised = lettered.length > 0 ? capitals : [];
    for (const w of emphasised.length ? emphasised : lettered.length && !contains ? words : []) {
      const value = allergenOf(w, allowed, emphasised.length > 0);
      if (value) values.add(value);
    }
    if (values.size) quote = written.slice(list.index, start + body.trimEnd().length);
  }
  if (contains) {
    const line = beforeTraces(contains[1]!);
    const found = [...line.matchAll(/\p{L}[\p{L}-]*/gu)].map((m) => allergenOf(m[0], allowed)).filter(Boolean);
    for (const value of found) values.add(value!);
    if (found.length && !quote)
      quote = written.slice(contains.index, contains.index + contains[0].length - contains[1]!.length + line.length);
  }
  return values.size && quote ? { values: [...values], quote: quote.trim() } : null;
}

/** The allergens field's reading of the record, or null when it states none. */
export function allergensIn(allowed: readonly string[], input: FillInput): Candidate | null {
  const source = input.sources.find((s) => s.id === 'input');
  const stated = source ? allergensStated(source.text, allowed) : null;
  if (!source || !stated) return null;
  return {
    property: null,
    text: stated.values.join(', '),
    source_id: source.id,
    quote: stated.quote,
    confidence: 0.85,
    place: 'details',
    how: 'label',
  };
}
