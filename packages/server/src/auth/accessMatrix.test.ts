import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, defineRoute } from '@curate/core/contract';
import { buildTestApp } from '../test/app';
import { registerRoute } from '../http/register-route';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { accessRuleFor, companyScopeOf } from './access';
import { ACCESS_MATRIX } from './accessMatrix';
import { renderAccessMatrix } from './accessMatrixDoc';

const routes = Object.values(apiRoutes);

describe('the access matrix', () => {
  it('has exactly one rule per route of the API (all 106), and nothing else', () => {
    expect(routes).toHaveLength(106);
    expect(Object.keys(ACCESS_MATRIX).sort()).toEqual(routes.map((route) => route.id).sort());
  });

  it('agrees with the contract on which routes are public', () => {
    for (const route of routes) expect(() => accessRuleFor(ACCESS_MATRIX, route), route.id).not.toThrow();
    const open = routes.filter((route) => ACCESS_MATRIX[route.id as keyof typeof ACCESS_MATRIX].allow === 'public');
    expect(open.map((route) => route.id).sort()).toEqual([
      'acceptInvitation',
      'detectUserAuth',
      'getHealth',
      'previewInvitation',
    ]);
  });

  it('keeps every /admin and platform /billing route for the super-admin alone (spec part 3 §6)', () => {
    const platform = routes.filter((route) => /^\/(admin|billing)\//.test(route.path));
    expect(platform.length).toBe(14);
    for (const route of platform)
      expect(ACCESS_MATRIX[route.id as keyof typeof ACCESS_MATRIX].allow, route.id).toEqual(['super-admin']);
  });

  it('gives admins product deletion, users, invitations and schema, and reviewers review and catalogue work', () => {
    const allowed = (id: keyof typeof ACCESS_MATRIX) => ACCESS_MATRIX[id].allow;
    for (const id of [
      'deleteProduct',
      'createCompanyUser',
      'changeUserRole',
      'createInvitation',
      'updateField',
      'deleteFieldGroup',
      'mergeFields',
    ] as const) {
      expect(allowed(id), id).toEqual(['super-admin', 'tenant-admin']);
    }
    for (const id of [
      'submitReview',
      'updateProduct',
      'createField',
      'importRawProduct',
      'cancelEnhancementJob',
      'getBillingAccount',
    ] as const) {
      expect(allowed(id), id).toEqual(['super-admin', 'tenant-admin', 'tenant-user']);
    }
  });

  it('explains every choice the specification leaves open', () => {
    for (const [id, rule] of Object.entries(ACCESS_MATRIX)) expect(rule.why.length, id).toBeGreaterThan(10);
  });

  it('scopes routes by :companyId or :companyCode', () => {
    expect(companyScopeOf('/companies/:companyId/products')).toBe('companyId');
    expect(companyScopeOf('/companies/by-code/:companyCode/enhancement-config')).toBe('companyCode');
    expect(companyScopeOf('/realtime/job/:jobId/progress')).toBeNull();
  });

  it('is written out as ACCESS_MATRIX.md', async () => {
    await expect(renderAccessMatrix()).toMatchFileSnapshot('./ACCESS_MATRIX.md');
  });

  it('is copied, table and all, into docs/decisions.md', () => {
    const decisions = readFileSync(new URL('../../../../docs/decisions.md', import.meta.url), 'utf8');
    const table = renderAccessMatrix().slice(renderAccessMatrix().indexOf('| area |')).trim();
    expect(decisions).toContain(table);
  });
});

describe('start-up refusal of uncovered routes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it('refuses to register a route that has no rule, or whose rule contradicts the contract', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      const uncovered = defineRoute({
        id: 'newThing',
        method: 'GET',
        path: '/things',
        response: z.object({}),
        auth: 'token',
        summary: 'x',
        tag: 'x',
      });
      expect(() => registerRoute(app, uncovered, () => ({}))).toThrow(/newThing .* has no entry in the access matrix/);
      const publicByMistake = { ...apiRoutes.getCurrentUser, auth: 'public' as const, path: '/users/me2' };
      expect(() => registerRoute(app, publicByMistake, () => ({}) as never)).toThrow(/contract says auth 'public'/);
      // A route added past registerRoute is refused too: it would skip authentication.
      expect(() => app.get('/api/v2/raw', async () => ({}))).toThrow(/not covered by the access matrix/);
    } finally {
      await close();
    }
  });
});
