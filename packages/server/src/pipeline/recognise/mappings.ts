// Spellings a company's help text maps to a choice ('1920x1080 / 1920x1200 = Full HD', 'Noir/Schwarz -> Black',
// 'Space Gray / Spacegrau -> Space Grey'): the record naming one of them names that allowed value.
import type { FieldSpec } from '../types';
import type { Candidate, FillInput } from './candidates';
import { fold } from './vocabulary';

/** An ingredient list ('Ingredients: Aqua, …, Parfum'): the ingredients, not the product's choices. */
export const INGREDIENT_LIST =
  /(?<!\b(?:active|key|aktive?r?|actif|activo|attivo)\s)\b(?:ingredients?|ingrédients|ingredientes|ingredienti|ingrediënten|zutaten|inhaltsstoffe|inci)\s*:[^\n]*/giu;

/** Who a product is not for, or everyone ('Not for children under 12', 'Für Erwachsene und Kinder ab 6 Jahren'). */
export const NOT_A_TARGET =
  /\b(?:not|nicht|ne|non|no|keep out of reach of|außer reichweite von|hors de (?:la )?portée des|fuera del alcance de|lontano dalla portata dei|buiten (?:het )?bereik van)\b[^.;\n]{0,30}\b(?:children|kids|kinder|kindern|enfants|niños|bambini|kinderen)\b[^.;\n]*|\b(?:adults?|erwachsene|adultes?|adultos?|adulti|volwassenen)\s+(?:and|und|et|y|e|en)\s+(?:children|kinder|enfants|niños|bambini|kinderen)\b[^.;\n]*/giu;

interface Mapping {
  value: string;
  terms: RegExp[];
  /** The same terms ending a compound word ('Innenreißverschluss'), for German and Dutch records. */
  compounds: RegExp[];
  /** Whether the help text quotes the terms ("'Damen' = Women"), so they are spellings, not descriptions. */
  quoted: boolean;
}

