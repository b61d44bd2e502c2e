// Name normalisation of the local provider: SKU noise stripped, common abbreviations expanded, title case.
import { unitOf } from './units';

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

/** Words kept in capitals however the name is written. */
const ACRONYMS = new Set([
  'usb',
  'usb-c',
  'led',
  'lcd',
  'oled',
  'hd',
  'uhd',
  'tv',
  'ac',
  'dc',
  'xl',
  'xxl',
  'xs',
  'rgb',
  'hdmi',
  'ssd',
  'hdd',
  'gb',
  'tb',
  'ii',
  'iii',
  'iv',
  'diy',
  'pvc',
  'abs',
  'uv',
  'led',
  'mdf',
  'ipa',
]);
/** Words written in lower case inside a title. */
const SMALL = new Set(['a', 'an', 'and', 'or', 'for', 'of', 'the', 'with', 'without', 'in', 'on', 'to', 'by', 'at']);

/** SKU noise: 'SKU 123', 'Item #A-1', 'Part No. X', '(#12345)', '[ABC-123]', 'UPC 0123...'. */
const SKU_NOISE = [
  /\b(?:sku|item|part|upc|ean|mpn|art)\s*(?:no\.?|number|#)?\s*[:#]?\s*[A-Z0-9][\w-]*/gi,
  /[([]\s*#?\s*[A-Z0-9]*\d[\w-]*\s*[)\]]/gi,
  /(?<!\w)#\s?\d[\w-]*/g,
];

function caseWord(word: string, first: boolean, shouting: boolean): string {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  if (/\d/.test(word)) {
    // '20v' → '20V', '3.5OZ' → '3.5 oz'
    const measure = /^(\d+(?:\.\d+)?)([a-z]+)$/i.exec(word);
    const unit = measure ? unitOf(measure[2]!) : null;
    if (!unit) return word;
    return ['V', 'W', 'A'].includes(unit.symbol) ? `${measure![1]}${unit.symbol}` : `${measure![1]} ${unit.symbol}`;
  }
  if (!shouting && word.length >= 2 && word === word.toUpperCase() && /[A-Z]/.test(word)) return word;
  // A unit written as a word stays lower case: '1/2 in.', '12 oz', '3 ft'.
  const unitWord = lower.replace(/\.$/, '');
  if (!first && unitWord.length >= 2 && unitOf(unitWord)) return lower;
  if (!first && SMALL.has(lower)) return lower;
  return lower.replace(/(^|[-/])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** The product name cleaned: SKU noise removed, abbreviations expanded, title case; null when nothing is left. */
export function cleanName(name: string, customerProductId?: string | null): string | null {
  let text = name;
  if (customerProductId && customerProductId.trim().length >= 3) text = text.split(customerProductId.trim()).join(' ');
  for (const pattern of SKU_NOISE) text = text.replace(pattern, ' ');
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 3 && letters === letters.toUpperCase();
  const words = text
    .replace(/[_|]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => {
      const key = token.toLowerCase().replace(/[.,]$/, '');
      const expanded = ABBREVIATIONS[key];
      if (expanded) return token.endsWith(',') ? `${expanded},` : expanded;
      // 'w/cord' → 'with cord'; 'drl/driver' → 'Drill/driver'
      if (/^w\/\p{L}/iu.test(token)) return token.replace(/^w\//i, 'with ');
      return token
        .split('/')
        .map((part) => ABBREVIATIONS[part.toLowerCase()] ?? part)
        .join('/');
    })
    .join(' ')
    .split(' ');
  const cased = words.map((w, i) => (ABBREVIATIONS[w.toLowerCase()] === w ? w : caseWord(w, i === 0, shouting)));
  const result = cased
    .join(' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/^[\s\-–—,;:|/.]+|[\s\-–—,;:|/]+$/g, '')
    .replace(/\s{2,}/g, ' ');
  return /\p{L}/u.test(result) ? result : null;
}
