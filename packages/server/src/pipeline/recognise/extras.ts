// Facts of a record that are no measure: yes/no properties stated in words ('cordless', 'Akku-…', 'étanche'),
// pack quantities ('Pack of 2', '17-tlg.'), warranties, sizes, the country of manufacture, a model number in
// the name, and the select values (colours, materials, allergens) its text names.
import { fold } from './vocabulary';
import { tyreIn, withinCode } from './codes';

/**
 * Phrases stating a yes/no property, and those stating its opposite (lower case, accents kept); `implied`, what
 * implies the opposite without saying it (a power cord for cordless), read only for a company whose help text
 * says so ('false when … power cord').
 */
/** Words of charging before 'wireless' ('Ricarica wireless', 'chargeur sans fil'): wireless charging. */
const NOT_THE_DEVICE = '(?:ricarica|carica|caricatore|recharge|charge|chargeur|carga|recarga|cargador|ladegerät|laden)';

export const YES_NO: Record<string, { yes: readonly RegExp[]; no: readonly RegExp[]; implied?: readonly RegExp[] }> = {
  cordless: {
    yes: [
      /\bcordless\b/i,
      /\bcdls\b/i,
      /\bbattery[- ](?:powered|operated)\b/i,
      /\bakkubetrieben\b/i,
      /\bAkku-\p{L}/u,
      /\bkabellos\w*/i,
      /\bsans fil\b/i,
      /\binal[áa]mbric[oa]s?\b/i,
    ],
    no: [/\bcorded\b/i, /\bnetzbetrieben\b/i],
    // A power cord or its length: it runs on the mains ('Kabellänge 1,8 m', 'Cordon d'alimentation', 'filaire').
    implied: [
      /\b(?:power|mains|supply) (?:cord|cable|lead)\b/i,
      /\b(?:cord|cable) length\b/i,
      /\bNetzkabel\w*/iu,
      /\bKabell[äa]nge\b/iu,
      /\bcordon (?:d'alimentation|secteur|rotatif|pivotant|de \d)/iu,
      /\bfilaires?\b/i,
      /\bcable de alimentaci[óo]n\b/iu,
      /\bcon cable\b/i,
    ],
  },
  // Connecting to its host without a cable ('wireless mouse', 'kabellose Tastatur'): not wireless charging or a
  // laptop's 'wireless web' run time.
  wireless: {
    yes: [
      new RegExp(
        String.raw`(?<!${NOT_THE_DEVICE}\s)\b(?:wireless|drahtlos\p{L}*|kabellose[nrs]?|sans[- ]fil|inal[áa]mbric[oa]s?|senza fili|draadloze?)\b(?![\s-]+(?:charg\p{L}*|laden|lade\p{L}*|pad|web|streaming|browsing|internet|lan|oplad\p{L}*))`,
        'iu',
      ),
    ],
    // 'wired USB-C mode', '+ wired': a second way to connect, not a wired product.
    no: [
      /(?<![+&/]\s?|\band\s|\bor\s)\bwired\b(?![^.,;<]{0,15}\bmode\b)/i,
      /\bkabelgebunden\p{L}*/iu,
      /\bfilaires?\b/i,
      /\bcon filo\b/i,
      /\bcablat[oa]\b/i,
      /\bbedraad\p{L}*/iu,
    ],
  },
  bpa_free: {
    yes: [/\bBPA[- ]?(?:free|frei)\b/i, /\b(?:sans|sin|libre de|ohne)\s+BPA\b/i, /\b0\s?%\s?BPA\b/i],
    no: [/\bcontains BPA\b/i, /\benthält BPA\b/i, /\bcontient du BPA\b/i, /\bcontiene BPA\b/i],
  },
  dimmable: {
    yes: [/\bdimmable\b/i, /\bdimmbar\b/i, /\bregulables?\b/i, /\bgradables?\b/i],
    no: [/\bnon[- ]dimmable\b/i, /\bnot dimmable\b/i, /\bnicht dimmbar\b/i, /\bno regulable\b/i, /\bdimmable:\s*no\b/i],
  },
  thermostatic: {
    yes: [/\bthermostatic\b/i, /\bthermostat\p{L}*/iu, /\bthermostatique\b/i, /\btermost[áa]tic[oa]\b/i, /\bTMV\b/],
    no: [/\bnon[- ]thermostatic\b/i, /\bnot thermostatic\b/i, /\bnon thermostatique\b/i],
  },
  waterproof: {
    yes: [/\bwaterproof\b/i, /\bwasserdicht\b/i, /\bétanches?\b/i, /\bimperm[ée]ables?\b/i],
    no: [/\bnot waterproof\b/i, /\bnicht wasserdicht\b/i, /\bnon étanche\b/i],
  },
  rechargeable: {
    yes: [
      /\brechargeable\b/i,
      /\b(?:wieder)?aufladbar\w*/i,
      /\brecargables?\b/i,
      /\b(?:usb[- ]?c?\s+)?charging\b/i,
      /\bAkku\b/u,
      /\b(?:li-?ion|lithium-ion|li-po)\b/i,
    ],
    no: [
      /\bnot rechargeable\b/i,
      /\bnon[- ]rechargeable\b/i,
      /\bnicht (?:wieder)?aufladbar\b/i,
      /\bnon rechargeable\b/i,
    ],
    // Disposable cells: 'Powered by 2 AA batteries', 'Fonctionne avec 2 piles CR2032', '2 pilas AAA'.
    implied: [
      /\b(?:\d\s*x\s*|\d\s+)(?:AAA?|LR\d{1,2}|CR\d{4})\b(?:\s+(?:batter(?:y|ies)|batterien|cells?))?/,
      /\b\d\s*(?:x\s*)?(?:piles?|pilas?|batterien|batter(?:y|ies))\s+(?:\(?(?:AAA?|LR\d{1,2}|CR\d{4})\b)/i,
    ],
  },
  dishwasher_safe: {
    yes: [
      /\bdishwasher[- ]safe\b/i,
      /\bspülmaschinen(?:fest|geeignet)\b/i,
      /\b(?:passe|compatible|va) au lave-vaisselle\b/i,
      /\bapt[oa]s? (?:para )?(?:el )?lavavajillas\b/i,
    ],
    no: [
      /\bnot dishwasher[- ]safe\b/i,
      /\bhand[- ]wash only\b/i,
      /\bnicht spülmaschinen(?:fest|geeignet)\b/i,
      /\bnur handwäsche\b/i,
      /\blavage à la main uniquement\b/i,
      /\bno apt[oa] para lavavajillas\b/i,
    ],
  },
  induction: {
    yes: [
      /\binduction[- ](?:compatible|ready|suitable)\b/i,
      /\b(?:suitable for|works on|all hobs including) induction\b/i,
      /\binduktions(?:geeignet|fähig|tauglich)\b/i,
      /\bfür induktion\b/i,
      /\bcompatible (?:avec l'|à l')?induction\b/i,
      /\btous feux dont induction\b/i,
      /\bapt[oa] para inducción\b/i,
    ],
    no: [
      /\bnot (?:suitable for|for|compatible with) induction\b/i,
      /\bnicht (?:für )?induktion\w*\b/i,
      /\bnon compatible (?:avec l')?induction\b/i,
      /\bno apt[oa] para inducción\b/i,
    ],
  },
  app_control: {
    yes: [
      /\b(?:\w+\s)?app\b(?![- ]?(?:not|nicht))/i,
      /\b(?:alexa|google assistant|google home|siri|homekit|smartthings)\b/i,
      /\bsmart home\b/i,
    ],
    no: [],
  },
  battery_included: {
    yes: [
      /\bbatter(?:y|ies) included\b/i,
      /\bincludes?\b(?:\s+[\w().+-]+){0,5}\s+batter(?:y|ies)\b(?!\s+(?:clamps?|charger|maintainer|tester|terminals?|compartment|door|cover|level|indicator|life|status|cables?|connectors?|holder|box))/i,
      /\bthe included\s+(?:[\w.+-]+\s+){0,3}batter(?:y|ies)\b/i,
      // Not an accessory's batteries ('remote with 2 AAA batteries') nor a part named after them ('battery clamps').
      /(?<!\b(?:remote|controller|control|mouse|keyboard|fernbedienung|télécommande|mando)\s)\bwith (?:\(?\d\)?\s+)?(?:[\w.+-]+\s+){0,3}batter(?:y|ies)\b(?!\s+(?:clamps?|charger|maintainer|tester|terminals?|compartment|door|cover|level|indicator|life|status|cables?|connectors?|holder|box))/i,
      /\binkl\.?\s+(?:\d\s*x?\s*)?akkus?\b/i,
      /\bmit\s+(?:\d\s*x?\s*)?(?:[\w,.-]+\s+){0,2}akkus?\b/i,
      /\b\d\s*x\s*[\d,.]+\s*Ah\s+Akkus?\b/i,
      /\bakkus? enthalten\b/i,
      /\bincluye\b(?:\s+[\w().+-]+){0,4}\s+bater[íi]as?\b/i,
      /\b(?:piles|batteries|batterie|accus?)\b(?:\s+[\w]+){0,2}\s+incluses?\b/i,
    ],
    no: [
      /\btool only\b/i,
      /\bbare tool\b/i,
      /\bbatter(?:y|ies) (?:not included|sold separately)\b/i,
      /\bohne akku\b/i,
      /\bsolo herramienta\b/i,
      /\bsans (?:batterie|accu)\b/i,
      /\bbatterie non incluse\b/i,
    ],
  },
  // A tyre's load version: 'XL' after its size or service description ('94Y XL', 'R17 XL'), 'Extra Load',
  // 'Reinforced' ('verstärkt', 'renforcé', 'rinforzato'); read only where a tyre designation is (yesNoStated).
  reinforced: {
    yes: [
      /(?<=(?:\d{2,3}(?:\/\d{2,3})?\s?[A-Z]\)?|R\d{2}C?)\s)(?:XL|RF)\b/,
      /\(XL\)/,
      /\bextra[\s-]load\b/i,
      /\breinforced\b/i,
      /\bverstärkt\p{L}*/iu,
      /\brenforcée?s?\b/i,
      /\brinforzat[oaie]\b/i,
      /\breforzad[oa]s?\b/i,
      /\bwzmocnion[aey]\b/i,
    ],
    no: [/\bstandard load\b/i, /(?<=\d{2,3}\s?[A-Z]\s)SL\b/],
  },
  // An LED light source, not a charger's or a dashcam's indicator LED; halogen and xenon bulbs are none, but not
  // the halogen an LED bulb replaces or is compared with.
  led: {
    yes: [
      /(?<!\b(?:IR|infrared|infrarot|infrarouges?|infrarrojos?)\s+)\bLEDs?\b(?![\s-]*(?:IR\b|infra\p{L}*|indicators?|display|anzeige\p{L}*|screen|status|charge indicator|témoin|spia|kontrolk\p{L}*))(?<!(?:status|charging|indicator|power|charge)\s+LEDs?)/iu,
    ],
    no: [
      /(?<!(?:replac\p{L}*|than|vs\.?|instead of|statt|remplace\p{L}*|sostituisc\p{L}*|reemplaza\p{L}*|zamiast|for|für|pour|per|para)\s+(?:[\p{L}\d]+\s+){0,3})\b(?:halogen\p{L}*|halogène\p{L}*|alogen\p{L}*|halógen\p{L}*|halogenow\p{L}*|xenon|xénon|HID)\b/iu,
    ],
  },
};

/** Words after 'battery' that name a part or a feature, not a battery ('battery clamps', 'battery life'). */
export const BATTERY_PART =
  /^\s+(?:clamps?|charger|maintainer|tester|terminals?|compartment|door|cover|level|indicator|life|status|cables?|connectors?|holder|box)\b/i;

export interface TextFact {
  value: string;
  quote: string;
  index: number;
}

/** What the text says of a yes/no property: 'yes' and 'no' with their quotes, each when stated (or implied). */
export function yesNoStated(property: string, text: string, implied = false): TextFact[] {
  const lexicon = YES_NO[property];
  if (!lexicon || (property === 'reinforced' && !tyreIn(text))) return [];
  const found: TextFact[] = [];
  for (const [value, patterns] of [
    ['no', implied ? [...lexicon.no, ...(lexicon.implied ?? [])] : lexicon.no],
    ['yes', lexicon.yes],
  ] as const) {
    for (const p of patterns) {
      const m = p.exec(text);
      if (!m) continue;
      // 'Dimmable: No', 'non-thermostatic': the word of a 'no' already read says nothing more.
      if (
        value === 'yes' &&
        found.some((f) => f.value === 'no' && m.index >= f.index && m.index < f.index + f.quote.length)
      )
        continue;
      // 'not cordless' says no.
      const negated =
        value === 'yes' && /\b(?:not|nicht|non|pas|no|kein)\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index));
      if (negated && found.length === 0)
        found.push({
          value: 'no',
          quote: text.slice(text.lastIndexOf(' ', m.index - 2) + 1, m.index + m[0].length),
          index: m.index,
        });
      else if (!negated) found.push({ value, quote: m[0], index: m.index });
      break;
    }
  }
  // 'Wasserdicht (IP64)', 'IPX4': a rating below immersion (IPX7) says it is not waterproof as such.
  if (property === 'waterproof' && /\bIP[X\d][0-6]\b/i.test(text)) return found.filter((f) => f.value !== 'yes');
  return found;
}

