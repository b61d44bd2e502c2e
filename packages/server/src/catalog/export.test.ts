// Catalogue CSV export (issue #5, spec part 1 §2 'Export dialog', §7): RFC 4180 output parsed back,
// formula neutralisation of hostile values, scope, tenants, and a streamed export over several batches.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME,
  demoFieldId,
  NORTHWIND,
  productsWithStatus,
  startFeatureTest,
  TOM,
  type FeatureTest,
} from '../test/featureTest';
import { EXPORT_BATCH_SIZE, PRODUCT_EXPORT_COLUMNS } from './export';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
});
afterAll(async () => {
  await test?.close();
});

const F = (name: string) => demoFieldId(ACME.code, name);

/** A strict RFC 4180 parser: records of fields, CRLF line ends, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error('unterminated quoted field');
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] === '"') {
          field += '"';
          i += 1;
        } else break;
      }
    } else {
      const end = text.slice(i).search(/[,\r\n"]/);
      const stop = end < 0 ? text.length : i + end;
      if (text[stop] === '"') throw new Error(`bare quote at ${stop}`);
      field = text.slice(i, stop);
      i = stop;
    }
    record.push(field);
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    records.push(record);
    record = [];
    if (i >= text.length) return records;
    if (text.slice(i, i + 2) !== '\r\n') throw new Error(`expected CRLF at ${i}`);
    i += 2;
    if (i >= text.length) return records;
  }
}

const exportCsv = async (query: string, email = TOM) => {
  const res = await test.call(email, 'GET', `/companies/${ACME.id}/products/export${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(res.body.slice(1));
  return {
    res,
    header: header!,
    rows: rows.map(
      (cells) => Object.fromEntries(header!.map((name, n) => [name, cells[n] ?? ''])) as Record<string, string>,
    ),
  };
};

const HOSTILE = {
  clean_name: '=SUM(1+1)*cmd|" /C calc"!A0',
  // Issue #11's probe misses: a formula after a leading double quote, a line feed, a no-break space, and the
  // full-width forms.
  short_description: '"+1 and, "quoted", text',
  long_description: '\n-1\r\nsecond line\nthird, with comma',
  review_notes: '\u00A0@x mention',
  material: '\tTabbed 🙂 emoji',
  brand: '\rCarriage ערבית عربي',
  subcategory: 'Plain "quote" 🧪 שלום',
  features: ['\uFF1DHYPERLINK("http://x")', 'safe; item'],
} as const;

/** Starts like a formula: tab or CR first, or = + - @ (or a full-width form) after spaces and double quotes. */
const FORMULA_START = /^[\t\r]|^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** The value a spreadsheet should read: the text itself, with one quote in front when it starts like a formula. */
const neutralised = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

