// Imports and raw product edits — spec part 2 §3, §4.1, §4.2, §7.1, §7.3 (issue #18). No workers run: the
// jobs an import starts stay queued, so their rows and reservations can be counted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RawFieldsResponse,
  RawProductBatchImportResponse,
  RawProductImportResponse,
  RawProductListResponse,
} from '@curate/core/contract';
import { ACME, ALICE, NINA, NORTHWIND, startFeatureTest, TOM, type FeatureTest } from '../test/featureTest';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([ALICE, TOM, NINA]);
});
afterAll(async () => {
  await test?.close();
});

const base = (company: string) => `/companies/${company}/raw-products`;
let serial = 0;
/** A batch of `n` rows with fresh ids under `prefix`. */
function rows(n: number, prefix = `B${++serial}`, extra: object = {}) {
  return Array.from({ length: n }, (_, i) => ({
    customer_product_id: `${prefix}-${i + 1}`,
    source_system: 'csv_upload',
    import_batch_id: `csv_upload_${prefix}`,
    source_file_name: 'bulk_upload.csv',
    source_file_row: i + 1,
    product_name: `Drill ${i + 1}`,
    product_details: `18 V cordless drill, model ${i + 1}`,
    source_url: 'https://cdn.example.com/drill.png',
    additional_fields: { brand: 'Makita', 'Voltage (V)': '18' },
    ...extra,
  }));
}
const batch = (email: string, company: string, body: object, override = false) =>
  test.call(email, 'POST', `${base(company)}/import-batch${override ? '?allow_override=true' : ''}`, body);

async function balance(companyId: string) {
  const [row] = await test.sql<{ b: number }>(
    sql`select current_balance as b from billing_accounts where company_id = ${companyId}`,
  );
  return Number(row!.b);
}
async function jobsFor(prefix: string) {
  return test.sql<{ customer_product_id: string; force_enhancement: boolean }>(
    sql`select customer_product_id, force_enhancement from enhancement_jobs where customer_product_id like ${`${prefix}-%`} order by customer_product_id`,
  );
}
async function storedIds(prefix: string) {
  const found = await test.sql<{ customer_product_id: string }>(
    sql`select customer_product_id from raw_products where customer_product_id like ${`${prefix}-%`}`,
  );
  return found.map((r) => r.customer_product_id).sort();
}

/** The processing status of the stored rows of a prefix, in row order. */
async function statuses(prefix: string) {
  const found = await test.sql<{ s: string }>(
    sql`select processing_status as s from raw_products where customer_product_id like ${`${prefix}-%`}
      order by source_file_row`,
  );
  return found.map((r) => r.s);
}

describe('POST raw-products/import (one row)', () => {
  const path = `${base(ACME.id)}/import`;
  const body = {
    customer_product_id: 'SINGLE-1',
    product_name: 'Hammer',
    product_details: 'Claw hammer, 16 oz',
    source_url: '',
    additional_fields: { Color: 'red' },
  };

  it('creates, then reports unchanged content as unchanged (no enhancement needed unless allow_override), then updates', async () => {
    const first = await test.call(TOM, 'POST', path, body);
    expect(first.statusCode, first.body).toBe(201);
    const created = RawProductImportResponse.parse(first.json());
    expect(created).toMatchObject({ success: true, outcome: 'created', needs_enhancement: true });
    expect(created.product).toMatchObject({
      customer_product_id: 'SINGLE-1',
      company_id: ACME.id,
      field_data_stored: true,
    });

    // Never enhanced yet (no job was started): the same content again still needs its enhancement.
    const unenhanced = RawProductImportResponse.parse((await test.call(TOM, 'POST', path, body)).json());
    expect(unenhanced).toMatchObject({ outcome: 'unchanged', needs_enhancement: true, product_id: created.product_id });
    // Its enhancement under way (the start sets pending_enhancement): the same content needs none.
    await test.sql(
      sql`update raw_products set processing_status = 'pending_enhancement' where id = ${created.product_id}`,
    );
    const again = RawProductImportResponse.parse((await test.call(TOM, 'POST', path, body)).json());
    expect(again).toMatchObject({ outcome: 'unchanged', needs_enhancement: false, product_id: created.product_id });
    const forced = RawProductImportResponse.parse(
      (await test.call(TOM, 'POST', `${path}?allow_override=true`, body)).json(),
    );
    expect(forced).toMatchObject({ outcome: 'unchanged', needs_enhancement: true });

    const changed = RawProductImportResponse.parse(
      (await test.call(TOM, 'POST', path, { ...body, product_details: 'Claw hammer, 20 oz, steel' })).json(),
    );
    expect(changed).toMatchObject({ outcome: 'updated', needs_enhancement: true, product_id: created.product_id });
    const fields = RawFieldsResponse.parse(
      (await test.call(TOM, 'GET', `${base(ACME.id)}/${created.product_id}/fields`)).json(),
    ).fields;
    expect(fields).toEqual([
      { field_name: 'raw_product_name', display_name: 'Product Name', values: ['Hammer'] },
      { field_name: 'raw_product_details', display_name: 'Product Details', values: ['Claw hammer, 20 oz, steel'] },
      { field_name: 'raw_product_id', display_name: 'Product ID', values: ['SINGLE-1'] },
      { field_name: 'color', display_name: 'Color', values: ['red'] },
    ]);
    expect(await storedIds('SINGLE')).toEqual(['SINGLE-1']);
  });

  it("refuses a row without Product ID or Description with the spec's messages, storing nothing", async () => {
    const res = await test.call(TOM, 'POST', path, { customer_product_id: ' ', product_details: '' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().detail)).toContain('Missing required Product ID');
    expect(JSON.stringify(res.json().detail)).toContain('Missing required Description');
    const url = await test.call(TOM, 'POST', path, { ...body, customer_product_id: 'BADURL', source_url: 'ftp:x' });
    expect(url.statusCode).toBe(422);
    expect(await storedIds('BADURL')).toEqual([]);
  });
});

