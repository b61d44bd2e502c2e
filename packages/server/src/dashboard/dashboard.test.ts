// GET /dashboard/stats (issue #17, spec part 2 §2.6, §3, §7.1): the counters of the own company, from the data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardStats } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  NINA,
  NORTHWIND,
  productsWithStatus,
  startFeatureTest,
  TOM,
  type FeatureTest,
} from '../test/featureTest';
import { statsOf } from './service';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
});
afterAll(async () => {
  await test?.close();
});

const stats = async (email = TOM, company = ACME.id) => {
  const res = await test.call(email, 'GET', `/companies/${company}/dashboard/stats`);
  expect(res.statusCode, res.body).toBe(200);
  return DashboardStats.parse(res.json());
};

describe('GET /dashboard/stats', () => {
  it("counts the company's products per review status, its average score and its score distribution", async () => {
    const s = await stats();
    const [expected] = await test.sql<Record<string, string | null>>(
      sql`select count(*)::int as total,
                 count(*) filter (where review_status = 'pending')::int as pending,
                 count(*) filter (where review_status = 'approved')::int as approved,
                 count(*) filter (where review_status = 'rejected')::int as rejected,
                 count(*) filter (where review_status = 'skipped')::int as skipped,
                 round(avg(quality_confidence_score), 1)::float8 as avg,
                 count(*) filter (where quality_confidence_score >= 9)::int as nines,
                 (select count(*) from raw_products where company_id = ${ACME.id})::int as raw
          from enhanced_products where company_id = ${ACME.id}`,
    );
    expect(Number(expected!.total)).toBeGreaterThan(100);
    expect(s.total_enhanced).toBe(Number(expected!.total));
    expect(s.pending_review).toBe(Number(expected!.pending));
    expect(s.status_breakdown).toEqual({
      approved: Number(expected!.approved),
      rejected: Number(expected!.rejected),
      skipped: Number(expected!.skipped),
      pending: Number(expected!.pending),
    });
    expect(s.average_quality_score).toBeCloseTo(Number(expected!.avg), 1);
    expect(s.company_total).toBe(s.total_enhanced);
    expect(s.quality_distribution).toHaveLength(11);
    expect(s.quality_distribution[9]!.count + s.quality_distribution[10]!.count).toBe(Number(expected!.nines));
    expect(s.raw_products_imported).toBe(Number(expected!.raw));
    expect(s.completion_rate).toBeCloseTo(Math.min(100, (s.total_enhanced / s.raw_products_imported) * 100), 0);
  });

  it('counts active jobs and the review decisions of the last 24 hours as they happen', async () => {
    const before = await stats();
    const [id] = await productsWithStatus(test, ACME.id, 'pending', 1, 30);
    const review = await test.call(TOM, 'POST', `/companies/${ACME.id}/products/${id!}/review`, {
      review_status: 'approved',
    });
    expect(review.statusCode, review.body).toBe(200);
    await test.sql(
      sql`insert into enhancement_jobs (company_id, status) values (${ACME.id}, 'running'), (${ACME.id}, 'queued'), (${ACME.id}, 'completed')`,
    );
    const after = await stats(ALICE);
    expect(after.recent_reviews_24h).toBe(before.recent_reviews_24h + 1);
    expect(after.enhancement_jobs_active).toBe(before.enhancement_jobs_active + 2);
    expect(after.pending_review).toBe(before.pending_review - 1);
    expect(after.status_breakdown.approved).toBe(before.status_breakdown.approved + 1);
  });

  it("answers only the own company (404 for another's) and the super-admin for any", async () => {
    expect((await test.call(TOM, 'GET', `/companies/${NORTHWIND.id}/dashboard/stats`)).statusCode).toBe(404);
    const northwind = await stats(NINA, NORTHWIND.id);
    const [n] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from enhanced_products where company_id = ${NORTHWIND.id}`,
    );
    expect(northwind.total_enhanced).toBe(Number(n!.n));
    expect((await stats('admin@curate.dev', NORTHWIND.id)).total_enhanced).toBe(northwind.total_enhanced);
    expect((await test.call(null, 'GET', `/companies/${ACME.id}/dashboard/stats`)).statusCode).toBe(401);
  });
});

describe('statsOf', () => {
  it('gives an empty company zeros, no average and no completion', () => {
    const empty = statsOf([], { raw: 0, active: 0, reviews: 0 });
    expect(empty).toMatchObject({ total_enhanced: 0, average_quality_score: null, completion_rate: 0 });
    expect(empty.quality_distribution.every((b) => b.count === 0)).toBe(true);
  });

  it('averages only scored products and buckets by the whole score', () => {
    const s = statsOf(
      [
        { status: 'approved', bucket: 9, n: 2, sum: '19' },
        { status: 'pending', bucket: 7, n: 1, sum: '7.5' },
        { status: 'pending', bucket: null, n: 3, sum: null },
      ],
      { raw: 4, active: 1, reviews: 0 },
    );
    expect(s.total_enhanced).toBe(6);
    expect(s.average_quality_score).toBe(8.8);
    expect(s.quality_distribution[9]).toEqual({ score: 9, count: 2 });
    expect(s.completion_rate).toBe(100);
  });
});
