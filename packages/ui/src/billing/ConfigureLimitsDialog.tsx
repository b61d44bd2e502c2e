import type { BillingLimitsUpdate, LimitMode, LimitsProblems, TenantBillingAccount } from '@curate/core';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';

/** Message for a limit that is not a whole number of credits. */
export const WHOLE_CREDITS_MESSAGE = 'Enter a whole number of credits, or leave it empty for no limit';

/** Props of ConfigureLimitsDialog. */
export interface ConfigureLimitsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Cancel, Esc or the close button, and after a successful save. */
  onClose: () => void;
  /** The account whose limits are edited (current limits, modes and the administrator's maxima). */
  account: TenantBillingAccount;
  /** Saves the limits; resolves false when refused (the messages come back in `problems`). */
  onSave: (values: BillingLimitsUpdate) => Promise<boolean>;
  /** Messages by field ('' for the whole form), e.g. useBilling's limitsProblems. */
  problems?: LimitsProblems;
  /** Whether a save is running. */
  saving?: boolean;
}

interface FormValues {
  daily_spend_limit: string;
  monthly_spend_limit: string;
  daily_limit_mode: LimitMode;
  monthly_limit_mode: LimitMode;
}

const MODE_LABELS: Record<LimitMode, string> = { hard_stop: 'Hard stop', soft_alert: 'Soft alert' };

const asText = (limit: number | null) => (limit === null ? '' : String(limit));

/**
 * 'Configure Spending Limits' — spec part 3 §2, §5: daily and monthly limits (empty: no limit) with their
 * modes; a limit above the administrator's maximum is refused with 'Cannot exceed maximum limit of N
 * credits set by administrator'.
 */
export function ConfigureLimitsDialog({
  open,
  onClose,
  account,
  onSave,
  problems = {},
  saving = false,
}: ConfigureLimitsDialogProps) {
  const formId = useId();
  const defaults: FormValues = {
    daily_spend_limit: asText(account.daily_spend_limit),
    monthly_spend_limit: asText(account.monthly_spend_limit),
    daily_limit_mode: account.daily_limit_mode,
    monthly_limit_mode: account.monthly_limit_mode,
  };
  const { register, handleSubmit, reset } = useForm<FormValues>({ defaultValues: defaults });
  const [local, setLocal] = useState<LimitsProblems>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when the dialog opens, not when the account refreshes under it.
  useEffect(() => {
    if (open) {
      reset(defaults);
      setLocal({});
    }
  }, [open]);

  const submit = handleSubmit(async (values) => {
    const found: LimitsProblems = {};
    const limit = (key: 'daily_spend_limit' | 'monthly_spend_limit') => {
      const text = values[key].trim();
      if (text === '') return null;
      const number = Number(text);
      if (!Number.isInteger(number) || number < 0) found[key] = WHOLE_CREDITS_MESSAGE;
      return number;
    };
    const body: BillingLimitsUpdate = {
      daily_spend_limit: limit('daily_spend_limit'),
      monthly_spend_limit: limit('monthly_spend_limit'),
      daily_limit_mode: values.daily_limit_mode,
      monthly_limit_mode: values.monthly_limit_mode,
    };
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(body)) onClose();
  });

  const shown = { ...problems, ...local };
  const field = (key: 'daily' | 'monthly', label: string, max: number | null) => {
    const name = `${key}_spend_limit` as const;
    const problem = shown[name];
    const hintId = `${formId}-${key}-hint`;
    const errorId = `${formId}-${key}-error`;
    return (
      <fieldset className="curate-Billing-limitField">
        <legend>{label}</legend>
        <label htmlFor={`${formId}-${key}`}>Limit (credits)</label>
        <input
          id={`${formId}-${key}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...(max !== null ? { max } : {})}
          placeholder="No limit"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          disabled={saving}
          {...register(name)}
        />
        <span id={hintId} className="curate-Billing-hint">
          {max === null ? 'No maximum set by administrator' : `Maximum ${max} credits (set by administrator)`}
        </span>
        {problem && (
          <span id={errorId} className="curate-Billing-fieldError" role="alert">
            {problem}
          </span>
        )}
        <label htmlFor={`${formId}-${key}-mode`}>When reached</label>
        <select id={`${formId}-${key}-mode`} disabled={saving} {...register(`${key}_limit_mode`)}>
          {(Object.keys(MODE_LABELS) as LimitMode[]).map((mode) => (
            <option key={mode} value={mode}>
              {MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      </fieldset>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Configure Spending Limits"
      description="Empty means no limit. Hard stop refuses enhancements beyond the limit; soft alert only warns."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={saving} loadingLabel="Saving...">
            Save Limits
          </Button>
        </>
      }
    >
      <form id={formId} className="curate-Billing-limitsForm" data-slot="limits-form" noValidate onSubmit={submit}>
        {shown[''] && (
          <p className="curate-Billing-alert" role="alert">
            {shown['']}
          </p>
        )}
        {field('daily', 'Daily limit', account.internal_daily_limit)}
        {field('monthly', 'Monthly limit', account.internal_monthly_limit)}
      </form>
    </Dialog>
  );
}

export { MODE_LABELS as LIMIT_MODE_LABELS };
