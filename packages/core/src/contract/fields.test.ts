import { describe, expect, it } from 'vitest';
import {
  DataTypeInput,
  FieldDefinition,
  FieldDefinitionCreate,
  FieldDefinitionUpdate,
  FieldGroupCreate,
  FieldGroupReorder,
  FieldGroupUpdate,
  FieldListQuery,
  dataTypeForFieldType,
} from './fields';
import { issueMessages, issuePaths, uid } from '../test/contractFixtures';

describe('field definitions', () => {
  const definition = {
    id: uid(300),
    field_name: 'voltage',
    display_name: 'Voltage',
    help_text: 'Nominal battery voltage',
    field_type: 'number',
    data_type: 'integer',
    group_id: uid(400),
    is_required: false,
    is_multiple: false,
    is_core_field: false,
    min_value: 0,
    max_value: 240,
    min_length: null,
    max_length: null,
    allowed_values: null,
    sort_order: 3,
    is_active: true,
    usage_count: 12,
    sample_values: [{ value: '18', count: 9 }],
  };

  it('accepts a definition and reads the API reference data types', () => {
    expect(FieldDefinition.parse(definition).data_type).toBe('number');
    expect(['text', 'integer', 'decimal', 'url'].map((t) => DataTypeInput.parse(t))).toEqual([
      'string',
      'number',
      'number',
      'url',
    ]);
  });

  it('rejects an unknown field type, data type or negative usage', () => {
    expect(FieldDefinition.safeParse({ ...definition, field_type: 'rich_text' }).success).toBe(false);
    expect(FieldDefinition.safeParse({ ...definition, data_type: 'float' }).success).toBe(false);
    expect(FieldDefinition.safeParse({ ...definition, usage_count: -1 }).success).toBe(false);
  });

  it('derives the data type from the field type as the spec lists', () => {
    expect(dataTypeForFieldType('textarea')).toBe('string');
    expect(dataTypeForFieldType('multiselect')).toBe('string');
    expect(dataTypeForFieldType('number')).toBe('number');
    expect(dataTypeForFieldType('boolean')).toBe('boolean');
    expect(dataTypeForFieldType('date')).toBe('date');
    expect(dataTypeForFieldType('url')).toBe('url');
    expect(dataTypeForFieldType('phone')).toBe('string');
  });

  it('normalises a new field name and fills string defaults (min 0, max 1000, sort 999)', () => {
    const body = FieldDefinitionCreate.parse({
      field_name: ' Battery Type ',
      display_name: 'Battery type',
      field_type: 'select',
      allowed_values: 'Li-ion\n\n NiMH \n',
    });
    expect(body).toMatchObject({
      field_name: 'battery_type',
      data_type: 'string',
      min_length: 0,
      max_length: 1000,
      sort_order: 999,
      group_id: null,
      is_required: false,
      is_multiple: false,
      allowed_values: ['Li-ion', 'NiMH'],
    });
  });

  it('leaves length limits empty for non-string fields', () => {
    const body = FieldDefinitionCreate.parse({
      field_name: 'weight_kg',
      display_name: 'Weight',
      field_type: 'number',
      group_id: uid(400),
      min_value: 0,
    });
    expect(body).toMatchObject({
      data_type: 'number',
      min_length: null,
      max_length: null,
      min_value: 0,
      max_value: null,
    });
  });

  it('reports the spec message for missing required fields', () => {
    const result = FieldDefinitionCreate.safeParse({ display_name: '' });
    expect(issuePaths(result).sort()).toEqual(['display_name', 'field_name', 'field_type']);
    expect(new Set(issueMessages(result))).toEqual(new Set(['Please fill out all required fields']));
  });

  it('rejects a long or non-alphanumeric name, bad lengths, reversed bounds and a bad sort order', () => {
    const base = { display_name: 'X', field_type: 'text' };
    expect(issuePaths(FieldDefinitionCreate.safeParse({ ...base, field_name: 'a'.repeat(101) }))).toEqual([
      'field_name',
    ]);
    expect(issuePaths(FieldDefinitionCreate.safeParse({ ...base, field_name: 'size-cm' }))).toEqual(['field_name']);
    expect(
      issuePaths(FieldDefinitionCreate.safeParse({ ...base, field_name: 'x', display_name: 'y'.repeat(201) })),
    ).toEqual(['display_name']);
    expect(
      issuePaths(FieldDefinitionCreate.safeParse({ ...base, field_name: 'x', min_length: -1, max_length: 0 })).sort(),
    ).toEqual(['max_length', 'min_length']);
    expect(
      issuePaths(FieldDefinitionCreate.safeParse({ ...base, field_name: 'x', min_length: 50, max_length: 10 })),
    ).toEqual(['max_length']);
    expect(issueMessages(FieldDefinitionCreate.safeParse({ ...base, field_name: 'x', sort_order: 1000 }))).toEqual([
      'Sort order must be between 0 and 999',
    ]);
    expect(FieldDefinitionCreate.safeParse({ ...base, field_name: 'x', field_type: 'rich_text' }).success).toBe(false);
  });

  it('updates only what is sent, never nulling omitted texts', () => {
    expect(FieldDefinitionUpdate.parse({ display_name: 'Battery' })).toEqual({ display_name: 'Battery' });
    expect(FieldDefinitionUpdate.parse({ help_text: '' })).toEqual({ help_text: null });
    expect(FieldDefinitionUpdate.safeParse({ usage_count: 3 }).success).toBe(false);
  });

  it('coerces the list filters', () => {
    expect(
      FieldListQuery.parse({ include_usage: 'true', is_active: 'false', group_id: uid(400), search: 'volt' }),
    ).toEqual({
      include_usage: true,
      is_active: false,
      group_id: uid(400),
      search: 'volt',
    });
    expect(FieldListQuery.parse({})).toEqual({ include_usage: false });
    expect(FieldListQuery.safeParse({ group_id: 'specs' }).success).toBe(false);
  });
});

