import { useCompanySettings, settingsMessages, useTexts } from '@curate/core';
import { Button } from '../primitives/Button/Button';
import { SettingsDialog, type SettingsNotice } from './SettingsDialog';

/** Props of CompanySettingsModal. */
export interface CompanySettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** The selected company's code; null shows 'No company selected'. */
  companyCode: string | null | undefined;
  /** The company's name, the modal's title (spec part 2 §2.7). */
  companyName?: string | null;
  /** Receives 'Company settings saved successfully' after a save; default none. */
  onNotice?: (notice: SettingsNotice) => void;
}

/**
 * The Company Settings modal, titled with the company name — spec part 2 §2.7, §4.6: Enhancement Tone,
 * Fields to Enhance, Custom Instructions, Reset to Defaults, Cancel, Save Settings. Saved for real: the
 * next enhancement job of the company uses them.
 */
export function CompanySettingsModal({ open, onClose, companyCode, companyName, onNotice }: CompanySettingsModalProps) {
  const t = useTexts('settings', settingsMessages);
  const settings = useCompanySettings({ companyCode, enabled: open });
  const { form } = settings;
  const disabled = form.status !== 'ready';
  const tone = settings.tones.find((t) => t.value === form.tone);
  return (
    <SettingsDialog
      open={open}
      onClose={onClose}
      title={companyName || t.companySettings}
      size="lg"
      slot="company-settings-form"
      form={form}
      save={settings.save}
      onNotice={onNotice}
      actions={
        <Button variant="ghost" disabled={disabled} onClick={settings.resetToDefaults}>
          {t.resetToDefaults}
        </Button>
      }
    >
      {(formId) => (
        <>
          <div className="curate-Settings-field">
            <label htmlFor={`${formId}-tone`}>{t.enhancementTone}</label>
            <select
              id={`${formId}-tone`}
              value={form.tone}
              disabled={disabled}
              onChange={(event) => settings.setTone(event.target.value)}
            >
              {settings.tones.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {tone && <span className="curate-Settings-hint">{tone.description}</span>}
          </div>
          <fieldset className="curate-Settings-fieldset" disabled={disabled}>
            <legend>{t.fieldsToEnhance}</legend>
            {settings.fields.map((option) => (
              <label key={option.value} className="curate-Settings-check">
                <input
                  type="checkbox"
                  checked={form.fields.includes(option.value)}
                  onChange={() => settings.toggleField(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
          <div className="curate-Settings-field">
            <label htmlFor={`${formId}-instructions`}>{t.customInstructions}</label>
            <textarea
              id={`${formId}-instructions`}
              rows={4}
              value={form.customInstructions}
              disabled={disabled}
              onChange={(event) => settings.setCustomInstructions(event.target.value)}
            />
          </div>
        </>
      )}
    </SettingsDialog>
  );
}
