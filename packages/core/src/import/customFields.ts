// Unmapped columns as custom fields (issue #18, beyond the spec's default of adding them to the description as
// additional information): each column becomes a field definition in a chosen group, its type inferred from
// the column's values. The rows then carry the column's value under the field's name, which the enhancement
// writes into that custom field (its value checked against the field's type).
// The contract's constants and types only (the CSV worker reaches this file; the schemas stay on the page).
import { FIELD_DISPLAY_NAME_MAX_LENGTH, FIELD_NAME_MAX_LENGTH } from '../contract/constants';
import type { FieldDefinition, FieldDefinitionCreate, FieldType } from '../contract/index';

/** A column becomes a select field when its values repeat and at most this many are distinct. */
export const SELECT_MAX_DISTINCT = 10;

const BOOLEAN_WORDS = new Set(['true', 'false', 'yes', 'no', 'y', 'n']);
const NUMBER = /^[-+]?(\d+|\d{1,3}(,\d{3})+)?(\.\d+)?([eE][-+]?\d+)?$/;
const isNumber = (v: string) => /\d/.test(v) && NUMBER.test(v);
function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
  try {
    return new URL(v).hostname.includes('.');
  } catch {
    return false;
  }
}

/** The inferred type of a column: a field type and, for select, its allowed values. */
export interface InferredFieldType {
  field_type: Extract<FieldType, 'number' | 'boolean' | 'url' | 'select' | 'text'>;
  allowed_values: string[] | null;
}

/**
 * The field type a column's values suggest, tried in order: boolean (true/false, yes/no, y/n), number (integers,
 * decimals, thousands with commas), URL (http or https with a domain), select (values repeat and at most
 * SELECT_MAX_DISTINCT are distinct), else text. Empty cells are ignored; a column without values is text.
 */
export function inferFieldType(values: readonly string[]): InferredFieldType {
  const filled = values.map((v) => v.trim()).filter((v) => v.length > 0);
  const text: InferredFieldType = { field_type: 'text', allowed_values: null };
  if (filled.length === 0) return text;
  if (filled.every((v) => BOOLEAN_WORDS.has(v.toLowerCase()))) return { field_type: 'boolean', allowed_values: null };
  if (filled.every(isNumber)) return { field_type: 'number', allowed_values: null };
  if (filled.every(isHttpUrl)) return { field_type: 'url', allowed_values: null };
  const distinct = [...new Set(filled)];
  if (distinct.length <= SELECT_MAX_DISTINCT && distinct.length < filled.length)
    return { field_type: 'select', allowed_values: distinct.sort((a, b) => a.localeCompare(b)) };
  return text;
}

/** A field name for a column header: lower case, letters, digits and underscores (the contract's FieldName). */
export function customFieldNameOf(header: string): string {
  const name = header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FIELD_NAME_MAX_LENGTH)
    .replace(/_+$/, '');
  return name || 'column';
}

/** One unmapped column's custom field: the field it reuses (same name) or the definition to create. */
export interface CustomFieldPlanItem {
  header: string;
  field_name: string;
  inferred: InferredFieldType;
  /** The company's field of that name, reused as it is. */
  existing: Pick<FieldDefinition, 'id' | 'field_name' | 'field_type'> | null;
  /** The definition to create in the chosen group (null when an existing field is reused). */
  create: FieldDefinitionCreate | null;
}

/** The inferred type of each column of a file (header to type), from all its rows (the worker's part of the plan). */
export function inferColumnTypes(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  columns: readonly string[] = headers,
): Record<string, InferredFieldType> {
  const types: Record<string, InferredFieldType> = {};
  for (const header of columns) {
    const column = headers.indexOf(header);
    types[header] = inferFieldType(rows.map((cells) => cells[column] ?? ''));
  }
  return types;
}

/**
 * The custom fields of the unmapped columns: each header's field name (made unique among them), its inferred type
 * from the column's cells, and the definition to create in `groupId` unless the company has a field of that name.
 */
export function customFieldPlan(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  unmapped: readonly string[],
  existing: readonly Pick<FieldDefinition, 'id' | 'field_name' | 'field_type'>[],
  groupId: string | null,
): CustomFieldPlanItem[] {
  return planCustomFields(unmapped, inferColumnTypes(headers, rows, unmapped), existing, groupId);
}

/** The plan of customFieldPlan from the columns' inferred types (inferColumnTypes), where the rows live elsewhere. */
export function planCustomFields(
  unmapped: readonly string[],
  types: Readonly<Record<string, InferredFieldType>>,
  existing: readonly Pick<FieldDefinition, 'id' | 'field_name' | 'field_type'>[],
  groupId: string | null,
): CustomFieldPlanItem[] {
  const byName = new Map(existing.map((field) => [field.field_name, field]));
  const taken = new Set<string>();
  return unmapped.map((header) => {
    const base = customFieldNameOf(header);
    let field_name = base;
    for (let n = 2; taken.has(field_name); n++) field_name = `${base.slice(0, FIELD_NAME_MAX_LENGTH - 4)}_${n}`;
    taken.add(field_name);
    const inferred = types[header] ?? { field_type: 'text', allowed_values: null };
    const found = byName.get(field_name) ?? null;
    return {
      header,
      field_name,
      inferred,
      existing: found,
      create: found
        ? null
        : {
            field_name,
            display_name: header.trim().slice(0, FIELD_DISPLAY_NAME_MAX_LENGTH) || field_name,
            field_type: inferred.field_type,
            group_id: groupId,
            ...(inferred.allowed_values ? { allowed_values: inferred.allowed_values } : {}),
          },
    };
  });
}

/** The additional_fields key of each planned column: its field's name. */
export const customFieldKeys = (plan: readonly CustomFieldPlanItem[]): Record<string, string> =>
  Object.fromEntries(plan.map((item) => [item.header, item.field_name]));