/** Words naming pieces inside one retail unit: tablets, capsules, wipes, nappies, plasters, strips, razors. */
const PIECE_NOUN = String.raw`(?:count|ct|tablets?|tabs|capsules?|caps|softgels?|sachets?|wipes?|nappies|nappy|diapers?|pants|pads?|plasters?|strips?|cartridges?|razors?|tabletten|kapseln|dragees|beutel|tücher|feuchttücher|windeln|pflaster|streifen|klingen|comprimés|gélules|lingettes|couches|pansements|bandes|rasoirs|comprimidos|cápsulas|capsulas|toallitas|pañales|tiritas|bandas|compresse|capsule|salviette|salviettine|pannolini|cerotti|strisce|doekjes|luiers|pleisters|stuks|stück|stk\.?|pcs|pieces|uds\.?|unidades|unités|units)`;
/** A count of pieces: '60 Kapseln', '80 lingettes', '8 Count', '8CT', '2 x 90 nappies' (one unit's 90). */
const PIECES = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?:\d{1,2}\s?[x×]\s?)?(\d{1,4})\s?-?${PIECE_NOUN}(?![\p{L}])`,
  'iu',
);
/** Counting words that name a pack of identical units, not pieces ('Twin Pack', 'Doppelpack', 'duoverpakking'). */
const MULTIPACK: [RegExp, string][] = [
  [/\b(?:twin[\s-]?pack|duo[\s-]?pack|doppelpack|duoverpakking|duopack|lot de deux|confezione doppia)\b/iu, '2'],
  [/\b(?:triple[\s-]?pack|tripack|dreierpack|trio[\s-]?pack)\b/iu, '3'],
];

/**
 * The pieces inside one retail unit ('60 Kapseln', '8 Count' cartridges, '4x80 Tücher' = 80), where a company
 * counts them apart from the units in a pack.
 */
export function pieceCountIn(text: string): TextFact | null {
  for (const m of text.matchAll(new RegExp(PIECES.source, 'giu'))) {
    if (MINIMUM_ORDER.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // '180 Nappies … (2 x 90)': the pieces of one of the pack's units.
    const total = Number(m[1]);
    for (const x of text.matchAll(/(?<![\d.,])(\d{1,2})\s?[x×]\s?(\d{1,4})(?![\d.,])/g))
      if (Number(x[1]) > 1 && Number(x[1]) * Number(x[2]) === total)
        return { value: x[2]!, quote: x[0], index: x.index };
    return { value: m[1]!, quote: m[0].trim(), index: m.index };
  }
  return null;
}

/** A supplier's value naming pieces ('30 tablets', '80 Tücher'), or a key counting them ('Count', 'Stück'). */
export function namesPieces(key: string, value: string): boolean {
  return (
    new RegExp(String.raw`^\s*\d{1,4}\s?-?${PIECE_NOUN}\s*$`, 'iu').test(value) ||
    /^(?:count|ct|stück|stückzahl|pcs|pieces|nombre de pièces|unidades|pezzi|stuks)$/i.test(key.trim())
  );
}

const PACK = [
  /\b(?:pack|set|box|case|bag|lot|paquete|juego|satz|packung)\s+(?:of|de|mit|à)\s+(\d{1,4})\b/i,
  /(?<![\d.,])\b(\d{1,4})[- ]?(?:pack|pk|pcs|pieces|piece|pc|count|ct|tlg\.?|teilig|stück|stk\.?|pièces|piezas|unidades|er[- ]?(?:pack|set|packung))(?![\p{L}])/iu,
  // 'Pack 3 calzoncillos', 'Lot 2 paires': the count between the word and the goods.
  /\b(?:pack|lot)\s+(\d{1,3})\s+(?=\p{L}{3,})(?!(?:x|cm|mm|ml|kg|g|m|oz|lbs?|in|ft|l)\b)/iu,
];
/** Pieces of a set ('2-piece set', 'ensemble 2 pièces', '17-tlg. Set'): parts of one item, not identical items. */
const PIECE = /^(?:pieces?|pièces|piezas|pc|tlg\.?|teilig)$/i;
const SET_WORD = /\b(?:set|sets|ensemble|conjunto|kit|satz|coffret|juego|zestaw|completo|komplet)\b/iu;

/**
 * A pack quantity the text states ('Pack of 2', '2-Pack', '100 pcs', '17-tlg.'); with `identicalOnly` (the
 * company counts identical items only) a set's pieces are none; with `piecesApart` (the company counts the pieces
 * of one unit in a field of their own) it is the units of a multipack ('3 x 75 ml', 'Twin Pack'), never pieces.
 */
export function packQuantityIn(text: string, identicalOnly = false, piecesApart = false): TextFact | null {
  // 'Colgate Total 3 x 75 ml', '2 x 90 nappies': the units of a multipack, where pieces are counted apart.
  if (piecesApart) {
    const multi = /(?<![\d.,])(\d{1,2})\s?[x×]\s?\d+(?:[.,]\d+)?\s?(?:ml|g|l|cl|fl\.?\s?oz|oz)?(?![\p{L}\d])/iu.exec(
      text,
    );
    const pieces = new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s?[x×]\s?\d{1,4}\s?${PIECE_NOUN}(?![\p{L}])`, 'iu').exec(
      text,
    );
    const found = [multi, pieces].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0];
    if (found && Number(found[1]) > 1) return { value: found[1]!, quote: found[0].trim(), index: found.index };
    for (const [pattern, count] of MULTIPACK) {
      const m = pattern.exec(text);
      if (m) return { value: count, quote: m[0], index: m.index };
    }
  }
  for (const p of PACK) {
    const m = p.exec(text);
    if (!m) continue;
    const after = text.slice(m.index + m[0].length);
    // '2-piece composite', '3-piece construction': how it is built, not how many come.
    if (/^\s*(?:composite|construction|design|frame|shaft|body|handle)\b/i.test(after)) continue;
    // '18ct gold', '0.10 ct diamond': carats.
    if (
      /ct$/i.test(m[0]) &&
      /^\s*(?:(?:white|yellow|rose)\s+)?(?:gold|or|oro|diamonds?|diamant\p{L}*|t\.?w\.?)(?!\p{L})/iu.test(after)
    )
      continue;
    const word = /\d[- ]?(\p{L}+\.?)$/u.exec(m[0])?.[1] ?? '';
    // Pieces counted apart ('8 Count', '100 pcs') are no pack of units.
    if (piecesApart && new RegExp(`^${PIECE_NOUN}$`, 'iu').test(word)) continue;
    if (identicalOnly && PIECE.test(word)) {
      const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
      if (SET_WORD.test(around)) continue;
    }
    // 'Minimum order: 12 pieces', 'Pedido mínimo: 12 piezas': what a buyer must take, not what the pack holds.
    if (!MINIMUM_ORDER.test(text.slice(Math.max(0, m.index - 30), m.index)))
      return { value: m[1]!, quote: m[0].trim(), index: m.index };
  }
  return null;
}

