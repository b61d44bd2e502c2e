// The CSV store the worker runs (issue #18): the page gets counts and the first problems (as data, worded on the page:
// issue #21), and the import rows come a batch at a time, exactly as toImportRow builds them; and the fast image-URL
// check agrees with the contract's.
import { describe, expect, it } from 'vitest';
import { blankableUrl } from '../contract/index';
import { answerCsvCall, CsvStore, VALIDATION_KEPT } from './csvStore';
import { arrayRowSource, toImportRow } from './importRows';
import { describeCheck, isValidImageUrl, validateCsv } from './validation';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const file = (rows: string[]) => bytes(['SKU,Description,Image,Colour', ...rows].join('\r\n'));

describe('CsvStore', () => {
  it('answers a summary with the first 10 errors and warnings and their counts, not the rows', () => {
    const store = new CsvStore();
    const lines = Array.from({ length: 30 }, (_, i) => `P-${i},${i % 2 ? '' : '"Drill ""x"""'},not a url,Red`);
    const summary = store.load({ bytes: file(lines) });
    expect(summary).toMatchObject({ headers: ['SKU', 'Description', 'Image', 'Colour'], rowCount: 30, delimiter: ',' });
    expect(summary).not.toHaveProperty('rows');
    const validation = describeCheck(summary.initial.validation);
    expect(validation).toMatchObject({ errorCount: 15, warningCount: 30, validRows: 15 });
    expect(validation.errors).toHaveLength(VALIDATION_KEPT);
    expect(summary.initial.validation.errors[0]).toEqual({ kind: 'missingDescription', row: 3 });
    expect(validation.errors[0]).toBe('Row 3: Missing required Description');
    expect(validation.warnings[9]).toBe('Row 11: Invalid Image URL format');
    // The same check as the full one, cut to its first messages.
    const parsed = { headers: summary.headers, rows: lines.map((l) => l.split(',')) };
    expect(validateCsv(parsed, summary.initial.mapping).errors.slice(0, 10)).toEqual(validation.errors);
  });

  it('validates again for another mapping', () => {
    const store = new CsvStore();
    store.load({ bytes: file(['P-1,Drill,https://cdn.example.com/a.png,=SUM(A1)']) });
    expect(describeCheck(store.validate({ product_id: 'SKU', description: 'Colour' }))).toMatchObject({
      errorCount: 0,
      warnings: ['Row 2 (Colour): Looks like a spreadsheet formula (stored as text)'],
    });
  });

  it('builds the import rows a batch at a time, skipping and counting rows without data', () => {
    const store = new CsvStore();
    const { headers, initial } = store.load({ bytes: file(['P-1,Drill,,Red', '\u0000,Saw,,Blue', 'P-3,Plane,,Red']) });
    const request = { maxRows: 1, mapping: initial.mapping, importBatchId: 'csv_upload_1' };
    const first = store.rows({ ...request, start: 0 });
    expect(first).toEqual({
      rows: [toImportRow(['P-1', 'Drill', '', 'Red'], 0, headers, initial.mapping, 'csv_upload_1')],
      skipped: 0,
      next: 1,
    });
    const second = store.rows({ ...request, start: 1 });
    expect(second).toMatchObject({ skipped: 1, next: 3, rows: [{ customer_product_id: 'P-3', source_file_row: 3 }] });
    expect(store.inferTypes(['Colour'])).toEqual({ Colour: { field_type: 'select', allowed_values: ['Blue', 'Red'] } });
  });

  it("answers the worker's calls, a parse failure with the spec's message", async () => {
    const store = new CsvStore();
    expect(await answerCsvCall(store, { id: 1, method: 'load', args: [{ bytes: bytes('') }] })).toEqual({
      id: 1,
      ok: false,
      refusal: 'noData',
      message: 'No data found in CSV',
    });
    expect(await answerCsvCall(store, { id: 2, method: 'validate', args: [{}] })).toMatchObject({
      ok: false,
      refusal: null,
    });
    const file = new Blob(['SKU,Description\nP-1,Drill\n']);
    expect(await answerCsvCall(store, { id: 3, method: 'loadFile', args: [{ file }] })).toMatchObject({
      ok: true,
      value: { rowCount: 1, initial: { mapping: { product_id: 'SKU', description: 'Description' } } },
    });
  });
});

describe('arrayRowSource', () => {
  it('cuts batches by rows and skips rows without a Product ID or description', async () => {
    const source = arrayRowSource([
      { customer_product_id: 'A', product_details: 'x' },
      { customer_product_id: ' ', product_details: 'x' },
      { customer_product_id: 'B', product_details: 'x' },
      { customer_product_id: 'C', product_details: 'x' },
    ]);
    expect(await source.batch(0, 2)).toMatchObject({
      rows: [{ customer_product_id: 'A' }, { customer_product_id: 'B' }],
      skipped: 1,
      next: 3,
    });
    expect(await source.batch(3, 2)).toMatchObject({ rows: [{ customer_product_id: 'C' }], skipped: 0, next: 4 });
  });
});

describe('isValidImageUrl', () => {
  it("agrees with the contract's URL check on plain and odd URLs", () => {
    const contract = blankableUrl('x');
    const urls = [
      '',
      'https://cdn.example.com/images/SKU-000001.png',
      'http://example.co/a/b-c_d.e~f',
      'https://sub.domain.example.org',
      'https://cdn.example.com/a.png?size=2',
      'https://CDN.Example.com/A.png',
      'https://localhost/a.png',
      'https://-bad.example.com/a.png',
      'https://example.c/a.png',
      'https://example.com:8080/a.png',
      'https://exa mple.com/a.png',
      'ftp://example.com/a.png',
      'http:example.com',
      'not a url',
      `https://${'a'.repeat(250)}.com/x.png`,
      'https://bücher.example/a.png',
      'https://example.com/a\u0007.png',
    ];
    for (const url of urls) expect(isValidImageUrl(url), url).toBe(contract.safeParse(url).success);
  });
});
