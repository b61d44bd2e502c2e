// The product detail's review material: each field's confidence and flags and the product's review_flags, read
// from its latest completed enhancement job (jobs/persist.ts's result_data), tenant-scoped, in the detail's two
// statements.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailResponse, type ProductField } from '@curate/core/contract';
import {
  ACME,
  dataStatements,
  demoFieldId,
  NINA,
  NORTHWIND,
  productsByField,
  startFeatureTest,
  TOM,
  type FeatureTest,
} from '../test/featureTest';
import { withReviewChecks } from './reviewChecks';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
});
afterAll(async () => {
  await test?.close();
});

const F = (name: string) => demoFieldId(ACME.code, name);
const productPath = (productId: string, company = ACME.id) => `/companies/${company}/products/${productId}`;
const detail = async (productId: string, email = TOM, company = ACME.id) => {
  const res = await test.call(email, 'GET', productPath(productId, company));
  expect(res.statusCode, res.body).toBe(200);
  return ProductDetailResponse.parse(res.json()).product;
};
const fieldOf = (fields: readonly ProductField[], name: string) => fields.find((f) => f.field_name === name);

const CONTRADICTION = {
  field_name: 'weight_lbs',
  kind: 'contradiction',
  message: 'Weight (lbs): the record states "120 lb" and "Weighs 95 lb"',
  quotes: ['120 lb', 'Weighs 95 lb'],
};
const LOW_BRAND = { field_name: 'brand', kind: 'low_confidence', message: 'Brand: possibly "Rheem" (no clear cue)' };
const NOT_APPLIED = {
  field_name: '*',
  kind: 'not_applied',
  message: 'Custom instruction not applied: Mention the warranty.',
};
const ON_MISSING = {
  field_name: 'colour',
  kind: 'contradiction',
  message: 'Colour: the record states "white" and "grey"',
  quotes: ['white', 'grey'],
};

/** A job of the product: `status`, completed `minutesAgo` minutes ago, recording `result`. */
async function addJob(productId: string, status: string, minutesAgo: number, result: Record<string, unknown>) {
  const seconds = Math.round(minutesAgo * 60);
  await test.sql(sql`insert into enhancement_jobs (company_id, enhanced_product_id, customer_product_id, status, progress,
      created_at, started_at, completed_at, result_data)
    values (${ACME.id}, ${productId}, 'E2E-CHECKS', ${status}, 100, now() - make_interval(secs => ${seconds + 60}),
      now() - make_interval(secs => ${seconds + 60}), now() - make_interval(secs => ${seconds}),
      ${JSON.stringify(result)}::jsonb)`);
}

/** A product with brand and weight values, all of them (and its core fields) the model's. */
async function modelsProduct(skip: number): Promise<string> {
  const [id] = await test.sql<{ id: string }>(
    sql`select p.id from enhanced_products p where p.company_id = ${ACME.id}
        and exists (select 1 from product_field_values v where v.enhanced_product_id = p.id and v.field_definition_id = ${F('brand')})
        and exists (select 1 from product_field_values v where v.enhanced_product_id = p.id and v.field_definition_id = ${F('weight_lbs')})
        and not exists (select 1 from product_field_values v where v.enhanced_product_id = p.id and v.field_definition_id = ${F('colour')})
        and p.clean_name is not null
        order by p.product_id limit 1 offset ${skip}`,
  );
  await test.sql(sql`update product_field_values set updated_by_type = 'ai', updated_by_user_id = null,
      updated_at = now() - interval '1 hour' where enhanced_product_id = ${id!.id}`);
  await test.sql(sql`delete from field_edit_history where enhanced_product_id = ${id!.id}`);
  return id!.id;
}

