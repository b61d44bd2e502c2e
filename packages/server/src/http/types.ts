import type { Database } from '../db/client';
import type { AppConfig } from '../config';
import type { AuthenticateHook, RouteAccess } from './authenticate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (PGlite or PostgreSQL) every service reads and writes. */
    database: Database;
    /** The validated configuration the app was built with. */
    config: AppConfig;
    /** The check run before every `auth: 'token'` route; see http/authenticate.ts. */
    authenticate: AuthenticateHook;
    /** The access check registerRoute adds after `authenticate`; see http/authenticate.ts. */
    routeAccess: RouteAccess;
  }
}
