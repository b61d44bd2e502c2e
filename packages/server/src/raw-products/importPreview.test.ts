// Import preview — the dry run before a bulk run (issue #18): per row new, changed or unchanged, by the same
// comparison the import makes, and nothing written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawProductImportPreviewResponse } from '@curate/core/contract';
import { ACME, ALICE, NINA, NORTHWIND, startFeatureTest, TOM, type FeatureTest } from '../test/featureTest';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([ALICE, TOM, NINA]);
});
afterAll(async () => {
  await test?.close();
});

const base = (company: string) => `/companies/${company}/raw-products`;
const row = (id: string, details: string, extra: object = {}) => ({
  customer_product_id: id,
  source_system: 'csv_upload',
  import_batch_id: 'csv_upload_preview',
  source_file_name: 'bulk_upload.csv',
  source_file_row: 1,
  product_name: 'Drill',
  product_details: details,
  source_url: '',
  additional_fields: { brand: 'Makita' },
  ...extra,
});
const preview = (email: string, company: string, rows: object[]) =>
  test.call(email, 'POST', `${base(company)}/import-preview`, { rows });

async function counts() {
  const [r] = await test.sql<{ raw: number; jobs: number }>(
    sql`select (select count(*) from raw_products)::int as raw, (select count(*) from enhancement_jobs)::int as jobs`,
  );
  return r!;
}

describe('POST raw-products/import-preview', () => {
  it('reports new, changed and unchanged rows the way the import will, and writes nothing', async () => {
    const imported = await test.call(TOM, 'POST', `${base(ACME.id)}/import-batch`, {
      rows: [row('PV-1', 'Same text'), row('PV-2', 'Old text')],
      enhance: false,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const before = await counts();

    const answer = await preview(TOM, ACME.id, [
      row('PV-1', 'Same text', { source_file_row: 7, import_batch_id: 'csv_upload_other' }),
      row('PV-2', 'New text'),
      row('PV-3', 'Never imported'),
      row('PV-1', 'Same text', { additional_fields: { brand: 'Bosch' } }),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = RawProductImportPreviewResponse.parse(answer.json());
    expect(body.results.map((r) => [r.index, r.customer_product_id, r.status])).toEqual([
      [0, 'PV-1', 'unchanged'],
      [1, 'PV-2', 'changed'],
      [2, 'PV-3', 'new'],
      [3, 'PV-1', 'changed'],
    ]);
    expect(body).toMatchObject({ new: 1, changed: 2, unchanged: 1 });
    expect(await counts()).toEqual(before);

    // What the preview called unchanged, the import reports unchanged.
    const again = await test.call(TOM, 'POST', `${base(ACME.id)}/import-batch`, {
      rows: [row('PV-1', 'Same text'), row('PV-2', 'New text'), row('PV-3', 'Never imported')],
      enhance: false,
    });
    expect(again.json()).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
  });

  it("compares within the caller's company only", async () => {
    const answer = await preview(NINA, NORTHWIND.id, [row('PV-1', 'Same text')]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ new: 1, changed: 0, unchanged: 0 });
    expect((await preview(NINA, ACME.id, [row('PV-1', 'Same text')])).statusCode).toBe(404);
  });

  it('refuses bad rows with 422 naming the row and column, and more than 1,000 rows with 413', async () => {
    const bad = await preview(TOM, ACME.id, [row('PV-9', 'ok'), row('PV-10', '')]);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('product_details');
    expect(bad.body).toContain('Missing required Description');
    const many = Array.from({ length: 1001 }, (_, i) => row(`PV-M${i}`, 'text'));
    const tooMany = await preview(TOM, ACME.id, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.body).toContain('at most 1,000 per call');
  });
});
