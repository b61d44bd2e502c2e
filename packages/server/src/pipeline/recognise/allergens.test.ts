import { describe, expect, it } from 'vitest';
import { allergensStated } from './allergens';

const EU = ['Gluten', 'Milk', 'Eggs', 'Nuts', 'Peanuts', 'Soy', 'Fish', 'Crustaceans', 'Celery', 'Mustard', 'Sesame'];
const stated = (text: string, allowed = EU) => allergensStated(text, allowed)?.values.sort() ?? [];

describe('allergens a label states', () => {
  it("reads the ingredient list's emphasised words, compounds included, in several languages", () => {
    expect(stated('Ingredients: Durum WHEAT semolina, water. May contain traces of soy and mustard.')).toEqual([
      'Gluten',
    ]);
    expect(stated('Zutaten: Wasser, WEIZENMALZ, GERSTENMALZ, Hopfen, Hefe.')).toEqual(['Gluten']);
    expect(stated('Ingrédients : LAIT écrémé*, huiles végétales*, lactose* (LAIT), huile de POISSON.')).toEqual([
      'Fish',
      'Milk',
    ]);
  });

  it("never reads the 'may contain' line, and no dairy from a plant's butter or milk", () => {
    expect(
      stated('Ingredients: cocoa mass, sugar, cocoa butter, vanilla. May contain milk, hazelnuts and almonds.'),
    ).toEqual([]);
    expect(stated('Ingrédients : lait de coco, sucre. Peut contenir des traces de LAIT.')).toEqual([]);
  });

  it("takes a 'Contains:' line over a list without emphasis, and the company's own values", () => {
    const text =
      'Ingredientes: harina de trigo, avena, pasas, azúcar, huevo. Contiene: trigo y huevo. Puede contener trazas de leche.';
    expect(stated(text, ['Wheat', 'Gluten', 'Eggs', 'Milk'])).toEqual(['Eggs', 'Wheat']);
    // Without a 'Contains:' line, every word of a list in lower case counts.
    expect(stated('Ingredients: oat flakes, milk powder, salt.')).toEqual(['Gluten', 'Milk']);
  });
});
