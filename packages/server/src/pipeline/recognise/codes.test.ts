import { describe, expect, it } from 'vitest';
import { findMentions } from './quantities';
import { bulbIn, fuelClassIn, tyreIn, viscosityIn } from './codes';

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

describe('bulb categories', () => {
  it('reads one ECE category, without its base or wattage, and none of two', () => {
    expect(bulbIn('Philips X-tremeVision Pro150 H7 12V 55W PX26d')?.value).toBe('H7');
    expect(bulbIn('SYLVANIA 194 T10 W5W LED Bulb, Wedge base W2.1x9.5d')?.value).toBe('W5W');
    expect(bulbIn('Osram P21/5W BAY15d 12V')?.value).toBe('P21/5W');
    expect(bulbIn('Xenon D3S 35W')?.value).toBe('D3S');
    expect(bulbIn('Kit H7 + H1')).toBeNull();
    expect(bulbIn('Ampoules H4/H19')).toBeNull();
    // Words and part numbers are no category.
    expect(bulbIn('Hose H7-12 and model PH7')).toBeNull();
  });

  it("keeps a category's watts from the measures", () => {
    expect(findMentions('W5W LED Bulb 12V', 'en').map((m) => m.unit)).toEqual(['V']);
  });
});

describe('tyre fuel efficiency class', () => {
  it("reads the label's fuel efficiency letter, not the wet grip or the noise class", () => {
    expect(fuelClassIn('EU tyre label: Fuel efficiency C | Wet grip A | 71 dB (B)')?.value).toBe('C');
    expect(fuelClassIn('EU-Reifenlabel: Nasshaftung A, Kraftstoffeffizienz C')?.value).toBe('C');
    expect(fuelClassIn('Etykieta UE: opór toczenia E, przyczepność na mokrym B')?.value).toBe('E');
    expect(fuelClassIn('Efficienza carburante: B – Aderenza sul bagnato: A')?.value).toBe('B');
    expect(fuelClassIn('Wet grip A, noise 70 dB')).toBeNull();
    expect(fuelClassIn('fuel efficiency a tyre gives')).toBeNull();
  });
});
