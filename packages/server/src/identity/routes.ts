// Identity routes — spec part 1 §7: sign-in detection, current user, companies by id and by code.
import type { FastifyInstance } from 'fastify';
import { identityRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { currentUser, detectUserAuth, getCompany, getCompanyByCode, listCompanies } from './service';

/** Window of the detection rate limit (DETECT_USER_AUTH_RATE_LIMIT requests per client address). */
export const DETECT_RATE_WINDOW_MS = 60_000;

/** Registers POST /public/detect-user-auth (public, rate-limited per client address), GET /users/me and the company lookups. */
export function registerIdentityRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    identityRoutes.detectUserAuth,
    (request) => detectUserAuth(app.database, app.config.auth, request.body.email),
    {
      config: { rateLimit: { max: app.config.auth.detectRateLimitPerMinute, timeWindow: DETECT_RATE_WINDOW_MS } },
    },
  );
  registerRoute(app, identityRoutes.getCurrentUser, (request) => currentUser(requirePrincipal(request)));
  registerRoute(app, identityRoutes.listCompanies, (request) => listCompanies(app.database, requirePrincipal(request)));
  registerRoute(app, identityRoutes.getCompany, (request) =>
    getCompany(app.database, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, identityRoutes.getCompanyByCode, (request) =>
    getCompanyByCode(app.database, requirePrincipal(request), request.params.companyCode),
  );
}
