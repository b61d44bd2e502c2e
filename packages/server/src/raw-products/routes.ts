// Raw product calls — spec part 1 §7, part 2 §7.1, §7.3 (issue #18). The imports need the job runtime
// (the batch starts jobs in its own transaction) and register from app.ts beside the job routes.
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_BATCH_MAX_BYTES,
  IMPORT_BATCH_MAX_ROWS,
  PARTIAL_OUTCOME_STATUS,
  RawProductBatchImportResponse,
  rawProductRoutes,
} from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute, toFastifyPath } from '../http/register-route';
import type { JobRuntime } from '../jobs/runtime';
import { deleteRawProduct, updateRawProduct, updateRawProductFields } from './editService';
import { previewRawProductImport } from './importPreview';
import { batchTooLarge, importRawProduct, importRawProductBatch } from './importService';
import { getRawProduct, getRawProductFields, listRawProducts } from './service';

/** Registers the raw product reads and edits. */
export function registerRawProductRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, rawProductRoutes.listRawProducts, (request) =>
    listRawProducts(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(app, rawProductRoutes.getRawProduct, (request) =>
    getRawProduct(db, requirePrincipal(request), request.params.companyId, request.params.rawProductId),
  );
  registerRoute(app, rawProductRoutes.getRawProductFields, (request) =>
    getRawProductFields(db, requirePrincipal(request), request.params.companyId, request.params.rawProductId),
  );
  registerRoute(app, rawProductRoutes.updateRawProduct, (request) =>
    updateRawProduct(
      db,
      requirePrincipal(request),
      request.params.companyId,
      request.params.rawProductId,
      request.body,
    ),
  );
  registerRoute(app, rawProductRoutes.updateRawProductFields, (request) =>
    updateRawProductFields(
      db,
      requirePrincipal(request),
      request.params.companyId,
      request.params.rawProductId,
      request.body,
    ),
  );
  registerRoute(app, rawProductRoutes.deleteRawProduct, (request) =>
    deleteRawProduct(db, requirePrincipal(request), request.params.companyId, request.params.rawProductId),
  );
}

/** Registers the single and batch imports over this process's job runtime. */
export function registerRawProductImportRoutes(app: FastifyInstance, runtime: JobRuntime): void {
  const db = app.database;
  registerRoute(app, rawProductRoutes.importRawProduct, (request) =>
    importRawProduct(db, request.params.companyId, request.query, request.body),
  );
  // A batch over 1,000 rows answers 413 once its JSON is read, before its rows are validated; a body over
  // IMPORT_BATCH_MAX_BYTES answers 413 from its Content-Length, unread.
  // The import preview takes the same rows and limits.
  const batchUrls = [rawProductRoutes.importRawProductBatch.path, rawProductRoutes.previewRawProductImport.path].map(
    toFastifyPath,
  );
  app.addHook('preValidation', async (request) => {
    if (!batchUrls.includes(request.routeOptions.url ?? '') || request.method !== 'POST') return;
    const rows = (request.body as { rows?: unknown } | null)?.rows;
    if (Array.isArray(rows) && rows.length > IMPORT_BATCH_MAX_ROWS) throw batchTooLarge(rows.length);
  });
  // A batch that did not do all it was asked answers 207 (Multi-Status) with the same body, `partial` set.
  registerRoute(
    app,
    rawProductRoutes.importRawProductBatch,
    async (request, reply) => {
      const answer = await importRawProductBatch(
        db,
        runtime,
        requirePrincipal(request),
        request.params.companyId,
        request.query,
        request.body,
      );
      if (answer.partial) reply.code(PARTIAL_OUTCOME_STATUS);
      return answer;
    },
    {
      bodyLimit: IMPORT_BATCH_MAX_BYTES,
      responses: { [PARTIAL_OUTCOME_STATUS]: RawProductBatchImportResponse },
    },
  );
  registerRoute(
    app,
    rawProductRoutes.previewRawProductImport,
    (request) => previewRawProductImport(db, request.params.companyId, request.body),
    { bodyLimit: IMPORT_BATCH_MAX_BYTES },
  );
}
