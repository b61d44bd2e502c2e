// Templated descriptions of the local provider, in the configured tone, built only from what was read:
// the cleaned name, the brand, the attributes and sentences of the input's description (spec part 2 §3).
import type { EnhancementTone } from '@curate/core/contract';
import type { Attribute } from './attributes';

export interface DescriptionFacts {
  name: string;
  brand: string | null;
  attributes: readonly Attribute[];
  /** The description as read (input first); its first sentences are quoted verbatim. */
  details: string | null;
}

/** The longest short description (characters). */
export const SHORT_MAX = 200;
/** Sentences of the description carried into the long description. */
const LONG_SENTENCES = 3;

/**
 * The first sentences of a text (at most `count`), verbatim: a line break or a stop followed by a space
 * ends one ('3.6 lbs' does not); 'Label: value' lines and fragments under three words are skipped.
 */
export function sentences(text: string, count: number): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(/\S.*?(?:[.!?]+(?=\s|$)|$)/g)) {
      const sentence = m[0].trim();
      const words = sentence.match(/\p{L}{2,}/gu)?.length ?? 0;
      if (words >= 3 && sentence.length <= 400 && !/^[^:]{1,40}:/.test(sentence)) found.push(sentence);
      if (found.length >= count) return found;
    }
  }
  return found;
}

function withBrand(facts: DescriptionFacts): string {
  if (!facts.brand || facts.name.toLowerCase().includes(facts.brand.toLowerCase())) return facts.name;
  return `${facts.name} by ${facts.brand}`;
}

const SPEC_SKIP = new Set(['Brand', 'Model', 'Category']);

function specList(attributes: readonly Attribute[], max: number, joiner: string): string {
  return attributes
    .filter((a) => !SPEC_SKIP.has(a.name))
    .slice(0, max)
    .map((a) => `${a.name.toLowerCase()} ${a.value}`)
    .join(joiner);
}

/** A name ending a sentence loses its own final stop ('… 1/2 in.' + '.' is one stop). */
const bare = (subject: string) => subject.replace(/[.!?]+$/, '');

const OPENINGS: Record<EnhancementTone, (subject: string) => string> = {
  professional: (s) => `${bare(s)}.`,
  technical: (s) => `${bare(s)}. Specifications:`,
  marketing: (s) => `Discover the ${bare(s)}.`,
  casual: (s) => `Meet the ${bare(s)}.`,
};

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,;:]$/, '')}…`;
}

/** One or two sentences: the name (and brand) in the tone's opening, then up to `maxSpecs` key specifications. */
export function shortDescription(facts: DescriptionFacts, tone: EnhancementTone, maxSpecs = 3): string {
  const opening = OPENINGS[tone](withBrand(facts));
  const specs = specList(facts.attributes, maxSpecs, ', ');
  const first = facts.details ? sentences(facts.details, 1)[0] : undefined;
  let text: string;
  if (specs) text = tone === 'technical' ? `${opening} ${specs}.` : `${opening} Key specifications: ${specs}.`;
  else if (first) text = `${opening.replace(/ Specifications:$/, '')} ${first}`;
  else text = opening.replace(/ Specifications:$/, '');
  return clip(text, SHORT_MAX);
}

/** The short description, the description's first sentences verbatim, and every specification. */
export function longDescription(facts: DescriptionFacts, tone: EnhancementTone): string {
  const parts = [OPENINGS[tone](withBrand(facts)).replace(/ Specifications:$/, '')];
  if (facts.details) parts.push(sentences(facts.details, LONG_SENTENCES).join(' '));
  const specs = facts.attributes.map((a) => `${a.name}: ${a.value}`).join('; ');
  if (specs) parts.push(`${tone === 'marketing' ? 'What you get' : 'Specifications'}: ${specs}.`);
  return parts.filter(Boolean).join('\n\n');
}
