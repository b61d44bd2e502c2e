// A garment's composition as the record gives it ('98% coton, 2% élasthanne'): the outer fabric's, never the
// lining's, a pocket's or a trim's; for the materials of a multiselect and for a number field holding one
// material's share ('Cotton Share', 'wool_percent', 'Anteil Baumwolle in %').
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

interface Composition {
  items: { share: number; words: string; index: number; end: number }[];
  /** The composition's text, verbatim: from its first item to its last. */
  quote: string;
}

/**
 * The compositions of the record's outer fabric: each segment whose 'n% material' items add up to the whole
 * ('20% off' and 'cocoa 70%' do not) and whose label names no lining, pocket, filling or trim.
 */
function outerCompositions(text: string): Composition[] {
  const found: Composition[] = [];
  for (const segment of text.split(/[\n|•;]|\.(?=\s)/)) {
    const items = [...segment.matchAll(/(\d{1,3}(?:[.,]\d)?)\s?%\s*([\p{L}][\p{L}\s-]{0,40})/gu)].map((m) => ({
      share: Number(m[1]!.replace(',', '.')),
      words: m[2]!.trim(),
      index: m.index,
      end: m.index + m[0].trimEnd().length,
    }));
    if (items.length === 0 || NOT_OUTER.test(segment.slice(0, items[0]!.index))) continue;
    // Each item names a material ('100% waterproof' does not).
    if (
      !items.every((item) =>
        fold(item.words)
          .split(' ')
          .some((w) => synonymsOf(keyOf(w)) !== null),
      )
    )
      continue;
    const total = items.reduce((sum, item) => sum + item.share, 0);
    if (total < 98 || total > 102) continue;
    found.push({ items, quote: segment.slice(items[0]!.index, items.at(-1)!.end) });
  }
  return found;
}

const inputOf = (input: FillInput) => input.sources.find((s) => s.id === 'input') ?? null;

const candidate = (input: FillInput, text: string, quote: string): Candidate => {
  const source = inputOf(input)!;
  return {
    property: null,
    text,
    source_id: source.id,
    quote,
    confidence: 0.9,
    place: source.text.indexOf(quote) < (input.name?.length ?? 0) ? 'name' : 'details',
    how: 'label',
  };
};

/**
 * The share of the material in the outer fabric: the sum of its parts ('60% coton bio, 40% coton'); the same
 * share when several outer parts give one ('T-shirt: 100% cotton', 'Shorts: 100% cotton'); nothing when they
 * differ or none names it.
 */
export function shareIn(material: RegExp, input: FillInput): Candidate | null {
  const source = inputOf(input);
  if (!source) return null;
  const shares = new Map<number, string>();
  for (const composition of outerCompositions(source.text)) {
    const own = composition.items.filter((item) => material.test(fold(item.words)));
    const share = own.reduce((sum, item) => sum + item.share, 0);
    if (!shares.has(share)) shares.set(share, composition.quote);
  }
  if (shares.size !== 1) return null;
  const [share, quote] = [...shares][0]!;
  return share === 0 ? null : candidate(input, String(share), quote);
}

/** The outer fabric's materials as one text ('viscose, polyester'), when every outer composition names the same. */
export function compositionIn(input: FillInput): Candidate | null {
  const source = inputOf(input);
  if (!source) return null;
  const compositions = outerCompositions(source.text);
  const texts = new Set(compositions.map((c) => c.items.map((item) => fold(item.words)).join(', ')));
  if (texts.size !== 1) return null;
  const first = compositions[0]!;
  return candidate(input, first.items.map((item) => item.words).join(', '), first.quote);
}
