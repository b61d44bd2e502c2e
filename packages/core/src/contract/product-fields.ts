import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { Count, Id, optionalQuery, queryInt } from './common';
import { FieldValueInput, ProductField, ProductVersion, UpdatedByType } from './product-entities';
import { text } from './text';
import { HistoryResponse, ProductParams } from './products';

zodWithoutEvalInBrowsers();

const VALUE_KEYS = ['value', 'value_text', 'value_number', 'value_boolean'] as const;

/**
 * Body setting one field of a product — spec part 1 §7, part 2 §3: `value` or a typed variant
 * (value_text, value_number, value_boolean); a null value removes the field. source_type defaults to 'user'.
 */
export const FieldValueUpdate = z
  .strictObject({
    value: z.optional(FieldValueInput),
    value_text: z.optional(z.nullable(text('long'))),
    value_number: z.optional(z.nullable(z.number())),
    value_boolean: z.optional(z.nullable(z.boolean())),
    notes: z.optional(text('note').check(z.trim())),
    source_type: z._default(UpdatedByType, 'user'),
    expected_version: z.optional(ProductVersion),
  })
  .check(
    z.refine((v) => VALUE_KEYS.some((k) => k in v && v[k] !== undefined), {
      message: 'A value is required (null removes the field)',
      path: ['value'],
    }),
  );
export type FieldValueUpdate = z.input<typeof FieldValueUpdate>;

/** Answer of a field edit: the audit entry written and the field as now stored (null when removed). */
export const FieldValueUpdateResponse = z.object({
  success: z.boolean(),
  edit_history_id: z.nullable(Id),
  field: z.nullish(ProductField),
  /** The product's version after the call. */
  version: z.optional(ProductVersion),
});
export type FieldValueUpdateResponse = z.infer<typeof FieldValueUpdateResponse>;

/** Body adding an existing field definition to a product — spec part 1 §7. */
export const ProductFieldAdd = z.strictObject({
  field_definition_id: Id,
  value: z.optional(FieldValueInput),
  notes: z.optional(text('note').check(z.trim())),
  expected_version: z.optional(ProductVersion),
});
export type ProductFieldAdd = z.input<typeof ProductFieldAdd>;

/** Answer of adding a field: the new field. */
export const ProductFieldAddResponse = z.object({
  success: z.boolean(),
  field: ProductField,
  edit_history_id: z.nullish(Id),
  version: z.optional(ProductVersion),
});
export type ProductFieldAddResponse = z.infer<typeof ProductFieldAddResponse>;

/** Field definition id to its complete new list of values; an empty list removes the field — spec part 1 §7, part 2 §7.3. */
export const FieldUpdates = z.record(Id, z.array(text('long')));
export type FieldUpdates = z.infer<typeof FieldUpdates>;

/** Body replacing several fields of a product at once — spec part 1 §7. */
export const BulkFieldUpdate = z.strictObject({
  product_id: z.optional(text('name')),
  user_id: z.optional(Id),
  field_updates: FieldUpdates,
  change_reason: z.optional(text('note').check(z.trim())),
  expected_version: z.optional(ProductVersion),
});
export type BulkFieldUpdate = z.input<typeof BulkFieldUpdate>;

/** Outcome of a multi-field update (product or raw product) — spec part 2 §7.3. */
export const FieldUpdatesResult = z.object({
  success: z.boolean(),
  updated_fields: Count,
  removed_fields: Count,
  created_values: Count,
  errors: z._default(z.array(z.string()), []),
  /** The enhanced product's version after the call (product field updates only). */
  version: z.optional(ProductVersion),
});
export type FieldUpdatesResult = z.infer<typeof FieldUpdatesResult>;

/** Answer of removing a field from a product. */
export const ProductFieldDeleteResponse = z.object({
  success: z.boolean(),
  edit_history_id: z.nullish(Id),
  version: z.optional(ProductVersion),
});
export type ProductFieldDeleteResponse = z.infer<typeof ProductFieldDeleteResponse>;

/** Query of a field removal: the product version the caller read (optional; 409 when it changed since). */
export const ProductFieldDeleteQuery = z.object({ expected_version: optionalQuery(queryInt().check(z.gte(1))) });
export type ProductFieldDeleteQuery = z.infer<typeof ProductFieldDeleteQuery>;

/** Path parameters naming one field (by field definition id) of one product. */
export const ProductFieldParams = z.extend(ProductParams, { fieldId: Id });

export const productFieldRoutes = {
  updateProductField: defineRoute({
    id: 'updateProductField',
    method: 'PUT',
    path: '/companies/:companyId/products/:productId/fields/:fieldId',
    params: ProductFieldParams,
    body: FieldValueUpdate,
    response: FieldValueUpdateResponse,
    auth: 'token',
    summary: 'Set or (with null) remove one field value of a product.',
    tag: 'products',
  }),
  addProductField: defineRoute({
    id: 'addProductField',
    method: 'POST',
    path: '/companies/:companyId/products/:productId/fields',
    status: 201,
    params: ProductParams,
    body: ProductFieldAdd,
    response: ProductFieldAddResponse,
    auth: 'token',
    summary: 'Add a field definition to a product.',
    tag: 'products',
  }),
  deleteProductField: defineRoute({
    id: 'deleteProductField',
    method: 'DELETE',
    path: '/companies/:companyId/products/:productId/fields/:fieldId',
    params: ProductFieldParams,
    query: ProductFieldDeleteQuery,
    response: ProductFieldDeleteResponse,
    auth: 'token',
    summary: 'Remove a field from a product.',
    tag: 'products',
  }),
  bulkUpdateProductFields: defineRoute({
    id: 'bulkUpdateProductFields',
    method: 'POST',
    path: '/companies/:companyId/products/:productId/bulk-update-fields',
    params: ProductParams,
    body: BulkFieldUpdate,
    response: FieldUpdatesResult,
    auth: 'token',
    summary: 'Replace the values of several fields of a product.',
    tag: 'products',
  }),
  getProductFieldHistory: defineRoute({
    id: 'getProductFieldHistory',
    method: 'GET',
    path: '/companies/:companyId/products/:productId/fields/:fieldId/history',
    params: ProductFieldParams,
    response: HistoryResponse,
    auth: 'token',
    summary: 'Audit history of one field of a product.',
    tag: 'products',
  }),
} as const;
