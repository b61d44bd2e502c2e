import { OTHER_FIELDS_GROUP, type FieldGroup, type ProductField } from '../contract/index';

/** The fields a group view needs. */
type GroupableField = Pick<
  ProductField,
  'field_definition_id' | 'display_name' | 'group_id' | 'group_display_name' | 'group_name' | 'sort_order'
>;

/** One group of fields as shown: a stable key, its name, sort order and its fields in order. */
export interface FieldGroupView<F extends GroupableField = ProductField> {
  /** The group id, or 'other' for ungrouped fields. */
  key: string;
  /** The group id; null for 'Other Fields'. */
  groupId: string | null;
  displayName: string;
  sortOrder: number;
  fields: F[];
}

/** Key of the group that holds fields without a group. */
export const OTHER_FIELDS_KEY = 'other';

const byOrderThenName = (
  a: { sortOrder: number; displayName: string },
  b: { sortOrder: number; displayName: string },
) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName);

/**
 * Fields grouped by field group — spec part 1 §2, §3. Groups sort by their sort order (from `groups`,
 * else 999), then name; fields without a group (or whose group is unknown and unnamed) go to 'Other
 * Fields' with sort order 999, always after the named groups of equal order. Fields sort by sort order,
 * then display name. `extraGroups` adds empty groups (e.g. so a field can be added to any group).
 */
export function groupFields<F extends GroupableField>(
  fields: readonly F[],
  groups: readonly Pick<FieldGroup, 'id' | 'display_name' | 'sort_order'>[] = [],
  { includeEmptyGroups = false }: { includeEmptyGroups?: boolean } = {},
): FieldGroupView<F>[] {
  const known = new Map(groups.map((g) => [g.id, g]));
  const views = new Map<string, FieldGroupView<F>>();
  const viewFor = (field: F): FieldGroupView<F> => {
    const group = field.group_id ? known.get(field.group_id) : undefined;
    const name = group?.display_name ?? field.group_display_name ?? field.group_name;
    const key = field.group_id && name ? field.group_id : OTHER_FIELDS_KEY;
    let view = views.get(key);
    if (!view) {
      view =
        key === OTHER_FIELDS_KEY
          ? {
              key,
              groupId: null,
              displayName: OTHER_FIELDS_GROUP.display_name,
              sortOrder: OTHER_FIELDS_GROUP.sort_order,
              fields: [],
            }
          : {
              key,
              groupId: field.group_id,
              displayName: name!,
              sortOrder: group?.sort_order ?? OTHER_FIELDS_GROUP.sort_order,
              fields: [],
            };
      views.set(key, view);
    }
    return view;
  };
  for (const field of fields) viewFor(field).fields.push(field);
  if (includeEmptyGroups) {
    for (const g of groups) {
      if (!views.has(g.id))
        views.set(g.id, { key: g.id, groupId: g.id, displayName: g.display_name, sortOrder: g.sort_order, fields: [] });
    }
  }
  const sorted = [...views.values()].sort((a, b) => {
    if (a.sortOrder === b.sortOrder && (a.key === OTHER_FIELDS_KEY) !== (b.key === OTHER_FIELDS_KEY)) {
      return a.key === OTHER_FIELDS_KEY ? 1 : -1;
    }
    return byOrderThenName(a, b);
  });
  for (const view of sorted) {
    view.fields.sort((a, b) => a.sort_order - b.sort_order || a.display_name.localeCompare(b.display_name));
  }
  return sorted;
}
