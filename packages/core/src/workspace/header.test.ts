import { describe, expect, it } from 'vitest';
import {
  isNegativeBalance,
  primaryRole,
  roleBadgeLabel,
  settingsDisplayName,
  settingsSecondaryLine,
  showsBalance,
  showsReviewCount,
  welcomeLine,
  welcomeName,
} from './header';
import { formatCredits } from '../shared/formatCredits';
import { workspaceMessages } from '../messages/index';

describe('workspace header rules (spec part 1 §2, part 3 §2)', () => {
  it('welcomes by full name, else email, else "User"', () => {
    expect(welcomeName({ full_name: 'Alice Admin', email: 'alice.admin@acme.test' })).toBe('Alice Admin');
    expect(welcomeName({ full_name: '  ', email: 'alice.admin@acme.test' })).toBe('alice.admin@acme.test');
    expect(welcomeName({ full_name: null, email: null })).toBe('User');
    expect(welcomeName(null)).toBe('User');
    expect(welcomeLine({ full_name: 'Tom User' })).toBe('Welcome, Tom User');
  });

  it('labels roles Super Admin, Admin and User', () => {
    expect(roleBadgeLabel('super-admin')).toBe('Super Admin');
    expect(roleBadgeLabel('tenant-admin')).toBe('Admin');
    expect(roleBadgeLabel('tenant-user')).toBe('User');
    expect(roleBadgeLabel(null)).toBe('User');
  });

  it('takes the highest role', () => {
    expect(primaryRole(['tenant-admin', 'tenant-user'])).toBe('tenant-admin');
    expect(primaryRole(['tenant-user', 'super-admin'])).toBe('super-admin');
    expect(primaryRole([])).toBeNull();
  });

  it('shows the balance to everyone but the super-admin, red when negative', () => {
    expect(showsBalance(['tenant-user'])).toBe(true);
    expect(showsBalance(['super-admin'])).toBe(false);
    expect(isNegativeBalance(-0.5)).toBe(true);
    expect(isNegativeBalance(0)).toBe(false);
    expect(formatCredits(4250)).toBe('4,250');
    expect(formatCredits(-15.25)).toBe('-15.25');
  });

  it('names the settings dropdown user by full name or "Unknown User", then email or username', () => {
    expect(settingsDisplayName({ full_name: 'Nina Admin' })).toBe('Nina Admin');
    expect(settingsDisplayName({ full_name: null, email: 'x@y.test' })).toBe('Unknown User');
    expect(settingsSecondaryLine({ email: 'nina.admin@northwind.test', username: 'nina' })).toBe(
      'nina.admin@northwind.test',
    );
    expect(settingsSecondaryLine({ email: null, username: 'nina' })).toBe('nina');
    expect(settingsSecondaryLine({})).toBeNull();
  });

  it('shows the review count badge only above 0', () => {
    expect(showsReviewCount(3)).toBe(true);
    expect(showsReviewCount(0)).toBe(false);
    expect(showsReviewCount(null)).toBe(false);
  });
});

describe('the header in the messages given (issue #21)', () => {
  const german = {
    ...workspaceMessages,
    welcome: (name: string) => `Willkommen, ${name}`,
    user: 'Benutzer',
    roleAdmin: 'Administrator',
    unknownUser: 'Unbekannter Benutzer',
  };
  it('words the welcome, the role and the unknown user as told', () => {
    expect(welcomeLine(null, german)).toBe('Willkommen, Benutzer');
    expect(welcomeLine({ full_name: 'Tom User' }, german)).toBe('Willkommen, Tom User');
    expect(roleBadgeLabel('tenant-admin', german)).toBe('Administrator');
    expect(settingsDisplayName(null, german)).toBe('Unbekannter Benutzer');
  });
});
