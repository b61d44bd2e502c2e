// Value rules of product fields: checking a sent value against its definition, the typed columns it is
// stored in, and how it reads in audit entries (spec part 1 §3, §5; docs/decisions.md, issue #4).
import { parseMultiValue, type FieldValueInput } from '@curate/core/contract';
import { HttpError } from '../http/http-error';
import type { FieldDef } from './definitions';

/** A field value as stored in the audit history (jsonb) and compared between edits; null = no value. */
export type StoredValue = string | number | boolean | string[] | null;

/** How a field's value is checked and stored. */
export type ValueKind = 'multi' | 'number' | 'boolean' | 'date' | 'product_id' | 'url' | 'email' | 'text';

/** The typed value columns of product_field_values. */
export interface ValueColumns {
  value_text: string | null;
  value_number: number | null;
  value_boolean: boolean | null;
  value_date: string | null;
  value_product_id: string | null;
}

type KindDef = Pick<FieldDef, 'field_type' | 'data_type' | 'is_multiple'>;

/** The kind of one value of a field (a multi-value field's items have this kind too). */
export function scalarKind(def: KindDef): Exclude<ValueKind, 'multi'> {
  const { data_type: data, field_type: type } = def;
  if (data === 'number' || data === 'integer' || data === 'decimal' || type === 'number') return 'number';
  if (data === 'boolean' || type === 'boolean' || type === 'checkbox') return 'boolean';
  if (data === 'date' || type === 'date' || type === 'datetime') return 'date';
  if (data === 'product_id') return 'product_id';
  if (data === 'url' || type === 'url') return 'url';
  if (type === 'email') return 'email';
  return 'text';
}

/** The kind of a field's value: 'multi' for is_multiple fields (a JSON array of strings in value_text). */
export function valueKind(def: KindDef): ValueKind {
  return def.is_multiple ? 'multi' : scalarKind(def);
}

const invalid = (message: string) => new HttpError(422, 'validation_error', message);
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A number from a number or numeric text ('2.5', ' 3 '); anything else is refused (decision, issue #4). */
function checkNumber(def: FieldDef, value: string | number | boolean): number {
  const label = `Value for '${def.display_name}'`;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(n)) throw invalid(`${label} must be a number`);
  if (def.data_type === 'integer' && !Number.isInteger(n)) throw invalid(`${label} must be a whole number`);
  if (def.min_value != null && n < def.min_value) throw invalid(`${label} must be at least ${def.min_value}`);
  if (def.max_value != null && n > def.max_value) throw invalid(`${label} must be at most ${def.max_value}`);
  return n;
}

function checkBoolean(def: FieldDef, value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw invalid(`Value for '${def.display_name}' must be true or false`);
}

/** Checks one text value (a single value or one item of a list); returns it trimmed, or null when blank. */
function checkText(def: FieldDef, kind: ValueKind, value: string | number | boolean): string | null {
  const label = `Value for '${def.display_name}'`;
  if (typeof value === 'boolean') throw invalid(`${label} must be text`);
  const text = String(value).trim();
  if (text === '') return null;
  if (kind === 'date') {
    const m = DATE.exec(text);
    if (
      !m ||
      !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) ||
      (text.length > 10 && Number.isNaN(Date.parse(text)))
    ) {
      throw invalid(`${label} must be a date (YYYY-MM-DD)`);
    }
    return text.slice(0, 10);
  }
  if (kind === 'url' && !isHttpUrl(text)) throw invalid(`${label} must be an http(s) URL`);
  if (kind === 'email' && !EMAIL.test(text)) throw invalid(`${label} must be an email address`);
  if (def.max_length != null && text.length > def.max_length)
    throw invalid(`${label} must be at most ${def.max_length} characters`);
  if (def.min_length != null && def.min_length > 0 && text.length < def.min_length) {
    throw invalid(`${label} must be at least ${def.min_length} characters`);
  }
  const allowed = def.field_type === 'select' || def.field_type === 'multiselect' ? (def.allowed_values ?? []) : [];
  if (allowed.length > 0) {
    const match = allowed.find((option) => option.toLowerCase() === text.toLowerCase());
    if (match === undefined) throw invalid(`${label} must be one of: ${allowed.join(', ')}`);
    return match;
  }
  return text;
}

