import { describe, expect, it } from 'vitest';
import type { Role } from '../contract/index';
import {
  canUseWorkspaceTab,
  parseWorkspaceTab,
  resolveWorkspaceTab,
  workspacePath,
  workspaceRedirectPath,
  workspaceTabLabel,
  workspaceTabs,
} from './workspaceTabs';
import { workspaceMessages } from '../messages/index';

const superAdmin: Role[] = ['super-admin'];
const tenantAdmin: Role[] = ['tenant-admin', 'tenant-user'];
const tenantUser: Role[] = ['tenant-user'];

describe('workspace tabs (spec part 1 §2, §6; part 3 §2)', () => {
  it('shows every tab with its label and query value to a tenant-admin, in order', () => {
    expect(workspaceTabs(tenantAdmin)).toEqual([
      { id: 'dashboard', label: 'Dashboard' },
      { id: 'add-products', label: 'Data Integration' },
      { id: 'review', label: 'Review Queue' },
      { id: 'products', label: 'Catalog' },
      { id: 'schema', label: 'Schema Manager' },
      { id: 'users', label: 'Users' },
      { id: 'billing', label: 'Billing' },
    ]);
  });

  it('hides Users and Schema from a tenant-user', () => {
    expect(workspaceTabs(tenantUser).map((t) => t.id)).toEqual([
      'dashboard',
      'add-products',
      'review',
      'products',
      'billing',
    ]);
  });

  it('shows Schema but not Users to the super-admin, and titles Billing "Billing Management"', () => {
    const tabs = workspaceTabs(superAdmin);
    expect(tabs.map((t) => t.id)).toEqual(['dashboard', 'add-products', 'review', 'products', 'schema', 'billing']);
    expect(tabs.at(-1)).toEqual({ id: 'billing', label: 'Billing Management' });
    expect(workspaceTabLabel('billing', tenantAdmin)).toBe('Billing');
  });

  it('lets tenant-admin and super-admin use Users and Schema, nobody else', () => {
    expect(canUseWorkspaceTab('users', superAdmin)).toBe(true);
    expect(canUseWorkspaceTab('schema', tenantAdmin)).toBe(true);
    expect(canUseWorkspaceTab('schema', tenantUser)).toBe(false);
    expect(canUseWorkspaceTab('users', tenantUser)).toBe(false);
    expect(canUseWorkspaceTab('products', tenantUser)).toBe(true);
  });

  it('opens the review tab when the address names none, the named tab when allowed', () => {
    expect(resolveWorkspaceTab(null, tenantUser)).toBe('review');
    expect(resolveWorkspaceTab('', tenantUser)).toBe('review');
    expect(resolveWorkspaceTab('products', tenantUser)).toBe('products');
    expect(resolveWorkspaceTab('users', tenantAdmin)).toBe('users');
  });

  it('falls back to the first allowed tab for a forbidden, hidden or unknown tab', () => {
    expect(resolveWorkspaceTab('users', tenantUser)).toBe('dashboard');
    expect(resolveWorkspaceTab('schema', tenantUser)).toBe('dashboard');
    expect(resolveWorkspaceTab('users', superAdmin)).toBe('dashboard');
    expect(resolveWorkspaceTab('nope', tenantAdmin)).toBe('dashboard');
  });

  it('parses the tab from a query string or URLSearchParams', () => {
    expect(parseWorkspaceTab('?tab=billing', tenantUser)).toBe('billing');
    expect(parseWorkspaceTab(new URLSearchParams('tab=users&x=1'), tenantUser)).toBe('dashboard');
    expect(parseWorkspaceTab('', tenantUser)).toBe('review');
  });

  it('builds the workspace address of a tab', () => {
    expect(workspacePath('acme-tools', 'products')).toBe('/acme-tools/review?tab=products');
  });

  it('redirects keep the requested tab and the other query parameters (issue #11)', () => {
    expect(workspaceRedirectPath('acme-tools', '?tab=products', null)).toBe('/acme-tools/review?tab=products');
    expect(workspaceRedirectPath('acme-tools', '?tab=billing&x=1', null)).toBe('/acme-tools/review?tab=billing&x=1');
    expect(workspaceRedirectPath('acme-tools', '', null)).toBe('/acme-tools/review?tab=dashboard');
    expect(workspaceRedirectPath('acme-tools', '?tab=nope', null)).toBe('/acme-tools/review?tab=dashboard');
    expect(workspaceRedirectPath('acme-tools', '?tab=review&page=2', 'products')).toBe(
      '/acme-tools/review?tab=products&page=2',
    );
  });
});

describe('tab labels in the messages given (issue #21)', () => {
  it("names each tab, and the super-admin's Billing, as told", () => {
    const german = {
      ...workspaceMessages,
      tabReview: 'Prüfwarteschlange',
      tabBillingManagement: 'Abrechnungsverwaltung',
    };
    expect(workspaceTabs(tenantUser, german).find((t) => t.id === 'review')?.label).toBe('Prüfwarteschlange');
    expect(workspaceTabLabel('billing', superAdmin, german)).toBe('Abrechnungsverwaltung');
    expect(workspaceTabLabel('billing', tenantAdmin, german)).toBe('Billing');
  });
});
