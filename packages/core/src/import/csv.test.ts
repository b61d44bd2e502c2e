// The parser, mapping and validator over the corpus of nasty files (src/test/csvCorpus.ts) — spec part 2 §5.2-5.3.
import { describe, expect, it } from 'vitest';
import { CSV_CORPUS } from '../test/csvCorpus';
import { parseCsvBytes } from './csvFile';
import { detectEncoding } from './csvDecode';
import { CsvParseError, parseCsvText } from './csvParse';
import { loadCsvFile, openCsvSession } from './csvFile';
import {
  autoMapColumns,
  initialMapping,
  isMappingComplete,
  rememberedMapping,
  rememberMapping,
  unmappedColumns,
} from './mapping';
import { toImportRow } from './importRows';
import { checkCsv, describeCheck, firstItems, validateCsv } from './validation';
import { importMessages } from '../messages/index';

const parse = (name: keyof typeof CSV_CORPUS) => {
  const answer = parseCsvBytes({ bytes: CSV_CORPUS[name].slice().buffer });
  if (!answer.ok) throw new Error(answer.message);
  return answer.csv;
};
const failure = (name: keyof typeof CSV_CORPUS) => {
  const answer = parseCsvBytes({ bytes: CSV_CORPUS[name].slice().buffer });
  return answer.ok ? null : answer.message;
};

describe('reading real files', () => {
  it('reads UTF-8 with and without BOM, CRLF, and keeps quoted newlines and doubled quotes', () => {
    for (const name of ['basic', 'bom', 'crlf'] as const) {
      const csv = parse(name);
      expect(csv.headers, name).toEqual(['Product ID', 'Name', 'Description', 'Image URL']);
      expect(csv.rows, name).toEqual([['SKU-1', 'Drill', 'Cordless drill', 'https://cdn.example.com/d.png']]);
      expect(csv.encoding).toBe('utf-8');
    }
    expect(parse('quotedNewlines').rows).toEqual([
      ['A-1', 'Saw, circular', 'Line one\r\nLine two with "quotes"'],
      ['A-2', 'Plane', 'Multi\nline'],
    ]);
  });

  it('detects semicolons, tabs and pipes', () => {
    expect(parse('semicolons')).toMatchObject({
      delimiter: ';',
      rows: [
        ['B-1', 'Bohrmaschine', 'Akku; 18 V'],
        ['B-2', 'Säge', 'Kreissäge'],
      ],
    });
    expect(parse('tabs')).toMatchObject({
      delimiter: '\t',
      headers: ['item number', 'product name', 'description', 'manufacturer'],
    });
    expect(parse('pipes')).toMatchObject({ delimiter: '|', rows: [['P-1', 'Nail', 'Steel nail']] });
  });

  it('detects Windows-1252 and UTF-16 (LE and BE, with BOM), and honours a manual override', () => {
    expect(detectEncoding(CSV_CORPUS.windows1252)).toBe('windows-1252');
    expect(parse('windows1252').rows).toEqual([['W-1', 'Café crème 5€ – naïve']]);
    expect(parse('utf16le')).toMatchObject({ encoding: 'utf-16le', rows: [['U-1', 'Größe ✓']] });
    expect(parse('utf16be')).toMatchObject({ encoding: 'utf-16be', rows: [['U-2', 'Größe']] });
    const forced = parseCsvBytes({ bytes: CSV_CORPUS.bom.slice().buffer, encoding: 'windows-1252' });
    expect(forced.ok && forced.csv.headers[0]).toBe('ï»¿Product ID');
  });

  it("drops all-empty rows, says 'No data found in CSV' for an empty file and 'No data found in CSV file' for a header-only one", () => {
    expect(parse('blankRows').rows).toEqual([['E-1', 'Kept']]);
    expect(failure('empty')).toBe('No data found in CSV');
    // spec part 2 §5.3: empty data under a header.
    expect(failure('headerOnly')).toBe('No data found in CSV file');
  });

  it("fails a quote that never closes with 'Failed to parse CSV file. Please check the format.'", () => {
    expect(failure('unbalancedQuotes')).toBe('Failed to parse CSV file. Please check the format.');
    expect(() => parseCsvText('a,b\n"x,y\n')).toThrow(CsvParseError);
  });

  it('keeps 50 columns', () => {
    const csv = parse('fiftyColumns');
    expect(csv.headers).toHaveLength(50);
    expect(csv.rows[0]![49]).toBe('v48');
  });

  it("refuses a file over 10 MB before reading it: 'File size must be less than 10MB'", async () => {
    const file = new File(['x'], 'big.csv');
    Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
    Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.reject(new Error('read')) });
    const session = openCsvSession(null);
    await expect(loadCsvFile(file, session)).rejects.toThrow('File size must be less than 10MB');
    const ok = new File([CSV_CORPUS.basic.slice()], 'ok.csv');
    await expect(loadCsvFile(ok, session)).resolves.toMatchObject({ fileName: 'ok.csv', rowCount: 1 });
  });
});

