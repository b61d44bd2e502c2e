// Enhancement job routes — spec part 2 §7.1 (issue #16).
import type { FastifyInstance } from 'fastify';
import { jobRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import type { JobRuntime } from './runtime';
import { cancelJob, enhanceRawProduct, getJob, listJobs, rerunJob } from './service';

/** A reservation's refusals (spec part 3 §8): 402 insufficient credits, 429 spending limit (403 suspended is documented anyway). */
const CREDIT_ERRORS = [402, 429];

/** Registers the enhancement job calls over this process's job runtime. */
export function registerJobRoutes(app: FastifyInstance, runtime: JobRuntime): void {
  const db = app.database;
  registerRoute(
    app,
    jobRoutes.enhanceRawProduct,
    (request) =>
      enhanceRawProduct(
        db,
        runtime,
        requirePrincipal(request),
        request.params.companyId,
        request.params.rawProductId,
        request.body,
      ),
    { errors: CREDIT_ERRORS },
  );
  registerRoute(app, jobRoutes.listEnhancementJobs, (request) =>
    listJobs(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(app, jobRoutes.getEnhancementJob, (request) =>
    getJob(db, requirePrincipal(request), request.params.companyId, request.params.jobId),
  );
  registerRoute(app, jobRoutes.cancelEnhancementJob, (request) =>
    cancelJob(db, requirePrincipal(request), request.params.companyId, request.params.jobId, request.log),
  );
  registerRoute(
    app,
    jobRoutes.rerunEnhancementJob,
    (request) => rerunJob(db, runtime, requirePrincipal(request), request.params.companyId, request.params.jobId),
    { errors: CREDIT_ERRORS },
  );
}
