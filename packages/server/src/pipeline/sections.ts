// The enhanceable parts beyond the descriptions and attributes (spec part 2 §3: specifications, features,
// benefits), and what the local provider makes of the company's custom instructions (docs/decisions.md
// "Enhancement pipeline"). A part is written into the company's field of that name ('features', or a display
// name such as 'Key Features'); a company without one gets the part reported as dropped, with the reason.
import type { EnhanceableField } from '@curate/core/contract';
import { type Attribute, labelKey } from './attributes';
import { sentences } from './describe';
import type { FieldSpec } from './types';

/** The parts written into a field of the company's schema. */
export const SECTION_PARTS = ['specifications', 'features', 'benefits'] as const satisfies readonly EnhanceableField[];
export type SectionPart = (typeof SECTION_PARTS)[number];

/** The company field that holds `part`: named so, or displayed as '… Features' ('Key Features'). */
export function sectionField(part: SectionPart, fields: readonly FieldSpec[]): FieldSpec | undefined {
  return (
    fields.find((f) => labelKey(f.field_name) === part) ??
    fields.find((f) => labelKey(f.display_name) === part || labelKey(f.display_name).endsWith(` ${part}`))
  );
}

/** The part a field holds, if it is one of them. */
export function partOfField(spec: FieldSpec, fields: readonly FieldSpec[]): SectionPart | undefined {
  return SECTION_PARTS.find((part) => sectionField(part, fields)?.field_name === spec.field_name);
}

/** Feature phrases stated in the description, verbatim: its bullet lines, else its short sentences (at most 5). */
export function featurePhrases(details: string | null, name: string | null): string[] {
  if (!details) return [];
  const lines = details
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bullets = lines.filter((line) => /^[-*•·–]\s+/.test(line)).map((line) => line.replace(/^[-*•·–]\s+/, ''));
  const candidates = bullets.length > 0 ? bullets : sentences(details, 12);
  const seen = new Set<string>();
  return candidates
    .map((phrase) => phrase.replace(/[.;]+$/, '').trim())
    .filter((phrase) => {
      const words = phrase.split(/\s+/).length;
      const key = phrase.toLowerCase();
      if (words < 2 || words > 14 || phrase.length > 120 || /^[^:]{1,40}:/.test(phrase)) return false;
      if ((name && key === name.toLowerCase()) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 5);
}

const BENEFIT =
  /\b(ideal for|perfect for|great for|designed (?:for|to)|helps?|lets you|allows? you|so you can|keeps?|reduces?|prevents?|protects?|saves?|makes? it easy)\b/i;

/** Sentences of the description that state a benefit ('ideal for …', 'keeps …', 'so you can …'), verbatim (at most 3). */
export function benefitSentences(details: string | null): string[] {
  if (!details) return [];
  return sentences(details, 40)
    .filter((s) => BENEFIT.test(s))
    .slice(0, 3);
}

/** 'Name: value' for every attribute (the specifications part). */
export function specificationLines(attributes: readonly Attribute[]): string[] {
  return attributes.map((a) => `${a.name}: ${a.value}`);
}

/** What the local provider understood of the custom instructions. */
export interface LocalInstructions {
  /** Attribute names to put first, as the instructions name them ('Focus on weight and dimensions'). */
  focus: string[];
  /** The descriptions' limit, when the instructions set one ('at most 40 words', 'under 150 characters'). */
  maxWords: number | null;
  maxChars: number | null;
  /** Key specifications in the short description (3; 5 when asked to focus on technical specifications). */
  shortSpecs: number;
  /** What was applied, for the job's stage detail. */
  applied: string[];
}

/**
 * Reads the instructions a template can follow: a length limit, a focus on named attributes, a focus on
 * technical specifications. The rest needs a language model (the openai provider gets the text as written).
 */
export function readInstructions(text: string | null, attributes: readonly Attribute[]): LocalInstructions {
  const read: LocalInstructions = { focus: [], maxWords: null, maxChars: null, shortSpecs: 3, applied: [] };
  if (!text) return read;
  const limit =
    /\b(?:at most|max(?:imum)?|no more than|under|up to|within)\s+(\d{1,4})\s+(words?|char(?:acter)?s?)\b/i.exec(text);
  if (limit) {
    const n = Number(limit[1]);
    if (/^w/i.test(limit[2]!)) read.maxWords = Math.max(5, n);
    else read.maxChars = Math.max(40, n);
    read.applied.push(`descriptions at most ${limit[1]} ${limit[2]!.toLowerCase()}`);
  }
  const focus = /\b(?:focus(?:ing)? on|emphasi[sz]e|highlight)\s+([^.;\n]+)/i.exec(text)?.[1]?.toLowerCase();
  if (focus) {
    const named = attributes.filter((a) => {
      const name = a.name.toLowerCase();
      return focus.includes(name) || name.split(/\s+/).some((word) => word.length > 3 && focus.includes(word));
    });
    read.focus = [...new Set(named.map((a) => a.name))];
    if (read.focus.length) read.applied.push(`focus on ${read.focus.join(', ')}`);
    if (/technical|specification/.test(focus)) {
      read.shortSpecs = 5;
      read.applied.push('more specifications in the short description');
    }
  }
  return read;
}

/** The attributes with the focused ones first (the order the descriptions list them in). */
export function focusFirst(attributes: readonly Attribute[], focus: readonly string[]): Attribute[] {
  if (!focus.length) return [...attributes];
  return [...attributes.filter((a) => focus.includes(a.name)), ...attributes.filter((a) => !focus.includes(a.name))];
}

/** A text cut to `maxWords` words and `maxChars` characters at a word boundary, with '…' when cut. */
export function limitText(text: string, maxWords: number | null, maxChars: number | null): string {
  let out = text;
  if (maxWords !== null) {
    const words = out.split(/(\s+)/);
    const kept: string[] = [];
    let count = 0;
    for (const part of words) {
      if (/\S/.test(part)) count += 1;
      if (count > maxWords) break;
      kept.push(part);
    }
    if (count > maxWords)
      out = `${kept
        .join('')
        .trim()
        .replace(/[,;:]$/, '')}…`;
  }
  if (maxChars !== null && out.length > maxChars) {
    const cut = out.slice(0, maxChars - 1);
    const whole = /\s/.test(out[maxChars - 1] ?? '') ? cut : cut.slice(0, Math.max(cut.lastIndexOf(' '), 1));
    out = `${whole.trim().replace(/[,;:]$/, '')}…`;
  }
  return out;
}
