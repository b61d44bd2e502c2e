// Nasty CSV files as partners send them (issue #18): each an exact byte sequence, for the parser and the
// validator tests and the import benchmark.
const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (bytes: Uint8Array) => new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
function utf16(text: string, littleEndian: boolean, bom = true): Uint8Array {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  let offset = 0;
  if (bom) {
    view.setUint16(0, 0xfeff, littleEndian);
    offset = 2;
  }
  for (let i = 0; i < text.length; i++) view.setUint16(offset + i * 2, text.charCodeAt(i), littleEndian);
  return out;
}
/** Windows-1252 bytes of Latin-1 text, € (0x80) and – (0x96). */
function cp1252(text: string): Uint8Array {
  const special: Record<string, number> = { '€': 0x80, '–': 0x96 };
  return new Uint8Array([...text].map((c) => special[c] ?? c.charCodeAt(0)));
}

const BASIC = 'Product ID,Name,Description,Image URL\nSKU-1,Drill,Cordless drill,https://cdn.example.com/d.png\n';

/** name → bytes of the file. */
export const CSV_CORPUS = {
  basic: utf8(BASIC),
  bom: withBom(utf8(BASIC)),
  crlf: utf8(BASIC.replace(/\n/g, '\r\n')),
  quotedNewlines: utf8(
    'sku,title,long description\r\nA-1,"Saw, circular","Line one\r\nLine two with ""quotes"""\r\nA-2,Plane,"Multi\nline"\r\n',
  ),
  semicolons: utf8('Artikelnummer;Produktname;Beschreibung\nB-1;Bohrmaschine;"Akku; 18 V"\nB-2;Säge;Kreissäge\n'),
  tabs: utf8('item number\tproduct name\tdescription\tmanufacturer\nT-1\tHammer\tClaw hammer\tAcme\n'),
  pipes: utf8('SKU|Title|Details\nP-1|Nail|Steel nail\n'),
  windows1252: cp1252('Product ID,Description\nW-1,Café crème 5€ – naïve\n'),
  utf16le: utf16('Product ID,Description\nU-1,Größe ✓\n', true),
  utf16be: utf16('Product ID,Description\nU-2,Größe\n', false),
  missingRequired: utf8(
    'Product ID,Description,Image URL\n,Has no id,\nM-2,,https://x.example.com/a.png\nM-3,Fine,not a url\n',
  ),
  unbalancedQuotes: utf8('Product ID,Description\nQ-1,"never closed\nQ-2,next\n'),
  quotesInCells: utf8('Product ID,Description\nQ-3,5" screen and it\'s\n'),
  controlChars: utf8('Product ID,Description\nC-1,bad\u0000null\u0008back\u000cfeed\n'),
  formulas: utf8('Product ID,Description,Brand\nF-1,=HYPERLINK("http://evil"),+cmd\nF-2,-5,@SUM(A1)\n'),
  headerOnly: utf8('Product ID,Description\n'),
  empty: utf8(''),
  blankRows: utf8('Product ID,Description\n\n , \nE-1,Kept\n,,\n'),
  duplicateIds: utf8('Product ID,Description\nD-1,One\nD-2,Two\nD-1,Again\n'),
  fiftyColumns: utf8(
    `${['Product ID', 'Description', ...Array.from({ length: 48 }, (_, i) => `Extra ${i + 1}`)].join(',')}\n${['X-1', 'Wide', ...Array.from({ length: 48 }, (_, i) => `v${i + 1}`)].join(',')}\n`,
  ),
} satisfies Record<string, Uint8Array>;

/** A file of `rows` rows and 16 columns with quoted newlines, about `rows` × 330 bytes (30,000 rows ≈ 10 MB). */
export function largeCsv(rows: number): string {
  const headers = [
    'Product ID',
    'Name',
    'Description',
    'Image URL',
    'Brand',
    'Category',
    ...Array.from({ length: 10 }, (_, i) => `Attr ${i + 1}`),
  ];
  const lines = [headers.join(',')];
  for (let i = 0; i < rows; i++) {
    lines.push(
      [
        `SKU-${i}`,
        `Cordless drill ${i}`,
        `"18 V cordless drill with two batteries, ""brushless"" motor.\nMetal chuck, LED light, belt clip; model ${i}."`,
        `https://cdn.example.com/products/${i}.png`,
        'Makita',
        'Power Tools',
        ...Array.from({ length: 10 }, (_, k) => `value ${k}-${i % 97}`),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