describe('POST raw-products/import-batch', () => {
  it('imports every row in one call, in order, starting one job (15 credits) per new row; a re-import is all unchanged and spends nothing', async () => {
    const before = await balance(ACME.id);
    const body = { rows: rows(5, 'RUN') };
    const res = await batch(TOM, ACME.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = RawProductBatchImportResponse.parse(res.json());
    expect(answer).toMatchObject({
      created: 5,
      updated: 0,
      unchanged: 0,
      enhancing: 5,
      stopped: null,
      refused: null,
      partial: null,
    });
    expect(answer.import_batch_id).toBe('csv_upload_RUN');
    expect(
      answer.results.map((r) => [r.index, r.customer_product_id, r.source_file_row, r.outcome, r.enhancement]),
    ).toEqual([1, 2, 3, 4, 5].map((n) => [n - 1, `RUN-${n}`, n, 'created', 'queued']));
    expect(await balance(ACME.id)).toBe(before - 75);
    expect(await jobsFor('RUN')).toHaveLength(5);
    const status = await test.sql<{ s: string }>(
      sql`select distinct processing_status as s from raw_products where customer_product_id like 'RUN-%'`,
    );
    expect(status).toEqual([{ s: 'pending_enhancement' }]);

    const again = RawProductBatchImportResponse.parse((await batch(TOM, ACME.id, body)).json());
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 5, enhancing: 0 });
    expect(again.results.every((r) => r.enhancement === 'not_needed' && r.job_id === null)).toBe(true);
    expect(await balance(ACME.id)).toBe(before - 75);
    expect(await jobsFor('RUN')).toHaveLength(5);

    // One changed row: updated, re-enhanced (forced); the rest unchanged.
    const edited = body.rows.map((r, i) => (i === 2 ? { ...r, product_details: 'Now with a hammer mode' } : r));
    const third = RawProductBatchImportResponse.parse((await batch(TOM, ACME.id, { rows: edited })).json());
    expect(third.results.map((r) => r.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'updated',
      'unchanged',
      'unchanged',
    ]);
    expect(third.enhancing).toBe(1);
    expect((await jobsFor('RUN')).filter((j) => j.customer_product_id === 'RUN-3')).toEqual([
      { customer_product_id: 'RUN-3', force_enhancement: false },
      { customer_product_id: 'RUN-3', force_enhancement: true },
    ]);

    // allow_override re-enhances unchanged rows too.
    await test.sql(sql`update raw_products set processing_status = 'completed' where customer_product_id like 'RUN-%'`);
    const forced = RawProductBatchImportResponse.parse((await batch(TOM, ACME.id, { rows: edited }, true)).json());
    expect(forced).toMatchObject({ unchanged: 5, enhancing: 5 });
    expect(await statuses('RUN')).toEqual(Array(5).fill('pending_enhancement'));
  });

  it('stops at exactly the row the balance cannot pay: that row is imported without a job, later rows are not imported', async () => {
    await test.sql(
      sql`update billing_accounts set allow_overages = false, current_balance = 50 where company_id = ${NORTHWIND.id}`,
    );
    const res = await batch(NINA, NORTHWIND.id, { rows: rows(6, 'LOW') });
    // A partial outcome: 207 with the reason, the counts and the rows not taken.
    expect(res.statusCode, res.body).toBe(207);
    const answer = RawProductBatchImportResponse.parse(res.json());
    expect(answer.results.map((r) => r.enhancement)).toEqual(['queued', 'queued', 'queued', 'refused']);
    expect(answer.stopped).toMatchObject({ index: 3, status: 402, code: 'insufficient_credits', current_balance: 5 });
    expect(answer.partial).toEqual({
      reason: answer.stopped,
      received: 6,
      imported: 4,
      not_imported: [4, 5],
      not_enhanced: [3],
    });
    expect(answer).toMatchObject({ created: 4, enhancing: 3 });
    expect(answer.warnings).toEqual([
      { type: 'low_credits', message: 'Low credits warning! Only 5 credits available.' },
    ]);
    expect(await storedIds('LOW')).toEqual(['LOW-1', 'LOW-2', 'LOW-3', 'LOW-4']);
    expect(await statuses('LOW')).toEqual([
      'pending_enhancement',
      'pending_enhancement',
      'pending_enhancement',
      'imported',
    ]);
    expect((await jobsFor('LOW')).map((j) => j.customer_product_id)).toEqual(['LOW-1', 'LOW-2', 'LOW-3']);
    expect(await balance(NORTHWIND.id)).toBe(5);
    await test.sql(
      sql`update billing_accounts set allow_overages = true, current_balance = 100000 where company_id = ${NORTHWIND.id}`,
    );

    // The block lifted, the same file again: the row the credits refused is enhanced now (unchanged, but never
    // enhanced), without force; the rows with their jobs get none again; the rows not imported are created.
    const again = rows(6, 'LOW');
    const preview = await test.call(NINA, 'POST', `${base(NORTHWIND.id)}/import-preview`, { rows: again });
    expect(preview.json()).toMatchObject({ new: 2, changed: 0, unchanged: 4, unenhanced: 1 });
    const retried = RawProductBatchImportResponse.parse((await batch(NINA, NORTHWIND.id, { rows: again })).json());
    expect(retried.results.map((r) => [r.outcome, r.enhancement])).toEqual([
      ['unchanged', 'not_needed'],
      ['unchanged', 'not_needed'],
      ['unchanged', 'not_needed'],
      ['unchanged', 'queued'],
      ['created', 'queued'],
      ['created', 'queued'],
    ]);
    expect(retried).toMatchObject({ unchanged: 4, created: 2, enhancing: 3, partial: null });
    const jobs = await jobsFor('LOW');
    expect(jobs.map((j) => j.customer_product_id)).toEqual(['LOW-1', 'LOW-2', 'LOW-3', 'LOW-4', 'LOW-5', 'LOW-6']);
    expect(jobs[3]!.force_enhancement).toBe(false);
    expect(await statuses('LOW')).toEqual(Array(6).fill('pending_enhancement'));
    // A third time: every row has its job, nothing more is started.
    const third = RawProductBatchImportResponse.parse((await batch(NINA, NORTHWIND.id, { rows: again })).json());
    expect(third).toMatchObject({ unchanged: 6, enhancing: 0 });
  });

  it('leaves an unchanged row never enhanced whose job is already open to that job (no second job)', async () => {
    const [row] = rows(1, 'OPEN');
    const first = RawProductBatchImportResponse.parse(
      (await batch(NINA, NORTHWIND.id, { rows: [row], enhance: false })).json(),
    );
    expect(first.results[0]).toMatchObject({ outcome: 'created', enhancement: 'not_needed' });
    // Its start is made (as the single form does after its import) but the status is still 'imported'.
    const rawId = first.results[0]!.raw_product_id;
    const start = await test.call(NINA, 'POST', `/companies/${NORTHWIND.id}/raw-products/${rawId}/enhance`, {});
    expect(start.statusCode, start.body).toBe(200);
    await test.sql(sql`update raw_products set processing_status = 'imported' where id = ${rawId}`);
    const again = RawProductBatchImportResponse.parse((await batch(NINA, NORTHWIND.id, { rows: [row] })).json());
    expect(again.results[0]).toMatchObject({ outcome: 'unchanged', enhancement: 'not_needed' });
    expect(await jobsFor('OPEN')).toHaveLength(1);
  });

  it('imports every row of a suspended company without jobs (403 reported once), spending nothing', async () => {
    await test.sql(
      sql`update companies set account_suspended = true, suspension_reason = 'Unpaid invoice' where id = ${NORTHWIND.id}`,
    );
    const before = await balance(NORTHWIND.id);
    const res = await batch(NINA, NORTHWIND.id, { rows: rows(3, 'SUS') });
    expect(res.statusCode, res.body).toBe(207);
    const answer = RawProductBatchImportResponse.parse(res.json());
    await test.sql(
      sql`update companies set account_suspended = false, suspension_reason = null where id = ${NORTHWIND.id}`,
    );
    expect(answer.results.map((r) => r.enhancement)).toEqual(['refused', 'refused', 'refused']);
    expect(answer.refused).toMatchObject({ index: 0, status: 403, detail: 'Account suspended: Unpaid invoice' });
    expect(answer).toMatchObject({ created: 3, enhancing: 0, stopped: null });
    expect(answer.partial).toEqual({
      reason: answer.refused,
      received: 3,
      imported: 3,
      not_imported: [],
      not_enhanced: [0, 1, 2],
    });
    expect(await jobsFor('SUS')).toHaveLength(0);
    expect(await statuses('SUS')).toEqual(['imported', 'imported', 'imported']);
    expect(await balance(NORTHWIND.id)).toBe(before);
  });

  it('answers 413 over 1,000 rows and over 16 MiB, 422 naming the row and column of a bad or repeated row, importing nothing', async () => {
    const many = await batch(TOM, ACME.id, { rows: rows(1001, 'MANY') });
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({
      detail: 'Too many rows: 1,001 sent, at most 1,000 per call',
      code: 'payload_too_large',
    });
    const huge = await batch(TOM, ACME.id, {
      rows: rows(1, 'HUGE', { product_details: 'x'.repeat(17 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);

    const bad = rows(3, 'BAD');
    bad[1]!.product_details = ' ';
    const invalid = await batch(TOM, ACME.id, { rows: bad });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'rows', 1, 'product_details'], msg: 'Missing required Description' }),
    );
    const twice = rows(3, 'DUP');
    twice[2]!.customer_product_id = 'DUP-1';
    const dup = await batch(TOM, ACME.id, { rows: twice });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().detail).toEqual([
      {
        loc: ['body', 'rows', 2, 'customer_product_id'],
        msg: "Duplicate Product ID 'DUP-1' (also in rows[0])",
        type: 'value_error',
      },
    ]);
    expect([...(await storedIds('BAD')), ...(await storedIds('DUP')), ...(await storedIds('MANY'))]).toEqual([]);
  });

  it("refuses another company's path (404) and imports 1,000 rows in one call", async () => {
    expect((await batch(TOM, NORTHWIND.id, { rows: rows(1) })).statusCode).toBe(404);
    const answer = RawProductBatchImportResponse.parse(
      (await batch(ALICE, ACME.id, { rows: rows(1000, 'K'), enhance: false })).json(),
    );
    expect(answer).toMatchObject({ created: 1000, enhancing: 0 });
    expect(answer.results[999]).toMatchObject({ index: 999, customer_product_id: 'K-1000', enhancement: 'not_needed' });
  });
});

