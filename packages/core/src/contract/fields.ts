import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { text } from './text';
import {
  CompanyParams,
  Count,
  Id,
  Timestamp,
  ValueCount,
  SortOrder,
  SuccessResponse,
  aliasedEnum,
  optionalQuery,
  queryBoolean,
  requiredText,
  optionalText,
} from './common';
import {
  DEFAULT_FIELD_MAX_LENGTH,
  DEFAULT_FIELD_MIN_LENGTH,
  DEFAULT_SORT_ORDER,
  FIELD_DISPLAY_NAME_MAX_LENGTH,
  FIELD_NAME_MAX_LENGTH,
} from './constants';

zodWithoutEvalInBrowsers();

// ---------------------------------------------------------------- types

/** Input widget of a field: union of the editor, schema manager, API reference and product field lists — spec part 1 §3, part 2 §3. */
export const FieldType = z.enum([
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'multiselect',
  'date',
  'datetime',
  'url',
  'email',
  'phone',
  'file',
  'image',
  'json',
  'checkbox',
]);
export type FieldType = z.infer<typeof FieldType>;

/** Stored value type of a field — spec part 1 §3, part 2 §3. */
export const DataType = z.enum(['string', 'number', 'boolean', 'date', 'url', 'product_id']);
export type DataType = z.infer<typeof DataType>;

/** A data type as sent or stored; the API reference's text/integer/decimal read as string/number. */
export const DataTypeInput = aliasedEnum(DataType, { text: 'string', integer: 'number', decimal: 'number' });

/** The data type a field type implies — spec part 2 §3 ("any other type gives string"). */
export function dataTypeForFieldType(fieldType: FieldType): DataType {
  switch (fieldType) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'url':
      return 'url';
    default:
      return 'string';
  }
}

// ---------------------------------------------------------------- entities

/** A custom field definition of a company — spec part 1 §3, part 2 §3. */
export const FieldDefinition = z
  .object({
    id: Id,
    field_name: z.string(),
    display_name: z.string(),
    description: z.nullish(z.string()),
    help_text: z.nullable(z.string()),
    placeholder: z.nullish(z.string()),
    field_type: FieldType,
    data_type: DataTypeInput,
    group_id: z.nullable(Id),
    group_name: z.nullish(z.string()),
    is_required: z.boolean(),
    is_multiple: z.boolean(),
    is_core_field: z._default(z.boolean(), false),
    min_value: z.nullable(z.number()),
    max_value: z.nullable(z.number()),
    min_length: z.nullable(z.int()),
    max_length: z.nullable(z.int()),
    allowed_values: z.nullable(z.array(z.string())),
    sort_order: z.int(),
    is_active: z._default(z.boolean(), true),
    /** Products using the field; present when include_usage=true. */
    usage_count: z.optional(Count),
    sample_values: z.optional(z.array(ValueCount)),
    created_at: z.optional(Timestamp),
    updated_at: z.optional(Timestamp),
  })
  .check(z.meta({ id: 'FieldDefinition', description: 'A custom field definition of a company.' }));
export type FieldDefinition = z.infer<typeof FieldDefinition>;

/** A field group of a company — spec part 1 §3, part 2 §3. */
export const FieldGroup = z
  .object({
    id: Id,
    name: z.string(),
    display_name: z.string(),
    description: z.nullable(z.string()),
    sort_order: z.int(),
    field_count: z._default(Count, 0),
    created_at: Timestamp,
    fields: z.optional(z.array(FieldDefinition)),
  })
  .check(z.meta({ id: 'FieldGroup', description: 'A field group of a company.' }));
export type FieldGroup = z.infer<typeof FieldGroup>;

// ---------------------------------------------------------------- field definition bodies

