import type { ComponentProps } from 'react';
import { useAuth } from '@curate/auth';
import { primaryRole, type HeaderUser } from '@curate/core';
import { SettingsDropdown, WorkspaceHeader, useNotifications } from '@curate/ui';
import { useLogout } from './useLogout';

type HeaderProps = Omit<ComponentProps<typeof WorkspaceHeader>, 'actions' | 'role' | 'user'>;

/** The header with the settings dropdown; the user falls back to identity-provider data without a profile (spec part 1 §8). */
export function AppHeader({ profile, ...props }: HeaderProps & { profile: HeaderUser | null }) {
  const auth = useAuth();
  const logout = useLogout();
  const { show } = useNotifications();
  const user: HeaderUser | null =
    profile ?? (auth.user ? { full_name: auth.user.name, email: auth.user.email, username: auth.user.nickname } : null);
  const later = (what: string) => () => show({ kind: 'info', message: `${what} arrive with a later release.` });
  return (
    <WorkspaceHeader
      {...props}
      user={user}
      role={primaryRole(auth.roles)}
      actions={
        <SettingsDropdown
          user={user}
          companyName={props.companyName}
          onUserSettings={later('User Settings')}
          onCompanySettings={later('Company Settings')}
          onLogout={logout}
        />
      }
    />
  );
}
