// GET /scheme-manager: every group with its fields (usage counts, sample values), the ungrouped fields
// and the totals, in four queries over the definitions and the usage and value rollups (migration 0010),
// so the call grows with the fields, not the products — spec part 2 §2.8, §3.
import type { FieldDefinition, SchemaOverview } from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { selectFields, selectGroups, selectUsageCounts } from '../fields/queries';
import { toFieldDefinition } from '../fields/service';
import { iso } from '../products/mappers';
import { selectSampleValues } from './valueQueries';

/** Sample values sent per field: the editor shows 5, the cards 3 and an ellipsis — spec part 2 §9. */
export const OVERVIEW_SAMPLE_VALUES = 5;

const bySortOrder = (a: FieldDefinition, b: FieldDefinition) =>
  a.sort_order - b.sort_order || a.display_name.localeCompare(b.display_name);

/** The schema overview of a company. Core fields carry usage counts but no sample values. */
export async function getSchemaOverview(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<{ success: boolean; data: SchemaOverview }> {
  return withTenant(database, principal, async (tx) => {
    const groups = await selectGroups(tx, companyId);
    const rows = await selectFields(tx, companyId);
    const usage = await selectUsageCounts(tx, companyId, rows);
    const samples = new Map<string, { value: string; count: number }[]>();

    for (const row of await selectSampleValues(tx, companyId, OVERVIEW_SAMPLE_VALUES)) {
      const list = samples.get(row.id) ?? [];
      list.push({ value: row.value, count: Number(row.count) });
      samples.set(row.id, list);
    }
    const fields = rows.map((row) => ({ ...toFieldDefinition(row, usage), sample_values: samples.get(row.id) ?? [] }));
    const inGroup = new Map<string, FieldDefinition[]>();
    for (const field of fields) {
      if (field.group_id === null) continue;
      const list = inGroup.get(field.group_id) ?? [];
      list.push(field);
      inGroup.set(field.group_id, list);
    }
    return {
      success: true,
      data: {
        groups: groups.map((group) => {
          const members = (inGroup.get(group.id) ?? []).sort(bySortOrder);
          return {
            group: { ...group, field_count: members.length, created_at: iso(group.created_at) },
            fields: members,
          };
        }),
        ungrouped_fields: fields.filter((field) => field.group_id === null).sort(bySortOrder),
        total_groups: groups.length,
        total_fields: fields.length,
      },
    };
  });
}
