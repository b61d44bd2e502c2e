// Catalogue filter rules as pure functions — spec part 1 §2 (Add Filter dialog), §5.
import {
  readNumberFilter,
  textProblem,
  type FieldDefinition,
  type ProductFilter,
  type ValueCount,
} from '../contract/index';
import { catalogMessages, type CatalogMessages } from '../messages/index';

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

/** The boolean options in the given texts (default English). */
export const booleanFilterOptions = (m: CatalogMessages = catalogMessages): Array<{ value: string; label: string }> => [
  { value: '', label: m.filterEither },
  { value: 'true', label: m.filterYes },
  { value: 'false', label: m.filterNo },
];

/** The label and placeholder of the value input for a kind, in the given texts (default English). */
export function filterInputText(
  kind: FilterKind,
  m: CatalogMessages = catalogMessages,
): { label: string; placeholder?: string } {
  switch (kind) {
    case 'text':
      return { label: m.filterContainsLabel, placeholder: m.filterContainsPlaceholder };
    case 'number':
      return { label: m.filterNumberLabel, placeholder: m.filterNumberPlaceholder };
    case 'boolean':
      return { label: m.filterBooleanLabel };
    case 'select':
      return { label: m.filterSelectLabel, placeholder: m.filterSelectPlaceholder };
    default:
      return { label: m.filterFreeLabel, placeholder: m.filterFreePlaceholder };
  }
}

/** The Add Filter button is disabled while the value is empty, except for boolean fields — spec part 1 §2. */
export function canAddFilter(kind: FilterKind, value: string): boolean {
  return kind === 'boolean' || value.trim() !== '';
}

/** A number filter read: an exact value, or a range from min to max. */
export type NumberFilter = { type: 'exact'; value: number } | { type: 'range'; min: number; max: number };

/** Result of reading a filter value: the value to send, or a message saying what is wrong. */
export type FilterValueResult<T = string> = { ok: true; value: T } | { ok: false; message: string };

export const NUMBER_FILTER_MESSAGE = catalogMessages.filterNotANumber;
export const NUMBER_RANGE_MESSAGE = catalogMessages.filterBadRange;
export const NUMBER_RANGE_ORDER_MESSAGE = catalogMessages.filterReversedRange;

const NUMBER_MESSAGE_KEYS = {
  'not-a-number': 'filterNotANumber',
  'bad-range': 'filterBadRange',
  'reversed-range': 'filterReversedRange',
} as const;

/**
 * A number filter value: one containing '-' is a range ('1-5', '2.5 - 10'), otherwise an exact value
 * ('2.5', or one negative number such as '-5') — spec part 1 §5, read by the contract's
 * `readNumberFilter` exactly as the server reads it. Anything else is refused with a message.
 */
export function parseNumberFilter(text: string, m: CatalogMessages = catalogMessages): FilterValueResult<NumberFilter> {
  const read = readNumberFilter(text);
  if (!read.ok) return { ok: false, message: m[NUMBER_MESSAGE_KEYS[read.problem]] };
  return {
    ok: true,
    value: read.type === 'exact' ? { type: 'exact', value: read.min } : { type: 'range', min: read.min, max: read.max },
  };
}

/** A number filter as sent: '2.5' or '1-5'. */
export const formatNumberFilter = (filter: NumberFilter): string =>
  filter.type === 'exact' ? String(filter.value) : `${filter.min}-${filter.max}`;

/** The value to send for what was entered, checked by kind (numbers parsed, text trimmed). */
export function validateFilterValue(
  kind: FilterKind,
  value: string,
  m: CatalogMessages = catalogMessages,
): FilterValueResult {
  if (kind === 'boolean') {
    return BOOLEAN_FILTER_OPTIONS.some((o) => o.value === value)
      ? { ok: true, value }
      : { ok: false, message: m.filterChooseBoolean };
  }
  if (kind === 'number') {
    const parsed = parseNumberFilter(value, m);
    return parsed.ok ? { ok: true, value: formatNumberFilter(parsed.value) } : parsed;
  }
  const text = kind === 'select' ? value : value.trim();
  if (text === '') return { ok: false, message: m.filterEnterValue };
  // The API's text rule for filter values (issue #11): refused here, with its message, not sent.
  const problem = textProblem(text, 'search');
  return problem ? { ok: false, message: problem } : { ok: true, value: text };
}

/** The active filter for a field and an entered value, or the message saying why it cannot be added. */
export function makeFilter(
  field: FilterableField,
  value: string,
  m: CatalogMessages = catalogMessages,
): FilterValueResult<ActiveFilter> {
  const kind = filterKindOf(field);
  const checked = validateFilterValue(kind, value, m);
  if (!checked.ok) return checked;
  return { ok: true, value: { field: field.field_name, value: checked.value, displayName: field.display_name, kind } };
}

/** How an active filter reads in the panel, e.g. 'Material contains "steel"', 'Capacity (ml): 500 to 750'. */
export function filterLabel(
  filter: Pick<ActiveFilter, 'displayName' | 'kind' | 'value'>,
  m: CatalogMessages = catalogMessages,
): string {
  const { displayName: name, kind, value } = filter;
  switch (kind) {
    case 'text':
      return m.filterContains(name, value);
    case 'number': {
      const parsed = parseNumberFilter(value, m);
      if (parsed.ok && parsed.value.type === 'range') return m.filterRange(name, parsed.value.min, parsed.value.max);
      return m.filterEquals(name, value);
    }
    case 'boolean':
      return m.filterIs(name, booleanFilterOptions(m).find((o) => o.value === value)?.label ?? value);
    default:
      return m.filterIs(name, value);
  }
}

/** An option of a 'Select Value' dropdown: the value with its product count, e.g. 'Hydro Flask (12 products)'. */
export const valueOptionLabel = ({ value, count }: ValueCount, m: CatalogMessages = catalogMessages): string =>
  m.valueOption(value, count);

/**
 * The options of a select filter: the field's known values with their product counts, leaving out any
 * value no product holds (count 0), since filtering on it finds nothing (issue #14).
 */
export function selectFilterOptions(values: readonly ValueCount[]): ValueCount[] {
  return values.filter((v) => v.count > 0);
}
