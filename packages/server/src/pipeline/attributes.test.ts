import { describe, expect, it } from 'vitest';
import { extractAttributes, findMeasures } from './attributes';
import type { PipelineSource } from './types';
import { unitOf } from './units';

const source = (text: string, id = 'input'): PipelineSource => ({
  id,
  url: null,
  domain: null,
  title: null,
  quality: 8,
  text,
});
const fact = (name: string, value: string) => ({ name, value, source_id: 'input', quote: `${name}: ${value}` });
const values = (attributes: ReturnType<typeof extractAttributes>) =>
  Object.fromEntries(attributes.map((a) => [a.name, a.value]));

describe('units', () => {
  it('reads the spellings of the units table and refuses ambiguous cases', () => {
    expect(unitOf('volts')?.symbol).toBe('V');
    expect(unitOf('LBS')?.symbol).toBe('lb');
    expect(unitOf('pounds')?.symbol).toBe('lb');
    expect(unitOf('"')?.symbol).toBe('in');
    expect(unitOf('mAh')?.symbol).toBe('mAh');
    expect(unitOf('G')).toBe(null); // 5G is a network, not 5 grams
    expect(unitOf('a')).toBe(null);
  });
});

describe('extractAttributes', () => {
  it('reads measures in free text in many spellings, normalising the unit and keeping the number', () => {
    const text =
      'Powerful 18 volt motor, weight 2.5 lbs, 1,200 mAh pack. Dimensions 10 x 5 x 2 in. Runs at 2800 RPM, 500W.';
    expect(values(extractAttributes([], [source(text)]))).toEqual({
      Dimensions: '10 x 5 x 2 in',
      Voltage: '18 V',
      Weight: '2.5 lb',
      'Battery Capacity': '1200 mAh',
      Speed: '2800 rpm',
      Power: '500 W',
    });
  });

  it('quotes the exact text each value was read from', () => {
    const input = source('Cordless drill.\nVoltage: 18V; Colour: Blue\nCapacity: 1.5 L kettle, 12" x 8" tray');
    const found = extractAttributes([], [input]);
    expect(values(found)).toEqual({ Voltage: '18 V', Color: 'Blue', Volume: '1.5 L', Dimensions: '12 x 8 in' });
    for (const a of found) expect(input.text).toContain(a.quote);
    expect(found.find((a) => a.name === 'Voltage')!.quote).toBe('Voltage: 18V');
  });

  it('reads additional fields by their key, with unit suffixes and implied units', () => {
    const found = extractAttributes(
      [
        fact('brand', 'Makita'),
        fact('weight_kg', '1.8'),
        fact('voltage', '18'),
        fact('net_wt', '12 ounces'),
        fact('fit_type', 'Slim'),
      ],
      [source('')],
    );
    expect(values(found)).toEqual({ Brand: 'Makita', Weight: '1.8 kg', Voltage: '18 V', 'Fit Type': 'Slim' });
  });

  it('keeps the first value found per attribute: additional fields, then the input, then pages', () => {
    const found = extractAttributes(
      [fact('weight', '3 lb')],
      [source('weighs 4 lbs, 12V'), source('Voltage: 24V', 's1')],
    );
    expect(values(found)).toEqual({ Weight: '3 lb', Voltage: '12 V' });
  });

  it('does not read 5G, prices, model numbers or bare counts as measures', () => {
    expect(findMeasures('5G phone, $19.99, model XR-200V2, pack of 6, 3 in 1 tool')).toEqual([]);
    expect(values(extractAttributes([], [source('Features: great grip; Note: 5 stars')]))).toEqual({});
  });
});