describe('mapping', () => {
  it('matches common header variants', () => {
    expect(autoMapColumns(['item number', 'product name', 'description', 'manufacturer'])).toEqual({
      product_id: 'item number',
      description: 'description',
      name: 'product name',
      brand: 'manufacturer',
    });
    expect(autoMapColumns(['SKU', 'Title', 'Long Description', 'Image', 'Category'])).toEqual({
      product_id: 'SKU',
      description: 'Long Description',
      name: 'Title',
      image_url: 'Image',
      category: 'Category',
    });
    expect(
      isMappingComplete(autoMapColumns(['Artikelnummer', 'Beschreibung']), ['Artikelnummer', 'Beschreibung']),
    ).toBe(false);
  });

  it("remembers the company's last mapping and offers it again where its columns exist", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    } as unknown as Storage;
    rememberMapping('c1', { product_id: 'Artikelnummer', description: 'Beschreibung' }, storage);
    const remembered = rememberedMapping('c1', storage);
    expect(initialMapping(['Artikelnummer', 'Produktname', 'Beschreibung', 'Brand'], remembered)).toEqual({
      product_id: 'Artikelnummer',
      description: 'Beschreibung',
      brand: 'Brand',
    });
    expect(rememberedMapping('c2', storage)).toBeNull();
    expect(unmappedColumns({ product_id: 'a', description: 'b' }, ['a', 'b', 'c'])).toEqual(['c']);
  });
});

describe('validation (spec part 2 §5.3)', () => {
  const validate = (name: keyof typeof CSV_CORPUS) => {
    const csv = parse(name);
    return validateCsv(csv, autoMapColumns(csv.headers));
  };

  it('reports missing Product ID and Description as errors and a bad image URL as a warning, rows from 2', () => {
    expect(validate('missingRequired')).toEqual({
      errors: ['Row 2: Missing required Product ID', 'Row 3: Missing required Description'],
      warnings: ['Row 4: Invalid Image URL format'],
      validRows: 1,
      errorCount: 2,
      warningCount: 1,
    });
  });

  it('warns of unbalanced quotes and control characters per cell, naming the column', () => {
    expect(validate('quotesInCells').warnings).toEqual([
      'Row 2 (Description): Unbalanced single quotes',
      'Row 2 (Description): Unbalanced double quotes',
    ]);
    expect(validate('controlChars').warnings).toEqual(['Row 2 (Description): Contains control characters']);
  });

  it('flags duplicate Product IDs as errors and formula-looking cells as warnings (a number is not one)', () => {
    expect(validate('duplicateIds').errors).toEqual(['Row 4: Duplicate Product ID "D-1" (also in row 2)']);
    expect(validate('formulas').warnings).toEqual([
      'Row 2 (Description): Looks like a spreadsheet formula (stored as text)',
      'Row 2 (Brand): Looks like a spreadsheet formula (stored as text)',
      'Row 3 (Brand): Looks like a spreadsheet formula (stored as text)',
    ]);
  });

  it("says 'No data found in CSV file' without rows, and lists 10 then '... and N more'", () => {
    expect(validateCsv({ headers: ['a'], rows: [] }, {}).errors).toEqual(['No data found in CSV file']);
    expect(firstItems(Array.from({ length: 13 }, String), 10)).toEqual({
      shown: Array.from({ length: 10 }, String),
      more: 3,
    });
  });
});

