import { describe, expect, it } from 'vitest';
import {
  ReviewHistoryQuery,
  ReviewQueueQuery,
  ReviewQueueResponse,
  ReviewQueueStats,
  ReviewSubmission,
  ReviewSubmitQuery,
  ReviewSubmitResponse,
} from './review';
import { T1, issuePaths, uid } from '../test/contractFixtures';

const queued = {
  id: uid(100),
  product_id: 'SKU-1001',
  raw_product_id: uid(90),
  clean_name: 'Cordless Drill 18V',
  quality_confidence_score: 7.2,
  review_status: null,
  source_count: 4,
  enhanced_at: T1,
};

describe('review queue', () => {
  it('defaults to pending products, 20 per page (spec part 1 §9)', () => {
    expect(ReviewQueueQuery.parse({})).toEqual({ limit: 20, offset: 0, review_status: 'pending' });
    expect(
      ReviewQueueQuery.parse({ limit: '20', offset: '20', min_quality_score: '6', max_quality_score: '8' }),
    ).toMatchObject({ limit: 20, min_quality_score: 6, max_quality_score: 8 });
    expect(ReviewQueueQuery.safeParse({ review_status: 'approve' }).success).toBe(false);
    expect(ReviewQueueQuery.safeParse({ min_quality_score: '-1' }).success).toBe(false);
  });

  it('accepts a page of products (unset status reads as pending) and the counters', () => {
    const page = ReviewQueueResponse.parse({ products: [queued], total: 1 });
    expect(page.products[0]?.review_status).toBe('pending');
    expect(ReviewQueueStats.parse({ total_pending: 12, total_approved: 30, total_rejected: 2 }).total_pending).toBe(12);
    expect(ReviewQueueStats.safeParse({ total_pending: 12, total_approved: 30 }).success).toBe(false);
    expect(ReviewQueueResponse.safeParse({ products: [{ ...queued, source_count: -2 }], total: 1 }).success).toBe(
      false,
    );
  });
});

describe('review submission', () => {
  it('accepts both readings of the decision and stores the canonical one', () => {
    expect(
      ReviewSubmission.parse({
        review_status: 'approve',
        review_notes: 'Looks right',
        user_id: '00000000-0000-0000-0000-000000000001',
      }),
    ).toEqual({
      review_status: 'approved',
      review_notes: 'Looks right',
      user_id: '00000000-0000-0000-0000-000000000001',
    });
    expect(ReviewSubmission.parse({ review_status: 'rejected', review_notes: '  ' }).review_notes).toBeNull();
    expect(ReviewSubmission.parse({ review_status: 'skip' }).review_status).toBe('skipped');
  });

  it('accepts field changes keyed by field definition id', () => {
    const body = ReviewSubmission.parse({
      review_status: 'approved',
      field_changes: { [uid(300)]: ['steel', 'plastic'], [uid(301)]: 18 },
    });
    expect(body.field_changes?.[uid(301)]).toBe(18);
  });

  it('rejects pending as a decision, unknown keys and field changes keyed by name', () => {
    expect(issuePaths(ReviewSubmission.safeParse({ review_status: 'pending' }))).toEqual(['review_status']);
    expect(ReviewSubmission.safeParse({ review_status: 'approved', reviewer: 'ana' }).success).toBe(false);
    expect(
      ReviewSubmission.safeParse({ review_status: 'approved', field_changes: { materials: 'steel' } }).success,
    ).toBe(false);
  });

  it('takes an optional user_id query and answers the product with changes_applied', () => {
    expect(ReviewSubmitQuery.parse({ user_id: uid(10) })).toEqual({ user_id: uid(10) });
    expect(ReviewSubmitQuery.safeParse({ user_id: 'ana' }).success).toBe(false);
    const answer = ReviewSubmitResponse.parse({
      product: {
        id: uid(100),
        product_id: 'SKU-1001',
        clean_name: 'Drill',
        short_description: null,
        review_status: 'approved',
        quality_confidence_score: 7.2,
        created_at: T1,
        updated_at: T1,
      },
      changes_applied: 2,
    });
    expect(answer.product.customer_product_id).toBe('SKU-1001');
  });

  it('filters review history by product', () => {
    expect(ReviewHistoryQuery.parse({ product_id: uid(100), limit: '10' })).toEqual({
      product_id: uid(100),
      limit: 10,
      offset: 0,
    });
  });
});
