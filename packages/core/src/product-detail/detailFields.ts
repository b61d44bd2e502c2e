import { OTHER_FIELDS_GROUP, type FieldGroup, type ProductField } from '../contract/index';
import { OTHER_FIELDS_KEY, checkFirstGroups, type FieldGroupView } from '../product-fields/index';

/** A field last updated by a user shows the 'Manual Override' badge — spec part 1 §2. */
export const isManualOverride = (field: Pick<ProductField, 'updated_by_type'>): boolean =>
  field.updated_by_type === 'user';

/**
 * The detail dialog's field groups — spec part 1 §2, §3: groups in their sort order, ungrouped fields in
 * 'Other Fields' (999), and before them the fields that need a check (see checkFirstGroups). In edit mode every
 * known group shows, and 'Other Fields' always, so a field can be added to any group.
 */
export function detailFieldGroups<F extends ProductField>(
  fields: readonly F[],
  groups: readonly Pick<FieldGroup, 'id' | 'display_name' | 'sort_order'>[],
  { editing = false }: { editing?: boolean } = {},
): FieldGroupView<F>[] {
  const views = checkFirstGroups(fields, groups, { includeEmptyGroups: editing });
  if (!editing || views.some((g) => g.key === OTHER_FIELDS_KEY)) return views;
  return [
    ...views,
    {
      key: OTHER_FIELDS_KEY,
      groupId: null,
      displayName: OTHER_FIELDS_GROUP.display_name,
      sortOrder: OTHER_FIELDS_GROUP.sort_order,
      fields: [],
    },
  ];
}
