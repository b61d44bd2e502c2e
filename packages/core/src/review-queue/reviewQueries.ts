// Query options of the review screens — spec part 1 §7: the queue page, its counters and a product's raw
// input. The keys and the product queries they share with the catalogue are in ../shared.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/index';
import { isNotFound } from '../client/index';
import {
  rawProductRoutes,
  reviewRoutes,
  type RawField,
  type RawProduct,
  type ReviewQueueResponse,
} from '../contract/index';
import { reviewKeys } from '../shared/queryKeys';

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
