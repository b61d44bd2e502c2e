// Dashboard routes — spec part 2 §7.1 (issue #17). The activity feed (GET …/dashboard/activity) is the
// review history's latest decisions and is registered with the review routes.
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { getDashboardStats } from './service';

/** Registers GET /companies/{cid}/dashboard/stats. */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, dashboardRoutes.getDashboardStats, (request) =>
    getDashboardStats(db, requirePrincipal(request), request.params.companyId),
  );
}