const MINIMUM_ORDER =
  /\b(?:minimum order|min\.? order|moq|order quantity|pedido mínimo|mindestbestell\p{L}*|mindestabnahme|commande minimum|minimum de commande)\b[^.;\n]*$/iu;

const AGE_UNIT = '(years?|yrs?|jahre?n?|ans?|años?|months?|monate?n?|mois|mes(?:es)?)';
/** Before an age: a warning about small children, or a maximum ('Not suitable for children under 36 months'). */
const AGE_WARNING =
  /\b(?:under|below|younger than|unter|moins de|menores de|menos de|not suitable|nicht (?:für|geeignet)|ne convient pas|no (?:apto|adecuado)|choking|warning|achtung|attention|advertencia|jusqu'à|bis|hasta|up to)\b[^.;\n]{0,40}$/iu;
const MINIMUM_AGE = [
  // 'Ages 18+', 'For ages 3+', 'Age: 8+', 'Âge : 3 ans+'.
  new RegExp(String.raw`\b(?:ages?|âge|edad|alter)\s*:?\s*(\d{1,2})\s*${AGE_UNIT}?\s*\+`, 'iu'),
  // '6m+', '0 mois+', '3+ years', '18M+' (an m is months only before its plus: '5 m' is five metres).
  new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s*(${AGE_UNIT.slice(1, -1)}|m)\s*\+`, 'iu'),
  new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s*\+\s*${AGE_UNIT}\b`, 'iu'),
  // 'ab 3 Jahren', 'dès 6 ans', 'A partir de 2 años', 'Apto desde 0 meses', 'from 3 years'.
  new RegExp(
    String.raw`\b(?:ab|dès|des|desde|a partir de|à partir de|from|suitable from)\s+(\d{1,2})\s*${AGE_UNIT}\b`,
    'iu',
  ),
  // '0-6 meses', '12 mois - 5 ans', '0-36 months': the youngest age of a range.
  new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s*${AGE_UNIT}?\s*(?:-|–|à|a|bis)\s*\d{1,2}\s*${AGE_UNIT}\b`, 'iu'),
];
const AGE_RANGE = MINIMUM_AGE.at(-1)!;
/** A supplier key's whole value: '18+', '3', '3 ans', '36 months'. */
const KEYED_AGE = new RegExp(String.raw`^\s*(\d{1,2})\s*${AGE_UNIT}?\s*\+?\s*$`, 'iu');
const MONTHS = /^(?:m|months?|monate?n?|mois|mes(?:es)?)$/;

/**
 * The recommended minimum age a record states, as '<n> months' or '<n> years' ('Ages 3+', 'ab 3 Jahren',
 * 'dès 6 ans', '0-6 meses'); a warning about small children ('Not suitable for children under 36 months') or a
 * maximum ('jusqu'à 5 ans') is none. A supplier key's whole value may be a bare '18+' or '3 ans'.
 */
export function minimumAgeIn(text: string, keyed = false): TextFact | null {
  const patterns = keyed ? [KEYED_AGE, ...MINIMUM_AGE] : MINIMUM_AGE;
  for (const p of patterns) {
    for (const m of text.matchAll(new RegExp(p.source, `${p.flags.replace('g', '')}g`))) {
      if (AGE_WARNING.test(text.slice(Math.max(0, m.index - 50), m.index))) continue;
      const word = (m[2] ?? m[3] ?? '').toLowerCase();
      const months = MONTHS.test(word);
      // A range of years is as often a warranty or a lifetime; a range of months ('0-6 meses') is an age.
      if (p === AGE_RANGE && !months) continue;
      const n = Number(m[1]);
      if (months ? n > 48 : n > 18) continue;
      return { value: `${n} ${months ? 'months' : 'years'}`, quote: m[0].trim(), index: m.index };
    }
  }
  return null;
}

/** Words of a warranty term: years (group 1 of TERM_UNIT) or months. */
const YEAR_WORDS = String.raw`years?|yrs?\.?|yr\.?|jahre?s?|ans?|années?|años?|anni|anno|jaar`;
const MONTH_WORDS = 'months?|monate?n?|mois|meses|mesi|maanden';
const WARRANTY_WORDS = 'warranty|guarantee|garantie|garantía|garanzia|gewährleistung';
/** A warranty's term opening a supplier key's value ('3 Year Courier or Carry-in', '24 Monate'), or a bare number. */
const WARRANTY_TERM_START = new RegExp(
  String.raw`^\s*(\d{1,3})(?:\s*-?\s*(?:(${YEAR_WORDS})|(${MONTH_WORDS}))(?!\p{L})|\s*$)`,
  'iu',
);
const ANOTHER_TERM = new RegExp(String.raw`\d{1,2}\s*(?:${YEAR_WORDS}|${MONTH_WORDS})(?!\p{L})`, 'iu');

/**
 * A supplier key's warranty value ('3 Year Courier or Carry-in', '24 Monate', '3 Jahre bei Registrierung, sonst
 * 1 Jahr': the term without the condition; one part's: none) as a count and its unit (null: a bare number).
 */
export function keyedWarranty(text: string): { count: number; unit: 'years' | 'months' | null } | null {
  const term = WARRANTY_TERM_START.exec(text);
  if (!term) return null;
  const rest = text.slice(term[0].length);
  const condition = CONDITIONAL_WARRANTY.exec(rest);
  if (condition?.[1] !== undefined) {
    const otherwise = OTHERWISE_YEARS.exec(rest);
    return otherwise ? { count: Number(otherwise[1] ?? otherwise[2]), unit: 'years' } : null;
  }
  // One part's term ('12 Jahre auf Passivlautsprecher', often beside another's): none here; warrantyIn reads the
  // whole sentence.
  if (condition) return null;
  return { count: Number(term[1]), unit: term[3] ? 'months' : term[2] ? 'years' : null };
}

/**
 * A warranty's term ('2-year warranty', '3 Jahre Garantie', '5 Jahre Herstellergarantie', 'garantie 2 ans',
 * 'Garantía de 2 años', 'Garanzia: 3 anni', '18-month warranty'): '<n> years' or '<n> months'.
 */
export function warrantyIn(text: string): TextFact | null {
  const patterns = [
    new RegExp(
      String.raw`\b(\d{1,2})[- ](?:(${YEAR_WORDS})|(${MONTH_WORDS}))(?:\s+(?:limited|manufacturer'?s?|herstellers?|de|di))?\s+\p{L}*(?:${WARRANTY_WORDS})\b`,
      'giu',
    ),
    new RegExp(
      String.raw`\b(?:${WARRANTY_WORDS})\s*(?::|of|von|de|di|van)?\s*(\d{1,2})\s*(?:(${YEAR_WORDS})|(${MONTH_WORDS}))(?!\p{L})`,
      'giu',
    ),
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const term = `${m[1]} ${m[3] ? 'months' : 'years'}`;
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
      const condition = CONDITIONAL_WARRANTY.exec(after);
      // One part's term is the warranty when it is the only term ('7-year warranty on the wooden parts'), not
      // beside another ('12 Jahre auf Passivlautsprecher, 2 Jahre auf Elektronik').
      const sentence = after.split(/[.;\n]/)[0]!;
      const single = condition?.[1] === undefined && !ANOTHER_TERM.test(sentence);
      if (!condition || single) return { value: term, quote: m[0], index: m.index };
      // '5 Jahre Garantie bei Registrierung, sonst 3 Jahre': the term without the condition.
      const otherwise = OTHERWISE_YEARS.exec(after);
      if (otherwise) {
        const at = m.index + m[0].length + otherwise.index;
        return {
          value: `${otherwise[1] ?? otherwise[2]} years`,
          quote: text.slice(m.index, at + otherwise[0].length),
          index: m.index,
        };
      }
    }
  }
  return null;
}

