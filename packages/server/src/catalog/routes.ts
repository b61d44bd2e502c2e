// Catalogue routes — spec part 1 §7: GET /products (listing), GET /products/export (CSV), PUT and DELETE
// /products/{id}. Product detail, fields and history register in products/routes.ts.
import type { FastifyInstance } from 'fastify';
import { catalogCsvTimestamp, productExportFileName, productRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { exportProducts } from './export';
import { deleteProduct, listProducts, updateProduct } from './service';

/** These writes answer 409 when the product changed since the `expected_version` sent. */
const CONFLICT = { errors: [409] };

/** Registers the catalogue listing, its CSV export, product update and product delete. */
export function registerCatalogRoutes(app: FastifyInstance): void {
  const db = app.database;
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
