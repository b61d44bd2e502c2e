import { useUserSettings, settingsMessages, useTexts } from '@curate/core';
import { SettingsDialog, type SettingsNotice } from './SettingsDialog';

export type { SettingsNotice };

/** Props of UserSettingsModal. */
export interface UserSettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** The selected company; null shows 'No company selected'. */
  companyId: string | null | undefined;
  /** Receives 'User settings saved successfully' after a save; default none. */
  onNotice?: (notice: SettingsNotice) => void;
}

/** The User Settings modal — spec part 2 §2.7, §4.6, §5.6: Full Name, Email Address, Cancel, Save Settings. */
export function UserSettingsModal({ open, onClose, companyId, onNotice }: UserSettingsModalProps) {
  const t = useTexts('settings', settingsMessages);
  const settings = useUserSettings({ companyId, enabled: open });
  const { form } = settings;
  const disabled = form.status !== 'ready';
  return (
    <SettingsDialog
      open={open}
      onClose={onClose}
      title={t.userSettings}
      slot="user-settings-form"
      form={form}
      save={settings.save}
      onNotice={onNotice}
    >
      {(formId) => (
        <>
          <div className="curate-Settings-field">
            <label htmlFor={`${formId}-name`}>{t.fullName}</label>
            <input
              id={`${formId}-name`}
              value={form.fullName}
              disabled={disabled}
              autoComplete="name"
              onChange={(event) => settings.setFullName(event.target.value)}
            />
          </div>
          <div className="curate-Settings-field">
            <label htmlFor={`${formId}-email`}>{t.emailAddress}</label>
            <input
              id={`${formId}-email`}
              type="email"
              value={form.email}
              disabled={disabled}
              readOnly={!settings.emailEditable}
              aria-describedby={settings.emailEditable ? undefined : `${formId}-email-hint`}
              autoComplete="email"
              onChange={(event) => settings.setEmail(event.target.value)}
            />
            {!settings.emailEditable && (
              <span id={`${formId}-email-hint`} className="curate-Settings-hint">
                {t.emailAdminOnly}
              </span>
            )}
          </div>
        </>
      )}
    </SettingsDialog>
  );
}
