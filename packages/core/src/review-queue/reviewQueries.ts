// Query keys, query options and calls of the review screens — spec part 1 §7. Shared by the hooks and the
// prefetch of the next product, and usable by partners who pre-fill or invalidate the cache.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/index';
import { isNotFound } from '../client/index';
import {
  fieldRoutes,
  productFieldRoutes,
  productRoutes,
  rawProductRoutes,
  reviewRoutes,
  type RawField,
  type RawProduct,
  type ReviewQueueResponse,
} from '../contract/index';
import type { SavePlan } from '../product-fields/index';
import { REVIEW_PLACEHOLDER_USER_ID } from './constants';

const companyKey = (companyId: string) => ['curate', 'companies', companyId] as const;

/** Query keys of the review screens. */
export const reviewKeys = {
  /** Everything of the queue (pages and counters) of a company. */
  queue: (companyId: string) => [...companyKey(companyId), 'review-queue'] as const,
  /** Every cached queue page of a company. */
  pages: (companyId: string) => [...companyKey(companyId), 'review-queue', 'page'] as const,
  page: (companyId: string, pageSize: number, page: number) => [...companyKey(companyId), 'review-queue', 'page', pageSize, page] as const,
  stats: (companyId: string) => [...companyKey(companyId), 'review-queue', 'stats'] as const,
  detail: (companyId: string, productId: string) => [...companyKey(companyId), 'products', productId, 'detail'] as const,
  rawInput: (companyId: string, rawProductId: string) => [...companyKey(companyId), 'raw-products', rawProductId, 'input'] as const,
  fieldGroups: (companyId: string) => [...companyKey(companyId), 'field-groups'] as const,
};

/** A queue page with the page it is, so placeholder data is never mistaken for the page asked for. */
export type ReviewQueuePage = ReviewQueueResponse & { page: number };

/** One page of pending products: GET /review-queue with limit, offset and review_status=pending — spec part 1 §7. */
export const reviewQueuePageQuery = (client: ApiClient, companyId: string, pageSize: number, page: number) =>
  queryOptions({
    queryKey: reviewKeys.page(companyId, pageSize, page),
    queryFn: async ({ signal }): Promise<ReviewQueuePage> => {
      const answer = await client.request(reviewRoutes.getReviewQueue, {
        params: { companyId },
        query: { limit: pageSize, offset: page * pageSize, review_status: 'pending' },
        signal,
      });
      return { ...answer, page };
    },
  });

/** The counters: GET /review-queue/stats — spec part 1 §7. */
export const reviewStatsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: reviewKeys.stats(companyId),
    queryFn: ({ signal }) => client.request(reviewRoutes.getReviewQueueStats, { params: { companyId }, signal }),
  });

/** A product's detail with its history: GET /products/{id}?include_history=true — spec part 1 §7. */
export const productDetailQuery = (client: ApiClient, companyId: string, productId: string) =>
  queryOptions({
    queryKey: reviewKeys.detail(companyId, productId),
    queryFn: ({ signal }) =>
      client.request(productRoutes.getProduct, { params: { companyId, productId }, query: { include_history: true }, signal }),
  });

/** The company's field groups (their names and sort orders order the dialog's groups): GET /field-groups — spec part 1 §7. */
export const fieldGroupsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: reviewKeys.fieldGroups(companyId),
    queryFn: async ({ signal }) => (await client.request(fieldRoutes.listFieldGroups, { params: { companyId }, signal })).groups,
    staleTime: 5 * 60_000,
  });

/** The original input of a product: the raw product (null when not found) and its raw fields. */
export interface RawInput {
  product: RawProduct | null;
  fields: RawField[];
}

/** GET /raw-products/{rawId} and /raw-products/{rawId}/fields together; a 404 reads as no raw product — spec part 1 §2, §7. */
export const rawInputQuery = (client: ApiClient, companyId: string, rawProductId: string) =>
  queryOptions({
    queryKey: reviewKeys.rawInput(companyId, rawProductId),
    queryFn: async ({ signal }): Promise<RawInput> => {
      const params = { companyId, rawProductId };
      const [product, fields] = await Promise.all([
        client.request(rawProductRoutes.getRawProduct, { params, signal }).catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        }),
        client.request(rawProductRoutes.getRawProductFields, { params, signal }).catch((error: unknown) => {
          if (isNotFound(error)) return { fields: [] };
          throw error;
        }),
      ]);
      return { product, fields: product ? fields.fields : [] };
    },
  });

/**
 * Runs a save plan one call after another (never two writes on one product at once): field updates,
 * then one bulk update of the multi-value fields, then removals — spec part 1 §7. With the product's
 * `version`, each call sends it as expected_version and takes the next one from the answer, so a change
 * made by someone else meanwhile is refused (409) instead of overwritten. Resolves with the last version.
 */
export async function runSavePlan(
  client: ApiClient,
  companyId: string,
  productId: string,
  plan: SavePlan,
  { userId = REVIEW_PLACEHOLDER_USER_ID, version }: { userId?: string; version?: number } = {},
): Promise<number | undefined> {
  let expected = version;
  const params = { companyId, productId };
  for (const { fieldId, value } of plan.fieldUpdates) {
    const answer = await client.request(productFieldRoutes.updateProductField, { params: { ...params, fieldId }, body: { value, expected_version: expected } });
    expected = answer.version;
  }
  if (Object.keys(plan.bulkUpdates).length > 0) {
    const answer = await client.request(productFieldRoutes.bulkUpdateProductFields, {
      params,
      body: { user_id: userId, field_updates: plan.bulkUpdates, change_reason: 'Review edits', expected_version: expected },
    });
    expected = answer.version;
  }
  for (const fieldId of plan.removals) {
    const answer = await client.request(productFieldRoutes.deleteProductField, { params: { ...params, fieldId }, query: { expected_version: expected } });
    expected = answer.version;
  }
  return expected;
}
