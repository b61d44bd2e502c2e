// Field definitions (search with usage counts, create, one, values with counts) and field groups — spec
// part 1 §2 (add-field box, 'Create New Custom Field', Add Filter), §5, §7.
import type {
  FieldDefinition,
  FieldDefinitionCreate,
  FieldDefinitionResponse,
  FieldGroupListResponse,
  FieldListQuery,
  FieldListResponse,
  FieldValuesResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { FIELD_NOT_FOUND, loadDefinitions } from '../products/definitions';
import { iso } from '../products/mappers';
import {
  groupExists,
  insertField,
  selectFieldIdByName,
  selectFieldValues,
  selectFields,
  selectGroups,
  selectUsageCounts,
  type FieldRecord,
} from './queries';

/** Answer for a group id that is unknown (or another company's). */
export const GROUP_NOT_FOUND = 'Field group not found';

/** The 409 answer for a field name the company already uses. */
export const fieldExistsMessage = (fieldName: string) => `Field '${fieldName}' already exists`;

const canonicalDataType = (type: FieldRecord['data_type']): FieldDefinition['data_type'] =>
  type === 'text' ? 'string' : type === 'integer' || type === 'decimal' ? 'number' : type;

/** A definition as answered; usage_count when counted (also the schema manager's). */
export function toFieldDefinition(row: FieldRecord, usage?: Map<string, number>): FieldDefinition {
  return {
    ...row,
    data_type: canonicalDataType(row.data_type),
    group_name: row.group_id ? row.group_name : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(usage ? { usage_count: usage.get(row.id) ?? 0 } : {}),
  };
}

/** GET /fields: search (field or display name contains), group, active flag; usage counts on request — spec part 1 §7. */
export async function listFields(
  database: Database,
  principal: Principal,
  companyId: string,
  query: FieldListQuery,
): Promise<FieldListResponse> {
  return withTenant(database, principal, async (tx) => {
    const rows = await selectFields(tx, companyId, query);
    const usage = query.include_usage ? await selectUsageCounts(tx, companyId, rows) : undefined;
    return { fields: rows.map((row) => toFieldDefinition(row, usage)), total: rows.length };
  });
}

export async function fieldById(tx: TenantTx, companyId: string, fieldId: string): Promise<FieldDefinition> {
  const [row] = await selectFields(tx, companyId, { ids: [fieldId] });
  if (!row) throw HttpError.notFound(FIELD_NOT_FOUND);
  return toFieldDefinition(row);
}

/** GET /fields/{fieldId}; 404 'Field not found'. */
export async function getField(
  database: Database,
  principal: Principal,
  companyId: string,
  fieldId: string,
): Promise<FieldDefinitionResponse> {
  return withTenant(database, principal, async (tx) => ({ field: await fieldById(tx, companyId, fieldId) }));
}

/** Whether an error (or its cause) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * POST /fields: creates a definition as the contract normalised it (name lowercased, spaces to
 * underscores, ≤ 100; display name ≤ 200; string fields 0/1000 length defaults; sort order 999) —
 * spec part 1 §5. Allowed values are kept for select types only. 409 for a name in use, 404 for an
 * unknown group.
 */
export async function createField(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof FieldDefinitionCreate>,
): Promise<FieldDefinitionResponse> {
  return withTenant(database, principal, async (tx) => {
    if (body.group_id !== null && !(await groupExists(tx, companyId, body.group_id)))
      throw HttpError.notFound(GROUP_NOT_FOUND);
    if (await selectFieldIdByName(tx, companyId, body.field_name))
      throw HttpError.conflict(fieldExistsMessage(body.field_name));
    const isSelect = body.field_type === 'select' || body.field_type === 'multiselect';
    let id: string;
    try {
      id = await insertField(tx, {
        company_id: companyId,
        field_name: body.field_name,
        display_name: body.display_name,
        description: body.description,
        help_text: body.help_text,
        placeholder: body.placeholder,
        field_type: body.field_type,
        data_type: body.data_type,
        group_id: body.group_id,
        is_required: body.is_required,
        is_multiple: body.is_multiple,
        min_value: body.min_value,
        max_value: body.max_value,
        min_length: body.min_length,
        max_length: body.max_length,
        allowed_values: isSelect && body.allowed_values && body.allowed_values.length > 0 ? body.allowed_values : null,
        sort_order: body.sort_order,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.conflict(fieldExistsMessage(body.field_name));
      throw error;
    }
    return { field: await fieldById(tx, companyId, id) };
  });
}

/** GET /fields/{fieldId}/values: distinct values with product counts — spec part 1 §3, §7. */
export async function getFieldValues(
  database: Database,
  principal: Principal,
  companyId: string,
  fieldId: string,
): Promise<FieldValuesResponse> {
  return withTenant(database, principal, async (tx) => {
    const defs = await loadDefinitions(tx, companyId, [fieldId]);
    return { values: await selectFieldValues(tx, companyId, defs.get(fieldId)!) };
  });
}

/** GET /field-groups: the company's groups with field counts, by sort order — spec part 1 §3, §7. */
export async function listFieldGroups(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<FieldGroupListResponse> {
  return withTenant(database, principal, async (tx) => {
    const rows = await selectGroups(tx, companyId);
    return {
      groups: rows.map((row) => ({ ...row, field_count: Number(row.field_count), created_at: iso(row.created_at) })),
    };
  });
}
