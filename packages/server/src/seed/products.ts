// Builds one company's raw products, enhanced products, field values, sources and audit rows.
import type * as schema from '../db/schema';
import type { ProductKind } from './catalog-types';
import { type CompanySeedContext, DAY, HOUR, type Insert, MINUTE, notAfter, type ProductRows } from './context';
import { applyEdits } from './edits';
import { productContent, slug, type ProductContent } from './product-content';
import { demoUuid } from './random';
import { LEGACY_DUPLICATES } from './fields';
import { displayValue, typedColumns } from './values';

type ReviewStatus = 'pending' | 'approved' | 'rejected' | 'skipped';

const NOTES: Record<Exclude<ReviewStatus, 'pending'>, Array<string | null>> = {
  approved: ['Looks good.', 'Verified against the supplier spec sheet.', 'Approved for the seasonal catalogue.', null],
  rejected: [
    'Short description overstates the product.',
    'Wrong category; needs re-enhancement.',
    'Weight does not match the spec sheet.',
    'Sources are retailer listings only; need manufacturer data.',
  ],
  skipped: ['Waiting for supplier images.', 'Discontinued item; skip for now.'],
};

/** Jobs still open or ended without a product: one raw product each (spec part 2 §4.3). */
export const OPEN_JOB_STATES = ['queued', 'running', 'failed', 'cancelled'] as const;

/** Review statuses in the demo proportions: 50% pending, 30% approved, 15% rejected, 5% skipped. */
function reviewStatuses(ctx: CompanySeedContext): ReviewStatus[] {
  const n = ctx.productCount;
  const approved = Math.round(n * 0.3);
  const rejected = Math.round(n * 0.15);
  const skipped = Math.round(n * 0.05);
  const pending = n - approved - rejected - skipped;
  const list: ReviewStatus[] = [
    ...Array<ReviewStatus>(pending).fill('pending'),
    ...Array<ReviewStatus>(approved).fill('approved'),
    ...Array<ReviewStatus>(rejected).fill('rejected'),
    ...Array<ReviewStatus>(skipped).fill('skipped'),
  ];
  return ctx.rng.shuffle(list);
}

/** Distinct (kind, brand, variant) combinations, shuffled; repeated as value packs when too few. */
function combos(ctx: CompanySeedContext, count: number) {
  const all = ctx.catalog.kinds.flatMap((kind) =>
    ctx.catalog.brands.flatMap((brand) => kind.variants.map((variant) => ({ kind, brand, variant }))),
  );
  const shuffled = ctx.rng.shuffle(all);
  return Array.from({ length: count }, (_, i) => {
    const base = shuffled[i % shuffled.length] as { kind: ProductKind; brand: string; variant: string };
    const round = Math.floor(i / shuffled.length);
    return round === 0 ? base : { ...base, variant: `${base.variant} Value Pack ${round + 1}` };
  });
}

/** Import batches over the last 60 days: mostly CSV uploads of 12-40 rows, some single imports. */
function importSlots(ctx: CompanySeedContext) {
  const { rng, now, productCount } = ctx;
  const batches: Array<{ size: number; bulk: boolean }> = [];
  for (let i = 0; i < productCount; ) {
    const bulk = !rng.chance(0.15);
    const size = bulk ? Math.min(rng.int(12, 40), productCount - i) : 1;
    batches.push({ size, bulk });
    i += size;
  }
  const start = now.getTime() - 60 * DAY;
  const span = 60 * DAY - 8 * HOUR;
  return batches.flatMap((batch, k) => {
    const at = Math.floor(start + ((k + rng.float() * 0.5) / batches.length) * span);
    const batchId = batch.bulk ? `csv_upload_${at}` : null;
    return Array.from({ length: batch.size }, (_, row) => ({
      at: at + row * 2000,
      batchId,
      row: row + 1,
      first: k === 0,
    }));
  });
}

function qualityScore(u: number): number {
  return Math.min(9.8, Math.max(3.0, Math.round((3 + 6.8 * (1 - (1 - u) ** 1.7)) * 10) / 10));
}

