// Product detail, sources, field edits, history and revert — spec part 1 §7 (shared by issues #4 and #5).
// The catalogue's listing, export, update and delete register in their own file.
import type { FastifyInstance } from 'fastify';
import { productFieldRoutes, productRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { getProductFieldHistory, getProductHistory, revertHistoryEntry } from './history';
import {
  addProductField,
  bulkUpdateProductFields,
  deleteProductField,
  getProductDetail,
  getProductSources,
  updateProductField,
} from './service';

/** These writes answer 409 when the product changed since `expected_version`, or the change cannot apply (a field already there, a change already reverted). */
const CONFLICT = { errors: [409] };

/** Registers GET product, sources, history; field PUT/POST/DELETE, bulk update, field history; revert. */
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
}
