// Every registered route x every role x own / other company, against the access matrix (issue #3 "Tests").
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Role, type RouteDef } from '@curate/core/contract';
import { buildTestApp } from '../test/app';
import { registerRoute } from '../http/register-route';
import { skipConformance } from '../test/responseConformance';
import { DEMO_COMPANIES, demoCompanyId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { COMPANY_NOT_FOUND, FORBIDDEN_FOR_ROLE, companyScopeOf } from './access';
import { ACCESS_MATRIX } from './accessMatrix';
import { startTestDevIdp, type TestDevIdp } from '../test/idp';

const [A, B] = DEMO_COMPANIES.map((company) => ({ ...company, id: demoCompanyId(company.company_code) })) as [
  (typeof DEMO_COMPANIES)[number] & { id: string },
  (typeof DEMO_COMPANIES)[number] & { id: string },
];
const CALLERS: { role: Role | 'anonymous'; email?: string }[] = [
  { role: 'anonymous' },
  { role: 'super-admin', email: 'admin@curate.dev' },
  { role: 'tenant-admin', email: 'alice.admin@acme.test' },
  { role: 'tenant-user', email: 'tom.user@acme.test' },
];
const OTHER_ID = '3f0c7a52-9d1e-4b7a-8c55-0a1b2c3d4e5f';
const STUB_STATUS = 299;

let database: TestDatabase;
let idp: TestDevIdp;
let app: FastifyInstance;
let close: () => Promise<void>;
const tokens = new Map<string, string>();
const stubbed = new Set<string>();

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  idp = await startTestDevIdp(database);
  ({ app, close } = await buildTestApp({ database, env: idp.env }));
  // Routes whose features are not built yet answer a marker once past authentication and access checks.
  for (const route of Object.values(apiRoutes) as RouteDef[]) {
    if (app.apiRoutesRegistered.some((r) => r.id === route.id)) continue;
    const marker = route.responseType === 'text' ? 'reached' : { reached: true };
    registerRoute(app, route, (_request, reply) => skipConformance(reply).code(STUB_STATUS).send(marker) as never);
    stubbed.add(route.id);
  }
  await app.ready();
  for (const caller of CALLERS) if (caller.email) tokens.set(caller.role, await idp.accessToken(caller.email));
});
afterAll(async () => {
  await close?.();
  await idp?.close();
  await database?.cleanup();
});

/** The route's URL with :companyId / :companyCode of `company` and a placeholder id elsewhere. */
function urlFor(route: { url: string }, company: typeof A): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'companyId' ? company.id : name === 'companyCode' ? company.company_code : OTHER_ID,
  );
}

async function call(route: { method: string; url: string }, company: typeof A, role: string) {
  const token = tokens.get(role);
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return app.inject({
    method: route.method as 'GET',
    url: urlFor(route, company),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(withBody ? { payload: {} } : {}),
  });
}

const isScopeNotFound = (status: number, body: string) =>
  status === 404 && (body.includes(COMPANY_NOT_FOUND) || body.includes('Company with code'));

describe('access to every registered route', () => {
  it('covers every route of the API and nothing outside the matrix', () => {
    const ids = app.apiRoutesRegistered.map((route) => route.id);
    expect(new Set(ids)).toEqual(new Set(Object.keys(apiRoutes)));
    for (const id of ids) expect(ACCESS_MATRIX, id).toHaveProperty(id);
    // The features built so far answer for real; the rest through the stub.
    expect(stubbed.has('getCompany')).toBe(false);
    expect(stubbed.has('getHealth')).toBe(false);
  });

  it('gives each role exactly what the matrix allows, and a tenant of A nothing of company B', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of app.apiRoutesRegistered) {
      const rule = ACCESS_MATRIX[route.id as keyof typeof ACCESS_MATRIX];
      const scope = companyScopeOf(route.url);
      for (const caller of CALLERS) {
        for (const company of scope ? [A, B] : [A]) {
          const res = await call(route, company, caller.role);
          const where = `${caller.role} ${route.method} ${urlFor(route, company)} (${route.id}) -> ${res.statusCode} ${res.body.slice(0, 120)}`;
          checked += 1;
          if (rule.allow === 'public') {
            if ([401, 403].includes(res.statusCode)) failures.push(`public route refused: ${where}`);
            continue;
          }
          if (caller.role === 'anonymous') {
            if (res.statusCode !== 401) failures.push(`expected 401: ${where}`);
            continue;
          }
          const allowed = rule.allow.includes(caller.role as Role);
          const foreign = company === B && caller.role !== 'super-admin' && scope !== null;
          if (!allowed) {
            if (res.statusCode !== 403 || res.json().detail !== FORBIDDEN_FOR_ROLE)
              failures.push(`expected 403: ${where}`);
          } else if (foreign) {
            const expected =
              scope === 'companyId' ? COMPANY_NOT_FOUND : `Company with code '${B.company_code}' not found`;
            if (res.statusCode !== 404 || res.body !== JSON.stringify({ detail: expected, code: 'not_found' }))
              failures.push(`expected 404: ${where}`);
          } else if ([401, 403].includes(res.statusCode) || isScopeNotFound(res.statusCode, res.body)) {
            failures.push(`expected access: ${where}`);
          }
          if (
            stubbed.has(route.id) &&
            allowed &&
            !foreign &&
            res.statusCode !== STUB_STATUS &&
            res.statusCode !== 422
          ) {
            failures.push(`expected the handler (or validation) to be reached: ${where}`);
          }
          // Nothing identifying company B reaches a tenant of A (B's code may only echo in the not-found message).
          if (caller.role !== 'super-admin') {
            const body = res.body.replace(`Company with code '${B.company_code}' not found`, '');
            for (const secret of [B.id, B.company_name, B.org_id, B.company_code]) {
              if (body.includes(secret)) failures.push(`leaks ${secret}: ${where}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(98 * 4);
  });
});
