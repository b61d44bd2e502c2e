import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { DEFAULT_PAGE_SIZE, LIST_LIMIT_MAX } from './constants';
import {
  CompanyParams,
  Count,
  Id,
  ListPaginationQuery,
  QualityScore,
  ReviewStatus,
  StoredReviewStatus,
  Timestamp,
  aliasedEnum,
  limitQuery,
  optionalQuery,
  optionalText,
  queryQualityScore,
} from './common';
import { ActivityItem } from './dashboard';
import { EnhancedProduct, FieldValueInput, ProductVersion } from './product-entities';
import { ProductParams } from './products';

zodWithoutEvalInBrowsers();

/** A product waiting in the review queue — spec part 1 §3. */
export const ReviewQueueProduct = z.object({
  id: Id,
  product_id: z.string(),
  raw_product_id: z.nullable(Id),
  clean_name: z.nullable(z.string()),
  short_description: z.nullish(z.string()),
  quality_confidence_score: z.nullable(QualityScore),
  review_status: StoredReviewStatus,
  source_count: z._default(Count, 0),
  enhanced_at: z.nullish(Timestamp),
  updated_at: z.nullish(Timestamp),
});
export type ReviewQueueProduct = z.infer<typeof ReviewQueueProduct>;

/** Review queue query: 20 a page and pending by default, with optional quality bounds — spec part 1 §7, §9, part 2 §7.3. */
export const ReviewQueueQuery = z.extend(ListPaginationQuery, {
  limit: limitQuery(DEFAULT_PAGE_SIZE, LIST_LIMIT_MAX),
  review_status: z._default(ReviewStatus, 'pending'),
  min_quality_score: optionalQuery(queryQualityScore),
  max_quality_score: optionalQuery(queryQualityScore),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

/** One page of the review queue. */
export const ReviewQueueResponse = z.object({ products: z.array(ReviewQueueProduct), total: Count });
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponse>;

/** Review counters — spec part 1 §3. */
export const ReviewQueueStats = z.object({ total_pending: Count, total_approved: Count, total_rejected: Count });
export type ReviewQueueStats = z.infer<typeof ReviewQueueStats>;

/** A review decision. */
export const ReviewDecision = z.enum(['approved', 'rejected', 'skipped']);
export type ReviewDecision = z.infer<typeof ReviewDecision>;

/** A review decision as sent; the API reference's approve/reject/skip read as approved/rejected/skipped — spec part 2 §7.3. */
export const ReviewDecisionInput = aliasedEnum(ReviewDecision, {
  approve: 'approved',
  reject: 'rejected',
  skip: 'skipped',
});

/** Body of a review submission — spec part 1 §3, part 2 §7.3. field_changes maps field definition ids to new values. */
export const ReviewSubmission = z.strictObject({
  review_status: ReviewDecisionInput,
  review_notes: optionalText('note'),
  user_id: z.optional(Id),
  field_changes: z.optional(z.record(Id, FieldValueInput)),
  expected_version: z.optional(ProductVersion),
});
export type ReviewSubmission = z.input<typeof ReviewSubmission>;

/** Optional user for the audit trail — spec part 2 §6. */
export const ReviewSubmitQuery = z.object({ user_id: optionalQuery(Id) });
export type ReviewSubmitQuery = z.infer<typeof ReviewSubmitQuery>;

/** Answer of a review: the updated product and how many field changes were applied. */
export const ReviewSubmitResponse = z.object({ product: EnhancedProduct, changes_applied: Count });
export type ReviewSubmitResponse = z.infer<typeof ReviewSubmitResponse>;

/** Review history query — spec part 2 §7.3. product_id is the enhanced product's id. */
export const ReviewHistoryQuery = z.extend(ListPaginationQuery, { product_id: optionalQuery(Id) });
export type ReviewHistoryQuery = z.infer<typeof ReviewHistoryQuery>;

/** One page of past review decisions, newest first. */
export const ReviewHistoryResponse = z.object({ history: z.array(ActivityItem), total: Count });
export type ReviewHistoryResponse = z.infer<typeof ReviewHistoryResponse>;

const reviewCall = {
  params: ProductParams,
  query: ReviewSubmitQuery,
  body: ReviewSubmission,
  response: ReviewSubmitResponse,
  auth: 'token',
  tag: 'review',
} as const;

export const reviewRoutes = {
  getReviewQueue: defineRoute({
    id: 'getReviewQueue',
    method: 'GET',
    path: '/companies/:companyId/review-queue',
    params: CompanyParams,
    query: ReviewQueueQuery,
    response: ReviewQueueResponse,
    auth: 'token',
    summary: 'One page of products awaiting review.',
    tag: 'review',
  }),
  getReviewQueueStats: defineRoute({
    id: 'getReviewQueueStats',
    method: 'GET',
    path: '/companies/:companyId/review-queue/stats',
    params: CompanyParams,
    response: ReviewQueueStats,
    auth: 'token',
    summary: 'Pending, approved and rejected counts.',
    tag: 'review',
  }),
  submitReview: defineRoute({
    ...reviewCall,
    id: 'submitReview',
    method: 'POST',
    path: '/companies/:companyId/products/:productId/review',
    summary: 'Approve, reject or skip a product, optionally with field changes.',
  }),
  updateReview: defineRoute({
    ...reviewCall,
    id: 'updateReview',
    method: 'PUT',
    path: '/companies/:companyId/products/:productId/review',
    summary: 'Change the review decision of a product.',
  }),
  getReviewHistory: defineRoute({
    id: 'getReviewHistory',
    method: 'GET',
    path: '/companies/:companyId/review-history',
    params: CompanyParams,
    query: ReviewHistoryQuery,
    response: ReviewHistoryResponse,
    auth: 'token',
    summary: 'Past review decisions, optionally of one product.',
    tag: 'review',
  }),
} as const;
