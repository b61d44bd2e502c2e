// The order of dimensions a text or a field names: '(H x W x D)', 'B x H x T', 'L x l x H',
// 'hauteur x largeur x profondeur', 'W x H x D in cm'; each axis read as length, width, height or depth.

export type Axis = 'length' | 'width' | 'height' | 'depth';

/** Axis words and their abbreviations in English, German, French, Spanish, Italian and Dutch. */
const AXIS_WORDS: Record<string, Axis> = Object.fromEntries(
  (
    [
      ['length', 'length long länge laenge lang longueur long largo lunghezza lungh lengte'],
      ['width', 'width wide wid breite breit br largeur larg ancho anchura larghezza largh breedte'],
      ['height', 'height high ht höhe hoehe hauteur haut alto altura alt altezza hoogte'],
      ['depth', 'depth deep dp tiefe tief profondeur prof fondo profundidad profondità diepte'],
    ] as const
  ).flatMap(([axis, spellings]) => spellings.split(' ').map((w) => [w, axis as Axis])),
);

const TOKEN = String.raw`[\p{L}]+\.?`;
const SIGN = String.raw`\s*[x×*]\s*`;
const SEQUENCE = `(${TOKEN})${SIGN}(${TOKEN})(?:${SIGN}(${TOKEN}))?`;

/** The axes of a sequence's tokens, or null when one is no axis or two are the same. */
function axesOf(tokens: string[]): Axis[] | null {
  const bare = tokens.map((t) => t.replace(/\.$/, ''));
  // French writes 'L x l x H' (longueur, largeur) and 'l x H x P' (largeur, hauteur, profondeur).
  const french = bare.includes('L') || bare.some((t) => t === 'P' || t === 'p');
  const axes = bare.map((t): Axis | undefined => {
    if (t.length === 1) {
      if (t === 'l') return french ? 'width' : 'length';
      return ({ L: 'length', W: 'width', B: 'width', H: 'height', D: 'depth', T: 'depth', P: 'depth' } as const)[
        t.toUpperCase() as 'L'
      ];
    }
    return AXIS_WORDS[t.toLowerCase()];
  });
  if (axes.some((a) => a === undefined) || new Set(axes).size !== axes.length) return null;
  return axes as Axis[];
}

const NEAR_BEFORE = new RegExp(String.raw`\(?\s*${SEQUENCE}\s*\)?\s*[:=]?\s*$`, 'u');
const NEAR_AFTER = new RegExp(String.raw`^\s*\(\s*${SEQUENCE}\s*\)`, 'u');
const ANYWHERE = new RegExp(String.raw`(?<![\p{L}])${SEQUENCE}(?![\p{L}])`, 'gu');

const tokensOf = (m: RegExpExecArray) => [m[1], m[2], m[3]].filter((t): t is string => t !== undefined);

/**
 * The order of the `count` numbers of dimensions at text[start, end): a label right before them
 * ('Dimensions (H x W x D): ') or a bracket right after ('55 x 40 x 20 cm (H x W x D)').
 */
export function axesAround(text: string, start: number, end: number, count: number): Axis[] | null {
  for (const m of [NEAR_BEFORE.exec(text.slice(Math.max(0, start - 40), start)), NEAR_AFTER.exec(text.slice(end))]) {
    if (!m) continue;
    const axes = axesOf(tokensOf(m));
    if (axes?.length === count) return axes;
  }
  return null;
}

/** Words keeping the record's own order ('numbers in the record's order', 'as written'). */
const AS_WRITTEN = /\b(?:record'?s|given|original|source|supplier'?s)\s+order\b|\bas written\b/i;

/**
 * The order a field's name and help text ask for: one order ('Bag size as W x H x D in cm'), 'as written'
 * when they keep the record's ('numbers only in the record's order') or name several ('L x W x H, W x D x H …'),
 * or null when they name none.
 */
export function axesIn(text: string): Axis[] | 'as written' | null {
  if (AS_WRITTEN.test(text)) return 'as written';
  const orders = new Set<string>();
  for (const m of text.matchAll(ANYWHERE)) {
    const axes = axesOf(tokensOf(m));
    if (axes) orders.add(axes.join(' '));
  }
  if (orders.size > 1) return 'as written';
  return orders.size === 1 ? ([...orders][0]!.split(' ') as Axis[]) : null;
}

/**
 * The numbers of dimensions put in a field's order: `from` names them as written, `to` as the field wants.
 * Null when the two do not name the same axes.
 */
export function reorder<T>(values: readonly T[], from: readonly Axis[], to: readonly Axis[]): T[] | null {
  if (from.length !== values.length || to.length !== from.length || to.some((a) => !from.includes(a))) return null;
  return to.map((axis) => values[from.indexOf(axis)]!);
}
