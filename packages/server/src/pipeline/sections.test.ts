import { describe, expect, it } from 'vitest';
import { createLocalProvider, runPipeline } from './index';
import { benefitSentences, featurePhrases, limitText, readInstructions, sectionField } from './sections';
import { config, field, rawRecord } from './testFixtures';
import type { PipelineConfig } from './types';

const DETAILS = [
  'Compact drill driver for tight spaces.',
  '- Brushless motor',
  '- LED work light',
  '- Two-speed gearbox',
  'Weight: 3.2 lbs',
  'Ideal for cabinet installation and light framing.',
  'The belt clip keeps it within reach on a ladder.',
].join('\n');

const record = rawRecord({
  product_name: 'ACME 18V cdls drill driver',
  product_details: DETAILS,
  additional_fields: { brand: 'ACME' },
});
const FEATURES = field({ id: 'f-features', field_name: 'features', display_name: 'Key Features', is_multiple: true });
const BENEFITS = field({ id: 'f-benefits', field_name: 'selling_points', display_name: 'Customer Benefits' });
const SPECS = field({
  id: 'f-specs',
  field_name: 'specifications',
  display_name: 'Specifications',
  field_type: 'textarea',
});
const WEIGHT = field({
  id: 'f-weight',
  field_name: 'weight_lbs',
  display_name: 'Weight (lbs)',
  field_type: 'number',
  data_type: 'number',
});
const run = (
  fields: PipelineConfig['fields'],
  instructions: string | null = null,
  specs = [FEATURES, BENEFITS, SPECS],
) =>
  runPipeline(record, {
    provider: createLocalProvider(),
    fields: specs,
    config: config({ fields, custom_instructions: instructions }),
    research: { enabled: false },
  });

describe('specifications, features and benefits (spec part 2 §3 enhanceable fields)', () => {
  it('finds the field holding a part by its name or its display name', () => {
    expect(sectionField('features', [FEATURES])?.id).toBe('f-features');
    expect(sectionField('benefits', [BENEFITS])?.id).toBe('f-benefits');
    expect(sectionField('specifications', [FEATURES, BENEFITS])).toBeUndefined();
  });

  it('reads features from bullet lines and benefits from the sentences that state one, verbatim', () => {
    expect(featurePhrases(DETAILS, 'Acme Drill')).toEqual(['Brushless motor', 'LED work light', 'Two-speed gearbox']);
    expect(featurePhrases('Quiet cooling fan. Three speeds for any room.', null)).toEqual([
      'Quiet cooling fan',
      'Three speeds for any room',
    ]);
    expect(benefitSentences(DETAILS)).toEqual([
      'Ideal for cabinet installation and light framing.',
      'The belt clip keeps it within reach on a ladder.',
    ]);
    expect(benefitSentences('Steel body. Black.')).toEqual([]);
  });

  it('writes the ticked parts into their fields, sourced and quoted from the input, and nothing of the others', async () => {
    const all = await run(['short_description', 'attributes', 'specifications', 'features', 'benefits'], null, [
      FEATURES,
      BENEFITS,
      SPECS,
      WEIGHT,
    ]);
    const value = (name: string) => all.values.find((v) => v.field_name === name);
    expect(value('features')).toMatchObject({
      value: ['Brushless motor', 'LED work light', 'Two-speed gearbox'],
      source_id: 'input',
      quote: 'Brushless motor',
    });
    expect(value('selling_points')?.value).toBe(
      'Ideal for cabinet installation and light framing. The belt clip keeps it within reach on a ladder.',
    );
    expect(String(value('specifications')?.value)).toContain('3.2 lb');
    expect(value('specifications')?.source_id).toBe('input');

    const none = await run(['short_description', 'attributes']);
    expect(none.values.map((v) => v.field_name)).not.toContain('features');
    expect(none.values.map((v) => v.field_name)).not.toContain('selling_points');
    expect(none.values.map((v) => v.field_name)).not.toContain('specifications');
  });

  it('reports a ticked part the company has no field for as dropped, with the reason', async () => {
    const result = await run(['short_description', 'benefits'], null, [FEATURES]);
    expect(result.dropped).toContainEqual({
      field_name: 'benefits',
      value: null,
      reason: "no 'benefits' field in the company's schema to hold it",
    });
  });
});

