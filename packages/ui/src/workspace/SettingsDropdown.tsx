import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { settingsDisplayName, settingsSecondaryLine, type HeaderUser, workspaceMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';

/** Props of SettingsDropdown. */
export interface SettingsDropdownProps {
  /** The signed-in user: full name (else 'Unknown User') and email (else username) are shown; default none. */
  user?: HeaderUser | null;
  /** The company's name; default none. */
  companyName?: string | null;
  /** 'User Settings' was chosen. */
  onUserSettings?: () => void;
  /** 'Company Settings' was chosen; without it the entry is not shown (roles that may not change the company's settings). */
  onCompanySettings?: () => void;
  /** 'Logout' was chosen. Required. */
  onLogout: () => void;
  /** Accessible name and text of the button; default 'Settings' (`messages.workspace.settings`). */
  label?: string;
  /** Extra class names on the root. */
  className?: string;
}

/**
 * The header's settings menu on Headless UI Menu (spec part 1 §2, part 2 §2.7): the user's name, email and
 * company, then User Settings, Company Settings and Logout. Esc and an outside click close it.
 */
export function SettingsDropdown({
  user,
  companyName,
  onUserSettings,
  onCompanySettings,
  onLogout,
  label,
  className,
}: SettingsDropdownProps) {
  const m = useTexts('workspace', workspaceMessages);
  const secondary = settingsSecondaryLine(user);
  return (
    <Menu as="div" className={cx('curate-SettingsDropdown', className)} data-slot="settings-dropdown">
      <MenuButton className="curate-SettingsDropdown-button" data-slot="settings-button">
        <span aria-hidden="true" className="curate-SettingsDropdown-icon">
          ⚙
        </span>
        {label ?? m.settings}
      </MenuButton>
      <MenuItems anchor="bottom end" className="curate-SettingsDropdown-menu" data-slot="settings-menu">
        <MenuSection className="curate-SettingsDropdown-identity" data-slot="settings-identity">
          <MenuHeading className="curate-SettingsDropdown-name" data-slot="settings-user-name">
            {settingsDisplayName(user, m)}
          </MenuHeading>
          {secondary && (
            <div className="curate-SettingsDropdown-detail" data-slot="settings-user-email">
              {secondary}
            </div>
          )}
          {companyName && (
            <div className="curate-SettingsDropdown-detail" data-slot="settings-company">
              {companyName}
            </div>
          )}
        </MenuSection>
        <MenuSeparator className="curate-SettingsDropdown-separator" />
        <MenuItem
          as="button"
          type="button"
          className="curate-SettingsDropdown-item"
          data-slot="settings-item"
          onClick={onUserSettings}
        >
          {m.userSettings}
        </MenuItem>
        {onCompanySettings && (
          <MenuItem
            as="button"
            type="button"
            className="curate-SettingsDropdown-item"
            data-slot="settings-item"
            onClick={onCompanySettings}
          >
            {m.companySettings}
          </MenuItem>
        )}
        <MenuSeparator className="curate-SettingsDropdown-separator" />
        <MenuItem
          as="button"
          type="button"
          className="curate-SettingsDropdown-item"
          data-slot="settings-item"
          data-danger=""
          onClick={onLogout}
        >
          {m.logout}
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
