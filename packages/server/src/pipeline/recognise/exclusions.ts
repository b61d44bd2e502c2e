// Figures a company's help text rules out for a number field ('Not the maximum, peak or boost power, not standby
// power, not a processor's TDP or a recommended PSU size'): a reading whose own words name one of them is not the
// field's value. Only what the help text negates counts, and never the field's own name ('Max. Temperature' keeps
// its maximum).
import type { FieldSpec } from '../types';

/** The kinds of figure a help text may rule out: the words it names them by, and the words a record uses. */
const KINDS: { help: RegExp; record: RegExp; before?: boolean }[] = [
  {
    help: /\b(?:max(?:imum)?|peak|burst|boost)\b/i,
    record:
      /(?<![\p{L}])(?:max(?:imum|imal|imale|imo|\.)?|máx(?:imo|ima)?\.?|maxi|peak|spitze\p{L}*|crête|pico|picco|burst|boost|turbo\p{L}*)(?![\p{L}])/iu,
  },
  {
    help: /\b(?:standby|stand-by|sleep|off-mode|idle)\b/i,
    record:
      /(?<![\p{L}])(?:standby|stand-by|veille|bereitschaft\p{L}*|espera|reposo|sleep|ruhe\p{L}*|off-mode|aus-zustand|idle|inactivo|inattivo)(?![\p{L}])/iu,
  },
  { help: /\bTDP\b/, record: /\bTDP\b/ },
  {
    help: /\b(?:shipping|gross|package|packaging|packed|parcel)\b/i,
    record:
      /(?<![\p{L}])(?:shipping|shipment|versand\p{L}*|spedizione|expédition|envío|envio|wysyłk\p{L}*|przesyłk\p{L}*|gross|brutto|brut|lordo|bruto|package|packaging|verpackung\p{L}*|emballage|embalaje|imballo|opakowani\p{L}*|parcel|colis)(?![\p{L}])/iu,
    // Named before the figure only: 'Gewicht: 530 g (Versandgewicht 820 g)' keeps its 530 g.
    before: true,
  },
  {
    help: /\brecommended\b/i,
    record: /(?<![\p{L}])(?:recommended|empfohlen\p{L}*|recommandée?s?|recomendad[ao]s?|consigliat[ao])(?![\p{L}])/iu,
  },
  {
    help: /\badapter\b/i,
    record: /(?<![\p{L}])(?:power adapter|adapter|adaptateur|adaptador|alimentatore|netzteil|ac adapter)(?![\p{L}])/iu,
  },
];

/**
 * Parts a help text leaves out of a measure ('size without stand', 'weight without the stand'): a reading of the
 * part included ('Dimensions with stand: …', 'Gewicht mit Standfuß') is not the field's.
 */
const WITHOUT: { help: RegExp; record: RegExp }[] = [
  {
    help: /\bwithout\s+(?:the\s+|a\s+)?stand\b|\bexcluding\s+(?:the\s+)?stand\b/i,
    record:
      /\b(?:with|incl\.?|including)\s+(?:the\s+)?stand\b|\bmit\s+(?:Standfu(?:ß|ss)|Fu(?:ß|ss)|Ständer)\b|\bavec\s+(?:pied|support)\b|\bcon\s+(?:base|soporte|supporto|piedistallo)\b|\bmet\s+(?:voet|standaard)\b/iu,
  },
];

/** The negated parts of a help text (from each 'not' / 'no' / 'never' to the end of its clause), and the rest. */
function negated(help: string): { negated: string; rest: string } {
  const parts = /\b(?:not|no|never|excluding|except)\b[^.;]*/gi;
  return { negated: [...help.matchAll(parts)].map((m) => m[0]).join(' '), rest: help.replace(parts, ' ') };
}

interface Rule {
  record: RegExp;
  /** Read in the clause before the figure and its quote only, not in the word after it. */
  before?: boolean;
}

const RULES = new WeakMap<FieldSpec, Rule[]>();

/** The record words that rule a reading out of this field, by its help text (none: an empty list). */
export function excludedWords(spec: FieldSpec): Rule[] {
  let rules = RULES.get(spec);
  if (!rules) {
    // The field's own name, and what the help text asks for, is what it holds ('Max. Temperature', 'for chargers
    // the maximum total output; not the maximum load of a cable').
    const own = `${spec.display_name} ${spec.field_name.replace(/_/g, ' ')}`;
    const help = negated(spec.description ?? '');
    rules = [
      ...KINDS.filter((k) => k.help.test(help.negated) && !k.help.test(own) && !k.help.test(help.rest)),
      ...WITHOUT.filter((k) => k.help.test(spec.description ?? '')),
    ].map((k) => ({ record: k.record, ...('before' in k && k.before ? { before: true } : {}) }));
    RULES.set(spec, rules);
  }
  return rules;
}

/**
 * Whether a reading's own words name a figure the field's help text rules out: its cue, the words before the
 * figure in its clause ('Max. power consumption: 9 W', 'TDP: 120 W', 'Recommended PSU: 550 W'), or the words right
 * after it ('3,8 W max.', '220 W (max)'); not a later figure's words ('1000 W (1400 peak watts)', '12 + Turbo').
 */
export function excludedByHelp(spec: FieldSpec, quote: string, sourceText: string): boolean {
  const rules = excludedWords(spec);
  if (rules.length === 0) return false;
  const figure = [...quote.matchAll(/\d/g)].at(-1);
  const lastRun = figure ? quote.slice(0, figure.index + 1).search(/[\d.,]*\d$/) : quote.length;
  const at = sourceText.indexOf(quote);
  // The clause before it: back to a separator or a sentence's end ('max. 256 GB' keeps its 'max.').
  const before =
    at < 0
      ? ''
      : (/[^,;|\n>]{0,30}$/.exec(sourceText.slice(0, at))?.[0] ?? '')
          .split(/(?<!\b(?:max|min|ca|approx|env|máx|mín))\.\s+/iu)
          .at(-1)!;
  const after = at < 0 ? '' : sourceText.slice(at + quote.length, at + quote.length + 30);
  const next = /^\s*\(?\s*(\p{L}[\p{L}.]*)/u.exec(after)?.[1] ?? '';
  const words = `${before}${quote.slice(0, lastRun)}`;
  return rules.some((rule) => rule.record.test(rule.before ? words : `${words} ${next}`));
}
