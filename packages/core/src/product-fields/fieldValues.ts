import { parseMultiValue, type FieldValueInput, type ProductField } from '../contract/index';
import { commonMessages, type CommonMessages } from '../messages/index';
import { looksLikeHttpUrl } from './links';
import { isMultiLineText } from './text';

/** A field's value while edited: input text, a checkbox state, or the list of a multi-value field. */
export type FieldDraft = string | boolean | string[];

/**
 * The input a field gets in edit mode — spec part 1 §2, §5, issue #14: 'select' / 'multiselect' for a field
 * with allowed values (one value / a multi-value field), 'multi' for a free multi-value list, 'tel' for phone.
 */
export type FieldInputKind =
  | 'text'
  | 'multiline'
  | 'number'
  | 'boolean'
  | 'date'
  | 'url'
  | 'email'
  | 'tel'
  | 'select'
  | 'multiselect'
  | 'multi';

/** A choice of a field with allowed values, with the number of products holding it when known. */
export interface FieldOption {
  value: string;
  /** Products holding the value (GET /fields/{id}/values); undefined when not known. */
  count?: number;
}

type ValueField = Pick<
  ProductField,
  | 'field_type'
  | 'data_type'
  | 'is_multiple'
  | 'value_text'
  | 'value_number'
  | 'value_boolean'
  | 'value_date'
  | 'value_product_id'
>;

const isBooleanField = (f: Pick<ProductField, 'field_type' | 'data_type'>) =>
  f.data_type === 'boolean' || f.field_type === 'boolean' || f.field_type === 'checkbox';
const isNumberField = (f: Pick<ProductField, 'field_type' | 'data_type'>) =>
  f.data_type === 'number' || f.field_type === 'number';
const isDateField = (f: Pick<ProductField, 'field_type' | 'data_type'>) =>
  f.data_type === 'date' || f.field_type === 'date' || f.field_type === 'datetime';
const isUrlField = (f: Pick<ProductField, 'field_type' | 'data_type'>) =>
  f.data_type === 'url' || f.field_type === 'url';

/**
 * The input for a field: a select of its allowed values (a checkbox list for a multi-value field), a
 * multi-value list, checkbox, number, date, url, email, phone, or text — a text field becomes multi-line when
 * it is a textarea or its value (stored or edited) is multi-line (spec part 1 §5; issue #14). `options`: the
 * field's allowed values (see fieldOptions); a select or multiselect field without them takes free text.
 */
export function fieldInputKind(
  field: ValueField,
  draft?: FieldDraft,
  options?: readonly FieldOption[] | null,
): FieldInputKind {
  const choices = (options?.length ?? 0) > 0 && !isBooleanField(field) && !isNumberField(field);
  if (choices) return field.is_multiple ? 'multiselect' : 'select';
  if (field.is_multiple) return 'multi';
  if (isBooleanField(field)) return 'boolean';
  if (isNumberField(field)) return 'number';
  if (isDateField(field)) return 'date';
  if (isUrlField(field)) return 'url';
  if (field.field_type === 'email') return 'email';
  if (field.field_type === 'phone') return 'tel';
  if (field.field_type === 'textarea') return 'multiline';
  const stored = storedDraft(field);
  const multi =
    isMultiLineText(typeof stored === 'string' ? stored : null) ||
    (typeof draft === 'string' && isMultiLineText(draft));
  return multi ? 'multiline' : 'text';
}

/** The stored value of a field as a draft (what its input starts with). */
export function storedDraft(field: ValueField): FieldDraft {
  if (field.is_multiple) return parseMultiValue(field.value_text);
  if (isBooleanField(field)) return field.value_boolean ?? false;
  if (isNumberField(field)) return field.value_number != null ? String(field.value_number) : (field.value_text ?? '');
  if (isDateField(field)) return (field.value_date ?? field.value_text ?? '').slice(0, 10);
  if (field.data_type === 'product_id') return field.value_product_id ?? field.value_text ?? '';
  return field.value_text ?? '';
}

/** Whether two drafts hold the same value (lists compared item by item). */
export function draftsEqual(a: FieldDraft, b: FieldDraft): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]);
  }
  return a === b;
}

/**
 * The items of list-like text: a JSON array, a Python-style list with single quotes, or http(s) URLs
 * separated by commas, semicolons or line breaks; anything else is one item — spec part 1 §5.
 */
