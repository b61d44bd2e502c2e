// The field_definitions columns the server selects: the one list of them, beside the product code that
// reads definitions (definitions.ts), used by the field calls (fields/queries.ts) and by the product,
// catalogue and history calls.
import { fieldDefinitions, fieldGroups } from '../db/schema';

/** The definition columns value checks, audit entries and answers use (rows typed `FieldDef`). */
export const definitionColumns = {
  id: fieldDefinitions.id,
  field_name: fieldDefinitions.field_name,
  display_name: fieldDefinitions.display_name,
  field_type: fieldDefinitions.field_type,
  data_type: fieldDefinitions.data_type,
  group_id: fieldDefinitions.group_id,
  sort_order: fieldDefinitions.sort_order,
  is_multiple: fieldDefinitions.is_multiple,
  is_core_field: fieldDefinitions.is_core_field,
  min_value: fieldDefinitions.min_value,
  max_value: fieldDefinitions.max_value,
  min_length: fieldDefinitions.min_length,
  max_length: fieldDefinitions.max_length,
  allowed_values: fieldDefinitions.allowed_values,
};

/** Every column of a definition plus its group's internal name (join field_groups): the field calls' rows. */
export const fieldColumns = {
  ...definitionColumns,
  description: fieldDefinitions.description,
  help_text: fieldDefinitions.help_text,
  placeholder: fieldDefinitions.placeholder,
  group_name: fieldGroups.name,
  is_required: fieldDefinitions.is_required,
  is_active: fieldDefinitions.is_active,
  created_at: fieldDefinitions.created_at,
  updated_at: fieldDefinitions.updated_at,
};
