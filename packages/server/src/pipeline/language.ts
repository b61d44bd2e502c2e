// The language a product text is written in (tinyld, a maintained n-gram detector, confirmed by the
// function words of the languages the pipeline writes), and the language the custom instructions ask for.
import { detectAll } from 'tinyld';

/** The languages a record is recognised in; anything else (or anything unsure) is read as English. */
export const DETECTED_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'] as const;
export type DetectedLanguage = (typeof DETECTED_LANGUAGES)[number];

/** Texts with fewer letters than this are too short to tell ('Black steel hammer'): English. */
const MIN_LETTERS = 20;
/** Characters of the text the detector reads (about 2 µs a character; the start is enough). */
const SAMPLE_CHARS = 160;

/** Frequent function words, which product texts keep even in lists ('für', 'avec', 'para'). */
const FUNCTION_WORDS: Record<DetectedLanguage, ReadonlySet<string>> = {
  en: new Set(
    'the and with for of to in on is it this that from your you are by or its an can be made without'.split(' '),
  ),
  de: new Set(
    'der die das und mit für ist ein eine einen dem den des von zu im auf nicht sich bei aus oder auch wird ohne sind bis zum zur über nach als wie'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les et avec pour un une des du de est dans sur en au aux ce cette qui pas vous votre par sans très'.split(
      ' ',
    ),
  ),
  es: new Set('el la los las y con para un una del de es en que por su sus se al muy más este esta sin'.split(' ')),
  it: new Set(
    'il lo la gli le e con per un una del della di da è che in sono questo questa non più dei nel senza'.split(' '),
  ),
  nl: new Set('de het een en met voor van is op in dat dit niet ook zijn bij je uw te naar door zonder'.split(' ')),
  pt: new Set('o a os as e com para um uma do da de é em que por não seu sua no na dos das mais sem'.split(' ')),
};

/** Letters each language writes and the others of the list rarely do. */
const LETTERS: [DetectedLanguage, RegExp][] = [
  ['de', /[äöüß]/],
  ['fr', /[èêëçàùûœî]/],
  ['es', /[ñ¿¡]/],
  ['pt', /[ãõ]/],
];

/** Function-word hits per language: words unique to one language count double. */
function functionWordVotes(words: readonly string[]): Map<DetectedLanguage, number> {
  const votes = new Map<DetectedLanguage, number>();
  for (const word of words) {
    const langs = DETECTED_LANGUAGES.filter((lang) => FUNCTION_WORDS[lang].has(word));
    for (const lang of langs) votes.set(lang, (votes.get(lang) ?? 0) + (langs.length === 1 ? 2 : 1 / langs.length));
  }
  return votes;
}

/**
 * The language of a product text as a BCP 47 primary tag: 'en', 'de', 'fr', 'es', 'it', 'nl' or 'pt'.
 * Short texts (under 20 letters) are English. Otherwise the detector's ranking (model codes and acronyms
 * left out) and the function words are summed per language; the leader stands when it leads clearly and,
 * for a language other than English, when the detector is sure of it or its function words are there.
 * Anything unsure is English.
 */
