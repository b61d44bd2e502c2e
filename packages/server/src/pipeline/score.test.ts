import { describe, expect, it } from 'vitest';
import { score, type ScoreInput } from './score';
import { config, field } from './testFixtures';
import type { GeneratedValue } from './types';

const input = { id: 'input', url: null, domain: null, title: null, quality: 8, text: 'Oak table, 75 cm high, 20 kg' };
const v = (field_name: string, value: string, kind: GeneratedValue['kind'], sourced = true): GeneratedValue => ({
  field_name,
  field_definition_id: null,
  value,
  unit: null,
  source_id: sourced ? 'input' : null,
  quote: sourced ? 'Oak table' : null,
  kind,
});
const base: ScoreInput = {
  values: [
    v('clean_name', 'Oak Table', 'core'),
    v('short_description', 'An oak table.', 'core'),
    v('long_description', 'An oak table.', 'core'),
    v('Height', '75 cm', 'attribute'),
    v('Weight', '20 kg', 'attribute'),
    v('Material', 'Oak', 'attribute'),
  ],
  dropped: [],
  sources: [input],
  fields: [],
  config: config(),
  usable: true,
  described: true,
};
const points = (s: ReturnType<typeof score>) => Object.fromEntries(s.reasons.map((r) => [r.code, r.points]));

describe('score', () => {
  it('gives a complete, sourced record a high score with itemised reasons', () => {
    const s = score(base);
    expect(points(s)).toEqual({
      required_fields: 3,
      sourced_share: 2,
      source_quality: 1.2,
      evidence: 2.5,
      constraints: 1,
      invented_numbers: -0,
    });
    expect(s.score).toBe(9.7);
    expect(s.reasons[0]!.label).toBe('Required fields filled: 3 of 3');
  });

  it('counts required field definitions, unsourced values and dropped values', () => {
    const s = score({
      ...base,
      fields: [
        field({ field_name: 'clean_name', is_required: true }),
        field({ field_name: 'finish', is_required: true }),
      ],
      values: [v('clean_name', 'Oak Table', 'core'), v('Material', 'Oak', 'attribute', false)],
      dropped: [{ field_name: 'finish', value: 'Red', reason: 'not an allowed value: Red' }],
    });
    expect(points(s)).toMatchObject({ required_fields: 1.5, sourced_share: 1, constraints: 0.5, evidence: 0.6 });
    expect(s.reasons.find((r) => r.code === 'sourced_share')!.label).toBe('Values citing a source: 1 of 2');
  });

  it('takes a big penalty for each value with a number found in no source', () => {
    const s = score({
      ...base,
      values: [...base.values, v('Width', '90 cm', 'attribute')],
      dropped: [{ field_name: 'Depth', value: '60 cm', reason: 'invented number: 60 appears in no source' }],
    });
    expect(points(s).invented_numbers).toBe(-6);
    expect(s.score).toBe(3.7);
  });

  it('gives a record without usable text a low score and says why', () => {
    const s = score({ ...base, values: [], usable: false, described: false });
    expect(s.score).toBe(0);
    expect(s.reasons.map((r) => r.label)).toContain('No usable text in the record: score at most 1');
    expect(s.reasons.find((r) => r.code === 'required_fields')!.label).toBe('Required fields filled: 0 of 3');
  });
});
