import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { enhanceFileCommand, enhanceRecords, readRecords, readSchemaExport } from './enhanceFile';

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

  it('enhances a JSONL file into the fields of a schema file, one line per record as it finishes', async () => {
    const input = path.join(dir, 'records.jsonl');
    const out = path.join(dir, 'out.jsonl');
    const schema = path.join(dir, 'schema-export.json');
    const def = (id: string, field_name: string, display_name: string, field_type: string, extra = {}) => ({
      id,
      field_name,
      display_name,
      description: null,
      help_text: null,
      field_type,
      data_type: field_type === 'number' ? 'number' : 'string',
      group_id: 'g1',
      is_required: false,
      is_multiple: false,
      is_core_field: false,
      min_value: null,
      max_value: null,
      min_length: null,
      max_length: null,
      allowed_values: null,
      sort_order: 1,
      ...extra,
    });
    writeFileSync(
      schema,
      JSON.stringify({
        groups: [
          {
            group: {
              id: 'g1',
              name: 'specs',
              display_name: 'Specs',
              description: null,
              sort_order: 1,
              field_count: 3,
              created_at: '2026-01-01T00:00:00Z',
            },
            fields: [
              def('f1', 'weight_lbs', 'Weight (lbs)', 'number'),
              def('f2', 'brand', 'Brand', 'text', { is_required: true }),
              def('f3', 'voltage', 'Voltage', 'number', { help_text: 'volts' }),
            ],
          },
        ],
        ungrouped_fields: [],
        total_groups: 1,
        total_fields: 3,
      }),
    );
    writeFileSync(
      input,
      [
        JSON.stringify({
          customer_product_id: 'P1',
          product_name: 'makita 18v cdls drl',
          product_details: 'Compact drill for daily work.',
          additional_fields: { Marke: 'Makita', Gewicht: '1,5 kg' },
        }),
        JSON.stringify({ customer_product_id: 'P2', product_name: '\u0000', product_details: '' }),
      ].join('\n'),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = await enhanceFileCommand(
      [input, '--schema', schema, '--tone', 'technical', '--out', out, '--no-research'],
      {},
    );
    expect(log.mock.calls.at(-1)?.[0]).toBe(`2 records enhanced, 0 failed → ${out}`);
    log.mockRestore();
    expect(code).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ customer_product_id: 'P1', clean_name: 'Makita 18V Cordless Drill', flags: [] });
    const values = Object.fromEntries(lines[0].values.map((v: { field_name: string }) => [v.field_name, v]));
    expect(values.weight_lbs).toEqual({
      field_name: 'weight_lbs',
      value: 3.31,
      unit: 'lb',
      confidence: 0.95,
      quote: 'Gewicht: 1,5 kg',
      source_id: 'input',
      evidence: 'field',
    });
    expect(values.brand).toMatchObject({ value: 'Makita', quote: 'Marke: Makita' });
    expect(values.voltage).toMatchObject({ value: 18, quote: '18v' });
    expect(lines[0].score).toBeGreaterThan(7);
    expect(lines[1].score).toBeLessThanOrEqual(1);
    expect(lines[1].values).toEqual([]);
  });

  it('answers 2 with the usage for wrong arguments, and names a failing record on its own line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await enhanceFileCommand([], {})).toBe(2);
    expect(await enhanceFileCommand([path.join(dir, 'missing.jsonl')], {})).toBe(2);
    expect(await enhanceFileCommand([path.join(dir, 'records.jsonl'), '--tone', 'loud'], {})).toBe(2);
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^Usage/),
      expect.stringMatching(/^enhance-file: ENOENT/),
      expect.stringMatching(/^enhance-file: --tone must be one of professional, technical, marketing, casual/),
    ]);
    log.mockRestore();
  });

  it('keeps the other records when one fails', async () => {
    const failing = {
      name: 'failing',
      async generate(request: { record: { customer_product_id: string | null } }) {
        if (request.record.customer_product_id === 'BAD') throw new Error('model answered 500');
        return { values: [], dropped: [], read: '', wrote: '', usage: null };
      },
    };
    const lines = await enhanceRecords(
      [
        {
          customer_product_id: 'OK1',
          product_name: 'Oak table',
          product_details: null,
          additional_fields: {},
          source_url: null,
        },
        {
          customer_product_id: 'BAD',
          product_name: 'Oak chair',
          product_details: null,
          additional_fields: {},
          source_url: null,
        },
        {
          customer_product_id: 'OK2',
          product_name: 'Oak bench',
          product_details: null,
          additional_fields: {},
          source_url: null,
        },
      ],
      { provider: failing as never, research: { enabled: false } },
    );
    expect(lines.map((l) => ('error' in l ? `${l.customer_product_id}: ${l.error}` : l.customer_product_id))).toEqual([
      'OK1',
      'BAD: model answered 500',
      'OK2',
    ]);
  });

  it('reads a schema file as the Export Schema button saves it, adding the core fields it lacks', () => {
    const specs = readSchemaExport({
      groups: [
        {
          group: { id: 'g' },
          fields: [
            {
              id: 'f',
              field_name: 'net_weight',
              display_name: 'Net Weight',
              help_text: 'in grams',
              description: null,
              field_type: 'number',
              data_type: 'number',
            },
          ],
        },
      ],
      ungrouped_fields: [{ id: 'u', field_name: 'old', display_name: 'Old', field_type: 'text', is_active: false }],
    });
    expect(specs.map((s) => s.field_name)).toEqual([
      'net_weight',
      'clean_name',
      'short_description',
      'long_description',
    ]);
    expect(specs[0]).toMatchObject({ description: 'in grams', field_type: 'number' });
    expect(() => readSchemaExport({ fields: [] })).toThrow(/not an Export Schema file/);
  });
});
