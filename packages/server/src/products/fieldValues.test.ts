// The value rules of product fields, without a database (spec part 1 §3, §5; issue #4 "bad input").
import { describe, expect, it } from 'vitest';
import type { FieldDef } from './definitions';
import { changeSummary } from './fieldChanges';
import { columnsFor, displayValue, normaliseFieldValue, storedValueOf, valueKind } from './fieldValues';

const def = (over: Partial<FieldDef>): FieldDef => ({
  id: '00000000-0000-0000-0000-000000000001',
  field_name: 'material',
  display_name: 'Material',
  field_type: 'text',
  data_type: 'string',
  group_id: null,
  sort_order: 1,
  is_multiple: false,
  is_core_field: false,
  min_value: null,
  max_value: null,
  min_length: 0,
  max_length: 1000,
  allowed_values: null,
  ...over,
});

const weight = def({
  display_name: 'Weight (lbs)',
  field_type: 'number',
  data_type: 'number',
  min_value: 0,
  max_value: 500,
  min_length: null,
  max_length: null,
});
const refused = (d: FieldDef, value: unknown) => {
  try {
    normaliseFieldValue(d, value as never);
  } catch (error) {
    return { status: (error as { status: number }).status, detail: (error as { detail: string }).detail };
  }
  throw new Error('expected a refusal');
};

describe('normaliseFieldValue', () => {
  it('reads numbers and numeric text for number fields, and refuses anything else naming the field', () => {
    expect(normaliseFieldValue(weight, 2.5)).toBe(2.5);
    expect(normaliseFieldValue(weight, ' 3.75 ')).toBe(3.75);
    expect(normaliseFieldValue(weight, '')).toBeNull();
    expect(refused(weight, 'heavy')).toEqual({ status: 422, detail: "Value for 'Weight (lbs)' must be a number" });
    expect(refused(weight, true).detail).toBe("Value for 'Weight (lbs)' must be a number");
    expect(refused(weight, -1).detail).toBe("Value for 'Weight (lbs)' must be at least 0");
    expect(refused(weight, 501).detail).toBe("Value for 'Weight (lbs)' must be at most 500");
    expect(refused(def({ data_type: 'integer', display_name: 'Qty' }), 1.5).detail).toBe(
      "Value for 'Qty' must be a whole number",
    );
  });

  it('reads booleans and true/false text', () => {
    const hazardous = def({ display_name: 'Hazardous Material', field_type: 'boolean', data_type: 'boolean' });
    expect(normaliseFieldValue(hazardous, false)).toBe(false);
    expect(normaliseFieldValue(hazardous, 'TRUE')).toBe(true);
    expect(refused(hazardous, 'maybe').detail).toBe("Value for 'Hazardous Material' must be true or false");
  });

  it('reads ISO dates (a timestamp keeps its date) and refuses impossible ones', () => {
    const release = def({ display_name: 'Release Date', field_type: 'date', data_type: 'date' });
    expect(normaliseFieldValue(release, '2024-02-29')).toBe('2024-02-29');
    expect(normaliseFieldValue(release, '2024-05-01T10:00:00Z')).toBe('2024-05-01');
    expect(refused(release, '2023-02-29').detail).toBe("Value for 'Release Date' must be a date (YYYY-MM-DD)");
    expect(refused(release, '05/01/2024').detail).toBe("Value for 'Release Date' must be a date (YYYY-MM-DD)");
  });

  it('takes only http(s) URLs for url fields and addresses for email fields', () => {
    const url = def({ display_name: 'Product Page URL', field_type: 'url', data_type: 'url' });
    expect(normaliseFieldValue(url, ' https://example.com/p/1 ')).toBe('https://example.com/p/1');
    expect(refused(url, 'javascript:alert(1)').detail).toBe("Value for 'Product Page URL' must be an http(s) URL");
    expect(refused(url, 'ftp://example.com').detail).toBe("Value for 'Product Page URL' must be an http(s) URL");
    expect(refused(def({ display_name: 'Contact', field_type: 'email' }), 'nobody').detail).toBe(
      "Value for 'Contact' must be an email address",
    );
  });

  it('checks select options case-insensitively and stores the declared spelling', () => {
    const color = def({ display_name: 'Color', field_type: 'select', allowed_values: ['Black', 'Red'] });
    expect(normaliseFieldValue(color, 'red')).toBe('Red');
    expect(refused(color, 'Purple').detail).toBe("Value for 'Color' must be one of: Black, Red");
  });

  it('checks min and max length on trimmed text and reads blank text as no value', () => {
    const brand = def({ display_name: 'Brand', max_length: 5, min_length: 2 });
    expect(normaliseFieldValue(brand, '  Acme ')).toBe('Acme');
    expect(normaliseFieldValue(brand, '   ')).toBeNull();
    expect(refused(brand, 'Ironclad').detail).toBe("Value for 'Brand' must be at most 5 characters");
    expect(refused(brand, 'A').detail).toBe("Value for 'Brand' must be at least 2 characters");
    expect(refused(brand, ['a', 'b']).detail).toBe("'Brand' takes a single value, not a list");
    expect(normaliseFieldValue(brand, 42)).toBe('42');
  });

  it('cleans multi-value lists: trims, drops empty values, skips duplicates (spec part 1 §5), checks each item', () => {
    const keywords = def({ display_name: 'Search Keywords', is_multiple: true, max_length: 10 });
    expect(normaliseFieldValue(keywords, [' drill ', '', 'saw', 'drill', '  '])).toEqual(['drill', 'saw']);
    expect(normaliseFieldValue(keywords, '["a","b"]')).toEqual(['a', 'b']);
    expect(normaliseFieldValue(keywords, 'single')).toEqual(['single']);
    expect(normaliseFieldValue(keywords, [])).toBeNull();
    expect(refused(keywords, ['ok', 'far too long a keyword']).detail).toBe(
      "Value for 'Search Keywords' must be at most 10 characters",
    );
  });
});

describe('stored columns and summaries', () => {
  it('stores each kind in its typed column and reads it back', () => {
    const keywords = def({ is_multiple: true });
    expect(valueKind(keywords)).toBe('multi');
    expect(columnsFor(keywords, ['a', 'b']).value_text).toBe('["a","b"]');
    expect(storedValueOf(keywords, columnsFor(keywords, ['a', 'b']))).toEqual(['a', 'b']);
    expect(columnsFor(weight, 2.5)).toEqual({
      value_text: null,
      value_number: 2.5,
      value_boolean: null,
      value_date: null,
      value_product_id: null,
    });
    expect(storedValueOf(weight, columnsFor(weight, 2.5))).toBe(2.5);
    expect(storedValueOf(weight, columnsFor(weight, null))).toBeNull();
  });

  it('summarises changes for the audit history', () => {
    expect(changeSummary('field_update', 'Color', 'Red', 'Blue')).toBe('Changed Color from "Red" to "Blue"');
    expect(changeSummary('field_added', 'Keywords', null, ['a', 'b'])).toBe('Added Keywords: a, b');
    expect(changeSummary('field_removed', 'Hazardous', true, null)).toBe('Removed Hazardous (was "Yes")');
    expect(changeSummary('revert', 'Color', 'Blue', 'Red')).toBe('Reverted Color to "Red"');
    expect(displayValue('x'.repeat(150))).toHaveLength(100);
  });
});
