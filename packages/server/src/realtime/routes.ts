// Real-time routes — spec part 3 §7 'Real-time': the job progress and billing polls, and the billing cache drop.
import type { FastifyInstance } from 'fastify';
import { realtimeRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { getBillingPoll, getJobProgress, invalidateBillingCache } from './service';

/** Registers GET /realtime/job/:jobId/progress, GET /realtime/billing/:companyId and POST .../invalidate-cache. */
export function registerRealtimeRoutes(app: FastifyInstance): void {
  registerRoute(app, realtimeRoutes.getJobProgress, (request) =>
    getJobProgress(app.database, requirePrincipal(request), request.params.jobId),
  );
  registerRoute(app, realtimeRoutes.getBillingPoll, (request) =>
    getBillingPoll(app.database, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, realtimeRoutes.invalidateBillingCache, (request) =>
    invalidateBillingCache(app.database, requirePrincipal(request), request.params.companyId),
  );
}
