// User routes — spec part 2 §7.2, part 3 §7 (issue #17): the list and the edit the User Settings modal
// uses. The rest of user management (create, role, remove, invitations, stats) comes with the users issue.
import type { FastifyInstance } from 'fastify';
import { userRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { listCompanyUsers, updateCompanyUser } from './service';

/** Registers GET /companies/{cid}/users and PUT /companies/{cid}/users/{userId}. */
export function registerUserRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, userRoutes.listCompanyUsers, (request) =>
    listCompanyUsers(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(
    app,
    userRoutes.updateCompanyUser,
    (request) =>
      updateCompanyUser(db, requirePrincipal(request), request.params.companyId, request.params.userId, request.body),
    { errors: [409] },
  );
}
