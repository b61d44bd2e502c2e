import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './WorkspaceHeader.stories';
import { CurateProvider } from '../theme/CurateProvider';
import { germanMessages } from '../test/germanMessages';

const { Default, Loading, SuspendedNegative, SuperAdmin, ErrorState } = composeStories(stories);

describe('WorkspaceHeader (spec part 1 §2, part 3 §2)', () => {
  it('shows title, company, welcome line, role badge, balance with "credits" and health', () => {
    render(<Default />);
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Curate');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme Tools');
    expect(screen.getByText('Welcome, Alice Admin')).toBeTruthy();
    expect(header.querySelector('[data-role]')!.textContent).toBe('Admin');
    const balance = header.querySelector('[data-slot="credit-balance"]')!;
    expect(balance.textContent).toBe('4,250 credits');
    expect(balance.hasAttribute('data-negative')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('API: Healthy');
    expect(header.hasAttribute('data-suspended')).toBe(false);
    expect(screen.queryByText('ACCOUNT SUSPENDED')).toBeNull();
  });

  it('marks a suspended account and a negative balance in red', () => {
    render(<SuspendedNegative />);
    expect(screen.getByText('ACCOUNT SUSPENDED').getAttribute('data-tone')).toBe('danger');
    expect(screen.getByRole('banner').hasAttribute('data-suspended')).toBe(true);
    expect(document.querySelector('[data-slot="credit-balance"]')!.hasAttribute('data-negative')).toBe(true);
    expect(screen.getByText('User')).toBeTruthy();
  });

  it('shows no balance for the super-admin, and "Super Admin"', () => {
    render(<SuperAdmin />);
    expect(document.querySelector('[data-slot="credit-balance"]')).toBeNull();
    expect(screen.getByText('Super Admin')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('while loading shows placeholders, not guesses', () => {
    render(<Loading />);
    expect(screen.getByText('Loading company...')).toBeTruthy();
    expect(screen.getByText('Welcome, User')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('API: Checking...');
    expect(document.querySelector('[data-slot="credit-balance"]')).toBeNull();
  });

  it('shows an unhealthy API', () => {
    render(<ErrorState />);
    expect(screen.getByRole('status').getAttribute('data-status')).toBe('unhealthy');
  });
});

describe('WorkspaceHeader in German (issue #21)', () => {
  it("shows the welcome, role, balance and health in the provider's words and locale", () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <Default />
      </CurateProvider>,
    );
    const header = screen.getByRole('banner');
    expect(screen.getByText('Willkommen, Alice Admin')).toBeTruthy();
    expect(header.querySelector('[data-role]')!.textContent).toBe('Administrator');
    expect(header.querySelector('[data-slot="credit-balance"]')!.textContent).toBe('4.250 Credits');
    expect(screen.getByRole('status').textContent).toBe('API: Verfügbar');
    expect(screen.getByRole('button', { name: 'Einstellungen' })).toBeTruthy();
  });
});