export function parseListLikeText(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') && trimmed.endsWith(']')) {
    for (const candidate of [trimmed, trimmed.replace(/'/g, '"')]) {
      try {
        const parsed: unknown = JSON.parse(candidate);
        if (Array.isArray(parsed)) return parsed.filter((v) => v != null).map((v) => String(v));
      } catch {
        // try the next reading
      }
    }
    return trimmed
      .slice(1, -1)
      .split(',')
      .map((s) => s.trim().replace(/^["']|["']$/g, ''));
  }
  const pieces = trimmed
    .split(/[\n\r,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (pieces.length > 1 && pieces.every(looksLikeHttpUrl)) return pieces;
  return [text];
}

/**
 * The values a multi-value field saves: list-like URL text parsed into items, each value trimmed,
 * empty ones dropped and duplicates skipped — spec part 1 §5.
 */
export function cleanMultiValues(values: readonly string[], { urls = false }: { urls?: boolean } = {}): string[] {
  const expanded = urls ? values.flatMap(parseListLikeText) : values;
  const kept: string[] = [];
  for (const value of expanded) {
    const v = value.trim();
    if (v !== '' && !kept.includes(v)) kept.push(v);
  }
  return kept;
}

/** The value a draft is saved as: a cleaned list, a boolean, a number (text kept when not numeric, for the server to refuse), or text. */
export function draftToApiValue(field: ValueField, draft: FieldDraft): FieldValueInput {
  if (field.is_multiple)
    return cleanMultiValues(Array.isArray(draft) ? draft : [String(draft)], { urls: isUrlField(field) });
  if (isBooleanField(field)) return draft === true || draft === 'true';
  const text = Array.isArray(draft) ? draft.join(', ') : String(draft);
  if (isNumberField(field)) {
    if (text.trim() === '') return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

/** The value texts shown for a field in view mode: a list for multi-value fields, 'Yes'/'No' for booleans. */
export function fieldDisplayValues(
  field: ValueField,
  yesNo: Pick<CommonMessages, 'yes' | 'no'> = commonMessages,
): string[] {
  if (field.is_multiple) return parseMultiValue(field.value_text);
  if (isBooleanField(field)) {
    if (field.value_boolean == null) return field.value_text ? [field.value_text] : [];
    return [field.value_boolean ? yesNo.yes : yesNo.no];
  }
  const stored = storedDraft(field);
  const text = typeof stored === 'string' ? stored : String(stored);
  return text === '' ? [] : [text];
}

/** The field with a saved draft applied to its value columns and marked as edited by a user (spec part 1 §4: values update after saving). */
export function applyDraftToField<F extends ValueField & Pick<ProductField, 'updated_by_type'>>(
  field: F,
  draft: FieldDraft,
): F {
  const value = draftToApiValue(field, draft);
  const next: F = { ...field, updated_by_type: 'user' };
  if (Array.isArray(value)) return { ...next, value_text: JSON.stringify(value) };
  if (typeof value === 'boolean') return { ...next, value_boolean: value };
  if (typeof value === 'number') return { ...next, value_number: value };
  if (isNumberField(field)) return { ...next, value_number: null, value_text: value };
  if (isDateField(field)) return { ...next, value_date: value || null };
  if (field.data_type === 'product_id') return { ...next, value_product_id: value };
  return { ...next, value_text: value };
}

/**
 * The choices of a field with allowed values, in the definition's order, each with its product count where
 * `counts` (GET /fields/{id}/values) has one; empty when the field has no allowed values (issue #14).
 */
export function fieldOptions(
  allowedValues: readonly string[] | null | undefined,
  counts?: readonly { value: string; count: number }[] | null,
): FieldOption[] {
  const countOf = new Map((counts ?? []).map((c) => [c.value, c.count]));
  return (allowedValues ?? []).map((value) => {
    const count = countOf.get(value);
    return count === undefined ? { value } : { value, count };
  });
}

/** A choice as listed: 'Red (12)' with its product count, else the value — as the Add Filter dialog shows it (spec part 1 §2). */
export const fieldOptionLabel = (option: FieldOption): string =>
  option.count === undefined ? option.value : `${option.value} (${option.count})`;

/**
 * The choices a select shows for a value: the allowed ones, then any current value outside them (kept so the
 * stored value shows and stays chosen until the user picks another), marked `outside` (issue #14).
 */
export function selectChoices(
  options: readonly FieldOption[],
  draft: FieldDraft,
): Array<FieldOption & { outside?: true }> {
  const current = Array.isArray(draft) ? draft : typeof draft === 'string' && draft !== '' ? [draft] : [];
  const known = new Set(options.map((o) => o.value));
  const outside = current.filter((v) => !known.has(v)).map((value) => ({ value, outside: true as const }));
  return [...options, ...outside];
}

/** A multi-value field's list with one choice switched on or off, in the order of the choices (issue #14). */
export function toggleChoice(choices: readonly FieldOption[], draft: FieldDraft, value: string, on: boolean): string[] {
  const list = Array.isArray(draft) ? draft : typeof draft === 'string' && draft !== '' ? [draft] : [];
  const chosen = new Set(list);
  if (on) chosen.add(value);
  else chosen.delete(value);
  const order = choices.map((c) => c.value);
  const rest = list.filter((v) => !order.includes(v) && chosen.has(v));
  return [...order.filter((v) => chosen.has(v)), ...rest];
}