export function detectLanguage(text: string | null | undefined): DetectedLanguage | string {
  if (!text) return 'en';
  const head = text.length > SAMPLE_CHARS * 4 ? text.slice(0, SAMPLE_CHARS * 4) : text;
  const sample = head
    .replace(/https?:\/\/\S+|www\.\S+|\S+@\S+/g, ' ')
    // 'Made in Germany' is a label's phrase, written in English whatever the text's language
    .replace(/\bmade in\b/gi, ' ')
    // model codes ('XFD131', '18V-55') and acronyms ('LED', 'LXT') say nothing of the language
    .replace(/\S*\d\S*/g, ' ')
    .replace(/(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (sample.replace(/[^\p{L}]/gu, '').length < MIN_LETTERS) return 'en';
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 3) return 'en';
  const votes = functionWordVotes(words);
  // Letters only one of the languages writes ('Füllgewicht', 'Größe', 'año', 'très') count as well.
  for (const [lang, letters] of LETTERS) {
    const hits = words.filter((w) => letters.test(w)).length;
    if (hits) votes.set(lang, (votes.get(lang) ?? 0) + Math.min(2, hits * 0.5));
  }
  const [lead, next] = [...votes].sort((a, b) => b[1] - a[1]);
  // Function words that leave no doubt spare the detector's time ('für … mit … und … der').
  if (lead && lead[1] >= 5 && lead[1] >= 3 * (next?.[1] ?? 0)) return lead[0];
  const cut = sample.length > SAMPLE_CHARS ? sample.slice(0, sample.lastIndexOf(' ', SAMPLE_CHARS)) : sample;
  const accuracy = new Map<string, number>();
  for (const d of detectAll(cut, { only: [...DETECTED_LANGUAGES] })) accuracy.set(d.lang, d.accuracy);
  const topAccuracy = Math.max(0, ...accuracy.values());
  const score = (lang: DetectedLanguage) =>
    (topAccuracy > 0 ? (accuracy.get(lang) ?? 0) / topAccuracy : 0) + 0.5 * Math.min(4, votes.get(lang) ?? 0);
  const [best, second] = DETECTED_LANGUAGES.map((lang) => ({ lang, score: score(lang) })).sort(
    (a, b) => b.score - a.score,
  );
  if (!best || best.score === 0 || best.score < 1.25 * (second?.score ?? 0)) return 'en';
  if (best.lang !== 'en' && (accuracy.get(best.lang) ?? 0) < 0.3 && (votes.get(best.lang) ?? 0) < 0.7) return 'en';
  return best.lang;
}

/** Language names (English, and as each language writes them and others) to their tags. */
const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en',
  englisch: 'en',
  anglais: 'en',
  inglés: 'en',
  ingles: 'en',
  inglese: 'en',
  engels: 'en',
  inglês: 'en',
  german: 'de',
  deutsch: 'de',
  allemand: 'de',
  alemán: 'de',
  aleman: 'de',
  tedesco: 'de',
  duits: 'de',
  alemão: 'de',
  french: 'fr',
  französisch: 'fr',
  franzoesisch: 'fr',
  français: 'fr',
  francais: 'fr',
  francés: 'fr',
  frances: 'fr',
  francese: 'fr',
  frans: 'fr',
  francês: 'fr',
  spanish: 'es',
  spanisch: 'es',
  espagnol: 'es',
  español: 'es',
  espanol: 'es',
  castellano: 'es',
  spagnolo: 'es',
  spaans: 'es',
  espanhol: 'es',
  italian: 'it',
  italienisch: 'it',
  italien: 'it',
  italiano: 'it',
  italiaans: 'it',
  dutch: 'nl',
  niederländisch: 'nl',
  néerlandais: 'nl',
  neerlandés: 'nl',
  nederlands: 'nl',
  olandese: 'nl',
  portuguese: 'pt',
  portugiesisch: 'pt',
  portugais: 'pt',
  portugués: 'pt',
  português: 'pt',
  portoghese: 'pt',
  portugees: 'pt',
};

/** Language codes accepted after 'Language:' ('de', 'fr-CA'). */
const LANGUAGE_CODES = new Set(
  'en de fr es it nl pt pl sv da no nb fi cs sk hu ro bg el ru uk tr ja zh ko ar he hi id th vi'.split(' '),
);

const NAME = Object.keys(LANGUAGE_NAMES)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** How instructions name the output language: 'in German', 'auf Deutsch', 'en français', 'Language: de'. */
const LANGUAGE_ASKED = [
  // 'Write in German', 'Descriptions in Spanish', 'in italiano', 'in het Nederlands', 'em português'
  new RegExp(`(?<![\\p{L}])(?:in|auf|en|em|in het|op)\\s+(${NAME})(?![\\p{L}])`, 'giu'),
  // 'German descriptions', 'Write German copy', 'translate to French'
  new RegExp(`(?<![\\p{L}])(${NAME})\\s+(?:descriptions?|texts?|copy|language|only)(?![\\p{L}])`, 'giu'),
  new RegExp(
    `(?<![\\p{L}])(?:translate[sd]?|translation)\\s+(?:\\S+\\s+){0,3}?(?:in)?to\\s+(${NAME})(?![\\p{L}])`,
    'giu',
  ),
  // 'Language: German', 'Sprache: Deutsch', 'langue : français', 'idioma: español', 'Language: de'
  new RegExp(
    `(?<![\\p{L}])(?:language|sprache|langue|idioma|lingua|taal|língua)\\s*[:=]\\s*(${NAME}|[a-z]{2}(?:[-_][a-z]{2})?)(?![\\p{L}])`,
    'giu',
  ),
];

/**
 * The language the custom instructions ask the descriptions to be written in ('Write in German' → 'de',
 * 'auf Deutsch', 'en français', 'in Spanish', 'Language: es'), or null when they ask for none. 'Made in
 * Germany' names a country, not a language.
 */
export function languageFromInstructions(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const pattern of LANGUAGE_ASKED) {
    for (const match of text.matchAll(pattern)) {
      const named = match[1]!.toLowerCase();
      // German 'in Italien' is the country; French 'en italien' the language.
      if (named === 'italien' && !/^en\s/i.test(match[0])) continue;
      const tag = LANGUAGE_NAMES[named] ?? (LANGUAGE_CODES.has(named.slice(0, 2)) ? named.slice(0, 2) : null);
      if (tag) return tag;
    }
  }
  return null;
}

/**
 * The language a text's function words name beyond doubt ('für … und … mit' → 'de'), or null when they do
 * not (too few, or shared). Cheap (no detector): for checking that a text is in the language expected.
 */
export function functionWordLanguage(text: string | null | undefined): DetectedLanguage | null {
  if (!text) return null;
  const words =
    text
      .slice(0, 2000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const [lead, next] = [...functionWordVotes(words)].sort((a, b) => b[1] - a[1]);
  return lead && lead[1] >= 3 && lead[1] >= 2 * (next?.[1] ?? 0) ? lead[0] : null;
}
