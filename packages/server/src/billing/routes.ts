// Tenant billing routes — spec part 3 §7 'Tenant billing' (issue #15): account, transactions, limits, usage,
// usage export, notifications and marking one read, all under /companies/{companyId}/billing.
import type { FastifyInstance } from 'fastify';
import { billingRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import {
  exportBillingUsage,
  getBillingAccount,
  getBillingUsage,
  listBillingNotifications,
  listBillingTransactions,
  markBillingNotificationRead,
  updateBillingLimits,
  usageExportFileName,
} from './service';

/** Registers the tenant billing calls. */
export function registerBillingRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, billingRoutes.getBillingAccount, (request) =>
    getBillingAccount(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, billingRoutes.getBillingUsage, (request) =>
    getBillingUsage(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, billingRoutes.listBillingTransactions, (request) =>
    listBillingTransactions(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(
    app,
    billingRoutes.exportBillingUsage,
    async (request, reply) =>
      reply.send(await exportBillingUsage(db, requirePrincipal(request), request.params.companyId, request.query)),
    { filename: () => usageExportFileName() },
  );
  registerRoute(app, billingRoutes.updateBillingLimits, (request) =>
    updateBillingLimits(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, billingRoutes.listBillingNotifications, (request) =>
    listBillingNotifications(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, billingRoutes.markBillingNotificationRead, (request) =>
    markBillingNotificationRead(db, requirePrincipal(request), request.params.companyId, request.params.notificationId),
  );
}
