// Codes that hold numbers but no measure: a tyre's designation ('205/55 R16 91V': width, aspect ratio, rim, then
// its load index and speed rating), an oil's SAE viscosity grade ('5W-30') and a bulb's ECE category ('H7',
// 'W5W', 'P21/5W'). They are read into their own fields and kept from the measures ('91V' is no voltage, '5W' no
// power).
import type { TextFact } from './extras';

/** '205/55 R16 91V', '265/70R17 115T', '120/70 ZR17 (58W)', '225/45 R-F 18 95Y XL', '215/65 R16C 109/107T'. */
const DESIGNATION =
  /(?<![\d/.,])(\d{3})\s?\/\s?(\d{2})\s?(?:Z?R|R-?F|RF)\s?-?\s?(\d{2}(?:[.,]5)?)(C)?(?:\s+(?:XL|RF|TL|SL|M\+S|Reinforced))?(?:\s+\(?(\d{2,3}(?:\/\d{2,3})?)\s?([A-Z])\)?(?![\p{L}\d]))?/u;

export interface TyreDesignation {
  /** '205/55 R16': width/aspect, one space, R and the rim ('R16C' for a commercial tyre). */
  size: TextFact;
  load: TextFact | null;
  speed: TextFact | null;
}

/** The first tyre designation a text states, with its load index and speed rating when it gives them. */
export function tyreIn(text: string): TyreDesignation | null {
  const m = DESIGNATION.exec(text);
  if (!m) return null;
  const quote = m[0].trim();
  const sizeQuote = quote.slice(0, quote.indexOf(m[3]!) + m[3]!.length + (m[4] ? 1 : 0));
  const service = m[5] ? quote.slice(quote.lastIndexOf(m[5])) : null;
  return {
    size: { value: `${m[1]}/${m[2]} R${m[3]!.replace(',', '.')}${m[4] ?? ''}`, quote: sizeQuote, index: m.index },
    load: m[5] && service ? { value: m[5], quote: service, index: m.index } : null,
    speed: m[6] && service ? { value: m[6], quote: service, index: m.index } : null,
  };
}

/** 'SAE 5W-30', 'SAE 10W 40', '5W30', '75W-90': the winter grade and the hot one ('20W 50' alone may be a power). */
const SAE =
  /(?<![\p{L}\d])(?:SAE\s?(0|5|10|15|20|25|70|75|80|85)\s?W\s?-?\s?(\d{2})|(0|5|10|15|20|25|70|75|80|85)W(?:\s?-\s?)?(\d{2}))(?![\p{L}\d])/giu;
const grade = (m: RegExpMatchArray) => `${m[1] ?? m[3]}W-${m[2] ?? m[4]}`;

/** The one SAE grade a text states, written '5W-30'; none when it states two. */
export function viscosityIn(text: string): TextFact | null {
  const found = [...text.matchAll(SAE)];
  const grades = new Set(found.map(grade));
  if (grades.size !== 1) return null;
  const m = found[0]!;
  return { value: grade(m), quote: m[0], index: m.index };
}

/**
 * ECE bulb categories ('H7', 'HB4', 'W5W', 'P21/5W', 'PY21W', 'D3S') and the US numbers of headlamp bulbs
 * ('9005'), written in capitals; a lamp base ('PX26d', 'W2.1x9.5d') is none.
 */
const BULB =
  /(?<![\p{L}\d./-])(H(?:1[0-9]|[1-9])|HB[2-5]|HIR[12]|H(?:6|21)W|W(?:1[06]|21|[1-5])(?:\/5)?W|P(?:Y|R)?(?:21|27|13|24)(?:\/[457])?W|R(?:5|10)W|C(?:5|10|21)W|T4W|D[1-8][SR]|900[5-6]|9012)(?![\p{L}\d.,/-])/gu;

/** The one bulb category a text names; none when it names two ('H7 + H1', 'H4/H19'). */
export function bulbIn(text: string): TextFact | null {
  const found = [...text.matchAll(BULB)];
  if (new Set(found.map((m) => m[1])).size !== 1) return null;
  const m = found[0]!;
  return { value: m[1]!, quote: m[0], index: m.index };
}

/** The EU tyre label's fuel efficiency (rolling resistance) class where the record names it ('Kraftstoffeffizienz C'). */
const FUEL_CLASS =
  /(?<![\p{L}])(?:fuel[\s-]efficiency|fuel economy|rolling resistance|kraftstoffeffizienz|rollwiderstand|efficacité énergétique|efficacité en carburant|résistance au roulement|eficiencia (?:de |en )?(?:combustible|carburante)|resistencia (?:a la |de )?rodadura|efficienza (?:del )?carburante|resistenza al rotolamento|opór toczenia|efektywność paliwowa)(?:\s*(?:class|klasse|classe|clase|klasa))?\s*[:=–-]?\s*([A-G])(?![\p{L}\d])/giu;

/** The tyre's fuel efficiency class a text names: one letter, A to G, in capitals. */
export function fuelClassIn(text: string): TextFact | null {
  for (const m of text.matchAll(FUEL_CLASS))
    if (/[A-G]/.test(m[1]!)) return { value: m[1]!, quote: m[0], index: m.index };
  return null;
}

/** [start, end) spans of tyre designations, SAE grades and bulb categories: numbers that are no measure. */
export function codeSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(new RegExp(DESIGNATION.source, 'gu'))) spans.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(SAE)) spans.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(BULB)) if (/W$/.test(m[1]!)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** Whether a code ('75W90', '65R15') is part of a tyre designation or an SAE grade of the text. */
export function withinCode(text: string, at: number, length: number): boolean {
  return codeSpans(text).some(([a, b]) => at >= a && at + length <= b);
}
