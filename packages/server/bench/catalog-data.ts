// Catalogue benchmark data (issue #5): N products with ~15 custom-field values each for the demo company
// acme-tools, generated set-based (generate_series) in chunks so the custom_fields trigger runs once per
// chunk. Texts are built from realistic tool nouns, variants, materials and colours.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rows } from '../src/test/sql';

/** Products written per statement pair (products, then their values). */
const CHUNK = 50_000;

export const NOUNS = [
  'Cordless Drill',
  'Impact Driver',
  'Circular Saw',
  'Orbit Sander',
  'Angle Grinder',
  'Claw Hammer',
  'Adjustable Wrench',
  'Screwdriver Set',
  'Socket Set',
  'Locking Pliers',
  'Tape Measure',
  'Utility Knife',
  'Work Light',
  'Shop Vacuum',
  'Extension Cord',
  'Safety Glasses',
  'Work Gloves',
  'Tool Box',
  'Ladder',
  'Level',
];
export const COLORS = ['Black', 'Red', 'Yellow', 'Blue', 'Orange', 'Silver', 'Green', 'White', 'Gray'];
const VARIANTS = [
  'Compact',
  'Heavy-Duty',
  'Professional',
  '20V MAX',
  'Brushless',
  'Precision',
  'Magnetic',
  'Folding',
  'Industrial',
  'Mini',
];
const MATERIALS = [
  'Forged steel',
  'Chrome vanadium steel',
  'Glass-filled nylon',
  'Aluminum',
  'Fiberglass',
  'Polymer housing',
  'Rubber',
  'Stainless steel',
];
const BRANDS = ['Acme', 'Ironclad', 'Stanford', 'BoltPro', 'Hexline', 'TorqueMax', 'Craftline', 'Northpeak'];

const arr = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/** Generates `count` products for the company and ~15 values each; answers the time taken in ms. */
export async function generateCatalogue(database: Database, companyId: string, count: number): Promise<number> {
  const started = performance.now();
  const defs = await rows<{ id: string; field_name: string }>(
    database,
    sql`select id, field_name from field_definitions where company_id = ${companyId} and not is_core_field`,
  );
  const def = (name: string) => defs.find((d) => d.field_name === name)!.id;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await database.db.execute(sql`
      insert into enhanced_products (company_id, product_id, customer_product_id, clean_name, short_description, long_description,
        quality_confidence_score, review_status, enhanced_at, created_at, updated_at)
      select ${companyId}, 'BN-' || lpad(g::text, 7, '0'), 'CUST-' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'),
        v || ' ' || n || ' ' || (g % 97),
        'A ' || lower(v) || ' ' || lower(n) || ' in ' || lower(c) || ', built from ' || lower(m) || '.',
        'The ' || b || ' ' || v || ' ' || n || ' is made of ' || lower(m) || ' for daily jobsite use. Model ' || g || ' ships with a case and a two-year warranty.',
        round((g * 37 % 101) / 10.0, 1),
        (array['pending','pending','approved','approved','approved','rejected','skipped'])[1 + g % 7]::review_status,
        now() - (g % 50000) * interval '1 minute', now() - (g % 90000) * interval '1 minute', now() - ((g * 13) % 100000) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g,
        lateral (select (${arr(NOUNS)})[1 + g % ${NOUNS.length}] n, (${arr(VARIANTS)})[1 + (g / 3) % ${VARIANTS.length}] v,
                        (${arr(COLORS)})[1 + (g / 7) % ${COLORS.length}] c, (${arr(MATERIALS)})[1 + (g / 11) % ${MATERIALS.length}] m,
                        (${arr(BRANDS)})[1 + (g / 5) % ${BRANDS.length}] b) t`);
    await database.db.execute(sql`
      insert into product_field_values (company_id, enhanced_product_id, field_definition_id, value_text, value_number, value_boolean, value_date)
      select p.company_id, p.id, f.id, f.value_text, f.value_number, f.value_boolean, f.value_date
      from (select id, company_id, substr(product_id, 4)::int as g from enhanced_products
            where company_id = ${companyId} and product_id between ${`BN-${String(from).padStart(7, '0')}`} and ${`BN-${String(to).padStart(7, '0')}`}) p,
      lateral (values
        (${def('brand')}::uuid, (${arr(BRANDS)})[1 + (p.g / 5) % ${BRANDS.length}], null::float8, null::boolean, null::date),
        (${def('manufacturer')}::uuid, (${arr(BRANDS)})[1 + (p.g / 5) % ${BRANDS.length}] || ' Tools Inc.', null, null, null),
        (${def('primary_category')}::uuid, (array['Power Tools','Hand Tools','Storage','Safety'])[1 + p.g % 4], null, null, null),
        (${def('subcategory')}::uuid, (${arr(NOUNS)})[1 + p.g % ${NOUNS.length}] || 's', null, null, null),
        (${def('material')}::uuid, (${arr(MATERIALS)})[1 + (p.g / 11) % ${MATERIALS.length}], null, null, null),
        (${def('color')}::uuid, (${arr(COLORS)})[1 + (p.g / 7) % ${COLORS.length}], null, null, null),
        (${def('weight_lbs')}::uuid, null, round(((p.g * 31 % 5000) / 100.0)::numeric, 2)::float8, null, null),
        (${def('dimensions')}::uuid, (p.g % 20 + 2) || ' x ' || (p.g % 9 + 1) || ' x ' || (p.g % 5 + 1) || ' in', null, null, null),
        (${def('manufacturer_part_number')}::uuid, 'MPN-' || (p.g::bigint * 104729 % 1000000), null, null, null),
        (${def('pack_quantity')}::uuid, null, (1 + p.g % 12)::float8, null, null),
        (${def('warranty_months')}::uuid, null, ((array[12,24,36,60,120])[1 + p.g % 5])::float8, null, null),
        (${def('is_hazardous')}::uuid, null, null, p.g % 6 = 0, null),
        (${def('release_date')}::uuid, null, null, null, date '2020-01-01' + (p.g % 1800)),
        (${def('features')}::uuid, jsonb_build_array('Feature ' || (p.g % 40), 'Feature ' || (p.g % 17 + 40))::text, null, null, null),
        (${def('keywords')}::uuid, jsonb_build_array(lower((${arr(NOUNS)})[1 + p.g % ${NOUNS.length}]), 'tool', 'kw' || (p.g % 300))::text, null, null, null)
      ) f(id, value_text, value_number, value_boolean, value_date)`);
  }
  await database.db.execute(sql`vacuum analyze enhanced_products`);
  await database.db.execute(sql`vacuum analyze product_field_values`);
  return performance.now() - started;
}
