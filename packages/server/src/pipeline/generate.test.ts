import { describe, expect, it } from 'vitest';
import { gather } from './gather';
import { generate, verifyQuote } from './generate';
import { createLocalProvider } from './providers/local';
import type { Provider, ProviderRequest } from './providers/provider';
import { config, field, rawRecord } from './testFixtures';
import type { GeneratedValue, RawRecord } from './types';

function request(record: RawRecord, over: Partial<ProviderRequest> = {}): ProviderRequest {
  const g = gather(record);
  return {
    record,
    name: g.name,
    details: g.details,
    sources: [g.source],
    facts: g.facts,
    fields: [],
    config: config(),
    ...over,
  };
}

const drill = rawRecord({
  product_name: 'makita 18v cdls drl SKU 5521',
  product_details: 'Compact drill for daily work. Weighs 3.3 lbs with the 4.0Ah battery.',
  additional_fields: { brand: 'Makita', color: 'TEAL', warranty_years: 3 },
});

describe('generate with the local provider', () => {
  it('writes clean name, descriptions in the tone, and attributes, every value quoting its source exactly', async () => {
    const req = request(drill, { config: config({ tone: 'casual' }) });
    const result = await generate(createLocalProvider(), req);
    const byName = Object.fromEntries(result.values.map((v) => [v.field_name, v.value]));
    expect(byName.clean_name).toBe('Makita 18V Cordless Drill');
    expect(byName.short_description).toBe(
      'Meet the Makita 18V Cordless Drill. Key specifications: color TEAL, warranty years 3, voltage 18 V.',
    );
    expect(byName.long_description).toContain('Compact drill for daily work.');
    expect(result.attributes).toEqual({
      Brand: 'Makita',
      Color: 'TEAL',
      'Warranty Years': '3',
      Weight: '3.3 lb',
      Voltage: '18 V',
      'Battery Capacity': '4 Ah',
    });
    for (const value of result.values) {
      expect(value.source_id).toBe('input');
      expect(req.sources[0]!.text).toContain(value.quote!);
    }
    expect(result.dropped).toEqual([]);
  });

  it('writes only the configured parts', async () => {
    const result = await generate(
      createLocalProvider(),
      request(drill, { config: config({ fields: ['short_description'] }) }),
    );
    expect(result.values.map((v) => v.field_name)).toEqual(['clean_name', 'short_description']);
  });

  it('fills custom fields from matching facts, in the allowed spelling and type, and drops what breaks them', async () => {
    const fields = [
      field({ field_name: 'colour', display_name: 'Colour', field_type: 'select', allowed_values: ['Teal', 'Red'] }),
      field({
        field_name: 'voltage_v',
        display_name: 'Voltage',
        field_type: 'number',
        data_type: 'number',
        max_value: 12,
      }),
      field({ field_name: 'item_weight', display_name: 'Weight', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'brand', display_name: 'Brand', field_type: 'select', allowed_values: ['DeWalt'] }),
      field({ field_name: 'material', display_name: 'Material' }),
    ];
    const result = await generate(createLocalProvider(), request(drill, { fields }));
    const custom = result.values.filter((v) => v.kind === 'custom').map((v) => [v.field_name, v.value, v.unit]);
    expect(custom).toEqual([
      ['colour', 'Teal', null],
      ['item_weight', 3.3, 'lb'],
    ]);
    expect(result.dropped).toEqual([
      { field_name: 'voltage_v', value: 18, reason: 'above the maximum 12' },
      { field_name: 'brand', value: 'Makita', reason: 'not an allowed value: Makita' },
    ]);
  });

  it('turns a quote that does not occur in its source into an unsourced value, and drops invented numbers', async () => {
    const liar: Provider = {
      name: 'liar',
      async generate() {
        const v = (field_name: string, value: GeneratedValue['value'], quote: string | null): GeneratedValue => ({
          field_name,
          field_definition_id: null,
          value,
          unit: null,
          source_id: quote ? 'input' : null,
          quote,
          kind: 'attribute',
        });
        return {
          values: [
            v('Color', 'Teal', 'colour: teal'),
            v('Weight', '3.3 lb', 'Weighs 3.3 lbs'),
            v('Torque', '50 Nm', 'Weighs 3.3 lbs'),
            v('Style', 'Pistol', null),
          ],
          dropped: [],
          read: 'r',
          wrote: 'w',
          usage: null,
        };
      },
    };
    const result = await generate(liar, request(drill));
    expect(result.values.map((v) => [v.field_name, v.source_id, v.quote])).toEqual([
      ['Color', null, null],
      ['Weight', 'input', 'Weighs 3.3 lbs'],
      ['Style', null, null],
    ]);
    expect(result.dropped).toEqual([
      { field_name: 'Torque', value: '50 Nm', reason: 'invented number: 50 appears in no source' },
    ]);
    expect(result.unverified).toBe(1);
  });

  it('verifyQuote refuses an unknown source id', () => {
    const g = gather(drill);
    const value: GeneratedValue = {
      field_name: 'x',
      field_definition_id: null,
      value: 'y',
      unit: null,
      source_id: 's9',
      quote: 'Compact',
    };
    expect(verifyQuote(value, [g.source])).toEqual({
      value: { ...value, source_id: null, quote: null },
      verified: false,
    });
  });
});