/** Message when a required input of the custom-field form is missing — spec part 1 §5. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill out all required fields';

/** A field name: lowercased, spaces to underscores, then letters, digits and underscores only — spec part 1 §5, part 2 §3. */
export const FieldName = z.string({ error: REQUIRED_FIELDS_MESSAGE }).check(
  z.trim(),
  z.toLowerCase(),
  z.overwrite((s) => s.replace(/\s+/g, '_')),
  z.minLength(1, REQUIRED_FIELDS_MESSAGE),
  z.maxLength(FIELD_NAME_MAX_LENGTH, `Field name must be at most ${FIELD_NAME_MAX_LENGTH} characters`),
  z.regex(/^[a-z0-9_]+$/, 'Field name may contain only letters, numbers and underscores'),
);

const DisplayName = requiredText(REQUIRED_FIELDS_MESSAGE, 'name', {
  maxLength: FIELD_DISPLAY_NAME_MAX_LENGTH,
  tooLong: `Display name must be at most ${FIELD_DISPLAY_NAME_MAX_LENGTH} characters`,
});

/** Allowed values as a list or as text with one value per line; trimmed, empty lines dropped — spec part 2 §5.5. */
export const AllowedValues = z.pipe(
  z.union([z.array(text('name')), text('long')]),
  z.transform((v) => (Array.isArray(v) ? v : v.split(/\r?\n/)).map((s) => s.trim()).filter((s) => s.length > 0)),
);

const definitionShape = {
  display_name: DisplayName,
  description: optionalText('short'),
  help_text: optionalText('short'),
  placeholder: optionalText('name'),
  field_type: z.enum(FieldType.options, {
    error: (iss) => (iss.input === undefined ? REQUIRED_FIELDS_MESSAGE : undefined),
  }),
  data_type: z.optional(DataTypeInput),
  group_id: z.nullable(Id),
  is_required: z.boolean(),
  is_multiple: z.boolean(),
  min_value: z.nullish(z.number()),
  max_value: z.nullish(z.number()),
  min_length: z.nullish(z.int().check(z.gte(0, 'Min length must be at least 0'))),
  max_length: z.nullish(z.int().check(z.gte(1, 'Max length must be at least 1'))),
  allowed_values: z.nullish(AllowedValues),
  sort_order: SortOrder,
};

type Bounds = {
  min_value?: number | null;
  max_value?: number | null;
  min_length?: number | null;
  max_length?: number | null;
};
function checkBounds(v: Bounds, ctx: z.core.$RefinementCtx) {
  if (v.min_length != null && v.max_length != null && v.min_length > v.max_length)
    ctx.addIssue({ code: 'custom', path: ['max_length'], message: 'Max length must not be below min length' });
  if (v.min_value != null && v.max_value != null && v.min_value > v.max_value)
    ctx.addIssue({ code: 'custom', path: ['max_value'], message: 'Max value must not be below min value' });
}

/**
 * Body creating a field definition — spec part 1 §5, part 2 §5.5. data_type defaults to the one the field type
 * implies; string fields get min_length 0 and max_length 1000 by default; group_id null means ungrouped.
 */
export const FieldDefinitionCreate = z.pipe(
  z
    .strictObject({
      ...definitionShape,
      field_name: FieldName,
      group_id: z._default(definitionShape.group_id, null),
      is_required: z._default(definitionShape.is_required, false),
      is_multiple: z._default(definitionShape.is_multiple, false),
      sort_order: z._default(SortOrder, DEFAULT_SORT_ORDER),
    })
    .check(z.superRefine(checkBounds)),
  z.transform((v) => {
    const data_type = v.data_type ?? dataTypeForFieldType(v.field_type);
    const isString = data_type === 'string';
    return {
      ...v,
      data_type,
      min_length: v.min_length ?? (isString ? DEFAULT_FIELD_MIN_LENGTH : null),
      max_length: v.max_length ?? (isString ? DEFAULT_FIELD_MAX_LENGTH : null),
      min_value: v.min_value ?? null,
      max_value: v.max_value ?? null,
      allowed_values: v.allowed_values ?? null,
    };
  }),
);
export type FieldDefinitionCreate = z.input<typeof FieldDefinitionCreate>;