/**
 * After a warranty: a condition ('with registration', 'bei Registrierung'; group 1) or one part's term ('sur le
 * revêtement', 'auf das Gestell', 'on the motor'); the product's own term ('sur le produit') is none.
 */
const WHOLE_PRODUCT = String.raw`(?:the|le|la|les|l'|das|den|die|dem|el|los|las|todo|toute?s?|tout|whole|entire|all|ganze[nm]?|gesamte[nm]?|complete|product|produit|produkt|producto|appareil|gerät|aparato|item|article|artikel|artículo)\b`;
const CONDITIONAL_WARRANTY = new RegExp(
  String.raw`^\s*\(?\s*(?:((?:with|upon|after|on|bei|nach|mit|avec|après|con|tras)\s+(?:online\s+)?(?:registration|registrierung|enregistrement|registro|inscription)|if registered|when registered)|(?:on|sur|auf|en|für)\s+(?:(?:the|le|la|les|l'|das|den|die|dem|el|los|las)\s*)?(?!${WHOLE_PRODUCT})\p{L}{3,})`,
  'iu',
);
/** After a conditional term: the plain one ('sonst 3 Jahre', '2 ans sur le produit'). */
const OTHERWISE_YEARS =
  /^[^.;]{0,40}?(?:\b(?:sonst|otherwise|else|sinon|si no|de lo contrario)\s+(\d{1,2})\s*(?:years?|jahre?n?|ans?|años?)\b|,\s*(\d{1,2})\s*(?:years?|jahre?n?|ans?|años?)\s+(?:on|sur|auf|en|für)\s+(?:(?:the|le|l'|das|den|el)\s*)?(?:product|produit|produkt|producto|appareil|gerät|aparato)\b)/iu;
const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

const NOT_AFTER = String.raw`(?<![\d.,][-–]?|[-–/])`;
/** '3 speeds', 'three heat settings', '3-speed'; '12 Geschwindigkeitsstufen', '5 vitesses', '6 velocidades'. */
const SETTINGS_COUNT = new RegExp(
  String.raw`${NOT_AFTER}\b(\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})(?:\s+(?:manual|variable|adjustable|heat|heating|steam|browning|brightness|power|fan|speed|temperature|suction|intensity|cooling|shade)\s+|\s+|-)(?:speeds|settings|levels|speed\b(?!\s+(?:settings|levels)\b))` +
    String.raw`|${NOT_AFTER}\b(\d{1,2})\s+(?:\p{L}*stufen|vitesses|niveaux(?:\s+de\s+(?:puissance|chauffe|luminosité|vitesse))?|velocidades|niveles(?:\s+de\s+(?:potencia|luz|intensidad))?)\b`,
  'iu',
);

/**
 * How many levels a product offers: '3 speeds', '6 browning settings', '2 power levels', '3-speed',
 * '12 Geschwindigkeitsstufen', '3 Helligkeitsstufen', '5 vitesses', '3 niveaux de puissance', '6 velocidades'.
 * Programmes, presets and modes are other things; '10-12 speed' is a range a part fits.
 */
export function settingsCountIn(text: string): TextFact | null {
  const m = SETTINGS_COUNT.exec(text);
  if (!m) return null;
  // 'Cutting height: 30-60 mm, 6 settings', 'Arbeitstiefe: -12 bis +5 mm (4 Stufen)': the steps of a height or a
  // depth; '2 speeds and 3 heat settings': two counts, no single one.
  const before = text
    .slice(Math.max(0, m.index - 40), m.index)
    .split(/[\n.;|•]/)
    .at(-1)!;
  if (/height|höhe|tiefe|depth|hauteur|profondeur|altura|profundidad|\d\s*(?:mm|cm|in)\b/i.test(before)) return null;
  if (/^\s*(?:and|und|et|y|\+|plus)\s+\d/i.test(text.slice(m.index + m[0].length))) return null;
  const written = (m[1] ?? m[2])!.toLowerCase();
  const value = COUNT_WORDS[written] ?? Number(written);
  if (!Number.isInteger(value) || value < 2) return null;
  return { value: String(value), quote: m[0], index: m.index };
}

/** '12-speed', '10-fach', '10 Gänge', '11 vitesses'; '1x12', '2x11' (chainrings times sprockets). */
const GEARS = new RegExp(
  String.raw`${NOT_AFTER}\b(\d{1,2})(?:[- ]?(?:speed|fach|gang)\b|\s+(?:speeds|gears|gänge|gängen|vitesses|velocidades|marchas)\b)` +
    String.raw`|(?<![\d.,x×-])\b([1-3])\s?[x×]\s?(\d{1,2})\b(?!\s*(?:[\p{L}"'″]{1,3}\b|[.,]\d))`,
  'iu',
);

/** How many gears a bike or a drivetrain part has ('12-speed', '1x12' = 12, '2x11' = 22); ranges fit parts. */
export function gearsIn(text: string): TextFact | null {
  const m = GEARS.exec(text);
  if (!m) return null;
  const value = m[1] ? Number(m[1]) : Number(m[2]) * Number(m[3]);
  if (!Number.isInteger(value) || value < 2 || value > 36) return null;
  if (!m[1] && (Number(m[3]) < 5 || Number(m[3]) > 13)) return null;
  return { value: String(value), quote: m[0], index: m.index };
}

/** '33 servings', '33 Portionen à 30 g', 'Servings per container: 40'; approximate counts are no count. */
const SERVINGS =
  /(?<!\b(?:approx\.?|approximately|about|around|ca\.|circa|etwa|environ|aprox\.?|aproximadamente|~)\s?)\b(\d{1,4})\s+(?:servings|portions|portionen|porciones|raciones|doses|dosis)\b|\b(?:servings|portionen|portions|porciones|raciones)(?:\s+(?:per|pro|par|por)\s+\p{L}+)?\s*:\s*(\d{1,4})\b/iu;

/** A sun protection factor: 'SPF 50+', 'LSF 30', 'FPS 50', 'indice de protection 50'. */
export function spfIn(text: string): TextFact | null {
  const m =
    /\b(?:SPF|LSF|FPS|sun protection factor|lichtschutzfaktor|indice de protection|facteur de protection|factor de protección)\s*:?\s*(\d{1,2})\s*\+?/iu.exec(
      text,
    );
  return m ? { value: m[1]!, quote: m[0].trim(), index: m.index } : null;
}

export function servingsIn(text: string): TextFact | null {
  const m = SERVINGS.exec(text);
  if (!m) return null;
  const value = Number(m[1] ?? m[2]);
  return value >= 1 ? { value: String(value), quote: m[0], index: m.index } : null;
}

/** A pipe thread stated with its standard or its ends: '1/2" BSP', 'G 1/2 x G 3/8', 'filetage mâle 1/2"', 'rosca hembra 1/2"'. */
const THREAD = new RegExp(
  String.raw`\b(?:[GR]|Rp)\s?(\d\/\d{1,2}|\d(?:\s\d\/\d)?)(?:\s?(?:x|×)\s?(?:[GR]|Rp)\s?(\d\/\d{1,2}|\d))?(?![\d/])` +
    String.raw`|(?<![\d/])(\d\s\d\/\d|\d\/\d{1,2}|\d)["”″]\s?(?:BSPP?|BSPT|NPT|IG|AG|male|female|M|F|mâle|femelle|macho|hembra|taper|connections?|x\s*\d)` +
    String.raw`|\b(?:filetage|thread|gewinde|innengewinde|außengewinde|anschluss|rosca|raccords?|connections?)(?:\s+(?:mâles?|femelles?|male|female|hembra|macho|hembra-hembra|mâle-mâle))?\s+(\d\s\d\/\d|\d\/\d{1,2}|\d)["”″]`,
  'iu',
);

export function threadIn(text: string): TextFact | null {
  const m = THREAD.exec(text);
  if (!m) return null;
  const sizes = [m[1], m[2], m[3], m[4]].filter(Boolean);
  const quote = m[0].replace(/\s?(?:x\s*\d)$/i, '');
  return { value: sizes.map((x) => `${x}"`).join(' x '), quote, index: m.index };
}

/** A cable's cores by their cross-section, as cable names write it: '3G2,5', 'NYM-J 5x2,5 mm²', '3 x 1.5mm²'. */
const CABLE_CORES =
  /\b(\d{1,2})\s?(?:[Gg]\s?(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,])|[Xx×]\s?(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:mm²|mm2|qmm|MM2|MM²))/u;

/** The cross-section of one conductor of a cable named by its cores ('3G2,5' → 2,5, 'NYM-J 5x2,5 mm²'). */
export function coreSectionIn(text: string, name: string): TextFact | null {
  if (!/\b(?:cable|câble|kabel|leitung|flex|cordon|twin|mantelleitung|schlauchleitung)\b|kabel\b|leitung\b/i.test(name))
    return null;
  const m = CABLE_CORES.exec(text);
  if (!m) return null;
  return { value: (m[2] ?? m[3])!, quote: m[0], index: m.index };
}

const POLE_WORDS: Record<string, number> = {
  sp: 1,
  dp: 2,
  single: 1,
  double: 2,
  unipolaire: 1,
  bipolaire: 2,
  tripolaire: 3,
  tétrapolaire: 4,
  unipolar: 1,
  bipolar: 2,
  tripolar: 3,
  tetrapolar: 4,
};
/** '1P', '3P+N', 'DP', 'SP', '2 pole', 'double pole', '3-polig', 'bipolaire', 'unipolar'; '2P+T' is a socket's earth. */
const POLES =
  /\b(?:([1-4])P(\+N)?(?!\+T)\b|(DP|SP)\b(?!\s*-?\s*\d)|([1-4])[- ]?(?:poles?|polig\p{L}*|pôles?|polos)\b|(single|double)[- ]pole\b|(unipolaire|bipolaire|tripolaire|tétrapolaire|unipolar|bipolar|tripolar|tetrapolar)\b)/iu;

export function polesIn(text: string): TextFact | null {
  const m = POLES.exec(text);
  if (!m) return null;
  const count = m[1] ?? m[4];
  const value = count ? Number(count) + (m[2] ? 1 : 0) : POLE_WORDS[(m[3] ?? m[5] ?? m[6])!.toLowerCase()]!;
  return { value: String(value), quote: m[0], index: m.index };
}

/** A labelled size ('Sz 11', 'Size 10.5', 'pointure 8', 'Gr. 42', 'Taille M'); a serving size is none. */
export function sizeIn(text: string): TextFact | null {
  const m =
    /(?<!\b(?:[Ss]erving|SERVING|[Pp]ortion|PORTION)\s)\b(?:[Ss]ize|SIZE|[Ss]z\.?|SZ|[Pp]ointure|[Tt]aille|[Tt]alla|Gr\.|[Gg]röße|[Gg]rösse)\s*:?\s*((?:\d{1,2}(?:[.,]5)?)|XXS|XS|S|M|L|XL|XXL|XXXL|\dXL)(?![\p{L}\d])/u.exec(
      text,
    );
  return m ? { value: m[1]!, quote: m[0], index: m.index } : null;
}

const SIZE_WORD = String.raw`(?:size|größe|grösse|gr\.|taille|pointure|talla|taglia|maat|rozmiar)`;
/** A letter size under a size label, as written ('Größe: L', 'Size: One Size'; 'Tailles' is no size S). */
const LETTER_SIZED =
  /\b(?:[Ss]ize|SIZE|[Gg]röße|GRÖSSE|[Gg]rösse|[Tt]aille|TAILLE|[Tt]alla|TALLA|[Tt]aglia|TAGLIA|[Mm]aat|MAAT|[Rr]ozmiar|ROZMIAR)\s*:?\s*(?:XXS|XS|S|M|L|XL|XXL|XXXL|[2-5]XL|[Oo]ne [Ss]ize|ONE SIZE|[Ee]inheitsgröße|[Tt]aille unique|[Tt]alla única|[Tt]aglia unica)(?![\p{L}\d])/u;
const SIZE_SYSTEMS: RegExp[] = [
  // 'Taille (FR): 38', 'Size (UK) 9'
  new RegExp(String.raw`\b${SIZE_WORD}\s*\((EU|UK|US|IT|FR)\)\s*:?\s*\d`, 'giu'),
  // 'Größe: 42 IT', 'Size: EU 40', 'UK9'
  new RegExp(
    String.raw`\b${SIZE_WORD}\s*:?\s*(?:(EU|UK|US|IT|FR)\s?\d{1,2}(?:[.,]5)?|\d{1,2}(?:[.,]5)?\s?(EU|UK|US|IT|FR))\b`,
    'giu',
  ),
];

/**
 * The system a record's size is labelled in ('Taille (FR): 38', 'Taglia: 42 IT', 'Size: UK 9'; a letter size
 * under a size label, 'Größe: L' or 'One Size', is 'International'); null when none or two.
 */
export function sizeSystemIn(text: string): TextFact | null {
  const found: TextFact[] = [];
  for (const pattern of SIZE_SYSTEMS)
    for (const m of text.matchAll(pattern))
      found.push({ value: (m[1] ?? m[2])!.toUpperCase(), quote: m[0], index: m.index });
  const letter = LETTER_SIZED.exec(text);
  if (letter) found.push({ value: 'International', quote: letter[0], index: letter.index });
  return new Set(found.map((f) => f.value)).size === 1 ? found[0]! : null;
}

const COUNTRY_NAMES = new Map<string, string>();
const DISPLAY_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'pl'];
/** ISO 3166 region codes, for the country names of every language Intl knows. */
function regionCodes(): string[] {
  const codes: string[] = [];
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) codes.push(String.fromCharCode(a) + String.fromCharCode(b));
  return codes;
}
function countryIndex(): Map<string, string> {
  if (COUNTRY_NAMES.size === 0) {
    for (const language of DISPLAY_LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      for (const code of regionCodes()) {
        const name = names.of(code);
        if (name && !/^[A-Z]{2}$/.test(name)) COUNTRY_NAMES.set(fold(name), code);
      }
    }
    for (const [alias, code] of [
      ['usa', 'US'],
      ['u s a', 'US'],
      ['us', 'US'],
      ['america', 'US'],
      ['uk', 'GB'],
      ['england', 'GB'],
      ['prc', 'CN'],
      ['holland', 'NL'],
    ] as const)
      COUNTRY_NAMES.set(alias, code);
  }
  return COUNTRY_NAMES;
}