describe('raw products list, edit, fields, delete', () => {
  it('lists by batch and status, edits content and fields in step, and deletes (admins only)', async () => {
    await batch(TOM, ACME.id, { rows: rows(3, 'EDIT'), enhance: false });
    const list = RawProductListResponse.parse(
      (
        await test.call(
          TOM,
          'GET',
          `${base(ACME.id)}?import_batch_id=csv_upload_EDIT&processing_status=imported&limit=2`,
        )
      ).json(),
    );
    expect(list.total).toBe(3);
    expect(list.raw_products.map((r) => r.customer_product_id)).toEqual(['EDIT-1', 'EDIT-2']);
    const id = list.raw_products[0]!.id;

    const put = await test.call(TOM, 'PUT', `${base(ACME.id)}/${id}`, { product_name: 'Drill X' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().raw_product.product_name).toBe('Drill X');

    const fields = await test.call(TOM, 'PUT', `${base(ACME.id)}/${id}/fields`, {
      field_updates: {
        raw_product_details: ['Better text'],
        brand: [],
        finish: ['matte', 'black'],
        raw_product_id: ['X'],
      },
      change_reason: 'typo',
    });
    expect(fields.json()).toEqual({
      success: false,
      updated_fields: 2,
      removed_fields: 1,
      created_values: 2,
      errors: ['raw_product_id: the Product ID cannot be changed'],
    });
    const after = RawFieldsResponse.parse((await test.call(TOM, 'GET', `${base(ACME.id)}/${id}/fields`)).json()).fields;
    expect(after.map((f) => [f.field_name, f.values])).toEqual([
      ['raw_product_name', ['Drill X']],
      ['raw_product_details', ['Better text']],
      ['raw_image_url', ['https://cdn.example.com/drill.png']],
      ['raw_product_id', ['EDIT-1']],
      ['finish', ['matte, black']],
      ['voltage_v', ['18']],
    ]);

    expect((await test.call(TOM, 'DELETE', `${base(ACME.id)}/${id}`)).statusCode).toBe(403);
    expect((await test.call(ALICE, 'DELETE', `${base(ACME.id)}/${id}`)).json()).toEqual({
      success: true,
      message: 'Raw product deleted',
    });
    expect((await test.call(TOM, 'GET', `${base(ACME.id)}/${id}`)).statusCode).toBe(404);
    expect((await test.call(NINA, 'PUT', `${base(NORTHWIND.id)}/${id}`, { product_name: 'x' })).statusCode).toBe(404);
  });
});