/** Body updating a field definition; field_name is immutable, so a sent one must equal the stored one. */
export const FieldDefinitionUpdate = z
  .strictObject({
    field_name: z.optional(FieldName),
    display_name: z.optional(definitionShape.display_name),
    description: z.optional(definitionShape.description),
    help_text: z.optional(definitionShape.help_text),
    placeholder: z.optional(definitionShape.placeholder),
    field_type: z.optional(definitionShape.field_type),
    data_type: definitionShape.data_type,
    group_id: z.nullish(Id),
    is_required: z.optional(z.boolean()),
    is_multiple: z.optional(z.boolean()),
    is_active: z.optional(z.boolean()),
    min_value: definitionShape.min_value,
    max_value: definitionShape.max_value,
    min_length: definitionShape.min_length,
    max_length: definitionShape.max_length,
    allowed_values: definitionShape.allowed_values,
    sort_order: z.optional(SortOrder),
  })
  .check(z.superRefine(checkBounds));
export type FieldDefinitionUpdate = z.input<typeof FieldDefinitionUpdate>;

/** Filters of the field definition list — spec part 1 §7, part 2 §7.4. */
export const FieldListQuery = z.object({
  search: optionalQuery(text('search')),
  group_id: optionalQuery(Id),
  include_usage: z._default(queryBoolean, false),
  is_active: optionalQuery(queryBoolean),
});
export type FieldListQuery = z.infer<typeof FieldListQuery>;

/** Field definition list answer. */
export const FieldListResponse = z.object({ fields: z.array(FieldDefinition), total: Count });
export type FieldListResponse = z.infer<typeof FieldListResponse>;

/** Answer carrying one saved field definition ("error if absent" — spec part 1 §7). */
export const FieldDefinitionResponse = z.object({ field: FieldDefinition });
export type FieldDefinitionResponse = z.infer<typeof FieldDefinitionResponse>;

/**
 * Query of a field delete: a field in use is deleted only with delete_values=true, the editor's confirmed
 * 'Delete Field & Data' path (spec part 2 §2.9, §4.5); otherwise 409.
 */
export const FieldDeleteQuery = z.object({ delete_values: z._default(queryBoolean, false) });
export type FieldDeleteQuery = z.infer<typeof FieldDeleteQuery>;

/** Distinct values of a field with product counts — spec part 1 §7. */
export const FieldValuesResponse = z.object({ values: z.array(ValueCount) });
export type FieldValuesResponse = z.infer<typeof FieldValuesResponse>;

// ---------------------------------------------------------------- group bodies

const GROUP_NAME_RULE =
  'Group name must start with a letter and contain only lowercase letters, numbers, and underscores';

/** A group's internal name — spec part 2 §5.5. */
export const GroupName = requiredText('Group name is required').check(z.regex(/^[a-z][a-z0-9_]*$/, GROUP_NAME_RULE));

/** Body creating a field group — spec part 2 §5.5 (sort order defaults to 999). */
export const FieldGroupCreate = z.strictObject({
  name: GroupName,
  display_name: requiredText('Display name is required'),
  description: optionalText('short'),
  sort_order: z._default(SortOrder, DEFAULT_SORT_ORDER),
});
export type FieldGroupCreate = z.input<typeof FieldGroupCreate>;

/** Body updating a field group; the name is fixed after creation, so a sent one must equal the stored one. */
export const FieldGroupUpdate = z.strictObject({
  name: z.optional(GroupName),
  display_name: z.optional(requiredText('Display name is required')),
  description: z.optional(optionalText('short')),
  sort_order: z.optional(SortOrder),
});
export type FieldGroupUpdate = z.input<typeof FieldGroupUpdate>;

/** Body giving every group its new sort order — spec part 2 §7.4. */
export const FieldGroupReorder = z.strictObject({
  group_orders: z.array(z.strictObject({ group_id: Id, sort_order: SortOrder })).check(z.minLength(1)),
});
export type FieldGroupReorder = z.input<typeof FieldGroupReorder>;

