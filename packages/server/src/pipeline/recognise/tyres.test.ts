import { describe, expect, it } from 'vitest';
import { findMentions } from './quantities';
import { tyreIn, viscosityIn } from './tyres';

describe('tyre designations', () => {
  it('reads the size as "205/55 R16" with its load index and speed rating', () => {
    expect(tyreIn('Michelin Pilot Sport 5 225/45 ZR17 94Y XL')).toMatchObject({
      size: { value: '225/45 R17' },
      load: { value: '94' },
      speed: { value: 'Y' },
    });
    expect(tyreIn('GOODYEAR WRANGLER 265/70R17 115T M+S')?.size.value).toBe('265/70 R17');
    expect(tyreIn('Metzeler Sportec 180/55 ZR17 M/C (73W) TL')?.size.value).toBe('180/55 R17');
    expect(tyreIn('Transporterreifen 215/65 R16C 109/107T')).toMatchObject({
      size: { value: '215/65 R16C' },
      load: { value: '109/107' },
      speed: { value: 'T' },
    });
    expect(tyreIn('Size: 205/55 R16')).toMatchObject({ size: { value: '205/55 R16' }, load: null, speed: null });
    expect(tyreIn('Dimensions 205/55 mm')).toBeNull();
  });

  it('keeps the load index and speed rating from the measures', () => {
    const units = (text: string) => findMentions(text, 'en').map((m) => m.unit);
    expect(units('Continental 205/55 R16 91V')).toEqual([]);
    expect(units('Goodyear Vector 4Seasons 225/45 R17 94W XL')).toEqual([]);
    expect(units('Bulb 12V 55W')).toEqual(['V', 'W']);
  });
});

describe('SAE viscosity grades', () => {
  it('reads one grade written as "5W-30", and none of two', () => {
    expect(viscosityIn('Castrol EDGE 5W30 LL 5L')?.value).toBe('5W-30');
    expect(viscosityIn('Motul Gear 300 75W-90')?.value).toBe('75W-90');
    expect(viscosityIn('Olej silnikowy SAE 10W 40')?.value).toBe('10W-40');
    expect(viscosityIn('Available in 5W-30 and 5W-40')).toBeNull();
    // '20W 50 cm' alone is no grade.
    expect(viscosityIn('LED bar 20W 50 cm')).toBeNull();
  });

  it('keeps a grade from the measures', () => {
    expect(findMentions('Mobil 1 ESP 0W-30 Engine Oil 4L', 'en').map((m) => m.unit)).toEqual(['l']);
  });
});
