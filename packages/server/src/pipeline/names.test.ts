import { describe, expect, it } from 'vitest';
import { cleanName } from './names';

describe('cleanName', () => {
  it('expands abbreviations, title-cases and keeps acronyms and model numbers', () => {
    expect(cleanName('DEWALT 20v cdls drl/driver w/ 2 batt')).toBe('DEWALT 20V Cordless Drill/Driver with 2 Battery');
    expect(cleanName('mens ss watch blk lthr band')).toBe("Men's Stainless Steel Watch Black Leather Band");
    expect(cleanName('ORGANIC DARK CHOC BAR 3.5OZ')).toBe('Organic Dark Chocolate Bar 3.5 oz');
    expect(cleanName('usb-c hub for the laptop')).toBe('USB-C Hub for the Laptop');
  });

  it('strips SKU noise and the customer product id', () => {
    expect(cleanName('Oak Dining Tbl SKU: TB-4471 (#88812)', null)).toBe('Oak Dining Table');
    expect(cleanName('ACM-0042 Steel Hammer - Item #A12', 'ACM-0042')).toBe('Steel Hammer');
  });

  it('answers null when nothing readable is left', () => {
    expect(cleanName('SKU 12345')).toBe(null);
    expect(cleanName(' -- ')).toBe(null);
  });
});
