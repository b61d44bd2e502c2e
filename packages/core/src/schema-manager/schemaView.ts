// What the Schema tab shows of an overview: search over name, type and help text, the collapse rule,
// highlight segments, and the reorder arithmetic — spec part 2 §2.8, §2.9, §4.5. Pure.
import type { FieldDefinition, FieldGroup, FieldGroupReorder, FieldReorder, SchemaOverview } from '../contract/index';
import type { SchemaManagerMessages } from '../messages/index';
import { COLLAPSE_ABOVE_FIELDS } from './constants';
import { searchResultMessage } from './messages';

/** A group as the tab lists it; the ungrouped fields form a pseudo-group with `group: null`. */
export interface SchemaSection {
  /** The group's id, or 'ungrouped'. */
  key: string;
  group: FieldGroup | null;
  fields: FieldDefinition[];
}

/** Key of the pseudo-group of fields without a group. */
export const UNGROUPED_KEY = 'ungrouped';

/** The overview's groups in order, fields by sort_order, then the ungrouped fields (when any). */
export function schemaSections(overview: SchemaOverview): SchemaSection[] {
  const byOrder = (a: FieldDefinition, b: FieldDefinition) => a.sort_order - b.sort_order;
  const sections: SchemaSection[] = overview.groups.map(({ group, fields }) => ({
    key: group.id,
    group,
    fields: [...fields].sort(byOrder),
  }));
  if (overview.ungrouped_fields.length > 0)
    sections.push({ key: UNGROUPED_KEY, group: null, fields: [...overview.ungrouped_fields].sort(byOrder) });
  return sections;
}

/** Whether a field matches the search: field or display name, type, or help text contain it (any case). */
export function schemaFieldMatches(field: FieldDefinition, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return searchText(field).includes(needle);
}

/** The lowercase text a search looks in: the four searched texts, kept apart so no match spans two. */
function searchText(field: FieldDefinition): string {
  return [field.field_name, field.display_name, field.field_type, field.help_text ?? '']
    .map((text) => text.toLowerCase())
    .join('\u0000');
}

/** Each field's lowercase search text by id, computed once per overview so a keystroke only scans strings. */
export type SchemaSearchIndex = ReadonlyMap<string, string>;

/** The search index of `sections` (see searchSchema). */
export function schemaSearchIndex(sections: readonly SchemaSection[]): SchemaSearchIndex {
  return new Map(sections.flatMap((section) => section.fields.map((field) => [field.id, searchText(field)] as const)));
}

/**
 * The search result: sections keeping only matching fields (sections without any dropped) and the message.
 * `index` (from schemaSearchIndex over the same sections) spares lowercasing every field per keystroke;
 * `messages` words the message (default English).
 */
export function searchSchema(
  sections: readonly SchemaSection[],
  term: string,
  index?: SchemaSearchIndex,
  messages?: Pick<SchemaManagerMessages, 'foundFields' | 'noFieldsFound'>,
): { active: boolean; sections: SchemaSection[]; count: number; message: string | null } {
  const needle = term.trim().toLowerCase();
  if (needle === '') return { active: false, sections: [...sections], count: 0, message: null };
  const matches = (field: FieldDefinition) => (index?.get(field.id) ?? searchText(field)).includes(needle);
  const found = sections
    .map((section) => ({ ...section, fields: section.fields.filter(matches) }))
    .filter((section) => section.fields.length > 0);
  const count = found.reduce((n, section) => n + section.fields.length, 0);
  return { active: true, sections: found, count, message: searchResultMessage(count, messages) };
}

/** Groups start collapsed when the schema holds more than 20 fields, else expanded — spec part 2 §2.8. */
export function startsExpanded(totalFields: number): boolean {
  return totalFields <= COLLAPSE_ABOVE_FIELDS;
}

/** `text` cut into plain and matching parts, for highlighting search terms. */
export function highlightParts(text: string, term: string): { text: string; match: boolean }[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** `items` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}

/** The reorder body of a group's fields in their new order: sort_order from 1 — spec part 2 §4.5. */
export function fieldOrderBody(groupId: string | null, fields: readonly Pick<FieldDefinition, 'id'>[]): FieldReorder {
  return {
    group_id: groupId,
    field_orders: fields.map((field, index) => ({ field_id: field.id, sort_order: index + 1 })),
  };
}

/** The group reorder body: a sort order per group, from 1 in the new order. */
export function groupOrderBody(groups: readonly Pick<FieldGroup, 'id'>[]): FieldGroupReorder {
  return { group_orders: groups.map((group, index) => ({ group_id: group.id, sort_order: index + 1 })) };
}

/** The overview with one section's fields (or the groups) in a new order, sort orders renumbered. */
export function applyFieldOrder(overview: SchemaOverview, sectionKey: string, ids: readonly string[]): SchemaOverview {
  const reorder = (fields: FieldDefinition[]) => {
    const byId = new Map(fields.map((field) => [field.id, field]));
    return ids.flatMap((id, index) => {
      const field = byId.get(id);
      return field ? [{ ...field, sort_order: index + 1 }] : [];
    });
  };
  if (sectionKey === UNGROUPED_KEY) return { ...overview, ungrouped_fields: reorder(overview.ungrouped_fields) };
  return {
    ...overview,
    groups: overview.groups.map((entry) =>
      entry.group.id === sectionKey ? { ...entry, fields: reorder(entry.fields) } : entry,
    ),
  };
}

/** The overview with its groups in a new order (sort orders from 1). */
export function applyGroupOrder(overview: SchemaOverview, ids: readonly string[]): SchemaOverview {
  const byId = new Map(overview.groups.map((entry) => [entry.group.id, entry]));
  return {
    ...overview,
    groups: ids.flatMap((id, index) => {
      const entry = byId.get(id);
      return entry ? [{ ...entry, group: { ...entry.group, sort_order: index + 1 } }] : [];
    }),
  };
}

/** The schema as the Export Schema button saves it, and its file name with today's date — spec part 2 §2.8. */
export function schemaExport(overview: SchemaOverview, today: Date = new Date()): { filename: string; json: string } {
  const date = today.toISOString().slice(0, 10);
  return { filename: `schema-export-${date}.json`, json: JSON.stringify(overview, null, 2) };
}
