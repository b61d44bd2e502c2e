// A number field holding one material's share of a composition ('Cotton Share', 'wool_percent', 'Anteil
// Baumwolle in %'): read from the outer fabric's '98% coton, 2% élasthanne', never the lining's or a trim's.
import type { FieldSpec } from '../types';
import type { Candidate, FillInput } from './candidates';
import { fold, keyOf, synonymsOf } from './vocabulary';

/** Words saying a number is a share. */
const SHARE = /\b(?:share|percent(?:age)?|pct|content|anteil|prozent|part|pourcentage|porcentaje|percentuale)\b|%/i;

/** Labels of parts that are not the outer fabric: lining, pockets, filling, trims, soles. */
const NOT_OUTER =
  /\b(?:lining|lined|pocket\p{L}*|filling|padding|insulation|waistband|rib\p{L}*|trim\p{L}*|cuffs?|insole|sole|outsole|futter|innenfutter|taschen\p{L}*|füllung|wattierung|bund|bündchen|besatz|sohle|innensohle|laufsohle|doublure|poches?|garnissage|rembourrage|ouatine|ceinture|semelle|forro|bolsillos?|relleno|cintura|suela|fodera|tasche|imbottitura|soletta|voering|zakken?|vulling|podszewka|kieszeń|wypełnienie)\b/iu;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The material whose share a number field holds, with the spellings a record may use; null for other fields. */
export function shareMaterial(spec: FieldSpec): RegExp | null {
  if (spec.field_type !== 'number') return null;
  const words = `${spec.field_name.replace(/_/g, ' ')} ${spec.display_name}`;
  if (!SHARE.test(words)) return null;
  const spellings = fold(words)
    .split(' ')
    .filter((w) => w.length >= 4 && !SHARE.test(w))
    .map((w) => synonymsOf(keyOf(w)))
    .find((list) => list !== null);
  if (!spellings) return null;
  // 'combed cotton', 'Bio-Baumwolle', 'coton bio': the material with words before or after it (folded text).
  return new RegExp(`(?:^|\\s)(?:${spellings.map((s) => escapeRegExp(fold(s))).join('|')})(?![\\p{L}])`, 'u');
}

/**
 * The share of the material in the record's outer fabric: the sum of its parts ('60% coton bio, 40% coton') in
 * the first composition not labelled as a lining, pocket, filling or trim; the same share when several outer
 * parts give one ('T-shirt: 100% cotton', 'Shorts: 100% cotton'); nothing when they differ or none names it.
 */
export function shareIn(material: RegExp, input: FillInput): Candidate | null {
  const source = input.sources.find((s) => s.id === 'input');
  if (!source) return null;
  const shares = new Map<number, string>();
  for (const segment of source.text.split(/[\n|•;]|\.(?=\s)/)) {
    const items = [...segment.matchAll(/(\d{1,3}(?:[.,]\d)?)\s?%\s*([\p{L}][\p{L}\s-]{0,40})/gu)];
    if (items.length === 0) continue;
    const label = segment.slice(0, items[0]!.index);
    if (NOT_OUTER.test(label)) continue;
    const total = items.reduce((sum, m) => sum + Number(m[1]!.replace(',', '.')), 0);
    // A composition adds up to the whole; '20% off' or 'cocoa 70%' does not.
    if (total < 98 || total > 102) continue;
    const own = items.filter((m) => material.test(fold(m[2]!)));
    const share = own.reduce((sum, m) => sum + Number(m[1]!.replace(',', '.')), 0);
    const first = own[0] ?? items[0]!;
    const last = own.at(-1) ?? first;
    if (!shares.has(share)) shares.set(share, segment.slice(first.index, last.index + last[0].length).trim());
  }
  if (shares.size !== 1) return null;
  const [share, quote] = [...shares][0]!;
  if (share === 0 || !source.text.includes(quote)) return null;
  return {
    property: null,
    text: String(share),
    source_id: source.id,
    quote,
    confidence: 0.9,
    place: source.text.indexOf(quote) < (input.name?.length ?? 0) ? 'name' : 'details',
    how: 'label',
  };
}
