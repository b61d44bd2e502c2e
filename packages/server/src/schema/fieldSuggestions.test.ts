// Field suggestions on the seeded demo: the values completed enhancement jobs read that no field holds
// (result_data.suggestions), grouped by name across products for the Schema Manager — who may read them, what
// is grouped and counted, what an existing field hides, and what malformed result data does not break.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_SUGGESTIONS_LIMIT, FieldSuggestionsResponse } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoProductId,
  NINA,
  NORTHWIND,
  startFeatureTest,
  SUPER,
  TOM,
  type FeatureTest,
} from '../test/featureTest';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
  // The seeded jobs (no suggestions) completed before any job these tests add: a product's latest is the test's.
  await test.sql(sql`update enhancement_jobs set completed_at = least(completed_at, now() - interval '1 day')`);
});
afterAll(async () => {
  await test?.close();
});

const path = (companyId: string, query = '') => `/companies/${companyId}/schema/field-suggestions${query}`;
const list = async (email = ALICE, companyId: string = ACME.id, query = '') => {
  const res = await test.call(email, 'GET', path(companyId, query));
  expect(res.statusCode, res.body).toBe(200);
  return FieldSuggestionsResponse.parse(res.json()).suggestions;
};
const byName = async (email = ALICE, companyId: string = ACME.id) =>
  new Map((await list(email, companyId)).map((s) => [s.name, s]));

interface Reading {
  name: unknown;
  value?: unknown;
  quote?: unknown;
  confidence?: unknown;
  source_id?: string;
}
const reading = (name: string, value: string, confidence = 0.8, quote = `${name}: ${value}`): Reading => ({
  name,
  value,
  source_id: 'input',
  quote,
  confidence,
});

/** A job of `product` with these suggestions, completed `minutesAgo` minutes ago (or in another status). */
async function job(
  companyId: string,
  product: string,
  suggestions: unknown,
  { minutesAgo = 0, status = 'completed' }: { minutesAgo?: number; status?: string } = {},
) {
  const resultData = JSON.stringify({ quality_score: 7, suggestions });
  await test.sql(
    sql`insert into enhancement_jobs (company_id, enhanced_product_id, status, progress, result_data, completed_at)
        values (${companyId}, ${product}, ${status}::job_status, 100, ${resultData}::jsonb,
                now() - make_interval(mins => ${minutesAgo}))`,
  );
}

const P = (n: number) => demoProductId(ACME.code, n);

beforeEach(async () => {
  // Each test starts from the seeded jobs, which hold no suggestions.
  await test.sql(sql`delete from enhancement_jobs where result_data ? 'suggestions'`);
});

