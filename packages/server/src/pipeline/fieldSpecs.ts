// Field specs the pipeline writes to when no company definition names them: the core columns.
import type { FieldSpec } from './types';

/** A core column (clean_name, short_description, long_description) as a field spec without a definition. */
export const coreFieldSpec = (field_name: string, display_name: string, is_required: boolean): FieldSpec => ({
  id: null,
  field_name,
  display_name,
  field_type: field_name === 'clean_name' ? 'text' : 'textarea',
  data_type: 'string',
  is_required,
  is_multiple: false,
  allowed_values: null,
  min_value: null,
  max_value: null,
  min_length: null,
  max_length: null,
  description: null,
});

/**
 * A definition's description and help text as one text, joined with '. ' (either may be missing; a trailing
 * full stop is not doubled): the pipeline reads a field's unit there ('net weight in grams'). Null when neither.
 */
export function describedBy(description: string | null, helpText: string | null): string | null {
  const parts = [description, helpText].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  if (parts.length === 0) return null;
  return parts.map((part, i) => (i < parts.length - 1 ? part.replace(/\.+$/, '') : part)).join('. ');
}