/** The region code a country name names in any of the languages ('Deutschland', 'Allemagne' → 'DE'). */
export function countryCode(name: string): string | null {
  return countryIndex().get(fold(name)) ?? null;
}

/** A country's name in a language ('DE', 'de' → 'Deutschland'). */
export function countryName(code: string, language: string): string | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? null;
  } catch {
    return null;
  }
}

/** 'Made in Germany', 'Hergestellt in Deutschland', 'Fabriqué en France', 'Hecho en México', 'Prodotto in Italia'. */
export function madeInIn(text: string): (TextFact & { code: string }) | null {
  const m =
    /\b(?:[Mm]ade in|MADE IN|[Mm]anufactured in|[Pp]roduct of|[Hh]ergestellt in|[Ff]abriqué (?:en|au|aux)|[Ff]abricado en|[Hh]echo en|[Pp]rodotto in|[Ff]abbricato in|[Gg]emaakt in|[Gg]eproduceerd in|[Tt]illverkad i|[Pp]roducerad i)\s+(?:the\s+)?(\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}]*)?)/u.exec(
      text,
    );
  if (!m) return null;
  // 'Made in USA or Philippines', 'Made in China/Vietnam': no single country.
  if (/^\s*(?:or|and|oder|und|ou|et|o|y|\/|&)\s*\p{Lu}/u.test(text.slice(m.index + m[0].length))) return null;
  const words = m[1]!.split(' ');
  for (let n = words.length; n >= 1; n -= 1) {
    const code = countryCode(words.slice(0, n).join(' '));
    if (code) {
      const name = words.slice(0, n).join(' ');
      return {
        value: name.replace(/\.$/, ''),
        quote: m[0].slice(0, m[0].indexOf(name) + name.length),
        index: m.index,
        code,
      };
    }
  }
  return null;
}

