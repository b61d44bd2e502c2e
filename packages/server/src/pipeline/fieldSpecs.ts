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
