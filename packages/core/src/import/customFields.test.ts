import { describe, expect, it } from 'vitest';
import { FieldDefinitionCreate } from '../contract/index';
import { customFieldNameOf, customFieldPlan, inferFieldType, SELECT_MAX_DISTINCT } from './customFields';
import { toImportRow } from './importRows';

describe('inferFieldType', () => {
  it('reads booleans, numbers and URLs, ignoring empty cells', () => {
    expect(inferFieldType(['Yes', 'no', '', 'TRUE', 'n']).field_type).toBe('boolean');
    expect(inferFieldType(['12', '-3.5', '1,250', '', '2e3']).field_type).toBe('number');
    expect(inferFieldType(['https://cdn.example.com/a.pdf', 'http://docs.example.org']).field_type).toBe('url');
  });

  it('makes a select of few repeated values, listing them sorted', () => {
    expect(inferFieldType(['Red', 'Blue', 'Red', 'Green', 'Blue'])).toEqual({
      field_type: 'select',
      allowed_values: ['Blue', 'Green', 'Red'],
    });
  });

  it('falls back to text: mixed kinds, all-distinct values, too many distinct values, nothing at all', () => {
    expect(inferFieldType(['12', 'twelve']).field_type).toBe('text');
    expect(inferFieldType(['a', 'b', 'c']).field_type).toBe('text');
    const many = Array.from({ length: SELECT_MAX_DISTINCT + 1 }, (_, i) => `v${i}`);
    expect(inferFieldType([...many, ...many]).field_type).toBe('text');
    expect(inferFieldType(['', '  ']).field_type).toBe('text');
    expect(inferFieldType(['1.2.3', '-']).field_type).toBe('text');
    expect(inferFieldType(['https://nodomain', 'ftp://x.example.com']).field_type).toBe('text');
  });
});

describe('customFieldNameOf', () => {
  it('gives the contract a valid field name for any header', () => {
    expect(customFieldNameOf('Weight (kg)')).toBe('weight_kg');
    expect(customFieldNameOf('Größe')).toBe('gro_e');
    expect(customFieldNameOf('***')).toBe('column');
    expect(customFieldNameOf('x'.repeat(300))).toHaveLength(100);
  });
});

describe('customFieldPlan', () => {
  const headers = ['SKU', 'Description', 'Colour', 'Weight (kg)', 'Weight kg', 'Manual'];
  const rows = [
    ['A-1', 'Drill', 'Blue', '1.2', '1', 'https://x.example.com/1.pdf'],
    ['A-2', 'Saw', 'Blue', '3', '2', 'https://x.example.com/2.pdf'],
    ['A-3', 'Sander', 'Green', '', '3', ''],
  ];
  const unmapped = ['Colour', 'Weight (kg)', 'Weight kg', 'Manual'];
  const group = '3c9e0020-0000-4000-8000-000000000001';

  it('infers each column, makes names unique, and writes definitions the contract accepts', () => {
    const plan = customFieldPlan(headers, rows, unmapped, [], group);
    expect(plan.map((p) => [p.header, p.field_name, p.inferred.field_type])).toEqual([
      ['Colour', 'colour', 'select'],
      ['Weight (kg)', 'weight_kg', 'number'],
      ['Weight kg', 'weight_kg_2', 'number'],
      ['Manual', 'manual', 'url'],
    ]);
    for (const item of plan) expect(FieldDefinitionCreate.safeParse(item.create).success, item.header).toBe(true);
    expect(plan[0]!.create).toMatchObject({
      group_id: group,
      display_name: 'Colour',
      allowed_values: ['Blue', 'Green'],
    });
  });

  it("reuses the company's field of the same name instead of creating it", () => {
    const existing = [{ id: group, field_name: 'colour', field_type: 'text' as const }];
    const [colour] = customFieldPlan(headers, rows, ['Colour'], existing, group);
    expect(colour).toMatchObject({ existing: { id: group }, create: null });
  });

  it("sends each planned column's value under its field name", () => {
    const row = toImportRow(rows[0]!, 0, headers, { product_id: 'SKU', description: 'Description' }, 'b', {
      'Weight (kg)': 'weight_kg',
    });
    expect(row.additional_fields).toEqual({
      Colour: 'Blue',
      weight_kg: '1.2',
      'Weight kg': '1',
      Manual: 'https://x.example.com/1.pdf',
    });
  });
});
