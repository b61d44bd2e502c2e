// Name normalisation of the local provider: SKU noise and shop junk stripped, the brand first in its own
// casing, common abbreviations expanded, and title case only for names written all in capitals or all in
// lower case (a name written with care keeps its casing word by word: iPhone, GaN, PowerCell, McCulloch).
// Sizes and gauges are kept ('#8', '1/2 in', '7-1/4 in', 'Sz 10.5 W' → 'Size 10.5 W').
import { symbol, unitOf as quantityUnit } from './recognise/quantities';

/** The usual symbol of a unit as written ('lbs' → 'lb', 'v' → 'V'), or null when it is no unit. */
const unitOf = (written: string): string | null => {
  const unit = quantityUnit(written);
  return unit ? symbol(unit.unit) : null;
};

/** Abbreviations seen in product names and what they stand for (lower case keys, without a trailing dot). */
export const ABBREVIATIONS: Record<string, string> = {
  'w/': 'with',
  'w/o': 'without',
  blk: 'Black',
  wht: 'White',
  blu: 'Blue',
  grn: 'Green',
  gry: 'Gray',
  brn: 'Brown',
  ss: 'Stainless Steel',
  stl: 'Steel',
  alum: 'Aluminum',
  pk: 'Pack',
  pkg: 'Package',
  pcs: 'Pieces',
  pc: 'Piece',
  asst: 'Assorted',
  org: 'Organic',
  choc: 'Chocolate',
  btl: 'Bottle',
  cdls: 'Cordless',
  drl: 'Drill',
  batt: 'Battery',
  chgr: 'Charger',
  lthr: 'Leather',
  mens: "Men's",
  wmns: "Women's",
  womens: "Women's",
  tbl: 'Table',
  chr: 'Chair',
  sz: 'Size',
  lg: 'Large',
  sm: 'Small',
  med: 'Medium',
  qty: 'Quantity',
  bt: 'Bluetooth',
  spkr: 'Speaker',
  hdphn: 'Headphones',
  kbd: 'Keyboard',
  wrls: 'Wireless',
  approx: 'Approximately',
  std: 'Standard',
  whl: 'Whole',
  grd: 'Ground',
  slv: 'Sleeve',
  ctn: 'Cotton',
  poly: 'Polyester',
  dbl: 'Double',
  adj: 'Adjustable',
  ergo: 'Ergonomic',
};

/**
 * Abbreviations that are also brands, acronyms or words ('LG', 'SS', 'PC', 'MED'): expanded only when written
 * in lower case or title case and not first in the name (where a brand stands).
 */
const AMBIGUOUS = new Set(['lg', 'sm', 'med', 'org', 'ss', 'bt', 'std', 'pc', 'poly', 'ergo', 'adj', 'chr', 'tbl']);
/** Abbreviations of a count: expanded only after a number ('2 pc', '6pk'). */
const COUNTS = new Set(['pc', 'pcs', 'pk', 'pkg']);

/** Words kept in capitals however the name is written. */
const ACRONYMS = new Set(
  (
    'usb usb-c led lcd oled qled hd uhd hdr tv ac dc ac/dc xl xxl xxxl xs xxs rgb hdmi ssd hdd gb tb mb ii iii iv vi ' +
    'diy pvc abs uv mdf ipa bpa pfas pfoa ptfe gps nfc ip pd qc cpu gpu ram rom dvd cd ps usa uk eu ce ul etl fcc ' +
    'rohs cri ansi iso din osha nema sds lxt xr atx itx ddr4 ddr5 ipx4 ipx5 ipx7 ip54 ip65 ip67 ip68 ev suv atv utv ' +
    'bbq lp lpg ohm mdf hepa'
  ).split(' '),
);

