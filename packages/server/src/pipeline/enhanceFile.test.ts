import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { enhanceFileCommand, readRecords } from './enhanceFile';

const dir = mkdtempSync(path.join(tmpdir(), 'enhance-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('enhance-file', () => {
  it('reads CSV with the import columns, other columns becoming additional fields', () => {
    const records = readRecords(
      '\uFEFFcustomer_product_id,product_name,product_details,source_url,brand,color\r\nA1,"Oak tbl, large","Seats 6. Weight: 40 kg",,Acme,\r\n',
      'x.csv',
    );
    expect(records).toEqual([
      {
        customer_product_id: 'A1',
        product_name: 'Oak tbl, large',
        product_details: 'Seats 6. Weight: 40 kg',
        source_url: null,
        additional_fields: { brand: 'Acme' },
      },
    ]);
    expect(() => readRecords('{"a":1}\n[1]\n', 'x.jsonl')).toThrow('line 2: not a JSON object');
  });

  it('enhances a JSONL file end to end into one JSON line per record', async () => {
    const input = path.join(dir, 'records.jsonl');
    const out = path.join(dir, 'out.jsonl');
    writeFileSync(
      input,
      [
        JSON.stringify({
          customer_product_id: 'P1',
          product_name: 'makita 18v cdls drl',
          product_details: 'Compact drill for daily work. Weighs 3.3 lbs.',
          additional_fields: { brand: 'Makita' },
        }),
        JSON.stringify({ customer_product_id: 'P2', product_name: '\u0000', product_details: '' }),
      ].join('\n'),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = await enhanceFileCommand([input, '--out', out, '--no-research'], {});
    log.mockRestore();
    expect(code).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      customer_product_id: 'P1',
      clean_name: 'Makita 18V Cordless Drill',
      attributes: { Brand: 'Makita', Voltage: '18 V', Weight: '3.3 lb' },
      sources: [{ id: 'input', quality: 8 }],
    });
    expect(lines[0].values).toContainEqual({
      field_name: 'Weight',
      value: '3.3 lb',
      unit: 'lb',
      source_id: 'input',
      quote: '3.3 lbs.',
    });
    expect(lines[0].score).toBeGreaterThan(7);
    expect(lines[0].reasons.map((r: { code: string }) => r.code)).toContain('invented_numbers');
    expect(lines[1].score).toBeLessThanOrEqual(1);
    expect(lines[1].values).toEqual([]);
  });

  it('answers 2 with the usage when no file is given, 1 with the reason for a bad file', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await enhanceFileCommand([], {})).toBe(2);
    expect(await enhanceFileCommand([path.join(dir, 'missing.jsonl')], {})).toBe(1);
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^Usage/),
      expect.stringMatching(/^enhance-file: ENOENT/),
    ]);
    log.mockRestore();
  });
});
