// A generated value checked against its field definition's type and constraints (spec part 2 §3, §5.5):
// the value is conformed (allowed value's spelling, number from text, yes/no) or refused with a reason.
import type { FieldSpec, GeneratedValue } from './types';

export type Conformed = { ok: true; value: GeneratedValue['value'] } | { ok: false; reason: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** The value type a field holds, from its field_type and data_type. */
export function fieldKind(spec: FieldSpec): 'number' | 'integer' | 'boolean' | 'date' | 'url' | 'email' | 'text' {
  const type = spec.field_type.toLowerCase();
  const data = spec.data_type.toLowerCase();
  if (data === 'integer') return 'integer';
  if (type === 'number' || data === 'number' || data === 'decimal') return 'number';
  if (type === 'boolean' || data === 'boolean') return 'boolean';
  if (type === 'date' || type === 'datetime' || data === 'date') return 'date';
  if (type === 'url' || data === 'url') return 'url';
  if (type === 'email') return 'email';
  return 'text';
}

function isMultiple(spec: FieldSpec): boolean {
  return spec.is_multiple || spec.field_type.toLowerCase() === 'multiselect';
}

function allowedSpelling(spec: FieldSpec, text: string): string | null {
  if (!spec.allowed_values || spec.allowed_values.length === 0) return text;
  const wanted = text.trim().toLowerCase();
  return spec.allowed_values.find((a) => a.trim().toLowerCase() === wanted) ?? null;
}

/** '1,500' → '1500'; '1,5' stays as written (and is not a number). */
function withoutThousands(text: string): string {
  return /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
}

function conformNumber(spec: FieldSpec, value: unknown, integer: boolean): Conformed {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(withoutThousands(value.trim())) : Number.NaN;
  if (typeof value === 'boolean' || !Number.isFinite(number))
    return { ok: false, reason: `not a number: ${String(value)}` };
  if (integer && !Number.isInteger(number)) return { ok: false, reason: `not a whole number: ${number}` };
  if (spec.min_value !== null && number < spec.min_value)
    return { ok: false, reason: `below the minimum ${spec.min_value}` };
  if (spec.max_value !== null && number > spec.max_value)
    return { ok: false, reason: `above the maximum ${spec.max_value}` };
  return { ok: true, value: number };
}

function conformText(spec: FieldSpec, text: string): Conformed {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  if (spec.min_length !== null && trimmed.length < spec.min_length)
    return { ok: false, reason: `shorter than ${spec.min_length} characters` };
  if (spec.max_length !== null && trimmed.length > spec.max_length)
    return { ok: false, reason: `longer than ${spec.max_length} characters` };
  const allowed = allowedSpelling(spec, trimmed);
  if (allowed === null) return { ok: false, reason: `not an allowed value: ${trimmed}` };
  return { ok: true, value: allowed };
}

function conformOne(spec: FieldSpec, value: unknown): Conformed {
  switch (fieldKind(spec)) {
    case 'integer':
      return conformNumber(spec, value, true);
    case 'number':
      return conformNumber(spec, value, false);
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      const text = String(value).trim().toLowerCase();
      if (TRUE.has(text)) return { ok: true, value: true };
      if (FALSE.has(text)) return { ok: true, value: false };
      return { ok: false, reason: `not a yes/no value: ${String(value)}` };
    }
    case 'date': {
      const text = String(value).trim();
      const date = /^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(`${text.slice(0, 10)}T00:00:00Z`) : new Date(Number.NaN);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text.slice(0, 10)) {
        return { ok: false, reason: `not a date (YYYY-MM-DD): ${text}` };
      }
      return { ok: true, value: text.slice(0, 10) };
    }
    case 'url': {
      const text = String(value).trim();
      try {
        const url = new URL(text);
        if (url.protocol === 'http:' || url.protocol === 'https:') return conformText(spec, url.href);
      } catch {
        // refused below
      }
      return { ok: false, reason: `not an http(s) URL: ${text}` };
    }
    case 'email': {
      const text = String(value).trim();
      return EMAIL.test(text) ? conformText(spec, text) : { ok: false, reason: `not an email address: ${text}` };
    }
    default:
      if (typeof value === 'object' && value !== null) return { ok: false, reason: 'not a text' };
      return conformText(spec, String(value));
  }
}

/** The value in the field's type and within its constraints, or the reason it cannot be. */
export function conform(spec: FieldSpec, value: unknown): Conformed {
  if (value === null || value === undefined) return { ok: false, reason: 'empty' };
  if (isMultiple(spec)) {
    const items = Array.isArray(value) ? value.map(String) : String(value).split(/\s*[,;|]\s*/);
    const kept: string[] = [];
    for (const item of items.filter((i) => i.trim() !== '')) {
      const one = conformOne({ ...spec, is_multiple: false }, item);
      if (!one.ok) return one;
      kept.push(String(one.value));
    }
    return kept.length > 0 ? { ok: true, value: kept } : { ok: false, reason: 'empty' };
  }
  if (Array.isArray(value)) {
    if (value.length !== 1) return { ok: false, reason: 'several values for a single-value field' };
    return conformOne(spec, value[0]);
  }
  return conformOne(spec, value);
}
