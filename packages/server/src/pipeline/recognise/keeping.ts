// How a food or a cosmetic is kept unopened ('Store in a cool, dry place', 'Gekühlt bei max. +7 °C lagern',
// 'Conserver à -18 °C'): Ambient, Chilled or Frozen. What a record says of the opened product ('Once opened,
// keep refrigerated') is not how it is stored.
import type { TextFact } from './extras';

export type Keeping = 'Ambient' | 'Chilled' | 'Frozen';

const WORDS: Record<Keeping, RegExp> = {
  Frozen:
    /-\s?18\s?°\s?C|(?<![\p{L}])(?:store frozen|keep frozen|frozen|freezer|tiefgekühlt|tiefkühl\p{L}*|surgel[ée]\p{L}*|congelad\p{L}*|ultracongelad\p{L}*|surgelat\p{L}*|diepvries|diepgevroren|djupfryst|fryst)(?![\p{L}])/iu,
  Chilled:
    /(?<![\p{L}])(?:keep refrigerated|store refrigerated|refrigerate|chilled|in the fridge|gekühlt|kühlschrank|réfrigérateur|au frais entre|entre 0 et [4-8]|refrigerad\p{L}*|en (?:el )?frigorífico|conservar en frío|in frigorifero|refrigerat\p{L}*|gekoeld|koelkast|kylvara|kylskåp|kylt)(?![\p{L}])|\+\s?[2-8]\s?°\s?C/iu,
  Ambient:
    /(?<![\p{L}])(?:cool,? (?:and )?dry place|dry place|room temperature|ambient|kühl und trocken|trocken [^.\n]{0,30}lagern|ohne kühlung|zimmertemperatur|raumtemperatur|frais et sec|température ambiante|fresco y seco|temperatura ambiente|fresco e asciutto|koel en droog|kamertemperatuur|svalt och torrt|rumstemperatur)(?![\p{L}])/iu,
};

/** The opened product's instructions, to the end of their sentence ('bei max. +7 °C' is still in it). */
const OPENED =
  /(?<![\p{L}])(?:once opened|after opening|when opened|nach dem öffnen|nach anbruch|après ouverture|une fois ouvert\p{L}*|una vez abiert\p{L}*|tras (?:la )?apertura|dopo l'apertura|una volta apert\p{L}*|na opening|na openen|efter öppning|öppnad)(?![\p{L}]).*?(?=\.\s+\p{Lu}|\.\s*$|[!\n]|$)/giu;
/** Words that negate the keeping named right after them ('do not refrigerate', 'nicht im Kühlschrank'). */
const NEGATED = /(?<![\p{L}])(?:do not|don't|never|nicht(?: im| in den)?|ne pas|niet|inte)\s+$/iu;

/** How the record says the unopened product is kept: one class, or null when it names none or several. */
export function keepingIn(text: string): (TextFact & { value: Keeping }) | null {
  const unopened = text.replace(OPENED, (m) => ' '.repeat(m.length));
  const found = new Map<Keeping, TextFact>();
  for (const [keeping, words] of Object.entries(WORDS) as [Keeping, RegExp][]) {
    const m = words.exec(unopened);
    if (!m || NEGATED.test(unopened.slice(Math.max(0, m.index - 16), m.index))) continue;
    found.set(keeping, { value: keeping, quote: text.slice(m.index, m.index + m[0].length), index: m.index });
  }
  // '-18 °C' is frozen whatever else the line says of the fridge ('thaw in the fridge').
  if (found.has('Frozen')) return { ...found.get('Frozen')!, value: 'Frozen' };
  return found.size === 1 ? ([...found.values()][0] as TextFact & { value: Keeping }) : null;
}
