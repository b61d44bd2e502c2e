// Manual edits of AI values by reviewers, with audit entries and one revert per company.
import type * as schema from '../db/schema';
import type { CompanySeedContext, Insert, SeedUser } from './context';
import { DAY, HOUR, notAfter } from './context';
import { COLORS } from './fields';
import type { ProductContent, SeedValue } from './product-content';
import { demoUuid } from './random';
import { displayValue, typedColumns } from './values';

type FieldValueRow = Insert<typeof schema.productFieldValues>;
type HistoryRow = Insert<typeof schema.fieldEditHistory>;

const EDITABLE = ['material', 'color', 'weight_lbs', 'dimensions', 'subcategory', 'keywords'];
const REASONS = [
  'Verified against the manufacturer spec sheet',
  'Corrected AI extraction',
  'Matched the supplier catalogue',
  'Customer feedback',
];

function editedValue(
  ctx: CompanySeedContext,
  name: string,
  prev: SeedValue | undefined,
  content: ProductContent,
): SeedValue {
  const { rng } = ctx;
  switch (name) {
    case 'material':
      return rng.pick(['Steel', 'Aluminum', 'Polypropylene', 'Recycled plastic'].filter((m) => m !== prev));
    case 'color':
      return rng.pick(COLORS.filter((c) => c !== prev));
    case 'weight_lbs':
      return typeof prev === 'number'
        ? Math.round((prev * 1.08 + 0.1) * 10) / 10
        : rng.round(...content.kind.weight, 1);
    case 'dimensions':
      return `${content.kind.dims.map((d) => Math.round(d * 1.05 * 10) / 10).join(' x ')} in`;
    case 'subcategory':
      return `${content.kind.subcategory} & Accessories`;
    default:
      return [...new Set([...(Array.isArray(prev) ? prev : []), 'bestseller'])];
  }
}

export interface EditResult {
  history: HistoryRow[];
  /** Latest edit time, or null when the product was not edited. */
  lastEditAt: Date | null;
  count: number;
}

/**
 * Edits one or two fields of a product as `editor`, updating `valueRows` in place (adding a row
 * when the field had no value) and returning the audit entries. `withRevert` also reverts the first edit.
 */
export function applyEdits(
  ctx: CompanySeedContext,
  index: number,
  enhancedId: string,
  content: ProductContent,
  enhancedAt: Date,
  valueRows: Map<string, FieldValueRow>,
  editor: SeedUser,
  withRevert: boolean,
): EditResult {
  const { rng, now } = ctx;
  const history: HistoryRow[] = [];
  let at = notAfter(enhancedAt.getTime() + rng.int(2 * HOUR, 4 * DAY), now, 30 * 60_000).getTime();
  const names = rng.sample(EDITABLE, rng.int(1, 2));
  for (const name of names) {
    const field = ctx.fields.get(name);
    if (!field) continue;
    const prev = content.values[name];
    const next = editedValue(ctx, name, prev, content);
    const row: FieldValueRow = valueRows.get(name) ?? {
      id: demoUuid(ctx.companyCode, 'field_value', index, name),
      company_id: ctx.companyId,
      enhanced_product_id: enhancedId,
      field_definition_id: field.id,
      created_at: new Date(at),
    };
    Object.assign(row, typedColumns(field.template, next), {
      updated_by_type: 'user',
      updated_by_user_id: editor.id,
      updated_at: new Date(at),
    });
    valueRows.set(name, row);
    const entry: HistoryRow = {
      id: demoUuid(ctx.companyCode, 'edit', index, name),
      company_id: ctx.companyId,
      enhanced_product_id: enhancedId,
      field_definition_id: field.id,
      field_name: name,
      field_display_name: field.template.display_name,
      change_type: prev === undefined ? 'field_added' : 'field_updated',
      previous_value: prev ?? null,
      new_value: next,
      change_summary:
        prev === undefined
          ? `Added ${field.template.display_name}: ${displayValue(next)}`
          : `Changed ${field.template.display_name} from "${displayValue(prev)}" to "${displayValue(next)}"`,
      change_reason: rng.pick(REASONS),
      updated_by_type: 'user',
      user_id: editor.id,
      created_at: new Date(at),
    };
    history.push(entry);
    if (withRevert && prev !== undefined && history.length === 1) {
      at = notAfter(at + HOUR, now, 20 * 60_000).getTime();
      const revertId = demoUuid(ctx.companyCode, 'edit', index, name, 'revert');
      Object.assign(entry, { is_reverted: true, reverted_by_history_id: revertId, reverted_at: new Date(at) });
      Object.assign(row, typedColumns(field.template, prev), { updated_at: new Date(at) });
      history.push({
        ...entry,
        id: revertId,
        change_type: 'revert',
        previous_value: next,
        new_value: prev,
        change_summary: `Reverted ${field.template.display_name} to "${displayValue(prev)}"`,
        change_reason: 'Edit was applied to the wrong product',
        is_reverted: false,
        reverted_by_history_id: null,
        reverted_at: null,
        created_at: new Date(at),
      });
    }
    at = notAfter(at + rng.int(10 * 60_000, 3 * HOUR), now, 10 * 60_000).getTime();
  }
  return { history, lastEditAt: history.length ? (history.at(-1)?.created_at as Date) : null, count: history.length };
}
