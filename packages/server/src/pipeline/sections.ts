// The enhanceable parts beyond the descriptions and attributes (spec part 2 §3: specifications, features,
// benefits), and what the local provider makes of the company's custom instructions (docs/decisions.md
// "Enhancement pipeline"). A part is written into the company's field of that name ('features', or a display
// name such as 'Key Features'); a company without one gets the part reported as dropped, with the reason.
import type { EnhanceableField, EnhancementTone } from '@curate/core/contract';

import { BENEFIT, sentences } from './describe';
import { languageFromInstructions } from './language';
import { splitSentences } from './sentences';
import type { FieldSpec } from './types';

/** The parts written into a field of the company's schema. */
export const SECTION_PARTS = ['specifications', 'features', 'benefits'] as const satisfies readonly EnhanceableField[];
export type SectionPart = (typeof SECTION_PARTS)[number];

/** A label in comparable form: lower case, words separated by one space. */
const labelKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The company field that holds `part`: named so, or displayed as '… Features' ('Key Features'). */
export function sectionField(part: SectionPart, fields: readonly FieldSpec[]): FieldSpec | undefined {
  // A 'Features' choice of allowed values (GPS, Vegan, …) is a select, not the description's features part.
  const texts = fields.filter((f) => !f.allowed_values?.length);
  return (
    texts.find((f) => labelKey(f.field_name) === part) ??
    texts.find((f) => labelKey(f.display_name) === part || labelKey(f.display_name).endsWith(` ${part}`))
  );
}

const PARTS_OF = new WeakMap<readonly FieldSpec[], Map<string, SectionPart>>();

