import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('does not break after an abbreviation or a unit stop', () => {
    expect(splitSentences('Covers up to 400 sq. ft. per gallon. Dries to the touch in approx. 1 hr.', 'en')).toEqual([
      'Covers up to 400 sq. ft. per gallon.',
      'Dries to the touch in approx. 1 hr.',
    ]);
    expect(splitSentences('Fits most walls, e.g. Drywall and plaster. Mr. Smith of St. Louis approves.', 'en')).toEqual(
      ['Fits most walls, e.g. Drywall and plaster.', 'Mr. Smith of St. Louis approves.'],
    );
    expect(splitSentences('Size no. 5 fits. Screws, nails, etc. The box closes.', 'en')).toEqual([
      'Size no. 5 fits.',
      'Screws, nails, etc.',
      'The box closes.',
    ]);
  });

  it('ends a sentence at a unit before a new capitalised sentence', () => {
    expect(splitSentences('The board is 8 ft. Long enough for decks.', 'en')).toEqual([
      'The board is 8 ft.',
      'Long enough for decks.',
    ]);
  });

  it('reads German, French and Spanish abbreviations', () => {
    expect(
      splitSentences('Passt z. B. in jede Tasche. Gewicht ca. 2 kg inkl. Akku. Art.-Nr. 123 liegt bei.', 'de'),
    ).toEqual(['Passt z. B. in jede Tasche.', 'Gewicht ca. 2 kg inkl. Akku.', 'Art.-Nr. 123 liegt bei.']);
    expect(splitSentences('Ideal z. B. Holz zu bohren. Nr. 5 ist neu.', 'de')).toEqual([
      'Ideal z. B. Holz zu bohren.',
      'Nr. 5 ist neu.',
    ]);
    expect(splitSentences('Pèse env. 2 kg. Réf. ABC incluse.', 'fr')).toEqual(['Pèse env. 2 kg.', 'Réf. ABC incluse.']);
    expect(splitSentences('Pesa aprox. 2 kg. Ideal p. ej. para madera.', 'es')).toEqual([
      'Pesa aprox. 2 kg.',
      'Ideal p. ej. para madera.',
    ]);
  });

  it('ends sentences at line breaks and bullets, without the bullet', () => {
    const text =
      'Compact drill.\n- Brushless motor\n* LED work light\n• Two speeds • Belt clip\n1. Charge the battery\nWeight: 3.2 lbs';
    expect(splitSentences(text, 'en')).toEqual([
      'Compact drill.',
      'Brushless motor',
      'LED work light',
      'Two speeds',
      'Belt clip',
      'Charge the battery',
      'Weight: 3.2 lbs',
    ]);
  });

  it('answers verbatim substrings, and nothing for punctuation alone', () => {
    const text = '  CONTAINS: TREE NUTS (ALMONDS).  May contain milk!!! Really?\n***\n\nVisit www.example.com today.';
    const found = splitSentences(text, 'en');
    expect(found).toEqual([
      'CONTAINS: TREE NUTS (ALMONDS).',
      'May contain milk!!!',
      'Really?',
      'Visit www.example.com today.',
    ]);
    for (const sentence of found) expect(text).toContain(sentence);
    expect(splitSentences('', 'en')).toEqual([]);
    expect(splitSentences('One two three.', 'not-a-locale')).toEqual(['One two three.']);
  });
});
