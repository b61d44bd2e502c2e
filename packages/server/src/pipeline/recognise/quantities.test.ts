import { describe, expect, it } from 'vitest';
import { convert, findMentions, parseDecimal } from './quantities';

const read = (text: string, language = 'en') =>
  findMentions(text, language).map((m) => ({
    quote: m.quote,
    value: m.value,
    unit: m.unit,
    range: m.range,
    dims: m.dims,
  }));

describe('findMentions', () => {
  it('reads each measure of a list apart, with its own unit', () => {
    expect(read('7 ft. hose, 20 ft. power cord')).toMatchObject([
      { quote: '7 ft.', value: 7, unit: 'ft' },
      { quote: '20 ft.', value: 20, unit: 'ft' },
    ]);
  });

  it('reads fractions and mixed numbers', () => {
    expect(read('5/8 in x 50 ft garden hose')).toMatchObject([
      { value: 0.625, unit: 'in' },
      { value: 50, unit: 'ft' },
    ]);
    expect(read('Circular saw 7-1/4 in blade')).toMatchObject([{ quote: '7-1/4 in', value: 7.25 }]);
    expect(read('2½ lbs')).toMatchObject([{ value: 2.5, unit: 'lbs' }]);
  });

  it('reads compounds and dimensions', () => {
    expect(read('2 lb 4 oz bag')).toMatchObject([{ quote: '2 lb 4 oz', value: 2.25, unit: 'lbs' }]);
    expect(read('Box 12x8x3 in')).toMatchObject([{ quote: '12x8x3 in', dims: [12, 8, 3], unit: 'in' }]);
  });

  it('reads a range as a range, never as its upper end', () => {
    expect(read('AC 100-265V input')).toMatchObject([{ range: [100, 265], unit: 'V' }]);
  });

  it('reads decimal commas and thousands separators by language', () => {
    expect(read('Kabel 1,5 mm² und 8,2 mm', 'de')).toMatchObject([
      { value: 1.5, unit: 'mm2' },
      { value: 8.2, unit: 'mm' },
    ]);
    expect(read('Leistung 1.200 W', 'de')).toMatchObject([{ value: 1200, unit: 'W' }]);
    expect(read('Poids 1,2 kg, 1 200 W', 'fr')).toMatchObject([{ value: 1.2 }, { value: 1200, unit: 'W' }]);
    expect(read('1,200 mAh battery')).toMatchObject([{ value: 1200, unit: 'mAh' }]);
    expect(parseDecimal('1,5', 'en')).toBe(1.5);
    expect(parseDecimal('1,200', 'en')).toBe(1200);
  });

  it('reads no measure in phone numbers, model numbers, gauges or "3-in-1"', () => {
    expect(read('Call 555-123-4567. Weight: 555 g')).toMatchObject([{ quote: '555 g', value: 555 }]);
    expect(read('Makita XFD131 18V')).toMatchObject([{ quote: '18V', value: 18, unit: 'V' }]);
    expect(read('3-in-1 tool, 2 in stock, #8 x 1-1/4 in screws')).toMatchObject([{ quote: '1-1/4 in', value: 1.25 }]);
  });

  it('reads units glued to numbers and abbreviations with stops', () => {
    expect(read('20V MAX, 1.3Ah each')).toMatchObject([
      { value: 20, unit: 'V' },
      { value: 1.3, unit: 'Ah' },
    ]);
    expect(read('Covers up to 400 sq. ft. per gallon')).toMatchObject([{ quote: '400 sq. ft.', unit: 'sqft' }]);
  });

  it("reads an all-capitals line's 'G' as grams, never a network's or a code's", () => {
    expect(read('BARILLA SPAGHETTI N.5 500G\nClassic durum wheat spaghetti.')).toMatchObject([
      { value: 500, unit: 'g' },
    ]);
    expect(read('BJORG BARRES 6 X 25 G')).toMatchObject([{ value: 25, unit: 'g' }]);
    expect(read('SMARTPHONE 5G 128GB')).toMatchObject([{ value: 128, unit: 'GB' }]);
    expect(read('SDSQUAC-256G-GN6MA')).toEqual([]);
    // In a line written in lower case, 'G' is no gram.
    expect(read('Router 10G Ethernet')).toEqual([]);
  });

  it('reads kilocalories and kilojoules', () => {
    expect(read('Energy 1521 kJ / 359 kcal')).toMatchObject([
      { value: 1521, unit: 'kJ' },
      { value: 359, unit: 'kcal' },
    ]);
  });
});

describe('convert', () => {
  it('converts between units of a kind with js-quantities', () => {
    expect(convert(2, 'kg', 'lbs')).toBeCloseTo(4.409, 3);
    expect(convert(2, 'kg', 'V')).toBeNull();
  });
});
