import { commonMessages, settingsMessages, useTexts } from '@curate/core';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';

/** A message for the host to show after a save (spec part 2 §8.3). */
export interface SettingsNotice {
  kind: 'success' | 'error';
  message: string;
}

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'lg';
  /** data-slot of the form. */
  slot: string;
  form: { status: string; error: string | null };
  /** Saves; answers the success text. A failure is shown by the form (form.error). */
  save: () => Promise<string>;
  onNotice?: (notice: SettingsNotice) => void;
  /** Buttons before Cancel (Reset to Defaults). */
  actions?: ReactNode;
  /** The fields, given the form's id (for their own ids). */
  children: (formId: string) => ReactNode;
}

/**
 * The frame both settings modals share — spec part 2 §2.7: Cancel and Save Settings ('Saving...' while it
 * saves), the loading line, the save error, and on success the notice and the close.
 */
export function SettingsDialog({
  open,
  onClose,
  title,
  size,
  slot,
  form,
  save,
  onNotice,
  actions,
  children,
}: SettingsDialogProps) {
  const formId = useId();
  const t = useTexts('settings', settingsMessages);
  const common = useTexts('common', commonMessages);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const message = await save();
      onNotice?.({ kind: 'success', message });
      onClose();
    } catch {
      // The form shows the message (form.error).
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      {...(size ? { size } : {})}
      footer={
        <>
          {actions}
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            disabled={form.status === 'loading' || form.status === 'error'}
            loading={form.status === 'saving'}
            loadingLabel={common.saving}
          >
            {t.saveSettings}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="curate-Settings-form"
        data-slot={slot}
        data-state={form.status}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {form.status === 'loading' && <p className="curate-Settings-hint">{t.loading}</p>}
        {form.error && (
          <p className="curate-Settings-alert" role="alert">
            {form.error}
          </p>
        )}
        {children(formId)}
      </form>
    </Dialog>
  );
}
