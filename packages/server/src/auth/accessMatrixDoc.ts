// Renders the access matrix as the markdown table of ACCESS_MATRIX.md (kept current by accessMatrix.test.ts).
import { apiRoutes, type Role, type RouteDef } from '@curate/core/contract';
import { companyScopeOf } from './access';
import { ACCESS_MATRIX, type AccessMatrix } from './accessMatrix';
import { apiKeyScopeFor } from './apiKeys';

const ROLES: readonly Role[] = ['super-admin', 'tenant-admin', 'tenant-user'];

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The markdown document: how the matrix is enforced, then one row per route (grouped by tag). */
export function renderAccessMatrix(
  matrix: AccessMatrix = ACCESS_MATRIX,
  routes: Record<string, RouteDef> = apiRoutes,
): string {
  const rows = Object.values(routes).map((route) => {
    const rule = matrix[route.id]!;
    const marks = ROLES.map((role) => (rule.allow === 'public' ? 'public' : rule.allow.includes(role) ? 'yes' : '—'));
    const scope = companyScopeOf(route.path);
    const scoped =
      scope === null || rule.allow === 'public'
        ? ''
        : rule.allow.length === 1 && rule.allow[0] === 'super-admin'
          ? ''
          : `own ${scope === 'companyId' ? 'id' : 'code'}`;
    const keyScope = apiKeyScopeFor(route, rule);
    const platformOnly = rule.allow !== 'public' && !rule.allow.some((role) => role !== 'super-admin');
    const key = keyScope === null ? '' : platformOnly ? 'never' : `\`${keyScope}\``;
    return `| ${route.tag} | \`${route.id}\` | ${route.method} ${cell(route.path)} | ${marks.join(' | ')} | ${scoped} | ${key} | ${rule.basis} | ${cell(rule.why)} |`;
  });
  const notShown = Object.values(routes).filter((route) => matrix[route.id]?.basis === 'not shown').length;
  return [
    '# Access matrix (route × role)',
    '',
    '<!-- Generated from src/auth/accessMatrix.ts by src/auth/accessMatrixDoc.ts; `npx vitest run -u src/auth/accessMatrix.test.ts` refreshes it. -->',
    '',
    `Every route of /api/v2 (${rows.length}) and the roles allowed. Enforced in one place: registerRoute adds the`,
    'check to every token route, and a route without a rule cannot be registered. 401 without a valid token;',
    '403 `You do not have permission to perform this action` for a role not allowed; for tenant roles, a',
    '`:companyId` other than their own answers 404 `Company not found`, a `:companyCode` other than their own',
    "404 `Company with code '{code}' not found` (nothing about the other company is revealed). The",
    'super-admin may open every company. Row-level security in PostgreSQL backs the company scope.',
    '',
    'An API key acts as a tenant-admin (scope `admin`) or a tenant-user (the other scopes) of its own company and',
    "needs the scope of the 'API key' column (every scope includes `read`; `admin` covers all); otherwise 403",
    "`This API key does not have the '{scope}' scope this call needs`. No key reaches a super-admin-only route.",
    '',
    `Basis: \`spec\` = the specification states or implies it; \`not shown\` (${notShown} routes) = the specification leaves`,
    'it open and the reason column gives the choice.',
    '',
    '| area | route | call | super-admin | tenant-admin | tenant-user | company scope | API key | basis | reason |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
