// Every product route of spec part 1 §7 (issues #4 and #5), registered here and only here: the catalogue
// listing and its CSV export, product detail, update, delete, sources, history and revert, and the product
// field edits. The catalogue's listing, export, update and delete are served by this folder (service.ts,
// export.ts); detail, fields and history by products/, which catalog/ builds on (so the routes live here,
// above both, and no folder imports the other back).
import type { FastifyInstance } from 'fastify';
import { catalogCsvTimestamp, productExportFileName, productFieldRoutes, productRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { exportProducts } from './export';
import { deleteProduct, listProducts, updateProduct } from './service';
import { registerRoute } from '../http/register-route';
import { getProductFieldHistory, getProductHistory, revertHistoryEntry } from '../products/history';
import {
  addProductField,
  bulkUpdateProductFields,
  deleteProductField,
  getProductDetail,
  getProductSources,
  updateProductField,
} from '../products/service';

/**
 * These writes answer 409 when the product changed since the `expected_version` sent, or the change cannot
 * apply (a field already there, a change already reverted).
 */
const CONFLICT = { errors: [409] };

/**
 * Registers GET product, sources, history; field PUT/POST/DELETE, bulk update, field history; revert; and
 * the catalogue listing, its CSV export, product update and product delete.
 */
export function registerProductRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, productRoutes.getProduct, (request) =>
    getProductDetail(db, requirePrincipal(request), request.params, request.query.include_history),
  );
  registerRoute(app, productRoutes.getProductSources, (request) =>
    getProductSources(db, requirePrincipal(request), request.params),
  );
  registerRoute(app, productRoutes.getProductHistory, (request) =>
    getProductHistory(db, requirePrincipal(request), request.params),
  );
  registerRoute(
    app,
    productRoutes.revertHistoryEntry,
    (request) => revertHistoryEntry(db, requirePrincipal(request), request.params),
    CONFLICT,
  );
  registerRoute(
    app,
    productFieldRoutes.updateProductField,
    (request) => updateProductField(db, requirePrincipal(request), request.params, request.body),
    CONFLICT,
  );
  registerRoute(
    app,
    productFieldRoutes.addProductField,
    (request) => addProductField(db, requirePrincipal(request), request.params, request.body),
    CONFLICT,
  );
  registerRoute(
    app,
    productFieldRoutes.deleteProductField,
    (request) => deleteProductField(db, requirePrincipal(request), request.params, request.query.expected_version),
    CONFLICT,
  );
  registerRoute(
    app,
    productFieldRoutes.bulkUpdateProductFields,
    (request) => bulkUpdateProductFields(db, requirePrincipal(request), request.params, request.body),
    CONFLICT,
  );
  registerRoute(app, productFieldRoutes.getProductFieldHistory, (request) =>
    getProductFieldHistory(db, requirePrincipal(request), request.params),
  );
  registerRoute(app, productRoutes.listProducts, (request) =>
    listProducts(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(
    app,
    productRoutes.exportProducts,
    async (request, reply) =>
      reply.send(await exportProducts(db, requirePrincipal(request), request.params.companyId, request.query)),
    { filename: () => productExportFileName(catalogCsvTimestamp()) },
  );
  registerRoute(
    app,
    productRoutes.updateProduct,
    (request) => updateProduct(db, requirePrincipal(request), request.params, request.body),
    CONFLICT,
  );
  registerRoute(app, productRoutes.deleteProduct, (request) =>
    deleteProduct(db, requirePrincipal(request), request.params),
  );
}