/** Codes that look like a model number but name a standard or a feature ('E27', 'GU10', '4K', 'USB-C'). */
const NOT_MODEL =
  /^(?:EN\s?\d{3,5}|IEC\d+|DIN\d+|BS\d+|ISO\d+|\d+X\d+(?:[.,]\d+)?(?:MM2?)?|H0\d[A-Z]{1,5}\d?(?:-[A-Z])?|\d{4}Y|[EB]\d{2}|GU\d{1,2}|MR\d{2}|[AGT]\d{1,2}|PAR\d{2}|BR\d{2}|\d[KG]|[HU]?HD|USB\w*|HDMI\d?|IP[X\d]\d|IPX\d|UHS-?I+|C\d{1,2}|U\d|A\d|V\d{1,2}|CAT\d\w?|AWG|LR\d+|AAA?|\d+(?:V|W|A|Ah|mAh|GB|TB|MB|KB|Mbps|Gbps|MP|Hz|mm|cm|in|ft|lm|K|oz|lb|lbs|g|kg|mg|mcg|µg|IU|ml|L)\b.*|\d+[/-]\d+|\d{4}(?:-\d{4})?|\d{1,2}-?CORES?|\d{3,4}[PI]|[2458]K|(?:AX|AC|BE|AXE)\d{3,5}|I[3579]-\d{4,5}[A-Z]{0,3}|(?:RYZEN|R[3579])-?\d{4}[A-Z]{0,3}|(?:LP)?DDR\d\w*|PCIE\w*|GEN\d\w*|[RG]TX\d{3,4}\w*|RX\d{3,4}\w*|WIFI\d\w*|SATA\w*|NVME\w*|\d{1,3}XL)$/i;

