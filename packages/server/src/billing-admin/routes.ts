// Super-admin billing routes — spec part 3 §7 'Super-admin billing and companies' (issue #15): the overview,
// a company's account and transactions, credits, internal limits, overages, status, token usage and its
// export. Only the super-admin reaches them (the access matrix answers 403 to everyone else).
import type { FastifyInstance } from 'fastify';
import { billingAdminRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import {
  adjustCompanyCredits,
  exportAdminUsage,
  getAdminBillingAccount,
  getBillingOverview,
  getTokenUsage,
  listCompanyTransactions,
  updateAccountStatus,
  updateInternalLimits,
  updateOverages,
} from './service';

/** Registers the super-admin billing calls. */
export function registerBillingAdminRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, billingAdminRoutes.getBillingOverview, (request) =>
    getBillingOverview(db, requirePrincipal(request)),
  );
  registerRoute(app, billingAdminRoutes.getAdminBillingAccount, (request) =>
    getAdminBillingAccount(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, billingAdminRoutes.listCompanyTransactions, (request) =>
    listCompanyTransactions(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(
    app,
    billingAdminRoutes.adjustCompanyCredits,
    (request) => adjustCompanyCredits(db, requirePrincipal(request), request.params.companyId, request.body),
    { errors: [409] },
  );
  registerRoute(app, billingAdminRoutes.updateInternalLimits, (request) =>
    updateInternalLimits(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, billingAdminRoutes.updateOverages, (request) =>
    updateOverages(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, billingAdminRoutes.updateAccountStatus, (request) =>
    updateAccountStatus(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, billingAdminRoutes.getTokenUsage, (request) =>
    getTokenUsage(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(
    app,
    billingAdminRoutes.exportAdminUsage,
    async (request, reply) => {
      const { filename, body } = await exportAdminUsage(db, requirePrincipal(request), request.query);
      return reply.header('content-disposition', `attachment; filename="${filename}"`).send(body);
    },
    { errors: [404] },
  );
}
