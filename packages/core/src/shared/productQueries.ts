// Queries and calls on one product that the review and detail dialogs and the catalogue share — spec part 1 §7.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/index';
import { fieldRoutes, productFieldRoutes, productRoutes } from '../contract/index';
import { SavePlanError, type SavePlan, type SavePlanStep } from '../product-fields/index';
import { reviewKeys } from './queryKeys';

/** The fixed placeholder user id a review submission sends; the server records the signed-in user — spec part 1 §3. */
export const REVIEW_PLACEHOLDER_USER_ID = '00000000-0000-0000-0000-000000000001';

/** The note (audit reason) the dialogs' writes carry: `notes` of a field update or add, `change_reason` of a bulk update. */
export const EDIT_NOTE = 'Review edits';

/** A product's detail with its history: GET /products/{id}?include_history=true — spec part 1 §7. */
export const productDetailQuery = (client: ApiClient, companyId: string, productId: string) =>
  queryOptions({
    queryKey: reviewKeys.detail(companyId, productId),
    queryFn: ({ signal }) =>
      client.request(productRoutes.getProduct, {
        params: { companyId, productId },
        query: { include_history: true },
        signal,
      }),
  });

/** The company's field groups (their names and sort orders order the dialog's groups): GET /field-groups — spec part 1 §7. */
export const fieldGroupsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: reviewKeys.fieldGroups(companyId),
    queryFn: async ({ signal }) =>
      (await client.request(fieldRoutes.listFieldGroups, { params: { companyId }, signal })).groups,
    staleTime: 5 * 60_000,
  });

/**
 * Runs a save plan one call after another (never two writes on one product at once): additions (with their
 * values), field updates, then one bulk update of the multi-value fields, then removals — spec part 1 §7.
 * With the product's `version`, each call sends it as expected_version and takes the next one from the
 * answer, so a change made by someone else meanwhile is refused (409) instead of overwritten. Resolves with
 * the last version. The first failed call stops the plan: it rejects with a SavePlanError naming that call's
 * fields and the calls that succeeded before it, which stay saved (issue #14).
 */
export async function runSavePlan(
  client: ApiClient,
  companyId: string,
  productId: string,
  plan: SavePlan,
  { userId = REVIEW_PLACEHOLDER_USER_ID, version }: { userId?: string; version?: number } = {},
): Promise<number | undefined> {
  let expected = version;
  const saved: SavePlanStep[] = [];
  const params = { companyId, productId };
  const step = async (done: SavePlanStep, call: () => Promise<{ version?: number }>) => {
    try {
      expected = (await call()).version;
    } catch (error) {
      throw new SavePlanError(done, saved, expected, error);
    }
    saved.push(done);
  };
  for (const { fieldId, value } of plan.additions) {
    await step({ kind: 'add', fieldIds: [fieldId] }, () =>
      client.request(productFieldRoutes.addProductField, {
        params,
        body: { field_definition_id: fieldId, value, notes: EDIT_NOTE, expected_version: expected },
      }),
    );
  }
  for (const { fieldId, value } of plan.fieldUpdates) {
    await step({ kind: 'update', fieldIds: [fieldId] }, () =>
      client.request(productFieldRoutes.updateProductField, {
        params: { ...params, fieldId },
        body: { value, notes: EDIT_NOTE, expected_version: expected },
      }),
    );
  }
  const bulkIds = Object.keys(plan.bulkUpdates);
  if (bulkIds.length > 0) {
    await step({ kind: 'bulk', fieldIds: bulkIds }, () =>
      client.request(productFieldRoutes.bulkUpdateProductFields, {
        params,
        body: {
          product_id: productId,
          user_id: userId,
          field_updates: plan.bulkUpdates,
          change_reason: EDIT_NOTE,
          expected_version: expected,
        },
      }),
    );
  }
  for (const fieldId of plan.removals) {
    await step({ kind: 'remove', fieldIds: [fieldId] }, () =>
      client.request(productFieldRoutes.deleteProductField, {
        params: { ...params, fieldId },
        query: { expected_version: expected },
      }),
    );
  }
  return expected;
}
