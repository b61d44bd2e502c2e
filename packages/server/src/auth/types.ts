import type { AccessMatrix } from './accessMatrix';
import type { Principal } from './principal';
import type { RegisteredApiRoute } from './routeGuard';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rules registerRoute enforces; default ACCESS_MATRIX (tests may add rules for test routes). */
    accessMatrix: AccessMatrix;
    /** Every /api/v2 route registered so far, in order (see auth/routeGuard.ts). */
    apiRoutesRegistered: readonly RegisteredApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in caller, set by authentication on `auth: 'token'` routes; null on public routes. */
    principal: Principal | null;
  }
}