const MAPPINGS = new WeakMap<FieldSpec, Mapping[]>();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A term as the record may write it: case-insensitive, 'x' with or without spaces ('3840 x 2160'), commas or none. */
function termPattern(term: string): RegExp {
  const body = escapeRegExp(term.trim())
    .replace(/(\d)\s*x\s*(\d)/gi, '$1\\s*[x×]\\s*$2')
    .replace(/\s*,\s*/g, ' ')
    .replace(/\s+/g, '[\\s,-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * A term of letters only, long enough to end a compound ('Reißverschluss' in 'Innenreißverschluss'); a compound
 * it begins names something else ('Reißverschlusstasche' is a pocket).
 */
function compoundPattern(term: string): RegExp | null {
  return /^\p{L}{5,}$/u.test(term) ? new RegExp(`${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'iu') : null;
}

/** The terms of a list ("'Damen', 'Femme'", "hook-and-loop, 'Klett'"): split at commas and slashes, unquoted. */
function termsOf(list: string, value: string): string[] {
  return list
    .split(/[,/]/)
    .map((t) =>
      t
        .trim()
        .replace(/^(?:and|or|und|et|y)\s+/i, '')
        .replace(/^['‘’"“”]|['‘’"“”]$/g, '')
        .trim(),
    )
    .filter((t) => t.length >= 2 && fold(t) !== fold(value) && !/\bfor\b|\bwhen\b/i.test(t));
}

const mapping = (value: string, terms: string[], quoted: boolean): Mapping => ({
  value,
  terms: terms.map(termPattern),
  compounds: terms.map(compoundPattern).filter((p): p is RegExp => p !== null),
  quoted,
});

/**
 * The help text's mappings onto the field's allowed values (none: an empty list): each '= Value' (or '-> Value')
 * takes the terms written before it, back to the previous mapping or the start of its clause, split at commas
 * and slashes, quotes removed ("'Damen', 'Femme' = Women; 'Herren' = Men", "1280x720 = HD, 1920x1080 / 1920x1200 =
 * Full HD"); an allowed value followed by a bracket takes the terms in it ("Zip ('Reißverschluss', 'cremallera')").
 */
export function mappingsOf(spec: FieldSpec): Mapping[] {
  let found = MAPPINGS.get(spec);
  if (found) return found;
  found = [];
  const allowed = spec.allowed_values ?? [];
  const help = spec.description ?? '';
  let from = 0;
  for (const m of help.matchAll(/\s*(?:=|->|→|=>)\s*([^,;.()=]+)/g)) {
    const value = allowed.find((a) => fold(a) === fold(m[1]!));
    const before = help.slice(from, m.index);
    from = m.index + m[0].length;
    if (!value) continue;
    const terms = termsOf(before.split(/[;:(]/).at(-1)!, value);
    // 'X, Y = Value' says its terms are spellings, quoted or not.
    if (terms.length) found.push(mapping(value, terms, true));
  }
  // "'BMW LL-04' is BMW Longlife-04": a quoted spelling said to be an allowed value.
  for (const m of help.matchAll(/['‘"“]([^'‘’"“”]{2,60})['’"”]\s+(?:is|are|means|ist|sind|est|es|è|jest)\s+/giu)) {
    const rest = fold(help.slice(m.index + m[0].length));
    const value = allowed
      .filter((a) => rest.startsWith(fold(a)) && !/^[\p{L}\p{N}]/u.test(rest.slice(fold(a).length)))
      .sort((a, b) => b.length - a.length)[0];
    if (value && fold(m[1]!) !== fold(value)) found.push(mapping(value, [m[1]!.trim()], true));
  }
  for (const value of allowed) {
    const bracket = new RegExp(`(?<![\\p{L}])${escapeRegExp(value)}\\s*\\(([^()]+)\\)`, 'iu').exec(help);
    if (!bracket) continue;
    // "Sleeveless (tank, strap, 'ärmellos')": where some are quoted, the quoted ones are the spellings and the
    // others describe; "(incl. NVMe, M.2)" lists them all; "(any version)", "(not also Cotton)" none.
    const list = bracket[1]!.replace(/^\s*(?:incl\.?|including|e\.g\.|z\.\s?B\.)\s*/i, '');
    // A quoted spelling is one term, commas and all ('store in a cool, dry place').
    const quoted = [...list.matchAll(/['‘’"“”]([^'‘’"“”]+)['‘’"“”]/g)]
      .map((q) => q[1]!.trim())
      .filter((t) => t.length >= 2 && fold(t) !== fold(value));
    const terms = (quoted.length ? quoted : termsOf(list, value)).filter(
      (t) => !/\b(?:not|any|only|when|also|both)\b/i.test(t),
    );
    if (terms.length) found.push(mapping(value, terms, quoted.length > 0));
  }
  MAPPINGS.set(spec, found);
  return found;
}

/** The allowed values a text spells by the help text's mappings ('Reißverschluss' spells Zip). */
export function spelledIn(spec: FieldSpec, text: string): string[] {
  return mappingsOf(spec)
    .filter((mapping) => [...mapping.terms, ...mapping.compounds].some((term) => term.test(text)))
    .map((mapping) => mapping.value);
}

/** Where a text spells `value` by the help text's quoted mappings ("'BMW LL-04' is …"): [start, end) spans. */
export function mappedSpans(spec: FieldSpec, value: string, text: string): [number, number][] {
  return mappingsOf(spec)
    .filter((mapping) => mapping.value === value && mapping.quoted)
    .flatMap((mapping) =>
      mapping.terms.flatMap((term) =>
        [...text.matchAll(new RegExp(term.source, `${term.flags}g`))].map((m): [number, number] => [
          m.index,
          m.index + m[0].length,
        ]),
      ),
    );
}

/** The allowed value a whole text ('Sand', a supplier key's value) is a spelling of, by the help text; or null. */
export function mappedValue(spec: FieldSpec, text: string): string | null {
  const whole = (term: RegExp) => new RegExp(`^\\s*(?:${term.source})\\s*$`, term.flags).test(text);
  return mappingsOf(spec).find((mapping) => mapping.terms.some(whole))?.value ?? null;
}

/**
 * The allowed value the record names by a spelling the help text maps to it: one candidate, or none when its
 * spellings name several values ('3840x2160, 1920x1080 input').
 */
export function mappedInText(spec: FieldSpec, input: FillInput): Candidate | null {
  const mappings = mappingsOf(spec);
  const found = input.sources.find((s) => s.id === 'input');
  if (mappings.length === 0 || !found) return null;
  // Not in an ingredient list, a warning about children or a line for adults and children alike.
  const blanked = found.text
    .replace(INGREDIENT_LIST, (x) => ' '.repeat(x.length))
    .replace(NOT_A_TARGET, (x) => ' '.repeat(x.length));
  const source = { ...found, text: blanked };
  const compounding = input.language === 'de' || input.language === 'nl';
  const hits = mappings.flatMap((mapping) =>
    [...mapping.terms, ...(compounding ? mapping.compounds : [])].flatMap((term) => {
      const m = term.exec(source.text);
      return m ? [{ value: mapping.value, quote: m[0], index: m.index }] : [];
    }),
  );
  if (hits.length === 0 || new Set(hits.map((h) => h.value)).size > 1) return null;
  const hit = hits.sort((a, b) => a.index - b.index)[0]!;
  return {
    property: null,
    text: hit.value,
    source_id: source.id,
    quote: hit.quote,
    confidence: 0.85,
    place: hit.index < (input.name?.length ?? 0) ? 'name' : 'details',
    how: 'scan',
  };
}
