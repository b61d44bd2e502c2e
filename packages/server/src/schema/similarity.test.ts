// The offline merge analysis (spec part 2 §4.4): names, value overlap, data types, direction, rationale.
import { describe, expect, it } from 'vitest';
import { editDistance, findMergeCandidates, judgePair, nameSimilarity, type CandidateField } from './similarity';

const field = (
  id: string,
  field_name: string,
  display_name: string,
  usage: number,
  values: Record<string, number>,
  data_type = 'string',
): CandidateField => ({ id, field_name, display_name, data_type, usage, values: new Map(Object.entries(values)) });

describe('nameSimilarity', () => {
  it('names the kind of difference', () => {
    expect(nameSimilarity('colour', 'color')).toMatchObject({
      score: 0.95,
      evidence: "names differ only in spelling ('colour' / 'color')",
    });
    expect(nameSimilarity('weight_lb', 'weight_lbs').evidence).toBe(
      "names differ only by a suffix ('weight_lb' / 'weight_lbs')",
    );
    expect(nameSimilarity('Pack Qty', 'pack_qty').score).toBe(0.97);
    expect(nameSimilarity('material', 'warranty_months').score).toBeLessThan(0.5);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('judgePair', () => {
  const colour = field('a', 'colour', 'Colour (legacy)', 10, { red: 5, blue: 4, teal: 1 });
  const color = field('b', 'color', 'Color', 150, { red: 80, blue: 60, black: 10 });

  it('merges the less used field into the more used one, with a rationale naming the evidence', () => {
    const found = judgePair(color, colour)!;
    expect(found.source.id).toBe('a');
    expect(found.target.id).toBe('b');
    expect(found.confidence).toBe(0.928); // 0.55 × 0.95 (spelling) + 0.45 × 0.9 (overlap), three decimals
    expect(found.rationale).toBe(
      "90% of values shared; names differ only in spelling ('colour' / 'color'); both hold string values; " +
        "'Colour (legacy)' is used by 10 product(s), 'Color' by 150, so 'Colour (legacy)' merges into 'Color'.",
    );
  });

  it('never pairs different data types, unused fields, or unrelated names without shared values', () => {
    expect(judgePair(colour, { ...color, data_type: 'number' })).toBeNull();
    expect(judgePair({ ...colour, usage: 0 }, color)).toBeNull();
    expect(
      judgePair(field('c', 'material', 'Material', 5, { steel: 5 }), field('d', 'finish', 'Finish', 9, { matte: 9 })),
    ).toBeNull();
  });

  it('pairs differently named fields that hold the same values', () => {
    const a = field('c', 'hue', 'Hue', 5, { red: 5 });
    const b = field('d', 'hues', 'Hues', 50, { red: 40, blue: 10 });
    expect(judgePair(a, b)?.rationale).toMatch(/^100% of values shared/);
  });
});

describe('findMergeCandidates', () => {
  it('lists every likely pair once, most confident first', () => {
    const fields = [
      field('1', 'color', 'Color', 100, { red: 50 }),
      field('2', 'colour', 'Colour', 10, { red: 10 }),
      field('3', 'weight_lbs', 'Weight', 100, { '1.5': 100 }, 'number'),
      field('4', 'weight_lb', 'Weight', 20, { '1.5': 10, '2': 10 }, 'number'),
    ];
    const found = findMergeCandidates(fields);
    expect(found.map((c) => `${c.source.field_name}>${c.target.field_name}`)).toEqual([
      'colour>color',
      'weight_lb>weight_lbs',
    ]);
  });
});