/** One company's product rows. */
export function buildProducts(ctx: CompanySeedContext): ProductRows {
  const { rng, now, companyId, companyCode } = ctx;
  const rows: ProductRows = {
    rawProducts: [],
    enhancedProducts: [],
    fieldValues: [],
    sources: [],
    editHistory: [],
    reviewHistory: [],
    timeline: [],
  };
  const statuses = reviewStatuses(ctx);
  const slots = importSlots(ctx);
  const picks = combos(ctx, ctx.productCount + OPEN_JOB_STATES.length);
  let reverted = false;

  const addRaw = (
    index: number,
    c: ProductContent,
    importedAt: Date,
    slot: { batchId: string | null; row: number },
    withFields: boolean,
    processing: Insert<typeof schema.rawProducts>['processing_status'],
    processedAt: Date | null,
  ) => {
    const rawId = demoUuid(companyCode, 'raw_product', index);
    rows.rawProducts.push({
      id: rawId,
      company_id: companyId,
      customer_product_id: c.sku,
      source_system: slot.batchId ? 'csv_upload' : 'catalog_upload',
      import_batch_id: slot.batchId,
      source_url: c.imageUrl,
      source_file_name: slot.batchId ? 'bulk_upload.csv' : null,
      source_file_row: slot.batchId ? slot.row : null,
      product_name: c.rawName,
      product_details: c.rawDetails,
      additional_fields: { brand: c.brand, category: c.kind.category },
      input_fields: withFields
        ? [
            { field_name: 'raw_product_id', display_name: 'Product ID', values: [c.sku] },
            { field_name: 'raw_product_name', display_name: 'Product Name', values: [c.rawName] },
            { field_name: 'raw_product_details', display_name: 'Product Details', values: [c.rawDetails] },
            { field_name: 'raw_image_url', display_name: 'Image URL', values: [c.imageUrl] },
            { field_name: 'brand', display_name: 'Brand', values: [c.brand] },
            { field_name: 'category', display_name: 'Category', values: [c.kind.category] },
          ]
        : null,
      processing_status: processing,
      imported_at: importedAt,
      processed_at: processedAt,
      created_at: importedAt,
      updated_at: processedAt ?? importedAt,
    });
    return rawId;
  };

  for (let i = 0; i < ctx.productCount; i++) {
    const slot = slots[i] as (typeof slots)[number];
    const c = productContent(rng, ctx.catalog, companyCode, i, picks[i] as (typeof picks)[number], now);
    const importedAt = new Date(slot.at);
    const enhancedAt = new Date(slot.at + rng.int(3 * MINUTE, 6 * MINUTE));
    const enhancedId = demoUuid(companyCode, 'enhanced_product', i);
    // The first batch predates the preservation of raw input fields (spec part 1 §2, review dialog).
    const rawId = addRaw(i, c, importedAt, slot, !slot.first, 'completed', enhancedAt);
    const importedBy = slot.batchId && rng.chance(0.6) ? ctx.admin : ctx.user;
    rows.timeline.push({
      index: i,
      rawId,
      enhancedId,
      sku: c.sku,
      name: c.cleanName,
      importedAt,
      enhancedAt,
      bulk: !!slot.batchId,
      importedBy,
    });

    const valueRows = new Map<string, Insert<typeof schema.productFieldValues>>();
    for (const [name, value] of Object.entries(c.values)) {
      const field = ctx.fields.get(name);
      if (!field) continue;
      valueRows.set(name, {
        id: demoUuid(companyCode, 'field_value', i, name),
        company_id: companyId,
        enhanced_product_id: enhancedId,
        field_definition_id: field.id,
        ...typedColumns(field.template, value),
        updated_by_type: 'ai',
        created_at: enhancedAt,
        updated_at: enhancedAt,
      });
    }
    let version = 1;
    let updatedAt = enhancedAt;
    if (rng.chance(0.1)) {
      const editor = rng.chance(0.5) ? ctx.admin : ctx.user;
      const edits = applyEdits(ctx, i, enhancedId, c, enhancedAt, valueRows, editor, !reverted);
      reverted ||= edits.history.some((h) => h.change_type === 'revert');
      rows.editHistory.push(...edits.history);
      version += edits.count;
      if (edits.lastEditAt) updatedAt = edits.lastEditAt;
    }
    rows.fieldValues.push(...valueRows.values());

    const status = statuses[i] as ReviewStatus;
    let review: { at: Date; by: string; notes: string | null } | null = null;
    if (status !== 'pending') {
      const by = rng.chance(0.7) ? ctx.admin : ctx.user;
      const at = notAfter(enhancedAt.getTime() + rng.int(HOUR, 6 * DAY), now, rng.int(5, 60) * MINUTE);
      review = { at, by: by.id, notes: rng.pick(NOTES[status]) };
      rows.reviewHistory.push({
        id: demoUuid(companyCode, 'review', i),
        company_id: companyId,
        enhanced_product_id: enhancedId,
        product_id: c.sku,
        previous_status: 'pending',
        review_status: status,
        review_notes: review.notes,
        reviewer_user_id: by.id,
        created_at: at,
      });
      version += 1;
      if (at > updatedAt) updatedAt = at;
    }
    rows.enhancedProducts.push({
      id: enhancedId,
      company_id: companyId,
      product_id: c.sku,
      customer_product_id: c.sku,
      raw_product_id: rawId,
      clean_name: c.cleanName,
      short_description: c.shortDescription,
      long_description: c.longDescription,
      attributes: c.attributes,
      quality_confidence_score: qualityScore(rng.float()),
      review_status: status,
      review_notes: review?.notes ?? null,
      reviewed_at: review?.at ?? null,
      reviewed_by_user_id: review?.by ?? null,
      enhanced_at: enhancedAt,
      version,
      created_at: enhancedAt,
      updated_at: updatedAt,
    });
    addSources(ctx, rows, i, enhancedId, c, enhancedAt);
  }

  // Raw products whose job is queued, running, failed or cancelled: no enhanced version.
  const ago = [2 * MINUTE, 4 * MINUTE, 3 * HOUR, 26 * HOUR];
  const processing = ['pending_enhancement', 'enhancing', 'failed', 'imported'] as const;
  OPEN_JOB_STATES.forEach((_, k) => {
    const i = ctx.productCount + k;
    const c = productContent(rng, ctx.catalog, companyCode, i, picks[i] as (typeof picks)[number], now);
    const importedAt = new Date(now.getTime() - (ago[k] as number) - MINUTE);
    const rawId = addRaw(i, c, importedAt, { batchId: null, row: 1 }, true, processing[k], null);
    rows.timeline.push({
      index: i,
      rawId,
      enhancedId: null,
      sku: c.sku,
      name: c.cleanName,
      importedAt,
      enhancedAt: null,
      bulk: false,
      importedBy: ctx.user,
    });
  });
  return rows;
}

