import { describe, expect, it } from 'vitest';
import { keepingIn } from './keeping';

const kept = (text: string) => keepingIn(text)?.value ?? null;

describe('how goods are kept unopened', () => {
  it('reads ambient, chilled and frozen in seven languages', () => {
    expect(kept('Store in a cool, dry place.')).toBe('Ambient');
    expect(kept('Trocken und nicht über 25 °C lagern.')).toBe('Ambient');
    expect(kept('Conservar en lugar fresco y seco.')).toBe('Ambient');
    expect(kept('Keep refrigerated below 5 °C.')).toBe('Chilled');
    expect(kept('Gekühlt bei max. +7 °C lagern.')).toBe('Chilled');
    expect(kept('Conservare in frigorifero.')).toBe('Chilled');
    expect(kept('Store in a freezer at -18°C')).toBe('Frozen');
    expect(kept('Produit surgelé, ne jamais recongeler.')).toBe('Frozen');
    expect(kept('Förvaras svalt och torrt.')).toBe('Ambient');
  });

  it('leaves out what the record says of the opened product, to the end of its sentence', () => {
    expect(kept('Store in a cool dry place. Once opened, keep refrigerated and use within 3 days.')).toBe('Ambient');
    expect(
      kept('Ungeöffnet ohne Kühlung mindestens 90 Tage haltbar. Nach dem Öffnen gekühlt bei max. +7 °C lagern.'),
    ).toBe('Ambient');
    expect(kept('Once opened, keep in an airtight container in a cool, dry place.')).toBeNull();
  });

  it('reads no keeping from a contradiction or a negation', () => {
    expect(kept('OAT DRINK CHILLED 1L\nStore at ambient temperature.')).toBeNull();
    expect(kept('NO SUGARS CHILLED DRINK')).toBe('Chilled');
    expect(kept('Do not refrigerate.')).toBeNull();
  });
});
