// Company management routes — spec part 3 §7 'Super-admin billing and companies' (issue #20): list, create,
// get with users, activate/deactivate, add a user. Only the super-admin reaches them (the access matrix
// answers 403 to everyone else).
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import {
  addManagedCompanyUser,
  createManagedCompany,
  getManagedCompany,
  listManagedCompanies,
  updateManagedCompany,
} from './service';

/** Registers the super-admin's company management calls. */
export function registerCompanyRoutes(app: FastifyInstance): void {
  const db = app.database;
  const createOptions = { devOrganizations: app.config.devIdp !== null };
  registerRoute(app, adminRoutes.listManagedCompanies, (request) =>
    listManagedCompanies(db, requirePrincipal(request)),
  );
  registerRoute(
    app,
    adminRoutes.createManagedCompany,
    (request) => createManagedCompany(db, requirePrincipal(request), request.body, createOptions),
    { errors: [409] },
  );
  registerRoute(app, adminRoutes.getManagedCompany, (request) =>
    getManagedCompany(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, adminRoutes.updateManagedCompany, (request) =>
    updateManagedCompany(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(
    app,
    adminRoutes.addManagedCompanyUser,
    (request) => addManagedCompanyUser(db, requirePrincipal(request), request.params.companyId, request.body),
    { errors: [409] },
  );
}
