// The review dialog's original input: raw product and raw fields (spec part 1 §2, §3, §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawFieldsResponse, RawProduct } from '@curate/core/contract';
import { ACME, NINA, NORTHWIND, startFeatureTest, SUPER, TOM, type FeatureTest } from '../test/featureTest';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([TOM, NINA, SUPER]);
});
afterAll(async () => {
  await test?.close();
});

const path = (rawId: string, company = ACME.id) => `/companies/${company}/raw-products/${rawId}`;

describe('GET /raw-products/{id} and /fields', () => {
  it('answers the imported record and its input fields, the special fields first', async () => {
    const [raw] = await test.sql<{ id: string; customer_product_id: string }>(
      sql`select r.id, r.customer_product_id from raw_products r where r.company_id = ${ACME.id}
          and r.input_fields is not null order by r.customer_product_id limit 1`,
    );
    const res = await test.call(TOM, 'GET', path(raw!.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(RawProduct.parse(res.json())).toMatchObject({
      id: raw!.id,
      customer_product_id: raw!.customer_product_id,
      processing_status: expect.any(String),
    });
    const { fields } = RawFieldsResponse.parse((await test.call(TOM, 'GET', `${path(raw!.id)}/fields`)).json());
    expect(fields.slice(0, 4).map((f) => f.field_name)).toEqual([
      'raw_product_name',
      'raw_product_details',
      'raw_image_url',
      'raw_product_id',
    ]);
    expect(fields.find((f) => f.field_name === 'raw_product_id')).toEqual({
      field_name: 'raw_product_id',
      display_name: 'Product ID',
      values: [raw!.customer_product_id],
    });
  });

  it("answers an empty list for products imported before input was preserved ('Limited Input Data Available')", async () => {
    const [raw] = await test.sql<{ id: string }>(
      sql`select r.id from raw_products r where r.company_id = ${ACME.id}
          and r.input_fields is null limit 1`,
    );
    expect((await test.call(TOM, 'GET', `${path(raw!.id)}/fields`)).json()).toEqual({ fields: [] });
  });

  it("answers 404 'Raw product not found' for unknown or foreign ids", async () => {
    const [foreign] = await test.sql<{ id: string }>(
      sql`select id from raw_products where company_id = ${NORTHWIND.id} limit 1`,
    );
    for (const url of [
      path(foreign!.id),
      `${path(foreign!.id)}/fields`,
      path('00000000-0000-0000-0000-0000000000d1'),
    ]) {
      const res = await test.call(TOM, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Raw product not found', code: 'not_found' });
    }
    expect((await test.call(NINA, 'GET', path(foreign!.id, NORTHWIND.id))).statusCode).toBe(200);
    expect((await test.call(SUPER, 'GET', path(foreign!.id, NORTHWIND.id))).statusCode).toBe(200);
  });
});