/** Words with a casing of their own, restored when a name is recased ('GAN CHARGER' → 'GaN Charger'). */
const OWN_CASING = new Map(
  [
    'GaN',
    'iPhone',
    'iPad',
    'iPod',
    'iMac',
    'MacBook',
    'AirPods',
    'AirTag',
    'eBay',
    'YouTube',
    'PlayStation',
    'PowerCell',
    'McCulloch',
    'NiMH',
    'NiCd',
    'Li-ion',
    'LiFePO4',
    'mAh',
    'Ah',
    'NVMe',
    'DisplayPort',
    'Wi-Fi',
    'WiFi',
    'IoT',
    'OtterBox',
    'KitchenAid',
    'WD-40',
    'GoPro',
    'PowerBank',
    'SodaStream',
    'LiquidGlass',
  ].map((w) => [w.toLowerCase(), w]),
);

/** Whether a word is an acronym kept in capitals ('USB', 'LED', 'HDMI'). */
export const isAcronym = (word: string) => ACRONYMS.has(word.toLowerCase());
/** A word's own casing when it has one ('gan' → 'GaN', 'IPHONE' → 'iPhone'), else null. */
export const ownCasing = (word: string) => OWN_CASING.get(word.toLowerCase()) ?? null;

/** Words written in lower case inside a title. */
const SMALL = new Set([
  'a',
  'an',
  'and',
  'or',
  'for',
  'of',
  'the',
  'with',
  'without',
  'in',
  'on',
  'to',
  'by',
  'at',
  'x',
]);
/** Two-letter words of a name in capitals that are words, not acronyms ('OF', 'IN'). */
const TWO_LETTER_WORDS = new Set(['of', 'in', 'to', 'on', 'or', 'by', 'at', 'an', 'my', 'it', 'is', 'up', 'go', 'no']);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const NOT_WORD = '(?<![\\p{L}\\p{N}])';
const END_WORD = '(?![\\p{L}\\p{N}])';

