// Review routes — spec part 1 §7: review-queue, review-queue/stats, POST and PUT products/{id}/review;
// review-history (spec part 2 §7.3) and its latest decisions as the dashboard activity (part 2 §7.1, part 3 §7).
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes, reviewRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { getReviewHistory, getReviewQueue, getReviewQueueStats, submitReview } from './service';

/** These writes answer 409 when the product changed since the `expected_version` sent. */
const CONFLICT = { errors: [409] };

/** Registers the review queue, its counters, the review decision (POST and PUT behave alike) and the review history. */
export function registerReviewRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, reviewRoutes.getReviewQueue, (request) =>
    getReviewQueue(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(app, reviewRoutes.getReviewQueueStats, (request) =>
    getReviewQueueStats(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(
    app,
    reviewRoutes.submitReview,
    (request) => submitReview(db, requirePrincipal(request), request.params, request.body),
    CONFLICT,
  );
  registerRoute(
    app,
    reviewRoutes.updateReview,
    (request) => submitReview(db, requirePrincipal(request), request.params, request.body),
    CONFLICT,
  );
  registerRoute(app, reviewRoutes.getReviewHistory, (request) =>
    getReviewHistory(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  // The latest decisions of the review history (limit 20 by default; 10 on the billing dashboard) — spec part 2 §7.1.
  registerRoute(app, dashboardRoutes.getDashboardActivity, async (request) => {
    const { limit } = request.query;
    const page = await getReviewHistory(db, requirePrincipal(request), request.params.companyId, { limit, offset: 0 });
    return { activity: page.history };
  });
}
