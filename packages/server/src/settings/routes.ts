// Enhancement settings routes — spec part 2 §7.2 (issue #16).
import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { getEnhancementConfig, listEnhanceableFields, listTones, updateEnhancementConfig } from './service';

/** Registers the company enhancement configuration and the option lists. */
export function registerSettingsRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, settingsRoutes.getCompanyEnhancementConfig, (request) =>
    getEnhancementConfig(db, requirePrincipal(request), request.params.companyCode),
  );
  registerRoute(app, settingsRoutes.updateCompanyEnhancementConfig, (request) =>
    updateEnhancementConfig(db, requirePrincipal(request), request.params.companyCode, request.body),
  );
  registerRoute(app, settingsRoutes.listEnhancementTones, async () => listTones());
  registerRoute(app, settingsRoutes.listEnhanceableFields, async () => listEnhanceableFields());
}
