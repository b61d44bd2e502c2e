// Conversions between seed values, typed field-value columns, audit JSON and display text.
import type { FieldTemplate } from './fields';
import type { SeedValue } from './product-content';

/** The typed value columns of product_field_values for one value. */
export function typedColumns(template: FieldTemplate, value: SeedValue) {
  const columns = {
    value_text: null as string | null,
    value_number: null as number | null,
    value_boolean: null as boolean | null,
    value_date: null as string | null,
  };
  if (template.data_type === 'number') columns.value_number = Number(value);
  else if (template.data_type === 'boolean') columns.value_boolean = Boolean(value);
  else if (template.data_type === 'date') columns.value_date = String(value);
  else if (template.is_multiple) columns.value_text = JSON.stringify(Array.isArray(value) ? value : [String(value)]);
  else columns.value_text = String(value);
  return columns;
}

/** The value as a person reads it. */
export function displayValue(value: SeedValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