/** Field group list answer. */
export const FieldGroupListResponse = z.object({ groups: z.array(FieldGroup) });
export type FieldGroupListResponse = z.infer<typeof FieldGroupListResponse>;

/** Answer carrying one saved field group. */
export const FieldGroupResponse = z.object({ group: FieldGroup });
export type FieldGroupResponse = z.infer<typeof FieldGroupResponse>;

const FieldParams = z.extend(CompanyParams, { fieldId: Id });
const GroupParams = z.extend(CompanyParams, { groupId: Id });

export const fieldRoutes = {
  listFields: defineRoute({
    id: 'listFields',
    method: 'GET',
    path: '/companies/:companyId/fields',
    params: CompanyParams,
    query: FieldListQuery,
    response: FieldListResponse,
    auth: 'token',
    summary: 'Field definitions of the company, optionally with usage counts.',
    tag: 'fields',
  }),
  createField: defineRoute({
    id: 'createField',
    method: 'POST',
    path: '/companies/:companyId/fields',
    status: 201,
    params: CompanyParams,
    body: FieldDefinitionCreate,
    response: FieldDefinitionResponse,
    auth: 'token',
    summary: 'Create a field definition.',
    tag: 'fields',
  }),
  getField: defineRoute({
    id: 'getField',
    method: 'GET',
    path: '/companies/:companyId/fields/:fieldId',
    params: FieldParams,
    response: FieldDefinitionResponse,
    auth: 'token',
    summary: 'One field definition.',
    tag: 'fields',
  }),
  updateField: defineRoute({
    id: 'updateField',
    method: 'PUT',
    path: '/companies/:companyId/fields/:fieldId',
    params: FieldParams,
    body: FieldDefinitionUpdate,
    response: FieldDefinitionResponse,
    auth: 'token',
    summary: 'Update a field definition.',
    tag: 'fields',
  }),
  deleteField: defineRoute({
    id: 'deleteField',
    method: 'DELETE',
    path: '/companies/:companyId/fields/:fieldId',
    params: FieldParams,
    query: FieldDeleteQuery,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Delete a field definition and all its product values.',
    tag: 'fields',
  }),
  getFieldValues: defineRoute({
    id: 'getFieldValues',
    method: 'GET',
    path: '/companies/:companyId/fields/:fieldId/values',
    params: FieldParams,
    response: FieldValuesResponse,
    auth: 'token',
    summary: 'Distinct values of a field with product counts.',
    tag: 'fields',
  }),
  listFieldGroups: defineRoute({
    id: 'listFieldGroups',
    method: 'GET',
    path: '/companies/:companyId/field-groups',
    params: CompanyParams,
    response: FieldGroupListResponse,
    auth: 'token',
    summary: 'Field groups of the company.',
    tag: 'fields',
  }),
  createFieldGroup: defineRoute({
    id: 'createFieldGroup',
    method: 'POST',
    path: '/companies/:companyId/field-groups',
    status: 201,
    params: CompanyParams,
    body: FieldGroupCreate,
    response: FieldGroupResponse,
    auth: 'token',
    summary: 'Create a field group.',
    tag: 'fields',
  }),
  reorderFieldGroups: defineRoute({
    id: 'reorderFieldGroups',
    method: 'PUT',
    path: '/companies/:companyId/field-groups/reorder',
    params: CompanyParams,
    body: FieldGroupReorder,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Save a new order of field groups.',
    tag: 'fields',
  }),
  updateFieldGroup: defineRoute({
    id: 'updateFieldGroup',
    method: 'PUT',
    path: '/companies/:companyId/field-groups/:groupId',
    params: GroupParams,
    body: FieldGroupUpdate,
    response: FieldGroupResponse,
    auth: 'token',
    summary: 'Update a field group.',
    tag: 'fields',
  }),
  deleteFieldGroup: defineRoute({
    id: 'deleteFieldGroup',
    method: 'DELETE',
    path: '/companies/:companyId/field-groups/:groupId',
    params: GroupParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Delete an empty field group (refused while it holds fields).',
    tag: 'fields',
  }),
} as const;
