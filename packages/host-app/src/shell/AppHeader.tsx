import { type ComponentProps, useState } from 'react';
import { useAuth } from '@curate/auth';
import { canEditCompanySettings, primaryRole, type HeaderUser } from '@curate/core';
import {
  CompanySettingsModal,
  SettingsDropdown,
  type SettingsNotice,
  UserSettingsModal,
  WorkspaceHeader,
  useNotifications,
} from '@curate/ui';
import { useLogout } from './useLogout';

type HeaderProps = Omit<ComponentProps<typeof WorkspaceHeader>, 'actions' | 'role' | 'user'>;

/**
 * The header with the settings dropdown; the user falls back to identity-provider data without a profile
 * (spec part 1 §8). User Settings and Company Settings open their modals (part 2 §2.7); Company Settings
 * is offered only to the roles that may change it.
 */
export function AppHeader({
  profile,
  companyId,
  companyCode,
  ...props
}: HeaderProps & { profile: HeaderUser | null; companyId?: string | null; companyCode?: string | null }) {
  const auth = useAuth();
  const logout = useLogout();
  const { show } = useNotifications();
  const [open, setOpen] = useState<'user' | 'company' | null>(null);
  const user: HeaderUser | null =
    profile ?? (auth.user ? { full_name: auth.user.name, email: auth.user.email, username: auth.user.nickname } : null);
  const notice = (n: SettingsNotice) => show({ kind: n.kind, message: n.message });
  const close = () => setOpen(null);
  return (
    <>
      <WorkspaceHeader
        {...props}
        user={user}
        role={primaryRole(auth.roles)}
        actions={
          <SettingsDropdown
            user={user}
            companyName={props.companyName}
            onUserSettings={() => setOpen('user')}
            onCompanySettings={canEditCompanySettings(auth.roles) ? () => setOpen('company') : undefined}
            onLogout={logout}
          />
        }
      />
      <UserSettingsModal open={open === 'user'} onClose={close} companyId={companyId} onNotice={notice} />
      {canEditCompanySettings(auth.roles) && (
        <CompanySettingsModal
          open={open === 'company'}
          onClose={close}
          companyCode={companyCode}
          companyName={props.companyName}
          onNotice={notice}
        />
      )}
    </>
  );
}