describe('custom instructions in the local provider', () => {
  it('reads a length limit and a focus on named attributes or on technical specifications', () => {
    const attrs = [
      { name: 'Voltage', value: '18 V', number: 18, unit: 'V', source_id: 'input', quote: '18V' },
      { name: 'Weight', value: '3.2 lb', number: 3.2, unit: 'lb', source_id: 'input', quote: '3.2 lbs' },
    ];
    expect(readInstructions('Keep descriptions under 25 words. Focus on weight.', attrs)).toMatchObject({
      maxWords: 25,
      maxChars: null,
      focus: ['Weight'],
      shortSpecs: 3,
    });
    expect(readInstructions('Focus on technical specifications and manufacturing details', attrs)).toMatchObject({
      focus: [],
      shortSpecs: 5,
      applied: ['more specifications in the short description'],
    });
    expect(readInstructions('Write for professionals.', attrs)).toMatchObject({
      applied: [],
      notApplied: ['Write for professionals.'],
    });
  });

  it('reads the language, the tone and facts to mention, and names each sentence it cannot apply', () => {
    const facts = [
      { property: 'weight', label: 'Weight (lbs)', text: '4.41 lb' },
      { property: 'warranty', label: 'Warranty', text: '3 years' },
      { property: 'country_of_origin', label: 'Country of Origin', text: 'Japan' },
    ];
    const read = readInstructions(
      'Write in German. Always mention the warranty. Use a casual tone. Never use the word cheap. Mention the country of origin.',
      facts,
    );
    expect(read).toMatchObject({
      language: 'de',
      tone: 'casual',
      mention: ['warranty', 'country_of_origin'],
      focus: ['Warranty', 'Country of Origin'],
      notApplied: ['Never use the word cheap.'],
    });
    expect(read.applied).toEqual(['written in German', 'casual tone', 'mention Warranty, Country of Origin']);
    // no warranty stated: the instruction is reported, not claimed
    const without = readInstructions('Always mention the warranty.', facts.slice(0, 1));
    expect(without).toMatchObject({ mention: [], applied: [], notApplied: ['Always mention the warranty.'] });
    expect(readInstructions('Write for professionals.', facts).notApplied).toEqual(['Write for professionals.']);
  });

  it('reads limits, focus and language written in German, French and Spanish', () => {
    const facts = [{ property: 'weight', label: 'Gewicht (kg)', text: '2 kg' }];
    expect(readInstructions('Höchstens 30 Wörter. Schreibe auf Deutsch. Fokus auf Gewicht.', facts)).toMatchObject({
      maxWords: 30,
      language: 'de',
      focus: ['Gewicht (kg)'],
      notApplied: [],
    });
    expect(readInstructions('Au maximum 150 caractères, en français.', [])).toMatchObject({
      maxChars: 150,
      language: 'fr',
      notApplied: [],
    });
    expect(readInstructions('Máximo 40 palabras.', [])).toMatchObject({ maxWords: 40, notApplied: [] });
  });

  it('does not read a negated instruction as one to apply', () => {
    const facts = [{ property: 'warranty', label: 'Warranty', text: '3 years' }];
    expect(readInstructions("Don't mention the warranty.", facts)).toMatchObject({
      mention: [],
      notApplied: ["Don't mention the warranty."],
    });
    expect(readInstructions('Keep it casual, no emojis.', facts).tone).toBe('casual');
    expect(readInstructions('Never sound casual.', facts).tone).toBe(null);
    expect(readInstructions(null, facts)).toMatchObject({ applied: [], notApplied: [], language: null, tone: null });
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(limitText('one two three four five six', 4, null)).toBe('one two three four…');
    expect(limitText('short text', 10, 200)).toBe('short text');
    expect(limitText('a fairly long sentence here', null, 14)).toBe('a fairly long…');
  });

  it('changes the next description: the focused attribute comes first, the limit holds, the stage says so', async () => {
    const specs = [FEATURES, BENEFITS, SPECS, WEIGHT];
    const plain = await run(['short_description', 'long_description'], null, specs);
    const focused = await run(['short_description', 'long_description'], 'Focus on weight. At most 12 words.', specs);
    const short = String(focused.short_description?.value);
    expect(short).not.toBe(String(plain.short_description?.value));
    expect(short.split(/\s+/).length).toBeLessThanOrEqual(12);
    expect(short).toMatch(/weighs 3\.2 lb/);
    expect(String(focused.long_description?.value).split(/\s+/).length).toBeLessThanOrEqual(12);
    expect(focused.stages.find((s) => s.name === 'generate')?.detail).toContain(
      'instructions: descriptions at most 12 words; focus on Weight',
    );
  });
});
