import { describe, expect, it } from 'vitest';
import {
  NUMBER_FILTER_MESSAGE,
  NUMBER_RANGE_MESSAGE,
  NUMBER_RANGE_ORDER_MESSAGE,
  canAddFilter,
  filterKindOf,
  filterLabel,
  makeFilter,
  parseNumberFilter,
  selectFilterOptions,
  validateFilterValue,
  valueOptionLabel,
  type FilterableField,
} from './filterRules';

const field = (init: Partial<FilterableField>): FilterableField => ({
  field_name: 'material',
  display_name: 'Material',
  field_type: 'text',
  data_type: 'string',
  allowed_values: null,
  ...init,
});

describe('number filters (spec part 1 §5)', () => {
  it('reads a value without a dash as an exact value', () => {
    expect(parseNumberFilter('2.5')).toEqual({ ok: true, value: { type: 'exact', value: 2.5 } });
    expect(parseNumberFilter(' 710 ')).toEqual({ ok: true, value: { type: 'exact', value: 710 } });
    expect(parseNumberFilter('-5')).toEqual({ ok: true, value: { type: 'exact', value: -5 } });
  });

  it('reads a value containing a dash as a range', () => {
    expect(parseNumberFilter('1-5')).toEqual({ ok: true, value: { type: 'range', min: 1, max: 5 } });
    expect(parseNumberFilter('2.5 - 10')).toEqual({ ok: true, value: { type: 'range', min: 2.5, max: 10 } });
    expect(parseNumberFilter('3-3')).toEqual({ ok: true, value: { type: 'range', min: 3, max: 3 } });
    expect(parseNumberFilter('-5--1')).toEqual({ ok: true, value: { type: 'range', min: -5, max: -1 } });
  });

  it('refuses a text value the API text rule refuses, with its message (issue #11)', () => {
    expect(validateFilterValue('text', 'st\u0007eel')).toEqual({
      ok: false,
      message: 'Must be a single line without control characters',
    });
    expect(validateFilterValue('text', 'x'.repeat(201))).toEqual({
      ok: false,
      message: 'Must be at most 200 characters',
    });
    expect(validateFilterValue('text', ' steel ')).toEqual({ ok: true, value: 'steel' });
  });

  it('refuses garbage with a clear message', () => {
    expect(parseNumberFilter('abc')).toEqual({ ok: false, message: NUMBER_FILTER_MESSAGE });
    expect(parseNumberFilter('')).toEqual({ ok: false, message: NUMBER_FILTER_MESSAGE });
    expect(parseNumberFilter('1.2.3')).toEqual({ ok: false, message: NUMBER_FILTER_MESSAGE });
    expect(parseNumberFilter('1-')).toEqual({ ok: false, message: NUMBER_RANGE_MESSAGE });
    expect(parseNumberFilter('--5')).toEqual({ ok: false, message: NUMBER_RANGE_MESSAGE });
    expect(parseNumberFilter('1-2-3')).toEqual({ ok: false, message: NUMBER_RANGE_MESSAGE });
    expect(parseNumberFilter('a-b')).toEqual({ ok: false, message: NUMBER_RANGE_MESSAGE });
    expect(parseNumberFilter('9-2')).toEqual({ ok: false, message: NUMBER_RANGE_ORDER_MESSAGE });
    expect(parseNumberFilter('1--2')).toEqual({ ok: false, message: NUMBER_RANGE_ORDER_MESSAGE });
  });

  it('sends the value normalised', () => {
    expect(validateFilterValue('number', ' 2.5 - 10 ')).toEqual({ ok: true, value: '2.5-10' });
    expect(validateFilterValue('number', '07')).toEqual({ ok: true, value: '7' });
  });
});