describe('field groups', () => {
  it('accepts a new group with default sort order 999', () => {
    expect(FieldGroupCreate.parse({ name: 'tech_specs', display_name: 'Technical Specs' })).toEqual({
      name: 'tech_specs',
      display_name: 'Technical Specs',
      description: null,
      sort_order: 999,
    });
  });

  it('reports the spec messages for group names, display names and sort order', () => {
    expect(issueMessages(FieldGroupCreate.safeParse({ name: '', display_name: 'X' }))).toContain(
      'Group name is required',
    );
    expect(issueMessages(FieldGroupCreate.safeParse({ name: '1specs', display_name: 'X' }))).toEqual([
      'Group name must start with a letter and contain only lowercase letters, numbers, and underscores',
    ]);
    expect(issueMessages(FieldGroupCreate.safeParse({ name: 'Specs', display_name: 'X' }))).toHaveLength(1);
    expect(issueMessages(FieldGroupCreate.safeParse({ name: 'specs', display_name: ' ' }))).toEqual([
      'Display name is required',
    ]);
    expect(
      issueMessages(FieldGroupCreate.safeParse({ name: 'specs', display_name: 'Specs', sort_order: 1000 })),
    ).toEqual(['Sort order must be between 0 and 999']);
  });

  it('updates a group partially and reorders groups', () => {
    expect(FieldGroupUpdate.parse({ display_name: 'Specs' })).toEqual({ display_name: 'Specs' });
    expect(
      FieldGroupReorder.parse({
        group_orders: [
          { group_id: uid(400), sort_order: 0 },
          { group_id: uid(401), sort_order: 1 },
        ],
      }).group_orders,
    ).toHaveLength(2);
    expect(FieldGroupReorder.safeParse({ group_orders: [] }).success).toBe(false);
    expect(FieldGroupReorder.safeParse({ group_orders: [{ group_id: uid(400), sort_order: 1000 }] }).success).toBe(
      false,
    );
  });
});
