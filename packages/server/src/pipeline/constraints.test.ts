import { describe, expect, it } from 'vitest';
import { conform } from './constraints';
import type { FieldSpec } from './types';

const spec = (over: Partial<FieldSpec>): FieldSpec => ({
  id: 'f',
  field_name: 'f',
  display_name: 'F',
  field_type: 'text',
  data_type: 'string',
  is_required: false,
  is_multiple: false,
  allowed_values: null,
  min_value: null,
  max_value: null,
  min_length: null,
  max_length: null,
  description: null,
  ...over,
});

describe('conform', () => {
  it('answers the allowed spelling of a select value, case-insensitively, and refuses others', () => {
    const color = spec({ field_type: 'select', allowed_values: ['Black', 'Navy Blue'] });
    expect(conform(color, 'navy blue')).toEqual({ ok: true, value: 'Navy Blue' });
    expect(conform(color, 'Red')).toEqual({ ok: false, reason: 'not an allowed value: Red' });
  });

  it('checks numbers, whole numbers and their range', () => {
    const n = spec({ field_type: 'number', data_type: 'number', min_value: 1, max_value: 100 });
    expect(conform(n, '1,5')).toEqual({ ok: false, reason: 'not a number: 1,5' });
    expect(conform(n, '42.5')).toEqual({ ok: true, value: 42.5 });
    expect(conform(n, 101)).toEqual({ ok: false, reason: 'above the maximum 100' });
    expect(conform(spec({ data_type: 'integer' }), 2.5)).toEqual({ ok: false, reason: 'not a whole number: 2.5' });
  });

  it('checks booleans, dates, URLs, emails and text lengths', () => {
    expect(conform(spec({ field_type: 'boolean', data_type: 'boolean' }), 'Yes')).toEqual({ ok: true, value: true });
    expect(conform(spec({ field_type: 'boolean' }), 'maybe').ok).toBe(false);
    expect(conform(spec({ field_type: 'date' }), '2024-02-30').ok).toBe(false);
    expect(conform(spec({ field_type: 'date' }), '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(conform(spec({ field_type: 'url' }), 'javascript:alert(1)').ok).toBe(false);
    expect(conform(spec({ field_type: 'email' }), 'a@b.co')).toEqual({ ok: true, value: 'a@b.co' });
    expect(conform(spec({ max_length: 3 }), 'abcd')).toEqual({ ok: false, reason: 'longer than 3 characters' });
  });

  it('splits multiselect values and checks each one', () => {
    const tags = spec({ field_type: 'multiselect', allowed_values: ['Indoor', 'Outdoor'] });
    expect(conform(tags, 'indoor; OUTDOOR')).toEqual({ ok: true, value: ['Indoor', 'Outdoor'] });
    expect(conform(tags, ['Indoor', 'Space'])).toEqual({ ok: false, reason: 'not an allowed value: Space' });
  });
});
