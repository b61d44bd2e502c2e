import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './AppRoutes';

// The real route table; only the guard and the workspace screen are stood in for, so the test sees where
// each address lands without signing in.
vi.mock('./guards', () => ({
  TenantGuard: ({ children }: { children: React.ReactNode }) => children,
  SuperAdminGuard: () => null,
}));
vi.mock('../pages/WorkspacePage', () => ({ WorkspacePage: WhereAmI }));

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="workspace">{pathname + search}</output>;
}

async function landsOn(from: string): Promise<string> {
  render(
    <MemoryRouter initialEntries={[from]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  return (await screen.findByRole('status', { name: 'workspace' })).textContent ?? '';
}

describe('workspace redirects keep the requested tab (spec part 1 §2, issue #11)', () => {
  afterEach(cleanup);

  it.each([
    ['/acme-tools?tab=products', '/acme-tools/review?tab=products'],
    ['/acme-tools?tab=review', '/acme-tools/review?tab=review'],
    ['/acme-tools?tab=billing', '/acme-tools/review?tab=billing'],
    ['/acme-tools?tab=add-products&view=table&q=drill', '/acme-tools/review?tab=add-products&view=table&q=drill'],
    ['/acme-tools?view=table&tab=schema', '/acme-tools/review?tab=schema&view=table'],
  ])('%s keeps its tab and other parameters: %s', async (from, to) => {
    expect(await landsOn(from)).toBe(to);
  });

  it('opens the dashboard when /{companyCode} names no tab or an unknown one', async () => {
    expect(await landsOn('/acme-tools')).toBe('/acme-tools/review?tab=dashboard');
    cleanup();
    expect(await landsOn('/acme-tools?tab=nope&q=x')).toBe('/acme-tools/review?tab=dashboard&q=x');
  });

  it('a shortcut path names its own tab and keeps the other parameters', async () => {
    expect(await landsOn('/acme-tools/products?view=table')).toBe('/acme-tools/review?tab=products&view=table');
    cleanup();
    expect(await landsOn('/acme-tools/users?tab=products')).toBe('/acme-tools/review?tab=users');
    cleanup();
    expect(await landsOn('/review/acme-tools?q=drill')).toBe('/acme-tools/review?tab=review&q=drill');
  });

  it('leaves /{companyCode}/review?tab=products as it is', async () => {
    expect(await landsOn('/acme-tools/review?tab=products')).toBe('/acme-tools/review?tab=products');
  });
});
