import { describe, expect, it } from 'vitest';
import { isConsumable } from './goods';

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

  it('falls back on the description and the supplier keys', () => {
    expect(isConsumable(input('Breakfast Blend 340 g', 'Ingredients: oats, honey.'))).toBe(true);
    expect(isConsumable(input('Trail Mix 1 lb', null, ['Allergens']))).toBe(true);
    expect(isConsumable(input('Kettlebell 16 kg', 'Gewicht: 16 kg | Farbe: Schwarz'))).toBe(false);
    expect(isConsumable(input('Countertop Microwave 1100W', 'NET WT 33.5 LB'))).toBe(false);
  });
});
