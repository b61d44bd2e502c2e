// The Field Group and Field Definition editors' drafts, checked with the contract's zod schemas (every
// §5.5 message comes from there) and turned into request bodies — spec part 2 §2.9, §5.5. Pure.
import type * as z from 'zod/mini';
import {
  FIELD_NAME_MAX_LENGTH,
  FieldDefinitionCreate,
  FieldDefinitionUpdate,
  FieldGroupCreate,
  FieldGroupUpdate,
  type FieldDefinition,
  type FieldGroup,
  type FieldType,
} from '../contract/index';
import { GROUP_NAME_MAX, NEW_SORT_ORDER } from './constants';

/** Messages by input name; empty when the draft is valid. */
export type DraftErrors = Record<string, string>;

/** A group name from a display name: lowercase, letters, digits and spaces kept, spaces to underscores, ≤ 50. */
export function suggestGroupName(displayName: string): string {
  return displayName
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '_')
    .slice(0, GROUP_NAME_MAX);
}

function errorsOf(error: z.core.$ZodError): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The group editor's inputs as typed. */
export interface GroupEditorDraft {
  name: string;
  display_name: string;
  description: string;
  sort_order: string;
}

/** An empty draft (sort order 999), or the group's values when editing. */
export function groupEditorDraft(group?: FieldGroup | null): GroupEditorDraft {
  return group
    ? {
        name: group.name,
        display_name: group.display_name,
        description: group.description ?? '',
        sort_order: String(group.sort_order),
      }
    : { name: '', display_name: '', description: '', sort_order: String(NEW_SORT_ORDER) };
}

/**
 * Create: a new display name, with the group name auto-filled from it while the name is empty or still the
 * one filled from the previous display name (a name the user typed stays) — spec part 2 §5.5.
 */
export function withGroupDisplayName(draft: GroupEditorDraft, displayName: string): GroupEditorDraft {
  const following = draft.name === '' || draft.name === suggestGroupName(draft.display_name);
  return { ...draft, display_name: displayName, name: following ? suggestGroupName(displayName) : draft.name };
}

const sortOrderOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Create: the body, the name auto-filled from the display name when empty — spec part 2 §5.5. */
export function groupCreateBody(draft: GroupEditorDraft): { body: FieldGroupCreate | null; errors: DraftErrors } {
  const name = draft.name.trim() === '' ? suggestGroupName(draft.display_name) : draft.name.trim();
  const parsed = FieldGroupCreate.safeParse({
    name,
    display_name: draft.display_name,
    description: draft.description,
    sort_order: sortOrderOf(draft.sort_order),
  });
  return parsed.success ? { body: parsed.data, errors: {} } : { body: null, errors: errorsOf(parsed.error) };
}

/** Edit: the body without the name (disabled when editing). */
export function groupUpdateBody(draft: GroupEditorDraft): { body: FieldGroupUpdate | null; errors: DraftErrors } {
  const parsed = FieldGroupUpdate.safeParse({
    display_name: draft.display_name,
    description: draft.description,
    sort_order: sortOrderOf(draft.sort_order),
  });
  return parsed.success ? { body: parsed.data, errors: {} } : { body: null, errors: errorsOf(parsed.error) };
}

/** Field types the Schema Manager's own editor offers — spec part 2 §3. */
export const SCHEMA_EDITOR_FIELD_TYPES: readonly FieldType[] = [
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'multiselect',
  'date',
  'url',
  'email',
];

/** The field editor's inputs as typed. */
export interface FieldEditorDraft {
  field_name: string;
  display_name: string;
  help_text: string;
  field_type: FieldType | '';
  /** '' = ungrouped. */
  group_id: string;
  is_required: boolean;
  is_multiple: boolean;
  min_value: string;
  max_value: string;
  min_length: string;
  max_length: string;
  /** One value per line. */
  allowed_values: string;
}

/** An empty draft (in `groupId` when adding from a group; lengths 0 and 1000), or the field's values. */
export function fieldEditorDraft(field?: FieldDefinition | null, groupId: string | null = null): FieldEditorDraft {
  const text = (v: number | null | undefined, fallback = '') => (v == null ? fallback : String(v));
  return {
    field_name: field?.field_name ?? '',
    display_name: field?.display_name ?? '',
    help_text: field?.help_text ?? '',
    field_type: field?.field_type ?? 'text',
    group_id: field ? (field.group_id ?? '') : (groupId ?? ''),
    is_required: field?.is_required ?? false,
    is_multiple: field?.is_multiple ?? false,
    min_value: text(field?.min_value),
    max_value: text(field?.max_value),
    min_length: text(field?.min_length, '0'),
    max_length: text(field?.max_length, '1000'),
    allowed_values: (field?.allowed_values ?? []).join('\n'),
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const isText = (type: string) => type === 'text' || type === 'textarea';
const isSelect = (type: string) => type === 'select' || type === 'multiselect';

/** The properties a draft sends: limits only for the types that use them — spec part 2 §5.5. */
function fieldProps(draft: FieldEditorDraft) {
  const type = draft.field_type;
  return {
    display_name: draft.display_name,
    help_text: draft.help_text,
    field_type: type === '' ? undefined : type,
    group_id: draft.group_id === '' ? null : draft.group_id,
    is_required: draft.is_required,
    is_multiple: draft.is_multiple,
    min_value: type === 'number' ? numberOrNull(draft.min_value) : null,
    max_value: type === 'number' ? numberOrNull(draft.max_value) : null,
    min_length: isText(type) ? numberOrNull(draft.min_length) : null,
    max_length: isText(type) ? numberOrNull(draft.max_length) : null,
    allowed_values: isSelect(type) ? draft.allowed_values : null,
  };
}

/** Create: the body or the messages. */
export function fieldCreateBody(draft: FieldEditorDraft): { body: FieldDefinitionCreate | null; errors: DraftErrors } {
  const body = { field_name: draft.field_name, ...fieldProps(draft) };
  const parsed = FieldDefinitionCreate.safeParse(body);
  return parsed.success
    ? { body: body as FieldDefinitionCreate, errors: {} }
    : { body: null, errors: errorsOf(parsed.error) };
}

/** Edit: the body (the field name is not sent: it is disabled when editing) or the messages. */
export function fieldUpdateBody(draft: FieldEditorDraft): { body: FieldDefinitionUpdate | null; errors: DraftErrors } {
  const body = fieldProps(draft);
  const parsed = FieldDefinitionUpdate.safeParse(body);
  return parsed.success
    ? { body: body as FieldDefinitionUpdate, errors: {} }
    : { body: null, errors: errorsOf(parsed.error) };
}

/** A field name from a display name (the editor fills it while the name is untouched): lowercase, runs of other characters to one underscore. */
export function suggestFieldName(displayName: string): string {
  return displayName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FIELD_NAME_MAX_LENGTH);
}
