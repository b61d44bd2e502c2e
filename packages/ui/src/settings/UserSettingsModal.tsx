import { useUserSettings } from '@curate/core';
import { type FormEvent, useId } from 'react';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';

/** A message for the host to show after a save (spec part 2 §8.3). */
export interface SettingsNotice {
  kind: 'success' | 'error';
  message: string;
}

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
  const settings = useUserSettings({ companyId, enabled: open });
  const formId = useId();
  const { form } = settings;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const message = await settings.save();
      onNotice?.({ kind: 'success', message });
      onClose();
    } catch {
      // The form shows the message (form.error).
    }
  };
  const disabled = form.status !== 'ready';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="User Settings"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            disabled={form.status === 'loading' || form.status === 'error'}
            loading={form.status === 'saving'}
            loadingLabel="Saving..."
          >
            Save Settings
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="curate-Settings-form"
        data-slot="user-settings-form"
        data-state={form.status}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {form.status === 'loading' && <p className="curate-Settings-hint">Loading…</p>}
        {form.error && (
          <p className="curate-Settings-alert" role="alert">
            {form.error}
          </p>
        )}
        <div className="curate-Settings-field">
          <label htmlFor={`${formId}-name`}>Full Name</label>
          <input
            id={`${formId}-name`}
            value={form.fullName}
            disabled={disabled}
            autoComplete="name"
            onChange={(event) => settings.setFullName(event.target.value)}
          />
        </div>
        <div className="curate-Settings-field">
          <label htmlFor={`${formId}-email`}>Email Address</label>
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
              Only an administrator can change an email address.
            </span>
          )}
        </div>
      </form>
    </Dialog>
  );
}
