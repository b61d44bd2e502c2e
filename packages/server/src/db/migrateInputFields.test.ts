// Issue #18: migration 0010 moves the preserved input fields from raw_product_fields rows onto
// raw_products.input_fields. Every field saved before the migration is still there after it, in field order;
// a product that had none keeps null ('Limited Input Data Available').
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { rows } from '../test/sql';
import { migrateDatabase, MIGRATIONS_DIR } from './migrate';

let scratch: string;
let database: TestDatabase;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'curate-migrate-0010-'));
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database?.cleanup();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('migration 0010: input fields on the raw product', () => {
  it('carries every preserved field over, special fields first, and leaves products without any at null', async () => {
    const before = path.join(scratch, 'before-0010');
    await cp(MIGRATIONS_DIR, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0010');
    await writeFile(journalPath, JSON.stringify(journal));
    await migrateDatabase(database, { migrationsFolder: before });

    await database.db.execute(
      sql`insert into companies (id, company_code, company_name) values ('00000000-0000-4000-8000-000000000001', 'mig', 'Mig')`,
    );
    await database.db.execute(sql`
      insert into raw_products (id, company_id, customer_product_id, product_details) values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'SKU-1', 'Drill'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'SKU-2', 'Saw')`);
    await database.db.execute(sql`
      insert into raw_product_fields (company_id, raw_product_id, field_name, display_name, values) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'colour', 'Colour', '["Yellow"]'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'raw_product_details', 'Product Details', '["Drill"]'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'raw_product_id', 'Product ID', '["SKU-1"]'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'brand', null, '["ACME", "Acme"]')`);
    await migrateDatabase(database);

    const after = await rows<{ customer_product_id: string; input_fields: unknown }>(
      database,
      sql`select customer_product_id, input_fields from raw_products order by customer_product_id`,
    );
    expect(after).toEqual([
      {
        customer_product_id: 'SKU-1',
        input_fields: [
          { field_name: 'raw_product_id', display_name: 'Product ID', values: ['SKU-1'] },
          { field_name: 'raw_product_details', display_name: 'Product Details', values: ['Drill'] },
          { field_name: 'brand', display_name: 'brand', values: ['ACME', 'Acme'] },
          { field_name: 'colour', display_name: 'Colour', values: ['Yellow'] },
        ],
      },
      { customer_product_id: 'SKU-2', input_fields: null },
    ]);
    const table = await rows(database, sql`select 1 from pg_tables where tablename = 'raw_product_fields'`);
    expect(table).toHaveLength(0);
  });
});
