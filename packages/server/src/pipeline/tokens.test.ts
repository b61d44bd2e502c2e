import { Tiktoken } from 'js-tiktoken/lite';
import o200k_base from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import { countTokens, tokenCounts } from './tokens';

describe('countTokens', () => {
  it('counts what the encoder counts for the whole text: words, numbers, units, punctuation, newlines, accents, CJK, emoji', () => {
    const encoder = new Tiktoken(o200k_base);
    const texts = [
      'Cordless drill model 12, 18 V brushless motor, 2 speeds.\nKeyless 13 mm chuck, LED light; weight 1.5 kg.',
      'ACME 12V cdls drl/driver kit w/ 2 batt — 0-1,500 RPM, 8 x 3 x 7 in.',
      '<p>Größe: XL; Farbe: grün</p>\r\n\r\n  Indented   spaces\tand tabs',
      '電動ドリル 18V 充電式 🔋🔧 ',
      "It's the drill's case (don't lose it!!!) 1234567890 12.5%",
      ' ',
    ];
    for (const text of texts) {
      expect(countTokens(text)).toBe(encoder.encode(text).length);
      // Again, from the remembered pieces.
      expect(countTokens(text)).toBe(encoder.encode(text).length);
    }
    expect(countTokens('')).toBe(0);
    expect(tokenCounts('Cordless drill', 'Drill')).toEqual({
      prompt: encoder.encode('Cordless drill').length,
      completion: encoder.encode('Drill').length,
      total: encoder.encode('Cordless drill').length + encoder.encode('Drill').length,
    });
  });
});
