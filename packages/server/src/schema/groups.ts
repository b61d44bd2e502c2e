// Field group writes of the Schema Manager: create, update, delete (only when empty) and reorder —
// spec part 2 §2.9, §4.5, §5.5, §7.4.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  FieldGroup,
  FieldGroupCreate,
  FieldGroupReorder,
  FieldGroupResponse,
  FieldGroupUpdate,
  SuccessResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { fieldDefinitions, fieldGroups } from '../db/schema';
import { GROUP_NOT_FOUND, isUniqueViolation } from '../fields/service';
import { selectGroups } from '../fields/queries';
import { HttpError } from '../http/http-error';
import { iso } from '../products/mappers';

/** 409 for a group name the company already uses. */
export const groupExistsMessage = (name: string) => `Field group '${name}' already exists`;

/** 400 when an update sends another name: the name is fixed after creation — spec part 2 §3. */
export const GROUP_NAME_FIXED = 'Group name cannot be changed after creation';

/** 409 deleting a group that holds fields — spec part 2 §5.5. */
export const groupNotEmptyMessage = (displayName: string, count: number) =>
  `Cannot delete group "${displayName}": it contains ${count} field(s). Move or delete all fields first.`;

/** 400 when a group reorder names a group twice. */
export const DUPLICATE_GROUP_ORDER = 'Each group may appear only once in group_orders';

async function groupById(tx: TenantTx, companyId: string, groupId: string): Promise<FieldGroup> {
  const row = (await selectGroups(tx, companyId)).find((group) => group.id === groupId);
  if (!row) throw HttpError.notFound(GROUP_NOT_FOUND);
  return { ...row, field_count: Number(row.field_count), created_at: iso(row.created_at) };
}

/** Locks the company's group row; 404 when unknown (or another company's). */
async function lockGroup(tx: TenantTx, companyId: string, groupId: string) {
  const [row] = await tx
    .select({ id: fieldGroups.id, name: fieldGroups.name, display_name: fieldGroups.display_name })
    .from(fieldGroups)
    .where(and(eq(fieldGroups.company_id, companyId), eq(fieldGroups.id, groupId)))
    .for('update');
  if (!row) throw HttpError.notFound(GROUP_NOT_FOUND);
  return row;
}

/** POST /field-groups: 409 for a name in use. */
export async function createFieldGroup(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof FieldGroupCreate>,
): Promise<FieldGroupResponse> {
  return withTenant(database, principal, async (tx) => {
    const [existing] = await tx
      .select({ id: fieldGroups.id })
      .from(fieldGroups)
      .where(and(eq(fieldGroups.company_id, companyId), eq(fieldGroups.name, body.name)));
    if (existing) throw HttpError.conflict(groupExistsMessage(body.name));
    let id: string;
    try {
      const [row] = await tx
        .insert(fieldGroups)
        .values({
          company_id: companyId,
          name: body.name,
          display_name: body.display_name,
          description: body.description ?? null,
          sort_order: body.sort_order,
        })
        .returning({ id: fieldGroups.id });
      id = row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.conflict(groupExistsMessage(body.name));
      throw error;
    }
    return { group: await groupById(tx, companyId, id) };
  });
}

/** PUT /field-groups/{id}: display name, description, sort order; the name is fixed. */
export async function updateFieldGroup(
  database: Database,
  principal: Principal,
  companyId: string,
  groupId: string,
  body: z.output<typeof FieldGroupUpdate>,
): Promise<FieldGroupResponse> {
  return withTenant(database, principal, async (tx) => {
    const group = await lockGroup(tx, companyId, groupId);
    if (body.name !== undefined && body.name !== group.name) throw HttpError.badRequest(GROUP_NAME_FIXED);
    const changes = {
      ...(body.display_name === undefined ? {} : { display_name: body.display_name }),
      ...(body.description === undefined ? {} : { description: body.description ?? null }),
      ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
    };
    await tx
      .update(fieldGroups)
      .set({ ...changes, updated_at: sql`clock_timestamp()` })
      .where(and(eq(fieldGroups.company_id, companyId), eq(fieldGroups.id, groupId)));
    return { group: await groupById(tx, companyId, groupId) };
  });
}

/** DELETE /field-groups/{id}: only an empty group — spec part 2 §4.5; 409 with the §5.5 message otherwise. */
export async function deleteFieldGroup(
  database: Database,
  principal: Principal,
  companyId: string,
  groupId: string,
): Promise<SuccessResponse> {
  return withTenant(database, principal, async (tx) => {
    const group = await lockGroup(tx, companyId, groupId);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fieldDefinitions)
      .where(and(eq(fieldDefinitions.company_id, companyId), eq(fieldDefinitions.group_id, groupId)));
    const count = Number(row?.n ?? 0);
    if (count > 0) throw HttpError.conflict(groupNotEmptyMessage(group.display_name, count));
    await tx.delete(fieldGroups).where(and(eq(fieldGroups.company_id, companyId), eq(fieldGroups.id, groupId)));
    return { success: true, message: `Group "${group.display_name}" deleted` };
  });
}

/** PUT /field-groups/reorder: each named group takes its sort order, all or nothing; 404 for a foreign id. */
export async function reorderFieldGroups(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof FieldGroupReorder>,
): Promise<SuccessResponse> {
  const ids = body.group_orders.map((order) => order.group_id);
  if (new Set(ids).size !== ids.length) throw HttpError.badRequest(DUPLICATE_GROUP_ORDER);
  return withTenant(database, principal, async (tx) => {
    const locked = await tx
      .select({ id: fieldGroups.id })
      .from(fieldGroups)
      .where(and(eq(fieldGroups.company_id, companyId), inArray(fieldGroups.id, ids)))
      .orderBy(fieldGroups.id)
      .for('update');
    if (locked.length !== ids.length) throw HttpError.notFound(GROUP_NOT_FOUND);
    const cases = sql.join(
      body.group_orders.map((order) => sql`when ${order.group_id}::uuid then ${order.sort_order}::int`),
      sql` `,
    );
    await tx
      .update(fieldGroups)
      .set({ sort_order: sql`case ${fieldGroups.id} ${cases} end`, updated_at: sql`clock_timestamp()` })
      .where(and(eq(fieldGroups.company_id, companyId), inArray(fieldGroups.id, ids)));
    return { success: true, message: `Saved the order of ${ids.length} group(s)` };
  });
}
