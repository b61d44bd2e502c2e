// Import preview (issue #18, not in the spec): a dry run of the batch import answering, per row, whether it is
// new, changed or unchanged — the same comparison the import makes (sameContent) — so the screen can show the
// counts and the credit estimate ((new + changed + unchanged never enhanced) × 15) before a run. It reads only; nothing is written.
import { and, eq, inArray } from 'drizzle-orm';
import {
  IMPORT_BATCH_MAX_ROWS,
  type ImportPreviewStatus,
  type RawProductImportPreview,
  type RawProductImportPreviewResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { enhancedProducts, rawProducts } from '../db/schema';
import { batchTooLarge, neverEnhanced } from './importService';
import { sameContent } from './importRows';

type PreviewBody = z.output<typeof RawProductImportPreview>;

/** POST …/raw-products/import-preview — up to 1,000 rows compared with what the company holds. */
export async function previewRawProductImport(
  database: Database,
  companyId: string,
  body: PreviewBody,
): Promise<RawProductImportPreviewResponse> {
  if (body.rows.length > IMPORT_BATCH_MAX_ROWS) throw batchTooLarge(body.rows.length);
  const ids = [...new Set(body.rows.map((row) => row.customer_product_id))];
  const stored = await database.db
    .select()
    .from(rawProducts)
    .where(and(eq(rawProducts.company_id, companyId), inArray(rawProducts.customer_product_id, ids)));
  const byId = new Map(stored.map((row) => [row.customer_product_id, row]));
  const enhanced = new Set(
    (
      await database.db
        .select({ product_id: enhancedProducts.product_id })
        .from(enhancedProducts)
        .where(and(eq(enhancedProducts.company_id, companyId), inArray(enhancedProducts.product_id, ids)))
    ).map((row) => row.product_id),
  );
  const counts = { new: 0, changed: 0, unchanged: 0, unenhanced: 0 };
  const results = body.rows.map((row, index) => {
    const current = byId.get(row.customer_product_id);
    const status: ImportPreviewStatus = !current ? 'new' : sameContent(current, row) ? 'unchanged' : 'changed';
    counts[status]++;
    // Unchanged but never enhanced (its start was refused, or never made): the import enhances it (importService).
    if (
      current &&
      status === 'unchanged' &&
      neverEnhanced({
        outcome: 'unchanged',
        processing_status: current.processing_status,
        existing_product_id: enhanced.has(row.customer_product_id) ? 'product' : current.enhanced_product_id,
      })
    )
      counts.unenhanced++;
    return { index, customer_product_id: row.customer_product_id, status };
  });
  return { results, ...counts };
}
