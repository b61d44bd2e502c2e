import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../types';
import type { FillInput } from './candidates';
import { nutrientOf, nutritionIn } from './nutrition';

const table = (text: string) => {
  const input: FillInput = {
    fields: [],
    sources: [{ id: 'input', text, url: null, domain: null, title: null, quality: 1 } as never],
    facts: [],
    name: text.split('\n')[0]!,
    details: text,
    language: 'en',
  };
  return Object.fromEntries([...nutritionIn(input)].map(([nutrient, r]) => [nutrient, r.value]));
};

describe('nutrition tables', () => {
  it('reads the per-100 g column of a table with a portion column beside it', () => {
    expect(
      table(
        'Spaghetti\nNutrition: per 100 g: per 80 g portion\nEnergy: 1521 kJ / 359 kcal: 1217 kJ / 287 kcal\nFat: 2.0 g: 1.6 g\nof which saturates: 0.5 g: 0.4 g\nof which sugars 3.5 g 2.8 g\nProtein 12.5 g 10.0 g\nSalt 0.01 g 0.01 g',
      ),
    ).toEqual({ energy: 359, fat: 2, saturates: 0.5, sugars: 3.5, protein: 12.5, salt: 0.01 });
    // The portion column first: the second figures are per 100 g.
    expect(table('Bar\nper bar (40 g) | per 100 g\nEnergy 180 kcal | 450 kcal\nProtein 8 g | 20 g')).toEqual({
      energy: 450,
      protein: 20,
    });
  });

  it('reads German, French and Swedish tables, zeros and thousands separators included', () => {
    expect(
      table(
        'Kichererbsen\nNährwerte pro 100 g (abgetropft): Brennwert 1.850 kJ / 442 kcal; Fett 2,4 g; davon gesättigte Fettsäuren 0,3 g; Kohlenhydrate 15 g; davon Zucker 0,6 g; Eiweiß 7,4 g; Salz 0,50 g',
      ),
    ).toEqual({ energy: 442, fat: 2.4, saturates: 0.3, carbohydrate: 15, sugars: 0.6, protein: 7.4, salt: 0.5 });
    expect(table('Confiture\nValeurs nutritionnelles pour 100 g : Matières grasses 0 g - Protéines 0,4 g')).toEqual({
      fat: 0,
      protein: 0.4,
    });
    expect(table('Cider\nNäringsvärde per 100 ml: Energi 230 kJ / 55 kcal, Fett 0 g, varav sockerarter 8,8 g')).toEqual(
      {
        energy: 55,
        fat: 0,
        sugars: 8.8,
      },
    );
  });

  it('converts kJ only when no kcal is given, and leaves out "<" figures and prepared tables', () => {
    expect(table('Soup\nper 100 ml: Energy 418 kJ, Salt <0.01 g, Protein 1.2 g')).toEqual({
      energy: 100,
      protein: 1.2,
    });
    expect(table('Milk powder\nPour 100 ml reconstitués : Énergie 280 kJ / 67 kcal ; Protéines 1,8 g')).toEqual({});
    expect(
      table('Lentils\nPer 100 g cooked: 116 kcal, Protein 9 g\nper 100 g: Energy 333 kcal, Protein 24.6 g'),
    ).toEqual({
      energy: 333,
      protein: 24.6,
    });
  });

  it('knows the fields that hold a nutrient per 100 g', () => {
    const spec = (field_name: string, display_name: string) =>
      ({ field_name, display_name, field_type: 'number' }) as FieldSpec;
    expect(nutrientOf(spec('energy_kcal', 'Energy'))).toBe('energy');
    expect(nutrientOf(spec('fat', 'Fat (g/100 g)'))).toBe('fat');
    expect(nutrientOf(spec('saturated_fat', 'Saturated Fat'))).toBe('saturates');
    expect(nutrientOf(spec('protein_per_serving', 'Protein per serving'))).toBeNull();
    expect(nutrientOf(spec('net_weight_g', 'Net Weight (g)'))).toBeNull();
    // Caffeine is given per serving, never read from the table: its field holds no measure's property.
    expect(nutrientOf(spec('caffeine', 'Caffeine'))).toBe('caffeine');
  });
});
