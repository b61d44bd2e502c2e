// User management routes — spec part 2 §5.6, §7.2 and part 3 §2, §7 (issues #17, #20): users, their roles,
// the company's user counts, invitations, and the public side of an invitation link.
import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes, userRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { createApiKey, listApiKeys, revokeApiKey } from './apiKeys';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations';
import { createInvitationMailer } from './mailer';
import { changeUserRole, createCompanyUser, deleteCompanyUser, getCompanyStats, getCompanyUser } from './members';
import { listCompanyUsers, updateCompanyUser } from './service';

/** Calls per minute and client address on each public invitation route (the token is 256 random bits). */
export const INVITATION_LINK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** Registers the users, role, stats, invitation and API key routes. */
export function registerUserRoutes(app: FastifyInstance): void {
  const db = app.database;
  const invitationSettings = {
    mailer: createInvitationMailer(app.config.mail, app.log),
    appUrl: app.config.appPublicUrl,
    ttlHours: app.config.invitationTtlHours,
  };
  registerRoute(app, userRoutes.listCompanyUsers, (request) =>
    listCompanyUsers(db, requirePrincipal(request), request.params.companyId, request.query),
  );
  registerRoute(
    app,
    userRoutes.createCompanyUser,
    (request) => createCompanyUser(db, requirePrincipal(request), request.params.companyId, request.body),
    { errors: [409] },
  );
  registerRoute(app, userRoutes.getCompanyUser, (request) =>
    getCompanyUser(db, requirePrincipal(request), request.params.companyId, request.params.userId),
  );
  registerRoute(
    app,
    userRoutes.updateCompanyUser,
    (request) =>
      updateCompanyUser(db, requirePrincipal(request), request.params.companyId, request.params.userId, request.body),
    { errors: [409] },
  );
  registerRoute(
    app,
    userRoutes.deleteCompanyUser,
    (request) => deleteCompanyUser(db, requirePrincipal(request), request.params.companyId, request.params.userId),
    { errors: [409] },
  );
  registerRoute(
    app,
    userRoutes.changeUserRole,
    (request) =>
      changeUserRole(db, requirePrincipal(request), request.params.companyId, request.params.userId, request.body),
    { errors: [409] },
  );
  registerRoute(app, userRoutes.getCompanyStats, (request) =>
    getCompanyStats(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(app, userRoutes.listInvitations, (request) =>
    listInvitations(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(
    app,
    userRoutes.createInvitation,
    (request) =>
      createInvitation(db, requirePrincipal(request), request.params.companyId, request.body, invitationSettings),
    { errors: [409, 502] },
  );
  registerRoute(
    app,
    userRoutes.revokeInvitation,
    (request) => revokeInvitation(db, requirePrincipal(request), request.params.companyId, request.params.invitationId),
    { errors: [409] },
  );
  registerRoute(app, apiKeyRoutes.listApiKeys, (request) => listApiKeys(db, request.params.companyId));
  registerRoute(app, apiKeyRoutes.createApiKey, (request) =>
    createApiKey(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, apiKeyRoutes.revokeApiKey, (request) =>
    revokeApiKey(db, requirePrincipal(request), request.params.companyId, request.params.keyId),
  );
  registerRoute(app, userRoutes.previewInvitation, (request) => previewInvitation(db, request.body.token), {
    errors: [404],
    config: { rateLimit: INVITATION_LINK_RATE_LIMIT },
  });
  registerRoute(app, userRoutes.acceptInvitation, (request) => acceptInvitation(db, request.body.token), {
    errors: [404, 409],
    config: { rateLimit: INVITATION_LINK_RATE_LIMIT },
  });
}
