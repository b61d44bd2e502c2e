// Enforcement of the access matrix, in one place: the onRequest check registerRoute adds to every token route.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { companyNotFoundMessage, type RouteDef } from '@curate/core/contract';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import type { RouteAccess } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import type { AccessMatrix, AccessRule } from './accessMatrix';
import { apiKeyScopeFor, scopeRefused, scopesAllow } from './apiKeys';
import type { Principal } from './principal';
import { withTenant } from './tenantScope';
import './types';

/** Answer when a tenant names a company other than their own by id (reveals nothing about it). */
export const COMPANY_NOT_FOUND = 'Company not found';

/** Answer when the caller's role is not allowed on the route. */
export const FORBIDDEN_FOR_ROLE = 'You do not have permission to perform this action';

/** The path parameter that scopes a route to one company, if any. */
export function companyScopeOf(path: string): 'companyId' | 'companyCode' | null {
  if (/(^|\/):companyId(\/|$)/.test(path)) return 'companyId';
  if (/(^|\/):companyCode(\/|$)/.test(path)) return 'companyCode';
  return null;
}

/** The signed-in caller of a token route; 401 when absent (a route without authentication). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw HttpError.unauthorized();
  return request.principal;
}

/**
 * Throws 403 when the principal's role is not allowed or (for an API key) its scopes do not cover `keyScope`,
 * 404 when a tenant names another company.
 */
export function checkAccess(
  rule: AccessRule,
  scope: ReturnType<typeof companyScopeOf>,
  principal: Principal,
  params: unknown,
  keyScope: ReturnType<typeof apiKeyScopeFor> = null,
): void {
  if (rule.allow === 'public') return;
  if (principal.apiKey && keyScope && !scopesAllow(principal.apiKey.scopes, keyScope))
    throw HttpError.forbidden(scopeRefused(keyScope));
  if (!rule.allow.includes(principal.role)) throw HttpError.forbidden(FORBIDDEN_FOR_ROLE);
  if (principal.role === 'super-admin' || scope === null) return; // the super-admin may open any company
  const value = (params as Record<string, unknown> | undefined)?.[scope];
  const given = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (scope === 'companyId' && given !== principal.companyId?.toLowerCase())
    throw HttpError.notFound(COMPANY_NOT_FOUND);
  if (scope === 'companyCode' && given !== principal.companyCode?.toLowerCase()) {
    throw HttpError.notFound(companyNotFoundMessage(typeof value === 'string' ? value : ''));
  }
}

/**
 * The access rule of `route` from `matrix`, checked for consistency: throws (at start-up, from
 * registerRoute) when the route id is missing, or when 'public' disagrees with the contract's `auth`.
 */
export function accessRuleFor(matrix: AccessMatrix, route: RouteDef): AccessRule {
  const rule = matrix[route.id];
  if (!rule)
    throw new Error(
      `Route ${route.id} (${route.method} ${route.path}) has no entry in the access matrix (src/auth/accessMatrix.ts)`,
    );
  if ((rule.allow === 'public') !== (route.auth === 'public')) {
    throw new Error(
      `Route ${route.id}: the access matrix says ${JSON.stringify(rule.allow)} but the contract says auth '${route.auth}'`,
    );
  }
  return rule;
}

/** The app's RouteAccess: each route's rule from `matrix` (checked), and its check for token routes. */
export function routeAccessFrom(matrix: () => AccessMatrix): RouteAccess {
  return (route) => {
    const rule = accessRuleFor(matrix(), route);
    return route.auth === 'token' ? accessCheckFor(rule, route) : null;
  };
}

/** A well-formed id (the contract's z.guid()); anything else is left to validation (422). */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws 404 'Company not found' when `companyId` is a well-formed id that names no company. */
export async function requireCompany(database: Database, principal: Principal, companyId: unknown): Promise<void> {
  if (typeof companyId !== 'string' || !GUID.test(companyId)) return;
  const found = await withTenant(database, principal, (tx) =>
    tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1),
  );
  if (found.length === 0) throw HttpError.notFound(COMPANY_NOT_FOUND);
}

/**
 * The onRequest check of a token route (runs after authentication, before the body is read): an API key's
 * scopes (403), the role against the matrix (403), then the company scope of :companyId / :companyCode (404). A tenant
 * may name only its own company; the super-admin gets 404 for a :companyId that names no company.
 */
export function accessCheckFor(rule: AccessRule, route: RouteDef): onRequestAsyncHookHandler {
  const scope = companyScopeOf(route.path);
  const keyScope = apiKeyScopeFor(route, rule);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const principal = requirePrincipal(request);
    checkAccess(rule, scope, principal, request.params, keyScope);
    if (scope === 'companyId' && principal.role === 'super-admin') {
      await requireCompany(request.server.database, principal, (request.params as Record<string, unknown>).companyId);
    }
  };
}