describe('GET /products/export', () => {
  it('writes hostile values intact after the one neutralising quote, and no cell a spreadsheet would evaluate', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'approved', 1, 7);
    await test.sql(sql`update enhanced_products set clean_name = ${HOSTILE.clean_name}, short_description = ${HOSTILE.short_description},
      long_description = ${HOSTILE.long_description}, review_notes = ${HOSTILE.review_notes}, product_id = 'HOSTILE-0001' where id = ${id!}`);
    const put = await test.call(TOM, 'PUT', `/companies/${ACME.id}/products/${id!}`, {
      custom_fields: {
        material: 'x',
        brand: 'x',
        subcategory: HOSTILE.subcategory,
        features: [...HOSTILE.features],
        weight_lbs: 3.5,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Edits trim values; leading tabs and carriage returns can still arrive through imports.
    for (const field of ['material', 'brand'] as const) {
      await test.sql(
        sql`update product_field_values set value_text = ${HOSTILE[field]} where enhanced_product_id = ${id!} and field_definition_id = ${F(field)}`,
      );
    }
    const { res, header, rows } = await exportCsv('?scope=filtered&search_text=hostile-0001');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products_export_\d{8}_\d{6}\.csv"$/);
    expect(header.slice(0, PRODUCT_EXPORT_COLUMNS.length)).toEqual(PRODUCT_EXPORT_COLUMNS.map(([name]) => name));
    expect(header).toEqual(
      expect.arrayContaining(['brand', 'material', 'color', 'weight_lbs', 'features', 'keywords']),
    );
    expect(header).not.toContain('clean_name');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.name).toBe(neutralised(HOSTILE.clean_name));
    expect(row.short_description).toBe(neutralised(HOSTILE.short_description));
    expect(row.description).toBe(neutralised(HOSTILE.long_description));
    expect(row.review_notes).toBe(neutralised(HOSTILE.review_notes));
    expect(row.material).toBe(neutralised(HOSTILE.material));
    expect(row.brand).toBe(neutralised(HOSTILE.brand));
    expect(row.subcategory).toBe(HOSTILE.subcategory);
    expect(row.features).toBe(neutralised(HOSTILE.features.join('; ')));
    expect(row.weight_lbs).toBe('3.5');
    for (const [name, cell] of Object.entries(row)) {
      if (/^-?\d+(\.\d+)?$/.test(cell)) continue; // plain numbers of numeric columns
      expect(cell, name).not.toMatch(FORMULA_START);
    }
  });

  it('exports the filtered view or everything, in product_id order, of the own company only', async () => {
    const all = await exportCsv('?scope=all&review_status=approved');
    expect(all.rows).toHaveLength(200);
    const ids = all.rows.map((r) => r.product_id ?? '');
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const filtered = await exportCsv('?scope=filtered&review_status=approved&filter_field_0=color&filter_value_0=Red');
    const [expected] = await test.sql<{
      n: number;
    }>(sql`select count(*)::int as n from enhanced_products p where company_id = ${ACME.id} and review_status = 'approved'
      and exists (select 1 from product_field_values v where v.enhanced_product_id = p.id and v.field_definition_id = ${F('color')} and v.value_text = 'Red')`);
    expect(filtered.rows).toHaveLength(expected!.n);
    expect(filtered.rows.every((r) => r.review_status === 'approved' && r.color === 'Red')).toBe(true);
    const foreign = await test.sql<{ id: string }>(
      sql`select id from enhanced_products where company_id = ${NORTHWIND.id}`,
    );
    const exported = new Set(all.rows.map((r) => r.id));
    expect(foreign.some((row) => exported.has(row.id))).toBe(false);
  });

  it('answers JSON errors before streaming: bad filter 422, other company 404, no token 401', async () => {
    const bad = await test.call(
      TOM,
      'GET',
      `/companies/${ACME.id}/products/export?filter_field_0=flavour&filter_value_0=x`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
    expect(bad.json()).toEqual({ detail: "Unknown filter field 'flavour'", code: 'validation_error' });
    expect((await test.call(TOM, 'GET', `/companies/${NORTHWIND.id}/products/export`)).json()).toEqual({
      detail: 'Company not found',
      code: 'not_found',
    });
    expect((await test.call(null, 'GET', `/companies/${ACME.id}/products/export`)).statusCode).toBe(401);
    expect((await test.call(TOM, 'GET', `/companies/${ACME.id}/products/export?scope=some`)).statusCode).toBe(422);
  });

  it('streams a catalogue of several batches, every product once', async () => {
    const extra = EXPORT_BATCH_SIZE * 2 + 400;
    await test.sql(sql`insert into enhanced_products (company_id, product_id, clean_name, review_status)
      select ${ACME.id}, 'BULK-' || lpad(g::text, 6, '0'), 'Bulk item ' || g, 'pending' from generate_series(1, ${extra}) g`);
    const { rows } = await exportCsv('?scope=all');
    expect(rows).toHaveLength(200 + extra);
    expect(new Set(rows.map((r) => r.id)).size).toBe(200 + extra);
    expect(
      rows
        .filter((r) => r.product_id?.startsWith('BULK-'))
        .map((r) => r.name)
        .slice(0, 2),
    ).toEqual(['Bulk item 1', 'Bulk item 2']);
  });
});
