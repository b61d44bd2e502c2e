import { adminRoutes } from './admin';
import { apiKeyRoutes } from './api-keys';
import { billingRoutes } from './billing';
import { billingAdminRoutes } from './billing-admin';
import { dashboardRoutes } from './dashboard';
import { fieldRoutes } from './fields';
import { healthRoutes } from './health';
import { identityRoutes } from './identity';
import { jobRoutes } from './jobs';
import { productFieldRoutes } from './product-fields';
import { productRoutes } from './products';
import { rawProductRoutes } from './raw-products';
import { realtimeRoutes } from './realtime';
import { reviewRoutes } from './review';
import { schemaManagerRoutes } from './schema-manager';
import { settingsRoutes } from './settings';
import { userRoutes } from './users';

/** Each feature's routes, by feature; apiRoutes merges them. */
export const routeGroups = {
  health: healthRoutes,
  identity: identityRoutes,
  review: reviewRoutes,
  products: productRoutes,
  productFields: productFieldRoutes,
  fields: fieldRoutes,
  rawProducts: rawProductRoutes,
  jobs: jobRoutes,
  dashboard: dashboardRoutes,
  settings: settingsRoutes,
  schemaManager: schemaManagerRoutes,
  users: userRoutes,
  apiKeys: apiKeyRoutes,
  billing: billingRoutes,
  billingAdmin: billingAdminRoutes,
  admin: adminRoutes,
  realtime: realtimeRoutes,
} as const;

/** Every call of /api/v2, keyed by route id (each route's `id` equals its key). */
export const apiRoutes = {
  ...healthRoutes,
  ...identityRoutes,
  ...reviewRoutes,
  ...productRoutes,
  ...productFieldRoutes,
  ...fieldRoutes,
  ...rawProductRoutes,
  ...jobRoutes,
  ...dashboardRoutes,
  ...settingsRoutes,
  ...schemaManagerRoutes,
  ...userRoutes,
  ...apiKeyRoutes,
  ...billingRoutes,
  ...billingAdminRoutes,
  ...adminRoutes,
  ...realtimeRoutes,
} as const;

/** The type of apiRoutes. */
export type ApiRoutes = typeof apiRoutes;
/** Identifier of one call, e.g. 'getReviewQueue'. */
export type RouteId = keyof ApiRoutes;