/** Shop junk: 'Free Shipping', 'NEW!!!', '***', 'Hot Sale', emojis. */
const JUNK: readonly RegExp[] = [
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200D|\u20E3/gu,
  /\b(?:free|fast|quick|express)\s+(?:shipping|delivery|ship)\b/gi,
  /\bkostenlose[rn]?\s+(?:versand|lieferung)\b/giu,
  /\blivraison\s+(?:gratuite|offerte|rapide)\b/giu,
  /\benv[ií]o\s+(?:gratis|gratuito)\b/giu,
  /\b(?:hot\s+sale|best\s*seller|top\s+seller|on\s+sale|limited\s+time(?:\s+offer)?|sale\s*!+)/gi,
  /[([]\s*(?:new|neu|nouveau|nuevo|hot|sale)\s*[)\]]/gi,
  /\b(?:brand[-\s]+)?new\s*!+/gi,
  /!+/g,
  /[*~=#^]{2,}/g,
  /[★☆✓✔✅❤♥►▶◆●■□▪]+/gu,
];

/** SKU noise: 'SKU 12345', 'SKU: TB-4471', 'Item# A-1', 'Item #A12', 'Part No. X-9', 'Art.-Nr. 123', 'UPC 0123…'. */
const SKU_NOISE: readonly RegExp[] = [
  new RegExp(
    `${NOT_WORD}(?:sku|upc|ean|gtin|mpn|asin|isbn|ean13|upc-a)${END_WORD}(?:\\s*(?:no|nr|number|#)\\.?)?\\s*[:#.]?\\s*(?=[\\w./-]*\\d)[\\p{L}\\p{N}][\\w./-]*`,
    'giu',
  ),
  new RegExp(
    `${NOT_WORD}(?:item|part|art(?:ikel)?|article|ref|réf|référence)\\.?(?:\\s*-?\\s*(?:no|nr|number|nummer|num|n°|nº)\\.?\\s*:?|\\s*#\\s*:?|\\s*:)\\s*(?=[\\w./-]*\\d)[\\p{L}\\p{N}][\\w./-]*`,
    'giu',
  ),
  // '#123456' (a gauge or a size is '#8', '#10')
  new RegExp(`${NOT_WORD}#\\s?\\d{4,}${END_WORD}`, 'gu'),
  // UPC / EAN / GTIN: 8 to 14 digits in a row
  /(?<![\p{L}\p{N}.,/-])\d{8,14}(?![\p{L}\p{N}.,/-])/gu,
];

/** A measure glued to its number: '20v', '3.5OZ', '5000mAh'. */
const GLUED_MEASURE = /^(\d+(?:[.,]\d+)?)([a-z]+)$/i;

/** Whether a bracketed token is a code ('#123456', 'ABC-123', 'TB-4471', '88812') rather than '2-Pack', '12V'. */
function isCode(token: string): boolean {
  if (!/\d/.test(token)) return false;
  if (token.startsWith('#')) return /\d{3,}/.test(token);
  const measure = GLUED_MEASURE.exec(token);
  if (measure && unitOf(measure[2]!)) return false;
  if (/^\d{5,}$/.test(token)) return true;
  return /^[A-Z0-9][A-Z0-9._/-]*$/.test(token) && /[A-Z]/.test(token) && /\d/.test(token) && token.length >= 4;
}

type WordCase = 'upper' | 'lower' | 'title' | 'mixed' | 'none';

/** How one word is written: all capitals, all lower case, capitalised, or mixed (iPhone, GaN, McCulloch). */
function wordCase(word: string): WordCase {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || /\d/.test(word)) return 'none';
  if (letters === letters.toUpperCase()) return 'upper';
  if (letters === letters.toLowerCase()) return 'lower';
  const parts = word.split(/[-/']/).filter((p) => /\p{L}/u.test(p));
  if (parts.every((p) => /^[^\p{L}]*\p{Lu}[\p{Ll}\p{M}]*[^\p{L}]*$/u.test(p) || p === p.toLowerCase())) return 'title';
  return 'mixed';
}

/** A glued measure in its usual spelling: '20v' → '20V', '3.5OZ' → '3.5 oz', '5000mah' → '5000 mAh'. */
function measureWord(word: string): string | null {
  const measure = GLUED_MEASURE.exec(word);
  const unit = measure ? unitOf(measure[2]!) : null;
  if (!measure || !unit) return null;
  return ['V', 'W', 'A'].includes(unit) ? `${measure[1]}${unit}` : `${measure[1]} ${unit}`;
}

function capitalise(word: string): string {
  return word.replace(/(^|[-/])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** One word of a name written all in capitals or all in lower case, recased for a title. */
function recase(word: string, first: boolean, afterNumber: boolean, shouting: boolean): string {
  const bare = word.replace(/[.,;:]+$/, '');
  const tail = word.slice(bare.length);
  const lower = bare.toLowerCase();
  const own = OWN_CASING.get(lower);
  if (own) return own + tail;
  if (ACRONYMS.has(lower)) return lower.toUpperCase() + tail;
  if (/\d/.test(bare)) {
    // '3-PACK' → '3-Pack'; 'xfd131' → 'XFD131', 'ps5' → 'PS5'
    if (/^\d/.test(bare)) return word.replace(/\p{L}{2,}$/u, (l) => capitalise(l.toLowerCase()));
    if (/^\p{Ll}{1,5}\d[\p{Ll}\d-]*$/u.test(bare) && !/^i\d$/.test(bare)) return bare.toUpperCase() + tail;
    return word;
  }
  const letters = bare.replace(/[^\p{L}]/gu, '');
  // A single letter is a size or a dimension ('10.5 W', '2 x 4'): as written.
  if (letters.length <= 1 && bare.length <= 2) return word;
  if (shouting && bare === bare.toUpperCase()) {
    // Letters without a vowel are a code or an acronym ('LXT', 'XFD'); two letters that are no word too ('HP').
    if (/^\p{Lu}{2,5}$/u.test(bare) && !/[AEIOUYÄÖÜÉÈÀ]/u.test(bare) && !unitOf(lower)) return word;
    if (/^\p{Lu}{2}$/u.test(bare) && !TWO_LETTER_WORDS.has(lower) && !unitOf(lower)) return word;
  }
  if (!shouting && bare === bare.toUpperCase() && letters.length >= 2) return word;
  // A unit written as a word stays lower case: '1/2 in.', '12 oz', '3 ft'.
  if (!first && afterNumber && unitOf(lower)) return lower + tail;
  if (!first && SMALL.has(lower)) return lower + tail;
  // 'mcculloch' → 'McCulloch'
  if (/^mc\p{L}{3,}$/u.test(lower)) return `Mc${lower[2]!.toUpperCase()}${lower.slice(3)}${tail}`;
  return capitalise(lower) + tail;
}

/** The expansion of an abbreviation token, or null when it stays as written. */
function expansion(token: string, index: number, previous: string | undefined, caseOfName: WordCase): string | null {
  const key = token.toLowerCase().replace(/[.,]$/, '');
  const expanded = ABBREVIATIONS[key];
  if (!expanded) return null;
  const written = wordCase(token.replace(/[.,]$/, ''));
  if (written === 'mixed') return null;
  if (COUNTS.has(key) && !(previous && /\d$/.test(previous))) return null;
  if (AMBIGUOUS.has(key)) {
    if (index === 0) return null;
    if (written === 'upper' && caseOfName !== 'upper') return null;
  }
  // An all-capitals abbreviation inside a name written with care is expanded only when it is no word ('BLK').
  if (written === 'upper' && caseOfName === 'mixed' && key.length < 3) return null;
  return token.endsWith(',') ? `${expanded},` : expanded;
}

/** The brand's occurrences in a name, as one pattern ('Makita', 'BLACK+DECKER', 'Makita®'). */
function brandPattern(brand: string): RegExp {
  return new RegExp(
    `(?:\\s+(?:by|from|von|de|par|di|da)\\s+)?${NOT_WORD}${escapeRegExp(brand).replace(/\s+/g, '\\s+')}[®™]?${END_WORD}`,
    'giu',
  );
}

/**
 * The brand in its own casing: as given, unless given all in capitals or all in lower case while the name
 * writes it otherwise ('APPLE' given, 'Apple iPhone' named → 'Apple'); null when none is given.
 */
function brandAsWritten(given: string | null | undefined, name: string): string | null {
  const brand = given?.replace(/\s+/g, ' ').trim();
  if (!brand || !/[\p{L}\p{N}]/u.test(brand)) return null;
  const letters = brand.replace(/[^\p{L}]/gu, '');
  const flat = letters.length >= 3 && (letters === letters.toUpperCase() || letters === letters.toLowerCase());
  if (!flat) return brand;
  const inName = new RegExp(`${NOT_WORD}${escapeRegExp(brand).replace(/ /g, '\\s+')}${END_WORD}`, 'iu').exec(name)?.[0];
  if (inName && wordCase(inName.replace(/\s+/g, '')) !== 'lower' && inName !== inName.toUpperCase()) return inName;
  return letters === letters.toLowerCase() ? capitalise(brand) : brand;
}

/** Options of cleanName: the record's own product id and the brand, when known. */
export interface CleanNameOptions {
  /** The customer's product id, removed from the name. */
  customerProductId?: string | null;
  /** The brand (a 'Brand' / 'Marke' / 'Marque' field): first in the name, in its own casing. */
  brand?: string | null;
}

/**
 * The product name cleaned, or null when nothing readable is left: the customer product id, SKU noise
 * ('SKU 12345', 'Item# A-1', '(#123456)', '[ABC-123]', UPC/EAN digits) and shop junk ('***', 'NEW!!!',
 * 'Free Shipping') removed; the brand first in its own casing; abbreviations expanded (never inside a word of
 * mixed case); sizes and gauges kept ('#8', '7-1/4 in'). A name written all in capitals or all in lower case
 * is title-cased (acronyms and words of their own casing kept: 'GaN', 'USB-C'); any other keeps its casing.
 * The second argument may be the customer product id alone (the former signature).
 */
export function cleanName(name: string, options?: CleanNameOptions | string | null): string | null {
  const opts: CleanNameOptions = typeof options === 'string' ? { customerProductId: options } : (options ?? {});
  let text = ` ${name.replace(/[\r\n\t\u00a0]+/g, ' ')} `;
  const id = opts.customerProductId?.trim();
  if (id && id.length >= 3) text = text.replace(new RegExp(`${NOT_WORD}${escapeRegExp(id)}${END_WORD}`, 'giu'), ' ');
  for (const pattern of SKU_NOISE) text = text.replace(pattern, ' ');
  text = text.replace(/[([{]\s*([^()[\]{}\s]+)\s*[)\]}]/g, (whole, token: string) => (isCode(token) ? ' ' : whole));
  for (const pattern of JUNK) text = text.replace(pattern, ' ');
  const brand = brandAsWritten(opts.brand, text);
  if (brand) text = text.replace(brandPattern(brand), ' ');

  const tokens = text
    .replace(/[_|]+/g, ' ')
    .replace(/[([{]\s*[)\]}]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const cases = tokens.map(wordCase);
  const upper = cases.filter((c) => c === 'upper').length;
  const lower = cases.filter((c) => c === 'lower').length;
  const careful = cases.some((c) => c === 'title' || c === 'mixed');
  const caseOfName: WordCase = careful
    ? 'mixed'
    : upper === 0 && lower === 0
      ? 'none'
      : upper >= lower
        ? 'upper'
        : 'lower';

  /** The words of the name; `fixed` ones (expansions) are already cased. */
  const words: { word: string; fixed: boolean }[] = [];
  const push = (text: string, fixed: boolean) => {
    for (const word of text.split(' ')) words.push({ word, fixed });
  };
  for (const [i, token] of tokens.entries()) {
    const whole = expansion(token, i, words.at(-1)?.word, caseOfName);
    if (whole) {
      push(whole, true);
      continue;
    }
    // 'w/cord' → 'with cord'; '6pk' → '6 Pack'
    if (/^w\/\p{L}/iu.test(token)) {
      push('with', true);
      push(token.slice(2), false);
      continue;
    }
    const count = /^(\d+)(pcs?|pk|ct)$/i.exec(token);
    const counted = count ? ABBREVIATIONS[count[2]!.toLowerCase()] : undefined;
    if (count && counted) {
      push(`${count[1]} ${counted}`, true);
      continue;
    }
    const measure = measureWord(token);
    if (measure) {
      push(measure, true);
      continue;
    }
    // 'drl/driver' → 'Drill/driver' (each part as a word of its own)
    const parts = token.split('/');
    push(
      parts.length > 1 ? parts.map((part) => expansion(part, i, undefined, caseOfName) ?? part).join('/') : token,
      false,
    );
  }

  const recased =
    caseOfName === 'upper' || caseOfName === 'lower'
      ? words.map(({ word, fixed }, i) =>
          fixed
            ? word
            : recase(word, i === 0 && !brand, i > 0 && /\d$/.test(words[i - 1]!.word), caseOfName === 'upper'),
        )
      : words.map((w) => w.word);
  const result = [brand, ...recased]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+([,.;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s+[-–—]\s+(?=[-–—]\s)/g, ' ')
    .replace(/^[\s\-–—,;:|/.+&]+|[\s\-–—,;:|/+&]+$/g, '')
    .replace(/\s{2,}/g, ' ');
  return /\p{L}/u.test(result) ? result : null;
}
