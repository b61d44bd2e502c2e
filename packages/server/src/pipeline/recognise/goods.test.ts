import { describe, expect, it } from 'vitest';
import { isConsumable, scopeOf } from './goods';

const input = (name: string, details: string | null = null, keys: string[] = []) => ({
  fields: [],
  sources: [],
  facts: keys.map((name) => ({ name, value: 'x', source_id: 'input', quote: `${name}: x` })),
  name,
  details,
  language: 'en',
});

describe('isConsumable', () => {
  it("takes the name's head noun: the last good named in its first phrase", () => {
    expect(isConsumable(input('Whole Bean Coffee, Medium Roast, 2 lb Bag'))).toBe(true);
    expect(isConsumable(input('Green Mountain Coffee Breakfast Blend, Light Roast, 72 Count'))).toBe(true);
    expect(isConsumable(input('Ceramic Coffee Mug 12 oz'))).toBe(false);
    expect(isConsumable(input('Coffee Maker, 12 Cup'))).toBe(false);
  });

  it('reads words ending in an accent, and what goods are for as no goods of their own', () => {
    expect(isConsumable(input('CAFÉ MARCILLA NATURAL MOLIDO 250 G'))).toBe(true);
    expect(isConsumable(input('Thé vert bio 20 sachets'))).toBe(true);
    expect(isConsumable(input('Tasse à café 12 oz en céramique, lot de 2'))).toBe(false);
    expect(isConsumable(input('Taza para café de cerámica'))).toBe(false);
    // Ingredient lists and nutrition tables in Italian, Dutch and Swedish.
    expect(isConsumable(input('RISO SCOTTI CARNAROLI 1 KG', 'Ingredienti: riso.'))).toBe(true);
    expect(isConsumable(input('Doperwtjes extra fijn 450 g', 'Voedingswaarde per 100 g: …'))).toBe(true);
    expect(isConsumable(input('Pannbiff med lök 600 g', 'Ingredienser: nötkött, lök.'))).toBe(true);
  });

  it('falls back on the description and the supplier keys', () => {
    expect(isConsumable(input('Breakfast Blend 340 g', 'Ingredients: oats, honey.'))).toBe(true);
    expect(isConsumable(input('Trail Mix 1 lb', null, ['Allergens']))).toBe(true);
    expect(isConsumable(input('Kettlebell 16 kg', 'Gewicht: 16 kg | Farbe: Schwarz'))).toBe(false);
    expect(isConsumable(input('Countertop Microwave 1100W', 'NET WT 33.5 LB'))).toBe(false);
  });
});

describe('scopeOf', () => {
  it('reads the goods a help text keeps a field for, in four languages for the kinds it knows', () => {
    const scope = scopeOf('Luggage, bags and protective cases only: the material of the outer shell')!;
    for (const name of [
      'Cabin Case 55 cm',
      'Hardside Spinner 67 cm',
      'Weekender Reisetasche',
      'Valise cabine',
      'Sac à dos',
      'Maleta grande',
    ])
      expect(scope.test(name), name).toBe(true);
    for (const name of ['Baby Bottle 260 ml', 'Baca portaequipajes', 'Magnetic Car Phone Holder'])
      expect(scope.test(name), name).toBe(false);
    expect(scopeOf('Garden tools only: blade length')!.test('Pruning Tool')).toBe(true);
    expect(scopeOf('The material of the outer shell')).toBeNull();
    expect(scopeOf('EAN, GTIN or UPC as digits only (8, 12, 13 or 14 digits)')).toBeNull();
  });
});