describe('import rows (spec part 2 §3)', () => {
  it('builds the bulk payload: csv_upload, the batch, row from 1, brand, category and unmapped columns as additional fields, text the server refuses cleaned', () => {
    const headers = ['SKU', 'Title', 'Description', 'Image', 'Brand', 'Colour'];
    const mapping = autoMapColumns(headers);
    const row = toImportRow(
      ['S-1', 'Drill\nPro', 'bad\u0000text\u0008', 'not a url', 'Makita', 'Red'],
      0,
      headers,
      mapping,
      'csv_upload_1',
    );
    expect(row).toEqual({
      customer_product_id: 'S-1',
      source_system: 'csv_upload',
      import_batch_id: 'csv_upload_1',
      source_url: '',
      source_file_name: 'bulk_upload.csv',
      source_file_row: 1,
      product_name: 'Drill Pro',
      product_details: 'badtext',
      additional_fields: { brand: 'Makita', Colour: 'Red' },
    });
  });
});

describe('the check as data, worded on the page (issue #21)', () => {
  it('reports problems as data and words them with the given texts', () => {
    const check = checkCsv(
      {
        headers: ['SKU', 'Description'],
        rows: [
          ['', 'Drill'],
          ['D-1', '=1+1'],
          ['D-1', 'Saw'],
        ],
      },
      { product_id: 'SKU', description: 'Description' },
    );
    expect(check.errors).toEqual([
      { kind: 'missingProductId', row: 2 },
      { kind: 'duplicateProductId', row: 4, productId: 'D-1', firstRow: 3 },
    ]);
    expect(check.warnings).toEqual([{ kind: 'looksLikeFormula', row: 3, column: 'Description' }]);
    const german = {
      ...importMessages,
      rowProblem: (row: number, problem: string) => `Zeile ${row}: ${problem}`,
      cellProblem: (row: number, column: string, problem: string) => `Zeile ${row} (${column}): ${problem}`,
      missingProductId: 'Produkt-ID fehlt',
      duplicateProductId: (id: string, first: number) => `Doppelte Produkt-ID „${id}“ (auch in Zeile ${first})`,
      looksLikeFormula: 'Sieht aus wie eine Formel',
    };
    expect(describeCheck(check, german)).toEqual({
      errors: ['Zeile 2: Produkt-ID fehlt', 'Zeile 4: Doppelte Produkt-ID „D-1“ (auch in Zeile 3)'],
      warnings: ['Zeile 3 (Description): Sieht aus wie eine Formel'],
      validRows: 1,
      errorCount: 2,
      warningCount: 1,
    });
    expect(describeCheck(check).errors[1]).toBe('Row 4: Duplicate Product ID "D-1" (also in row 3)');
  });
});

describe('the starting check done where the file is parsed (the worker)', () => {
  it('maps the headers (the remembered mapping first) and validates the rows exactly as the page would', () => {
    const answer = parseCsvBytes({ bytes: CSV_CORPUS.missingRequired.slice().buffer });
    if (!answer.ok) throw new Error(answer.message);
    const { initial, ...csv } = answer.csv;
    expect(initial.mapping).toEqual(initialMapping(csv.headers, null));
    expect(describeCheck(initial.validation)).toEqual(validateCsv(csv, initial.mapping));
    expect(initial.validation.errors.length).toBeGreaterThan(0);
    const remembered = { product_id: csv.headers[1]!, description: csv.headers[0]! };
    const again = parseCsvBytes({ bytes: CSV_CORPUS.missingRequired.slice().buffer, remembered });
    expect(again.ok && again.csv.initial.mapping).toMatchObject(remembered);
  });
});