/** 1-5 web sources for fields of the product, from retailers and the brand's own site. */
function addSources(
  ctx: CompanySeedContext,
  rows: ProductRows,
  index: number,
  enhancedId: string,
  c: ProductContent,
  at: Date,
) {
  const { rng } = ctx;
  const candidates = [
    'clean_name',
    'short_description',
    ...Object.keys(c.values).filter((n) => !LEGACY_DUPLICATES.has(n)),
  ];
  for (const [k, name] of rng.sample(candidates, rng.int(1, 5)).entries()) {
    const field = ctx.fields.get(name);
    if (!field) continue;
    const value =
      name === 'clean_name'
        ? c.cleanName
        : name === 'short_description'
          ? c.shortDescription
          : displayValue(c.values[name]);
    const own = rng.chance(0.3);
    const site = own ? c.brandSite : rng.pick(ctx.catalog.sites);
    const quality = own
      ? rng.round(8.5, 9.8)
      : site.domain === 'www.amazon.com'
        ? rng.round(4.0, 7.5)
        : rng.round(5.5, 9.2);
    const display = field.template.display_name;
    rows.sources.push({
      id: demoUuid(ctx.companyCode, 'source', index, k),
      company_id: ctx.companyId,
      enhanced_product_id: enhancedId,
      field_definition_id: field.id,
      field_name: name,
      source_url: own
        ? `https://${site.domain}/products/${slug(c.cleanName)}`
        : `https://${site.domain}/p/${slug(c.cleanName)}/${c.sku.toLowerCase()}`,
      source_domain: site.domain.replace(/^www\./, ''),
      source_title: own ? `${c.cleanName} - Specifications | ${site.site}` : `${c.cleanName} | ${site.site}`,
      source_quality: quality,
      value_found: value,
      source_quote: `${display}: ${value}`,
      excerpt: `${c.cleanName}. ${display}: ${value}. ${c.shortDescription}`.slice(0, 300),
      created_at: at,
    });
  }
}