describe('GET schema/field-suggestions', () => {
  it('answers an empty list when no job read a value without a field', async () => {
    expect(await list()).toEqual([]);
    expect(await list(NINA, NORTHWIND.id)).toEqual([]);
  });

  it("groups by name ignoring case, spaces and punctuation, over each product's latest completed job", async () => {
    await job(ACME.id, P(1), [reading('Cord Length', '25 ft', 0.9), reading('No-load speed', '1,500 rpm', 0.7)], {
      minutesAgo: 30,
    });
    // The same product twice in one job counts once; its spelling and values count.
    await job(ACME.id, P(2), [reading('cord_length', '25 ft', 0.7), reading('CORD-LENGTH', '6 ft', 0.6)], {
      minutesAgo: 20,
    });
    await job(ACME.id, P(3), [reading('Cord Length', '10 ft', 0.8, 'Includes a 10 ft cord')], { minutesAgo: 10 });
    // Only a product's latest completed job counts: P4's earlier reading is gone, a failed or queued job counts not.
    await job(ACME.id, P(4), [reading('Blade Diameter', '7 in')], { minutesAgo: 50 });
    await job(ACME.id, P(4), [], { minutesAgo: 40 });
    await job(ACME.id, P(5), [reading('Cord Length', '99 ft')], { status: 'failed' });
    await job(ACME.id, P(5), [reading('Cord Length', '98 ft')], { status: 'queued' });

    const suggestions = await list();
    expect(suggestions.map((s) => s.name)).toEqual(['Cord Length', 'No-load speed']);
    const [cord, speed] = suggestions;
    expect(cord).toMatchObject({ name: 'Cord Length', products: 3, mean_confidence: 0.75 });
    // Most common first (25 ft in two products), then the latest seen.
    expect(cord!.sample_values).toEqual(['25 ft', '10 ft', '6 ft']);
    // The quote of the most confident reading.
    expect(cord!.sample_quote).toBe('Cord Length: 25 ft');
    expect(new Date(cord!.last_seen!).getTime()).toBeGreaterThan(Date.now() - 11 * 60_000);
    expect(speed).toMatchObject({
      products: 1,
      sample_values: ['1,500 rpm'],
      sample_quote: 'No-load speed: 1,500 rpm',
      mean_confidence: 0.7,
    });
    expect(new Date(speed!.last_seen!).getTime()).toBeLessThan(Date.now() - 29 * 60_000);

    // min_products: only names read in that many products.
    const res = await test.call(ALICE, 'GET', path(ACME.id, '?min_products=2'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggestions.map((s: { name: string }) => s.name)).toEqual(['Cord Length']);
    expect((await test.call(ALICE, 'GET', path(ACME.id, '?min_products=0'))).statusCode).toBe(422);
  });

  it("leaves out names an active field holds (field_name or display_name, the display name without its '(unit)')", async () => {
    await job(ACME.id, P(1), [
      reading('Weight', '2 kg'), // Weight (lbs)
      reading('Pack quantity', '12'), // pack_quantity
      reading(' color ', 'Red'), // color / Color
      reading('Material', 'Steel'), // material
      reading('Blade Diameter', '7 in'),
      reading('Hose Length', '25 ft'),
    ]);
    expect([...(await byName()).keys()].sort()).toEqual(['Blade Diameter', 'Hose Length']);

    // An inactive field holds nothing.
    await test.sql(
      sql`update field_definitions set is_active = false where company_id = ${ACME.id} and field_name = 'color'`,
    );
    try {
      expect([...(await byName()).keys()].sort()).toEqual(['Blade Diameter', 'Hose Length', 'color']);
    } finally {
      await test.sql(
        sql`update field_definitions set is_active = true where company_id = ${ACME.id} and field_name = 'color'`,
      );
    }

    // A field made from the suggestion, as the Schema Manager's Create field fills it, takes it off the list.
    const created = await test.call(ALICE, 'POST', `/companies/${ACME.id}/fields`, {
      field_name: 'hose_length_ft',
      display_name: 'Hose Length (ft)',
      field_type: 'number',
      data_type: 'number',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect([...(await byName()).keys()]).toEqual(['Blade Diameter']);
  });

  it('answers at most 50 names, most products first', async () => {
    const many = Array.from({ length: FIELD_SUGGESTIONS_LIMIT + 10 }, (_, i) => reading(`Extra Property ${i}`, `${i}`));
    await job(ACME.id, P(1), many);
    await job(ACME.id, P(2), [reading('Extra Property 59', '59')]);
    const suggestions = await list();
    expect(suggestions).toHaveLength(FIELD_SUGGESTIONS_LIMIT);
    expect(suggestions[0]).toMatchObject({ name: 'Extra Property 59', products: 2 });
  });

  it('reads past malformed result data: no list, items that are no object, names that are no text', async () => {
    await job(ACME.id, P(1), 'not a list');
    await job(ACME.id, P(2), [
      7,
      null,
      { name: 42, value: '1' },
      { name: '   ', value: '1' },
      { name: 'Voltage', value: 18, confidence: 'high' },
    ]);
    await test.sql(
      sql`insert into enhancement_jobs (company_id, enhanced_product_id, status, result_data, completed_at)
          values (${ACME.id}, ${P(3)}, 'completed', '"plain text"'::jsonb, now())`,
    );
    expect(await list()).toEqual([
      {
        name: 'Voltage',
        products: 1,
        sample_values: ['18'],
        sample_quote: null,
        mean_confidence: null,
        last_seen: expect.any(String),
      },
    ]);
  });

  it("is for tenant-admins and the super-admin; another tenant's company reads as unknown (404)", async () => {
    await job(ACME.id, P(1), [reading('Cord Length', '25 ft')]);
    const tenantUser = await test.call(TOM, 'GET', path(ACME.id));
    expect(tenantUser.statusCode).toBe(403);
    expect(tenantUser.json()).toMatchObject({ detail: 'You do not have permission to perform this action' });
    const foreign = await test.call(NINA, 'GET', path(ACME.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: 'Company not found' });
    expect((await test.call(null, 'GET', path(ACME.id))).statusCode).toBe(401);
    // The super-admin reads any company; an unknown one is 404.
    expect((await list(SUPER)).map((s) => s.name)).toEqual(['Cord Length']);
    const unknown = await test.call(SUPER, 'GET', path('00000000-0000-4000-8000-000000000099'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'Company not found' });
  });

  it("keeps each company's suggestions to itself", async () => {
    await job(ACME.id, P(1), [reading('Cord Length', '25 ft')]);
    await job(NORTHWIND.id, demoProductId(NORTHWIND.code, 1), [reading('Shelf Depth', '40 cm')]);
    expect((await list()).map((s) => s.name)).toEqual(['Cord Length']);
    expect((await list(NINA, NORTHWIND.id)).map((s) => s.name)).toEqual(['Shelf Depth']);
    expect((await list(SUPER, NORTHWIND.id)).map((s) => s.name)).toEqual(['Shelf Depth']);
  });
});
