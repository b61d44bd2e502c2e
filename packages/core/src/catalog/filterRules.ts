// Catalogue filter rules as pure functions — spec part 1 §2 (Add Filter dialog), §5.
import {
  readNumberFilter,
  textProblem,
  type FieldDefinition,
  type ProductFilter,
  type ValueCount,
} from '../contract/index';

/**
 * The input a field gets in the Add Filter dialog — spec part 1 §2: 'text' (Contains), 'number' (a value
 * or a range such as '1-5'), 'boolean' (Either / Yes / No), 'select' (known values with product counts)
 * and 'free' (free text, for every other field).
 */
export type FilterKind = 'text' | 'number' | 'boolean' | 'select' | 'free';

/** The parts of a field definition the filter rules read. */
export type FilterableField = Pick<
  FieldDefinition,
  'field_name' | 'display_name' | 'field_type' | 'data_type' | 'allowed_values'
>;

/** An active catalogue filter: the pair sent to the server plus what the panel shows. */
export interface ActiveFilter extends ProductFilter {
  /** The field's display name. */
  displayName: string;
  /** How the value is read (and labelled). */
  kind: FilterKind;
}

/** The input kind of a field — spec part 1 §2. */
export function filterKindOf(field: Pick<FilterableField, 'field_type' | 'data_type' | 'allowed_values'>): FilterKind {
  const { field_type: type, data_type: data } = field;
  if (data === 'boolean' || type === 'boolean' || type === 'checkbox') return 'boolean';
  if (data === 'number' || type === 'number') return 'number';
  if (type === 'select' || type === 'multiselect' || (field.allowed_values?.length ?? 0) > 0) return 'select';
  if ((type === 'text' || type === 'textarea') && data === 'string') return 'text';
  return 'free';
}

/** Options of a boolean filter: Either (any value, sent as '') / Yes ('true') / No ('false') — spec part 1 §2. */
export const BOOLEAN_FILTER_OPTIONS: ReadonlyArray<{ value: '' | 'true' | 'false'; label: 'Either' | 'Yes' | 'No' }> = [
  { value: '', label: 'Either' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The label and placeholder of the value input for each kind. */
export const FILTER_INPUT_TEXT: Record<FilterKind, { label: string; placeholder?: string }> = {
  text: { label: 'Contains', placeholder: 'Text the value contains' },
  number: { label: 'Value or range', placeholder: 'e.g. 42 or 1-5' },
  boolean: { label: 'Value' },
  select: { label: 'Select Value', placeholder: 'Select Value' },
  free: { label: 'Value', placeholder: 'Value to match' },
};

/** The Add Filter button is disabled while the value is empty, except for boolean fields — spec part 1 §2. */
export function canAddFilter(kind: FilterKind, value: string): boolean {
  return kind === 'boolean' || value.trim() !== '';
}

/** A number filter read: an exact value, or a range from min to max. */
export type NumberFilter = { type: 'exact'; value: number } | { type: 'range'; min: number; max: number };

/** Result of reading a filter value: the value to send, or a message saying what is wrong. */
export type FilterValueResult<T = string> = { ok: true; value: T } | { ok: false; message: string };

export const NUMBER_FILTER_MESSAGE = 'Enter a number, or a range such as 1-5.';
export const NUMBER_RANGE_MESSAGE = 'Enter a range as two numbers, such as 1-5.';
export const NUMBER_RANGE_ORDER_MESSAGE = 'The start of the range must not be above its end.';

const NUMBER_MESSAGES = {
  'not-a-number': NUMBER_FILTER_MESSAGE,
  'bad-range': NUMBER_RANGE_MESSAGE,
  'reversed-range': NUMBER_RANGE_ORDER_MESSAGE,
} as const;

/**
 * A number filter value: one containing '-' is a range ('1-5', '2.5 - 10'), otherwise an exact value
 * ('2.5', or one negative number such as '-5') — spec part 1 §5, read by the contract's
 * `readNumberFilter` exactly as the server reads it. Anything else is refused with a message.
 */
export function parseNumberFilter(text: string): FilterValueResult<NumberFilter> {
  const read = readNumberFilter(text);
  if (!read.ok) return { ok: false, message: NUMBER_MESSAGES[read.problem] };
  return {
    ok: true,
    value: read.type === 'exact' ? { type: 'exact', value: read.min } : { type: 'range', min: read.min, max: read.max },
  };
}

/** A number filter as sent: '2.5' or '1-5'. */
export const formatNumberFilter = (filter: NumberFilter): string =>
  filter.type === 'exact' ? String(filter.value) : `${filter.min}-${filter.max}`;

/** The value to send for what was entered, checked by kind (numbers parsed, text trimmed). */
export function validateFilterValue(kind: FilterKind, value: string): FilterValueResult {
  if (kind === 'boolean') {
    return BOOLEAN_FILTER_OPTIONS.some((o) => o.value === value)
      ? { ok: true, value }
      : { ok: false, message: 'Choose Either, Yes or No.' };
  }
  if (kind === 'number') {
    const parsed = parseNumberFilter(value);
    return parsed.ok ? { ok: true, value: formatNumberFilter(parsed.value) } : parsed;
  }
  const text = kind === 'select' ? value : value.trim();
  if (text === '') return { ok: false, message: 'Enter a value.' };
  // The API's text rule for filter values (issue #11): refused here, with its message, not sent.
  const problem = textProblem(text, 'search');
  return problem ? { ok: false, message: problem } : { ok: true, value: text };
}

/** The active filter for a field and an entered value, or the message saying why it cannot be added. */
export function makeFilter(field: FilterableField, value: string): FilterValueResult<ActiveFilter> {
  const kind = filterKindOf(field);
  const checked = validateFilterValue(kind, value);
  if (!checked.ok) return checked;
  return { ok: true, value: { field: field.field_name, value: checked.value, displayName: field.display_name, kind } };
}

/** How an active filter reads in the panel, e.g. 'Material contains "steel"', 'Capacity (ml): 500 to 750'. */
export function filterLabel(filter: Pick<ActiveFilter, 'displayName' | 'kind' | 'value'>): string {
  const { displayName: name, kind, value } = filter;
  switch (kind) {
    case 'text':
      return `${name} contains "${value}"`;
    case 'number': {
      const parsed = parseNumberFilter(value);
      if (parsed.ok && parsed.value.type === 'range') return `${name}: ${parsed.value.min} to ${parsed.value.max}`;
      return `${name} = ${value}`;
    }
    case 'boolean':
      return `${name}: ${BOOLEAN_FILTER_OPTIONS.find((o) => o.value === value)?.label ?? value}`;
    default:
      return `${name}: ${value}`;
  }
}

/** An option of a 'Select Value' dropdown: the value with its product count, e.g. 'Hydro Flask (12 products)'. */
export const valueOptionLabel = ({ value, count }: ValueCount): string =>
  `${value} (${count} ${count === 1 ? 'product' : 'products'})`;

/**
 * The options of a select filter: the field's known values with their product counts, leaving out any
 * value no product holds (count 0), since filtering on it finds nothing (issue #14).
 */
export function selectFilterOptions(values: readonly ValueCount[]): ValueCount[] {
  return values.filter((v) => v.count > 0);
}
