import { describe, expect, it } from 'vitest';
import { gather } from './gather';
import { dimensionsBacked, generate, verifyQuote } from './generate';
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
    language: 'en',
    ...over,
  };
}

const drill = rawRecord({
  product_name: 'makita 18v cdls drl SKU 5521',
  product_details: 'Compact drill for daily work. Weighs 3.3 lbs with the 4.0Ah battery.',
  additional_fields: { brand: 'Makita', color: 'TEAL', warranty_years: 3 },
});

describe('generate with the local provider', () => {
  it("takes a choice quoted by a spelling the help text maps to it as sourced ('Reißverschluss' states Zip)", async () => {
    const fields = [
      field({
        field_name: 'closure',
        display_name: 'Closure',
        field_type: 'select',
        allowed_values: ['Zip', 'Buttons'],
        description: "The main closure: Zip ('Reißverschluss', 'cremallera'), Buttons",
      }),
      field({
        field_name: 'storage',
        display_name: 'Storage',
        field_type: 'select',
        allowed_values: ['Ambient', 'Chilled'],
        description: "Ambient ('store in a cool, dry place'); Chilled ('keep refrigerated')",
      }),
    ];
    const jacket = rawRecord({
      product_name: 'Steppjacke',
      product_details: 'Leichte Steppjacke mit Reißverschluss. Store in a cool dry place.',
    });
    // (The storage field names how goods are kept: keeping.ts reads it, and its quote states it too.)
    const result = await generate(createLocalProvider(), request(jacket, { fields, language: 'de' }));
    const byName = Object.fromEntries(result.values.map((v) => [v.field_name, v.value]));
    expect(byName).toMatchObject({ closure: 'Zip', storage: 'Ambient' });
    expect(result.flags.filter((f) => f.kind === 'unsourced')).toEqual([]);
  });

  it("writes a nutrition table's per-100 ml figures, kJ converted into a kcal field and zeros kept", async () => {
    const fields = [
      field({ field_name: 'energy_kcal', display_name: 'Energy', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'fat', display_name: 'Fat (g/100 g)', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'protein', display_name: 'Protein (g/100 g)', field_type: 'number', data_type: 'number' }),
    ];
    const soup = rawRecord({
      product_name: 'Tomato soup 400 ml',
      product_details: 'Typical values per 100 ml: Energy 418 kJ, Fat 0 g, Protein 1.2 g',
    });
    const result = await generate(createLocalProvider(), request(soup, { fields }));
    const byName = Object.fromEntries(result.values.map((v) => [v.field_name, v.value]));
    expect(byName).toMatchObject({ energy_kcal: 100, fat: 0, protein: 1.2 });
    expect(result.dropped).toEqual([]);
  });

  it('writes clean name, descriptions in the tone, and the schema fields, every value quoting its source exactly', async () => {
    const fields = [
      field({ field_name: 'weight_lbs', display_name: 'Weight (lbs)', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'brand', display_name: 'Brand' }),
    ];
    const req = request(drill, { config: config({ tone: 'casual' }), fields });
    const result = await generate(createLocalProvider(), req);
    const byName = Object.fromEntries(result.values.map((v) => [v.field_name, v.value]));
    expect(byName.clean_name).toBe('Makita 18V Cordless Drill');
    expect(byName.short_description).toMatch(/^Here's the Makita 18V Cordless Drill/);
    expect(byName.long_description).toContain('Compact drill for daily work.');
    expect(byName.weight_lbs).toBe(3.3);
    expect(byName.brand).toBe('Makita');
    // No free-named attributes: what no field holds is a suggestion.
    expect(result.attributes).toEqual({});
    expect(result.suggestions.map((s) => s.name)).toEqual(expect.arrayContaining(['Voltage', 'Battery capacity']));
    for (const value of result.values) {
      expect(value.source_id).toBe('input');
      expect(req.sources[0]!.text).toContain(value.quote!);
      expect(value.confidence).toBeGreaterThan(0.6);
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

  it('fills custom fields in the allowed spelling and type, and drops what breaks them', async () => {
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
      field({
        field_name: 'warranty_years',
        display_name: 'Warranty (years)',
        field_type: 'number',
        data_type: 'number',
      }),
    ];
    const result = await generate(createLocalProvider(), request(drill, { fields }));
    const custom = result.values.filter((v) => v.kind === 'custom').map((v) => [v.field_name, v.value, v.unit]);
    expect(custom).toEqual([
      ['colour', 'Teal', null],
      ['item_weight', 3.3, 'lb'],
      ['warranty_years', 3, null],
    ]);
    expect(result.dropped).toEqual([{ field_name: 'voltage_v', value: 18, reason: 'above the maximum 12' }]);
  });

  it("drops a number its quote does not state in the field's unit", async () => {
    const claim: Provider = {
      name: 'claim',
      async generate() {
        const v = (field_name: string, value: number, quote: string): GeneratedValue => ({
          field_name,
          field_definition_id: `def-${field_name}`,
          value,
          unit: null,
          source_id: 'input',
          quote,
          kind: 'custom',
          confidence: 0.75,
        });
        return {
          values: [
            v('weight_kg', 3.3, 'Weighs 3.3 lbs'),
            v('weight_lbs', 3.3, 'Weighs 3.3 lbs'),
            v('weight_g', 1497, 'Weighs 3.3 lbs'),
          ],
          dropped: [],
          read: 'r',
          wrote: 'w',
          usage: null,
        };
      },
    };
    const fields = [
      field({ field_name: 'weight_kg', display_name: 'Weight (kg)', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'weight_lbs', display_name: 'Weight (lbs)', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'weight_g', display_name: 'Weight (g)', field_type: 'number', data_type: 'number' }),
    ];
    const result = await generate(claim, request(drill, { fields }));
    expect(result.values.map((v) => [v.field_name, v.value])).toEqual([
      ['weight_lbs', 3.3],
      ['weight_g', 1497],
    ]);
    expect(result.dropped).toEqual([
      { field_name: 'weight_kg', value: 3.3, reason: 'number not stated by its quote: 3.3 is not in "Weighs 3.3 lbs"' },
    ]);
  });

  it('offers the free attributes a provider proposes as suggestions', async () => {
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
    // Free attributes are suggestions, kept only when their quote is found; none is written to the product.
    expect(result.values).toEqual([]);
    expect(result.suggestions.map((v) => [v.name, v.quote])).toEqual([
      ['Weight', 'Weighs 3.3 lbs'],
      ['Torque', 'Weighs 3.3 lbs'],
    ]);
    expect(result.unverified).toBe(0);
  });

  it('marks a schema value whose quote is not in its source unsourced, with a flag', async () => {
    const liar: Provider = {
      name: 'liar',
      async generate() {
        return {
          values: [
            {
              field_name: 'colour',
              field_definition_id: 'def-colour',
              value: 'Teal',
              unit: null,
              source_id: 'input',
              quote: 'colour: teal',
              kind: 'custom',
              confidence: 0.75,
            },
          ],
          dropped: [],
          read: 'r',
          wrote: 'w',
          usage: null,
        };
      },
    };
    const fields = [field({ field_name: 'colour', display_name: 'Colour' })];
    const result = await generate(liar, request(drill, { fields }));
    expect(result.values.map((v) => [v.field_name, v.source_id, v.quote, v.confidence])).toEqual([
      ['colour', null, null, 0.3],
    ]);
    expect(result.flags).toEqual([expect.objectContaining({ field_name: 'colour', kind: 'unsourced' })]);
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

describe('dimensionsBacked', () => {
  it("accepts a quote's dimensions converted into another length unit, nothing else", () => {
    expect(dimensionsBacked('17.72 x 13.78 x 21.65', 'Dimensions : 45 x 35 x 55 cm', 'fr')).toBe(true);
    expect(dimensionsBacked('17.72 x 13.78 x 30', 'Dimensions : 45 x 35 x 55 cm', 'fr')).toBe(false);
    expect(dimensionsBacked('12 x 8', 'Weight: 12 kg', 'en')).toBe(false);
  });
});
