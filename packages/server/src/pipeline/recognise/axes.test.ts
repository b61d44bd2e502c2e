import { describe, expect, it } from 'vitest';
import { axesAround, axesIn, reorder } from './axes';

describe('axes of dimensions', () => {
  it('reads the order a label before or a bracket after the numbers names, in several languages', () => {
    const label = 'Abmessungen (B x H x T): 59 x 88 x 13 mm';
    expect(axesAround(label, label.indexOf('59'), label.length, 3)).toEqual(['width', 'height', 'depth']);
    const bracket = 'Dimensions: 55 x 40 x 20 cm (H x W x D), 2.2 kg';
    expect(axesAround(bracket, 12, bracket.indexOf(' ('), 3)).toEqual(['height', 'width', 'depth']);
    const french = 'Dimensions : 40 x 30 x 18 cm (hauteur x largeur x profondeur)';
    expect(axesAround(french, 13, french.indexOf(' ('), 3)).toEqual(['height', 'width', 'depth']);
    // French letters: 'l' is largeur beside an L or a P.
    const letters = '75 x 50 x 30 cm (H x l x P)';
    expect(axesAround(letters, 0, letters.indexOf(' ('), 3)).toEqual(['height', 'width', 'depth']);
    expect(axesAround('(L x l x H) 40 x 30 x 20 cm', 12, 27, 3)).toEqual(['length', 'width', 'height']);
    // No order named, a count that does not fit, or an axis named twice.
    expect(axesAround('Size: 40 x 30 x 18 cm', 6, 21, 3)).toBeNull();
    expect(axesAround('(H x W) 40 x 30 x 18 cm', 8, 23, 3)).toBeNull();
    expect(axesAround('(H x H x D) 40 x 30 x 18 cm', 12, 27, 3)).toBeNull();
  });

  it("reads the one order a field asks for, or that it keeps the record's", () => {
    expect(axesIn("Dimensions (cm) Bag or case size as 'W x H x D' in cm (e.g. '30 x 25 x 12')")).toEqual([
      'width',
      'height',
      'depth',
    ]);
    expect(axesIn("Overall dimensions (L x W x H, W x D x H …), numbers only in the record's order")).toBe(
      'as written',
    );
    expect(axesIn('Size as L x W x H or W x H x D')).toBe('as written');
    expect(axesIn('Dimensions')).toBeNull();
    // Words that are no axes: 'Box x 2' is no order.
    expect(axesIn('Box x 2 pieces')).toBeNull();
  });

  it('puts the numbers in the order wanted, only when both name the same axes', () => {
    expect(reorder([55, 40, 20], ['height', 'width', 'depth'], ['width', 'height', 'depth'])).toEqual([40, 55, 20]);
    expect(reorder([55, 40, 20], ['length', 'width', 'height'], ['width', 'height', 'depth'])).toBeNull();
  });
});
