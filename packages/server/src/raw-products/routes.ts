// Raw product reads of the review dialog — spec part 1 §7. Import, list, update and delete register elsewhere.
import type { FastifyInstance } from 'fastify';
import { rawProductRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { getRawProduct, getRawProductFields } from './service';

/** Registers GET /raw-products/{id} and GET /raw-products/{id}/fields. */
export function registerRawProductRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, rawProductRoutes.getRawProduct, (request) =>
    getRawProduct(db, requirePrincipal(request), request.params.companyId, request.params.rawProductId),
  );
  registerRoute(app, rawProductRoutes.getRawProductFields, (request) =>
    getRawProductFields(db, requirePrincipal(request), request.params.companyId, request.params.rawProductId),
  );
}
