// Import preview (issue #18, not in the spec): a dry run of the batch import answering, per row, whether it is
// new, changed or unchanged — the same comparison the import makes (sameContent) — so the screen can show the
// counts and the credit estimate ((new + changed) × 15) before a run. It reads only; nothing is written.
import { and, eq, inArray } from 'drizzle-orm';
import {
  IMPORT_BATCH_MAX_ROWS,
  type ImportPreviewStatus,
  type RawProductImportPreview,
  type RawProductImportPreviewResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { rawProducts } from '../db/schema';
import { batchTooLarge } from './importService';
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
  const counts = { new: 0, changed: 0, unchanged: 0 };
  const results = body.rows.map((row, index) => {
    const current = byId.get(row.customer_product_id);
    const status: ImportPreviewStatus = !current ? 'new' : sameContent(current, row) ? 'unchanged' : 'changed';
    counts[status]++;
    return { index, customer_product_id: row.customer_product_id, status };
  });
  return { results, ...counts };
}