/** One scalar value, checked; null when blank. */
function checkScalar(def: FieldDef, kind: Exclude<ValueKind, 'multi'>, value: string | number | boolean): StoredValue {
  if (kind === 'number') return typeof value === 'string' && value.trim() === '' ? null : checkNumber(def, value);
  if (kind === 'boolean') return checkBoolean(def, value);
  return checkText(def, kind, value);
}

/**
 * The value to store for `input` sent for `def`, checked against the definition: numbers (or numeric
 * text), booleans (or 'true'/'false'), ISO dates, http(s) URLs, e-mail addresses, select options
 * (matched case-insensitively, stored as declared), min/max value and min/max length. A multi-value
 * field takes a list (or JSON-array text, or one value): items trimmed, empty ones dropped, duplicates
 * skipped (spec part 1 §5), each item checked. Null, blank text and an empty list mean "no value".
 * Throws 422 validation_error naming the field, e.g. "Value for 'Weight (lbs)' must be a number".
 */
export function normaliseFieldValue(def: FieldDef, input: FieldValueInput | undefined): StoredValue {
  if (input === null || input === undefined) return null;
  const kind = valueKind(def);
  if (kind === 'multi') {
    const items = Array.isArray(input) ? input : typeof input === 'string' ? parseMultiValue(input) : [String(input)];
    const item = scalarKind(def);
    const kept: string[] = [];
    for (const raw of items) {
      const checked = checkScalar(def, item, raw);
      if (checked === null) continue;
      const text = String(checked);
      if (!kept.includes(text)) kept.push(text);
    }
    return kept.length > 0 ? kept : null;
  }
  if (Array.isArray(input)) throw invalid(`'${def.display_name}' takes a single value, not a list`);
  return checkScalar(def, kind, input);
}

/** The value held by a stored row of `def` (null when the row holds none). */
export function storedValueOf(def: KindDef, row: ValueColumns): StoredValue {
  switch (valueKind(def)) {
    case 'multi': {
      const values = parseMultiValue(row.value_text);
      return values.length > 0 ? values : null;
    }
    case 'number':
      return row.value_number ?? row.value_text;
    case 'boolean':
      return row.value_boolean ?? row.value_text;
    case 'date':
      return row.value_date ?? row.value_text;
    case 'product_id':
      return row.value_product_id ?? row.value_text;
    default:
      return row.value_text;
  }
}

/** The typed columns that store `value` for `def` (every other column null). */
export function columnsFor(def: KindDef, value: StoredValue): ValueColumns {
  const columns: ValueColumns = {
    value_text: null,
    value_number: null,
    value_boolean: null,
    value_date: null,
    value_product_id: null,
  };
  if (value === null) return columns;
  switch (valueKind(def)) {
    case 'multi':
      columns.value_text = JSON.stringify(Array.isArray(value) ? value : [String(value)]);
      break;
    case 'number':
      columns.value_number = Number(value);
      break;
    case 'boolean':
      columns.value_boolean = Boolean(value);
      break;
    case 'date':
      columns.value_date = String(value);
      break;
    case 'product_id':
      columns.value_product_id = String(value);
      break;
    default:
      columns.value_text = String(value);
  }
  return columns;
}

/** Whether two stored values are the same. */
export function sameValue(a: StoredValue, b: StoredValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Longest value text an audit summary quotes (spec part 1 §9 cuts history values at 100). */
export const SUMMARY_VALUE_MAX = 100;

/** A value as a person reads it in an audit summary: lists joined, booleans Yes/No, cut at 100 characters. */
export function displayValue(value: StoredValue): string {
  const text =
    value === null
      ? ''
      : Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'boolean'
          ? value
            ? 'Yes'
            : 'No'
          : String(value);
  return text.length > SUMMARY_VALUE_MAX ? `${text.slice(0, SUMMARY_VALUE_MAX - 1)}…` : text;
}