/** The part a field holds, if it is one of them (worked out once per field list). */
export function partOfField(spec: FieldSpec, fields: readonly FieldSpec[]): SectionPart | undefined {
  let parts = PARTS_OF.get(fields);
  if (!parts) {
    parts = new Map();
    for (const part of SECTION_PARTS) {
      const field = sectionField(part, fields);
      if (field && !parts.has(field.field_name)) parts.set(field.field_name, part);
    }
    PARTS_OF.set(fields, parts);
  }
  return parts.get(spec.field_name);
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

/** Sentences of the description that state a benefit ('ideal for …', 'keeps …', 'so you can …'), verbatim (at most 3). */
export function benefitSentences(details: string | null): string[] {
  if (!details) return [];
  return sentences(details, 40)
    .filter((s) => BENEFIT.test(s))
    .slice(0, 3);
}

/** Something the instructions may name: an attribute ({ name }) or a description fact ({ property, label }). */
export type InstructionSubject = { readonly name: string } | { readonly property: string; readonly label: string };

/** What the local provider understood of the custom instructions. */
export interface LocalInstructions {
  /**
   * What to put first, as the instructions name it ('Focus on weight and dimensions', 'Always mention the
   * warranty'): an attribute's name, or a fact's label.
   */
  focus: string[];
  /** The descriptions' limit, when the instructions set one ('at most 40 words', 'under 150 characters'). */
  maxWords: number | null;
  maxChars: number | null;
  /** Key specifications in the short description (3; 5 when asked to focus on technical specifications). */
  shortSpecs: number;
  /** The language asked ('Write in German', 'auf Deutsch', 'en français' → 'de', 'de', 'fr'), or null. */
  language: string | null;
  /** The tone asked ('Use a casual tone', 'Keep it technical'), or null: the descriptions are written in it. */
  tone: EnhancementTone | null;
  /** What the instructions ask to mention and the record states ('Always mention the warranty'): properties or names. */
  mention: string[];
  /** What was applied, for the job's stage detail. */
  applied: string[];
  /** Each instruction sentence that could not be applied, verbatim ('Always mention the warranty.' with no warranty). */
  notApplied: string[];
}

const LIMITS: readonly RegExp[] = [
  /\b(?:at most|max(?:imum)?\.?|no more than|not more than|under|up to|within|less than|fewer than|limit(?:ed)? to|below)\s+(\d{1,4})\s+(words?|char(?:acter)?s?)\b/i,
  /\b(\d{1,4})[-\s](words?|char(?:acter)?s?)\s+(?:max(?:imum)?|limit|or (?:less|fewer)|at most)\b/i,
  /(?<![\p{L}])(?:höchstens|maximal|max\.?|nicht mehr als|unter|bis zu|weniger als)\s+(\d{1,4})\s+(wörter|worte|wort|zeichen)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:au maximum|maximum|au plus|pas plus de|moins de|jusqu'à)\s+(\d{1,4})\s+(mots?|caractères?)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:como máximo|máximo|no más de|menos de|hasta)\s+(\d{1,4})\s+(palabras?|caracteres?)(?![\p{L}])/iu,
];
const FOCUS =
  /(?<![\p{L}])(?:focus(?:ing)? on|emphasi[sz]e|highlight|prioriti[sz]e|concentrate on|lead with|put\s+(?:the\s+)?(.+?)\s+first|fokus(?:siere)? auf|konzentriere? (?:dich |sich )?auf|betone|mettre l'accent sur|mets l'accent sur|mettez l'accent sur|insiste[rz]? sur|mettez en avant|céntrate en|enfatiza|destaca|resalta)\s*([^.;\n]*)/iu;
const MENTION =
  /(?<![\p{L}])(?:mention|include|state|list|name|add|specify|show|erwähne|nenne|gib|mentionne[rz]?|indique[rz]?|menciona|incluye|indica)\s+(?:the |its |their |a |an |den |die |das |le |la |les |el |los |las )?([^.;\n]+)/iu;
const NEGATED =
  /(?<![\p{L}])(?:do not|don't|dont|never|avoid|without|no|nicht|nie|keine?n?|ne\s+\S+\s+pas|jamais|sans|nunca|sin)(?![\p{L}])/iu;
const TONE_WORDS: readonly [EnhancementTone, RegExp][] = [
  [
    'casual',
    /(?<![\p{L}])(?:casual|friendly|conversational|informal|relaxed|playful|locker|lässig|décontracté|familier|informal|desenfadado|cercano)(?![\p{L}])/iu,
  ],
  ['technical', /(?<![\p{L}])(?:technical|technisch|sachlich-technisch|technique|técnico)(?![\p{L}])/iu],
  [
    'marketing',
    /(?<![\p{L}])(?:marketing|persuasive|salesy|promotional|enthusiastic|werblich|verkaufsstark|publicitaire|vendeur|persuasivo|promocional)(?![\p{L}])/iu,
  ],
  [
    'professional',
    /(?<![\p{L}])(?:professional|formal|neutral|businesslike|professionell|sachlich|formell|professionnel|formel|profesional)(?![\p{L}])/iu,
  ],
];
const TONE_CONTEXT =
  /(?<![\p{L}])(?:tone|style|voice|register|sound|write|writing|keep it|be|ton|tonfall|stil|schreib\w*|écri\w*|rédige\w*|tono|estilo|escrib\w*)(?![\p{L}])/iu;
const LANGUAGE_TITLES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
};

/** Whether a negation stands just before `index` ('Do not mention …', 'never casual'). */
const negatedBefore = (text: string, index: number) => NEGATED.test(text.slice(Math.max(0, index - 24), index));

/** Words of a label or a phrase in comparable form (lower case letters and digits, accents kept). */
const keyWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The subjects a phrase names ('weight and dimensions' → Weight, Dimensions). */
function named(phrase: string, subjects: readonly InstructionSubject[]): InstructionSubject[] {
  const words = ` ${keyWords(phrase).join(' ')} `;
  return subjects.filter((subject) => {
    const names =
      'name' in subject
        ? [subject.name]
        : [subject.label.replace(/\s*\([^)]*\)\s*$/, ''), subject.property.replace(/_/g, ' ')];
    return names.some((n) => {
      const key = keyWords(n);
      if (key.length === 0) return false;
      if (words.includes(` ${key.join(' ')} `)) return true;
      return key.some((w) => w.length > 3 && words.includes(` ${w} `));
    });
  });
}

const subjectName = (s: InstructionSubject) => ('name' in s ? s.name : s.label);
const subjectId = (s: InstructionSubject) => ('name' in s ? s.name : s.property);

/**
 * Reads the instructions a template can follow, sentence by sentence: a length limit, a focus on named
 * attributes or on technical specifications, the language ('Write in German'), the tone ('Use a casual
 * tone'), a fact to mention ('Always mention the warranty', applied when the record states it). Every other
 * sentence is listed in `notApplied`, verbatim (the openai provider gets the text as written).
 * `subjects` are the record's attributes ({ name }) or description facts ({ property, label }).
 */
export function readInstructions(text: string | null, subjects: readonly InstructionSubject[] = []): LocalInstructions {
  const read: LocalInstructions = {
    focus: [],
    maxWords: null,
    maxChars: null,
    shortSpecs: 3,
    language: null,
    tone: null,
    mention: [],
    applied: [],
    notApplied: [],
  };
  if (!text?.trim()) return read;
  const applied = { limit: [] as string[], focus: [] as string[], technical: false, mention: [] as string[] };
  for (const instruction of splitSentences(text, 'en')) {
    if ((instruction.match(/\p{L}{2,}/gu)?.length ?? 0) < 2) continue;
    let done = false;
    const limit = LIMITS.map((p) => p.exec(instruction)).find(Boolean);
    if (limit) {
      const n = Number(limit[1]);
      if (/^(?:w|mot|palabra)/i.test(limit[2]!)) read.maxWords = Math.max(5, n);
      else read.maxChars = Math.max(40, n);
      applied.limit.push(`descriptions at most ${limit[1]} ${limit[2]!.toLowerCase()}`);
      done = true;
    }
    const focus = FOCUS.exec(instruction);
    if (focus && !negatedBefore(instruction, focus.index)) {
      const phrase = (focus[1] ?? focus[2] ?? '').toLowerCase();
      const subjectsNamed = named(phrase, subjects);
      for (const s of subjectsNamed) if (!read.focus.includes(subjectName(s))) read.focus.push(subjectName(s));
      if (subjectsNamed.length) {
        applied.focus.push(...subjectsNamed.map(subjectName));
        done = true;
      }
      if (/technical|specification|technisch|technique|técnic/i.test(phrase)) {
        read.shortSpecs = 5;
        applied.technical = true;
        done = true;
      }
    }
    const language = languageFromInstructions(instruction);
    if (language) {
      read.language = language;
      done = true;
    }
    if (TONE_CONTEXT.test(instruction)) {
      const tone = TONE_WORDS.map(([t, pattern]) => [t, pattern.exec(instruction)] as const).find(([, m]) => m);
      if (tone?.[1] && !negatedBefore(instruction, tone[1].index)) {
        read.tone = tone[0];
        done = true;
      }
    }
    const mention = MENTION.exec(instruction);
    if (mention && !negatedBefore(instruction, mention.index)) {
      const subjectsNamed = named(mention[1]!, subjects);
      for (const s of subjectsNamed) {
        if (!read.mention.includes(subjectId(s))) read.mention.push(subjectId(s));
        if (!read.focus.includes(subjectName(s))) read.focus.push(subjectName(s));
      }
      if (subjectsNamed.length) {
        applied.mention.push(...subjectsNamed.map(subjectName));
        done = true;
      }
    }
    if (!done) read.notApplied.push(instruction);
  }
  read.applied.push(...applied.limit);
  if (applied.focus.length) read.applied.push(`focus on ${[...new Set(applied.focus)].join(', ')}`);
  if (applied.technical) read.applied.push('more specifications in the short description');
  if (read.language) read.applied.push(`written in ${LANGUAGE_TITLES[read.language] ?? read.language}`);
  if (read.tone) read.applied.push(`${read.tone} tone`);
  if (applied.mention.length) read.applied.push(`mention ${[...new Set(applied.mention)].join(', ')}`);
  return read;
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
