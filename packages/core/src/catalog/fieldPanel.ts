// The field groups of the filter panel and its 'Search Fields' box — spec part 1 §2, §3.
import type { FieldDefinition, FieldGroup } from '../contract/index';
import { groupFields, type FieldGroupView } from '../product-fields/index';
import type { CatalogMessages } from '../messages/index';
import { fieldCountText } from './constants';

/** A field definition as the filter panel lists it. */
export type CatalogField = FieldDefinition & {
  field_definition_id: string;
  group_name: string | null;
  group_display_name: string | null;
};

/** A field definition made groupable (by its group id; ungrouped fields go to 'Other Fields', 999). */
export const toCatalogField = (field: FieldDefinition): CatalogField => ({
  ...field,
  field_definition_id: field.id,
  group_name: field.group_name ?? null,
  group_display_name: null,
});

/** Whether a field matches the Search Fields text (display name or field name, case-insensitive; empty matches all). */
export function fieldMatches(field: Pick<FieldDefinition, 'display_name' | 'field_name'>, search: string): boolean {
  const text = search.trim().toLowerCase();
  return (
    text === '' || field.display_name.toLowerCase().includes(text) || field.field_name.toLowerCase().includes(text)
  );
}

/** The filter panel's groups for a field search, with the 'N of M fields' counts. */
export interface FieldPanel {
  groups: FieldGroupView<CatalogField>[];
  visibleFieldCount: number;
  totalFieldCount: number;
  /** 'N of M fields'. */
  fieldCountText: string;
}

/** Fields grouped as in the dialogs (group order, then 'Other Fields'), keeping those matching `search`. */
export function fieldPanelFor(
  fields: readonly FieldDefinition[],
  groups: readonly FieldGroup[],
  search: string,
  messages?: Pick<CatalogMessages, 'fieldCount'>,
): FieldPanel {
  const visible = fields.filter((f) => fieldMatches(f, search)).map(toCatalogField);
  return {
    groups: groupFields(visible, groups),
    visibleFieldCount: visible.length,
    totalFieldCount: fields.length,
    fieldCountText: fieldCountText(visible.length, fields.length, messages),
  };
}
