import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { insertMany, updateMany } from './insertMany';
import * as schema from './schema';

let database: TestDatabase;
let companyId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database.db
    .insert(schema.companies)
    .values({ company_code: 'bulk-a', company_name: 'Bulk A' })
    .returning();
  companyId = company!.id;
});
afterAll(async () => {
  await database?.cleanup();
});

describe('insertMany (one JSON parameter, jsonb_to_recordset)', () => {
  it('writes every row with its types intact: text with quotes and newlines, JSON, enums, dates, nulls', async () => {
    const at = new Date('2026-11-26T10:11:12.345Z');
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      id: randomUUID(),
      company_id: companyId,
      customer_product_id: `SKU-${i}`,
      product_name: i === 0 ? 'He said "hi",\nthen \\ left' : `Drill ${i}`,
      product_details: i === 1 ? null : `Details ${i}`,
      source_file_row: i + 1,
      additional_fields: { Colour: i % 2 ? 'Yellow' : 'Black', Größe: 'ü' },
      processing_status: 'pending_enhancement' as const,
      imported_at: at,
    }));
    await insertMany(database.db, schema.rawProducts, rows);
    const stored = await database.db
      .select()
      .from(schema.rawProducts)
      .where(eq(schema.rawProducts.company_id, companyId));
    expect(stored).toHaveLength(1200);
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const row of [rows[0]!, rows[1]!, rows[1199]!]) {
      const got = byId.get(row.id)!;
      expect(got.product_name).toBe(row.product_name);
      expect(got.product_details).toBe(row.product_details);
      expect(got.source_file_row).toBe(row.source_file_row);
      expect(got.additional_fields).toEqual(row.additional_fields);
      expect(got.processing_status).toBe('pending_enhancement');
      expect(got.imported_at.toISOString()).toBe(at.toISOString());
      // Columns not written take their defaults.
      expect(got.source_system).toBe('catalog_upload');
    }
  });

  it('writes nothing for no rows, and one statement refuses as a whole (a duplicate key leaves no row)', async () => {
    await insertMany(database.db, schema.rawProducts, []);
    const dup = { company_id: companyId, customer_product_id: 'DUP', product_name: 'x' };
    await expect(insertMany(database.db, schema.rawProducts, [{ ...dup }, { ...dup }])).rejects.toThrow();
    const stored = await database.db
      .select()
      .from(schema.rawProducts)
      .where(eq(schema.rawProducts.customer_product_id, 'DUP'));
    expect(stored).toHaveLength(0);
  });

  it('binds the shared columns once for every row: enum, date, JSON, null; a row key wins over a shared one', async () => {
    const at = new Date('2026-11-26T09:08:07.006Z');
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: randomUUID(),
      customer_product_id: `SHARED-${i}`,
      product_details: `Details ${i}`,
      ...(i === 2 ? { product_name: 'Own name' } : {}),
    }));
    await insertMany(database.db, schema.rawProducts, rows, {
      company_id: companyId,
      processing_status: 'pending_enhancement',
      imported_at: at,
      additional_fields: { Colour: 'Red "dark"' },
      product_name: 'Shared name',
      source_url: null,
    });
    const stored = await database.db
      .select()
      .from(schema.rawProducts)
      .where(eq(schema.rawProducts.company_id, companyId));
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const row of rows)
      expect(byId.get(row.id)).toMatchObject({
        company_id: companyId,
        customer_product_id: row.customer_product_id,
        product_details: row.product_details,
        processing_status: 'pending_enhancement',
        imported_at: at,
        additional_fields: { Colour: 'Red "dark"' },
        source_url: null,
      });
    // product_name is a key of the rows (the third one's), so it is a per-row column: the others write null.
    expect(rows.map((row) => byId.get(row.id)!.product_name)).toEqual([null, null, 'Own name']);
  });

  it('updateMany writes each row its own values by id, leaves the columns not named and the other rows alone', async () => {
    const at = new Date('2026-11-26T12:00:00.000Z');
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: randomUUID(),
      company_id: companyId,
      customer_product_id: `UPD-${i}`,
      product_name: `Before ${i}`,
      product_details: `Details ${i}`,
    }));
    await insertMany(database.db, schema.rawProducts, rows);
    await updateMany(database.db, schema.rawProducts, [
      { id: rows[0]!.id, product_name: 'After "0"\n', processing_status: 'completed' as const, processed_at: at },
      { id: rows[2]!.id, product_name: null, processing_status: 'failed' as const, processed_at: at },
    ]);
    await updateMany(database.db, schema.rawProducts, []);
    const stored = new Map(
      (await database.db.select().from(schema.rawProducts).where(eq(schema.rawProducts.company_id, companyId))).map(
        (row) => [row.id, row],
      ),
    );
    expect(stored.get(rows[0]!.id)).toMatchObject({
      product_name: 'After "0"\n',
      product_details: 'Details 0',
      processing_status: 'completed',
      processed_at: at,
    });
    expect(stored.get(rows[1]!.id)).toMatchObject({ product_name: 'Before 1', processing_status: 'imported' });
    expect(stored.get(rows[2]!.id)).toMatchObject({ product_name: null, processing_status: 'failed' });
  });
});
