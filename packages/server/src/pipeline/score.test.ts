import { describe, expect, it } from 'vitest';
import { score, type ScoreInput } from './score';
import { config, field } from './testFixtures';
import type { GeneratedValue } from './types';

const input = { id: 'input', url: null, domain: null, title: null, quality: 8, text: 'Oak table, 75 cm high, 20 kg' };
const v = (
  field_name: string,
  value: string | number,
  kind: GeneratedValue['kind'],
  confidence = 0.9,
): GeneratedValue => ({
  field_name,
  field_definition_id: null,
  value,
  unit: null,
  source_id: 'input',
  quote: 'Oak table',
  kind,
  confidence,
});
const base: ScoreInput = {
  values: [
    v('clean_name', 'Oak Table', 'core'),
    v('short_description', 'An oak table.', 'core'),
    v('long_description', 'An oak table.', 'core'),
    v('height_cm', 75, 'custom'),
    v('weight_kg', 20, 'custom'),
  ],
  dropped: [],
  flags: [],
  sources: [input],
  fields: [
    field({ field_name: 'clean_name', is_required: true }),
    field({ field_name: 'weight_kg', is_required: true }),
  ],
  config: config(),
  usable: true,
};
const points = (s: ReturnType<typeof score>) => Object.fromEntries(s.reasons.map((r) => [r.code, r.points]));

describe('score', () => {
  it('gives a confident, complete, sourced record a high score with itemised reasons', () => {
    const s = score(base);
    expect(points(s)).toEqual({ confidence: 5.4, required_fields: 3, texts: 0.5, sourced_share: 0.5 });
    expect(s.score).toBe(9.4);
  });

  it('rates the weakest value as much as the mean: one doubtful value lowers the score', () => {
    const doubtful = score({ ...base, values: [...base.values.slice(0, 4), v('weight_kg', 20, 'custom', 0.62)] });
    expect(doubtful.score).toBeLessThan(score(base).score - 0.5);
  });

  it('does not rise with the amount written', () => {
    const more = score({ ...base, values: [...base.values, v('width_cm', 90, 'custom'), v('depth_cm', 60, 'custom')] });
    expect(more.score).toBe(score(base).score);
  });

  it('does not drop when the company enhances fewer fields', () => {
    const fewer = score({
      ...base,
      config: config({ fields: ['attributes'] }),
      values: base.values.filter((x) => x.field_name === 'clean_name' || x.kind === 'custom'),
    });
    expect(fewer.score).toBe(score(base).score);
  });

  it('takes points for contradictions, doubtful values and drops', () => {
    const s = score({
      ...base,
      flags: [
        { field_name: 'weight_kg', kind: 'contradiction', message: 'x', quotes: ['20 kg', '25 kg'] },
        { field_name: 'height_cm', kind: 'low_confidence', message: 'y' },
      ],
      dropped: [{ field_name: 'finish', value: 'Red', reason: 'not an allowed value: Red' }],
    });
    expect(points(s)).toMatchObject({ flags_contradiction: -1, flags_low_confidence: -1, dropped: -0.2 });
    expect(s.score).toBe(7.2);
  });

  it('counts the required fields among those enhanced', () => {
    const s = score({ ...base, values: base.values.filter((x) => x.field_name !== 'weight_kg') });
    expect(s.reasons.find((r) => r.code === 'required_fields')!.label).toBe('Required fields filled: 1 of 2');
  });

  it('gives a record without usable text a low score and says why', () => {
    const s = score({ ...base, values: [], usable: false });
    expect(s.score).toBeLessThanOrEqual(1);
    expect(s.reasons.map((r) => r.label)).toContain('No usable text in the record: score at most 1');
  });
});