/** Whom a garment or a shoe is for, by the words of its name: a baby, a child, or a woman or a man (an adult). */
const AGE_GROUPS: Array<[string, RegExp]> = [
  ['baby', /\b(?:bab(?:y|ies)|bébé|bebé|neonat[oa]|newborn|niemowl\p{L}*|body(?:suit)?\s+\d{2}\b)/iu],
  [
    'kids',
    /\b(?:kids?|children'?s?|child|junior|girls?|boys?|kinder\p{L}*|mädchen|jungen|enfants?|fille|garçon|niñ[oa]s?|bambin[oa]|bambini|ragazz[oa]|dzieci\p{L}*|meisjes|jongens)\b/iu,
  ],
  [
    'adult',
    /\b(?:wom[ae]n'?s?|m[ae]n'?s?|ladies|damen|herren|femmes?|hommes?|mujer|hombre|donna|uomo|dames|heren|damsk\p{L}*|męsk\p{L}*)\b/iu,
  ],
];

/** The age group a product's name states ('DAMEN STRICKPULLOVER' is an adult's), or null; two groups: null. */
export function ageGroupIn(name: string): TextFact | null {
  const found = AGE_GROUPS.flatMap(([group, words]) => {
    const m = words.exec(name);
    return m ? [{ value: group, quote: m[0], index: m.index }] : [];
  });
  return found.length === 1 ? found[0]! : null;
}

/** A processor named by its maker's line ('Intel Core i7-13620H', 'AMD Ryzen 7 7800X3D', 'Apple M3', 'Google Tensor G3'). */
const PROCESSOR =
  /\b(?:Intel(?:®)?\s+(?:Core(?:™)?\s+(?:Ultra\s+\d\s+\d{3}[A-Z]{0,2}|i[3579]-\d{4,5}[A-Z]{0,3}|\d\s+\d{3}[A-Z]{0,2})|Celeron\s+[NJG]?\d{3,4}[A-Z]?|Pentium\s+(?:Silver|Gold)\s+[NJG]?\d{3,4}[A-Z]?|N\d{2,3})|AMD\s+Ryzen(?:™)?\s+(?:AI\s+)?\d\s+(?:PRO\s+)?\d{3,4}[A-Z0-9]{0,4}|Apple\s+(?:M[1-5](?:\s+(?:Pro|Max|Ultra))?|A\d{2}(?:\s+(?:Bionic|Pro))?)|Google\s+Tensor(?:\s+G\d)?|(?:Qualcomm\s+)?Snapdragon\s+(?:\d\s+Gen\s+\d|X\s+(?:Elite|Plus)|\d{3})|MediaTek\s+(?:Dimensity|Helio|Kompanio)\s+[A-Z]?\d{2,4}\w*|(?:Samsung\s+)?Exynos\s+\d{4})(?![\p{L}\p{N}-])/iu;

/** The processor a record names by its maker's line (its clocks and cores left out). */
export function processorIn(text: string): TextFact | null {
  const m = PROCESSOR.exec(text);
  return m ? { value: m[0], quote: m[0], index: m.index } : null;
}

/** A model number written in the name: a code of letters and digits ('DCD771C2', 'XFD131', '55S455'). */
export function modelInName(name: string, customerProductId: string | null): TextFact | null {
  // 'SCY903/02' and 'ML-EM34P(SS)' keep their variant suffix.
  const tokens = [
    ...name.matchAll(/(?<![\p{L}\d-])([A-Z0-9][A-Z0-9-]{3,19}[A-Z0-9](?:\/\d{1,3}|\([A-Z]{1,4}\))?)(?![\p{L}\d-])/gu),
  ];
  const candidates = tokens.filter((t) => {
    const code = t[1]!;
    // '65R15' of '195/65R15', '75W90': a tyre's or an oil's code, no model.
    if (withinCode(name, t.index, code.length)) return false;
    return /\d/.test(code) && /[A-Z]/.test(code) && !NOT_MODEL.test(code) && (code.match(/\d/g)?.length ?? 0) >= 2;
  });
  if (candidates.length === 0) {
    // A code of digits only closes the name or its first part ('… Torque Wrench 24335', 'Brick Box 10696 - 484
    // Pieces', 'Löschfahrzeug 71233 mit Licht'): five digits at least, no measure.
    const digits = /(?<![\p{L}\d.,/-])(\d{5,13})(?=\s*$|\s+[-–|]\s|\s+(?:mit|with|avec|con)\s|,)/u.exec(name);
    return digits ? { value: digits[1]!, quote: digits[1]!, index: digits.index } : null;
  }
  if (candidates.length !== 1) return null;
  const code = candidates[0]![1]!;
  const id = customerProductId?.toUpperCase() ?? '';
  return { value: code, quote: code, index: candidates[0]!.index + (id.includes(code) ? 0 : 0) };
}

/** A model number stated in a sentence ('Modelo T83006', 'Model: DCD771', 'Modell GSR 12V-15'). */
export function modelInText(text: string): TextFact | null {
  // 'MFG PART 1650', 'Part number 201082', 'Art.-Nr. 11100164', 'Item: 654-12SSUC', 'MPN: …': labelled part
  // numbers, digits only allowed.
  const part =
    /\b(?:(?:MFG|MFR|Mfr\.?|Manufacturer)\s+(?:PART|[Pp]art)(?:\s?(?:[Nn]o\.?|NO\.?|[Nn]umber|NUMBER|#))?|[Pp]art\s?(?:[Nn]umber|[Nn]o\.|#)|PART\s?(?:NUMBER|NO\.|#)|MPN|Art\.?-?\s?Nr\.?|Artikelnummer|Artikel-Nr\.?|Item\s?#|Item:|ITEM\s?#|Réf\.|Référence fabricant|Referencia)\s*:?\s*([A-Z0-9][A-Z0-9/.-]{2,19}[A-Z0-9])(?![\p{L}\d])/u.exec(
      text,
    );
  if (part && /\d/.test(part[1]!)) return { value: part[1]!, quote: part[0], index: part.index };
  const m =
    /\b(?:[Mm]odel|MODEL|[Mm]odell|[Mm]odelo|[Mm]odèle)(?:\s?(?:[Nn]o\.?|[Nn]r\.?|#))?\s*:?\s+([A-Z0-9][A-Z0-9/-]{2,19}(?:\s[A-Z0-9-]{2,8})?)(?![\p{L}\d])/u.exec(
      text,
    );
  if (!m || !/\d/.test(m[1]!) || NOT_MODEL.test(m[1]!)) return null;
  const code = m[1]!.replace(/\s[A-Z]+$/, '');
  return { value: code, quote: m[0].slice(0, m[0].indexOf(m[1]!) + code.length), index: m.index };
}