describe('GET /products/{id}: confidence and flags of the latest completed enhancement', () => {
  let productId = '';
  beforeAll(async () => {
    productId = await modelsProduct(0);
    // An older completed job and a newer failed one: only the newest completed job counts.
    await addJob(productId, 'completed', 30, {
      values_detail: [{ field_name: 'brand', confidence: 0.2, source_id: 'input', quote: 'x' }],
      flags: [{ field_name: 'brand', kind: 'contradiction', message: 'old', quotes: ['a', 'b'] }],
    });
    await addJob(productId, 'completed', 5, {
      values_detail: [
        { field_name: 'clean_name', confidence: 0.9, source_id: 'input', quote: 'Water heater' },
        { field_name: 'brand', confidence: 0.62, source_id: 'input', quote: 'Rheem' },
        { field_name: 'weight_lbs', confidence: 0.4, source_id: 'input', quote: '120 lb' },
        // The last value of a field is the one written.
        { field_name: 'weight_lbs', confidence: 0.81, source_id: 'input', quote: 'Weighs 120 lb' },
      ],
      flags: [
        CONTRADICTION,
        LOW_BRAND,
        { ...NOT_APPLIED, severity: 'high' },
        ON_MISSING,
        { field_name: 'brand', kind: 7 },
      ],
    });
    await addJob(productId, 'failed', 1, { flags: [{ field_name: '*', kind: 'no_text', message: 'failed run' }] });
  });

  it('answers a flagged field with its contradiction and both quotes, a low-confidence one with its confidence', async () => {
    const product = await detail(productId);
    expect(fieldOf(product.fields, 'weight_lbs')).toMatchObject({ confidence: 0.81, flags: [CONTRADICTION] });
    expect(fieldOf(product.fields, 'brand')).toMatchObject({ confidence: 0.62, flags: [LOW_BRAND] });
    expect(fieldOf(product.fields, 'clean_name')).toMatchObject({ confidence: 0.9, flags: [] });
    // A field the job did not rate.
    const unrated = product.fields.find((f) => !['clean_name', 'brand', 'weight_lbs'].includes(f.field_name));
    expect(unrated).toMatchObject({ confidence: null, flags: [] });
    // A flagged field the product holds no value of is answered all the same, empty, with its flag first to see;
    // the record's own flags stay apart. A malformed flag is left out, a key the contract does not name too.
    expect(fieldOf(product.fields, 'colour')).toMatchObject({
      value_text: null,
      value_number: null,
      flags: [ON_MISSING],
    });
    expect(product.review_flags).toEqual([NOT_APPLIED]);
  });

  it('reads it in the same two statements, and not through another company', async () => {
    const statements = await dataStatements(test, () => detail(productId));
    expect(statements).toHaveLength(2);
    const foreign = await test.call(NINA, 'GET', productPath(productId, NORTHWIND.id));
    expect(foreign.statusCode).toBe(404);
  });

  it("clears a value's confidence and flags once a person edits it; a person's earlier value keeps a contradiction", async () => {
    const put = await test.call(TOM, 'PUT', `${productPath(productId)}/fields/${F('weight_lbs')}`, { value: 118 });
    expect(put.statusCode, put.body).toBe(200);
    const edited = await detail(productId);
    expect(fieldOf(edited.fields, 'weight_lbs')).toMatchObject({
      value_number: 118,
      updated_by_type: 'user',
      confidence: null,
      flags: [],
    });

    // A person set the brand before a newer job (which did not write it): no confidence and no 'low_confidence'
    // flag, but the job's contradiction stays until someone edits the brand after it.
    await test.sql(sql`update product_field_values set updated_by_type = 'user', updated_at = now() - interval '1 hour'
        where enhanced_product_id = ${productId} and field_definition_id = ${F('brand')}`);
    const brandContradiction = {
      field_name: 'brand',
      kind: 'contradiction',
      message: 'Brand: the record states "Rheem" and "A. O. Smith"',
      quotes: ['Rheem', 'A. O. Smith'],
    };
    await addJob(productId, 'completed', 0.5, {
      values_detail: [{ field_name: 'brand', confidence: 0.5, source_id: 'input', quote: 'Rheem' }],
      flags: [LOW_BRAND, brandContradiction],
    });
    const product = await detail(productId);
    expect(fieldOf(product.fields, 'brand')).toMatchObject({ confidence: null, flags: [brandContradiction] });
    // The weight's edit is still later than that job.
    expect(fieldOf(product.fields, 'weight_lbs')).toMatchObject({ confidence: null, flags: [] });
  });

  it('answers nulls and no flags for a product without a completed enhancement', async () => {
    const [plain] = await productsByField(test, ACME.id, F('brand'), true, 1, 7);
    await test.sql(sql`delete from enhancement_jobs where enhanced_product_id = ${plain!}`);
    const product = await detail(plain!);
    expect(product.fields.length).toBeGreaterThan(0);
    expect(product.fields.every((f) => f.confidence === null && f.flags?.length === 0)).toBe(true);
    expect(product.review_flags).toEqual([]);
  });
});

describe('withReviewChecks', () => {
  const field = (field_name: string, updated_by_type: ProductField['updated_by_type'], updated_at: string) =>
    ({ field_name, updated_by_type, updated_at }) as ProductField;
  const enhancement = {
    completed_at: '2025-03-02T12:00:00.000Z',
    values_detail: [{ field_name: 'a', confidence: 1.4 }, { field_name: 'b', confidence: 'high' }, 'junk'],
    flags: [
      { field_name: 'a', kind: 'low_confidence', message: 'a?' },
      { field_name: 'b', kind: 'contradiction', message: 'b!', quotes: ['1', '2'] },
    ],
  };

  it('clamps a confidence to 0-1 and reads a malformed one as none', () => {
    const { fields } = withReviewChecks(
      [field('a', 'ai', '2025-03-02T11:00:00.000Z'), field('b', 'ai', '2025-03-02T11:00:00.000Z')],
      enhancement,
    );
    expect(fields.map((f) => f.confidence)).toEqual([1, null]);
  });

  it('drops every flag of a value a person edited after the enhancement, and only the low-confidence one before', () => {
    const later = withReviewChecks([field('b', 'user', '2025-03-02T12:00:01.000Z')], enhancement);
    expect(later.fields[0]).toMatchObject({ confidence: null, flags: [] });
    const earlier = withReviewChecks(
      [field('a', 'user', '2025-03-02T11:00:00.000Z'), field('b', 'user', '2025-03-02T11:00:00.000Z')],
      enhancement,
    );
    expect(earlier.fields.map((f) => f.flags?.map((x) => x.kind))).toEqual([[], ['contradiction']]);
  });

  it('answers no checks without an enhancement', () => {
    expect(withReviewChecks([field('a', 'ai', '2025-03-02T11:00:00.000Z')], null)).toEqual({
      fields: [
        { field_name: 'a', updated_by_type: 'ai', updated_at: '2025-03-02T11:00:00.000Z', confidence: null, flags: [] },
      ],
      review_flags: [],
    });
  });
});
