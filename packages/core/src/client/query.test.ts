import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query';

describe('serializeQuery', () => {
  it("gives '' when nothing is sent", () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery({ a: undefined, b: null })).toBe('');
  });

  it('skips undefined and null, writes booleans and numbers as text, and encodes', () => {
    expect(
      serializeQuery({ search_text: 'red & blue', limit: 20, offset: 0, include_custom_fields: true, x: undefined }),
    ).toBe('?search_text=red+%26+blue&limit=20&offset=0&include_custom_fields=true');
    expect(serializeQuery({ include_usage: false })).toBe('?include_usage=false');
  });

  it('repeats the key for each array item, skipping empty ones', () => {
    expect(serializeQuery({ id: ['a', null, 'b'] })).toBe('?id=a&id=b');
  });

  it('spreads a record of dynamic pairs into top-level keys', () => {
    expect(
      serializeQuery({
        limit: 20,
        filters: { filter_field_1: 'brand', filter_value_1: 'Acme', filter_field_2: undefined },
      }),
    ).toBe('?limit=20&filter_field_1=brand&filter_value_1=Acme');
  });

  it('writes dates as ISO strings', () => {
    expect(serializeQuery({ since: new Date('2024-03-01T12:00:00Z') })).toBe('?since=2024-03-01T12%3A00%3A00.000Z');
  });

  it('refuses values that have no text form', () => {
    expect(() => serializeQuery({ bad: new Map() })).toThrow(TypeError);
  });
});
