// Field definition and field group reads and field creation — spec part 1 §7. Schema-manager writes
// (update, delete, group edits) register in schema/routes.ts.
import type { FastifyInstance } from 'fastify';
import { fieldRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { createField, getField, getFieldValues, listFieldGroups, listFields } from './service';

/** Creating a field whose name the company already uses answers 409. */
const CONFLICT = { errors: [409] };

/** Registers GET/POST /fields, GET /fields/{id}, GET /fields/{id}/values and GET /field-groups. */
export function registerFieldRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, fieldRoutes.listFields, (request) =>
    listFields(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(
    app,
    fieldRoutes.createField,
    (request) => createField(db, requirePrincipal(request), request.params.companyId, request.body),
    CONFLICT,
  );
  registerRoute(app, fieldRoutes.getField, (request) =>
    getField(db, requirePrincipal(request), request.params.companyId, request.params.fieldId),
  );
  registerRoute(app, fieldRoutes.getFieldValues, (request) =>
    getFieldValues(db, requirePrincipal(request), request.params.companyId, request.params.fieldId),
  );
  registerRoute(app, fieldRoutes.listFieldGroups, (request) =>
    listFieldGroups(db, requirePrincipal(request), request.params.companyId),
  );
}