describe('filter input by field type (spec part 1 §2)', () => {
  it('gives text fields Contains, numbers a value or range, booleans Either/Yes/No, known values a select, others free text', () => {
    expect(filterKindOf(field({}))).toBe('text');
    expect(filterKindOf(field({ field_type: 'textarea' }))).toBe('text');
    expect(filterKindOf(field({ field_type: 'number', data_type: 'number' }))).toBe('number');
    expect(filterKindOf(field({ field_type: 'text', data_type: 'number' }))).toBe('number');
    expect(filterKindOf(field({ field_type: 'boolean', data_type: 'boolean' }))).toBe('boolean');
    expect(filterKindOf(field({ field_type: 'checkbox' }))).toBe('boolean');
    expect(filterKindOf(field({ field_type: 'select' }))).toBe('select');
    expect(filterKindOf(field({ field_type: 'multiselect' }))).toBe('select');
    expect(filterKindOf(field({ allowed_values: ['Red', 'Blue'] }))).toBe('select');
    expect(filterKindOf(field({ field_type: 'url', data_type: 'url' }))).toBe('free');
    expect(filterKindOf(field({ field_type: 'date', data_type: 'date' }))).toBe('free');
    expect(filterKindOf(field({ field_type: 'email' }))).toBe('free');
  });

  it('disables Add Filter while the value is empty, except for boolean fields', () => {
    expect(canAddFilter('text', '')).toBe(false);
    expect(canAddFilter('text', '   ')).toBe(false);
    expect(canAddFilter('number', '')).toBe(false);
    expect(canAddFilter('select', '')).toBe(false);
    expect(canAddFilter('free', '')).toBe(false);
    expect(canAddFilter('boolean', '')).toBe(true);
    expect(canAddFilter('text', 'steel')).toBe(true);
  });

  it('shows each value with its product count, leaving out values no product holds (issue #14)', () => {
    expect(valueOptionLabel({ value: 'Hydro Flask', count: 12 })).toBe('Hydro Flask (12 products)');
    expect(valueOptionLabel({ value: 'Yeti', count: 1 })).toBe('Yeti (1 product)');
    expect(
      selectFilterOptions([
        { value: 'Red', count: 3 },
        { value: 'Green', count: 0 },
        { value: 'Blue', count: 1 },
      ]),
    ).toEqual([
      { value: 'Red', count: 3 },
      { value: 'Blue', count: 1 },
    ]);
  });
});

describe('active filters', () => {
  it('builds the filter with the field name, the checked value, the display name and kind', () => {
    expect(makeFilter(field({}), '  steel ')).toEqual({
      ok: true,
      value: { field: 'material', value: 'steel', displayName: 'Material', kind: 'text' },
    });
    expect(makeFilter(field({ field_type: 'boolean', data_type: 'boolean' }), 'false')).toMatchObject({
      ok: true,
      value: { value: 'false', kind: 'boolean' },
    });
    expect(makeFilter(field({ field_type: 'number', data_type: 'number' }), 'lots')).toEqual({
      ok: false,
      message: NUMBER_FILTER_MESSAGE,
    });
  });

  it('labels filters by kind', () => {
    expect(filterLabel({ displayName: 'Material', kind: 'text', value: 'steel' })).toBe('Material contains "steel"');
    expect(filterLabel({ displayName: 'Capacity (ml)', kind: 'number', value: '500-750' })).toBe(
      'Capacity (ml): 500 to 750',
    );
    expect(filterLabel({ displayName: 'Capacity (ml)', kind: 'number', value: '710' })).toBe('Capacity (ml) = 710');
    expect(filterLabel({ displayName: 'Dishwasher Safe', kind: 'boolean', value: 'true' })).toBe(
      'Dishwasher Safe: Yes',
    );
    expect(filterLabel({ displayName: 'Dishwasher Safe', kind: 'boolean', value: '' })).toBe('Dishwasher Safe: Either');
    expect(filterLabel({ displayName: 'Brand', kind: 'select', value: 'Hydro Flask' })).toBe('Brand: Hydro Flask');
  });
});
