import {
  billingMessages,
  type BillingLimitsUpdate,
  type BillingMessages,
  type LimitMode,
  type LimitsProblems,
  type TenantBillingAccount,
  commonMessages,
  useTexts,
} from '@curate/core';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';

/** Message for a limit that is not a whole number of credits. */
export const WHOLE_CREDITS_MESSAGE = billingMessages.wholeCredits;

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

const MODE_KEYS = { hard_stop: 'modeHardStop', soft_alert: 'modeSoftAlert' } as const;

/** A limit mode's name in `messages`' words ('Hard stop', 'Soft alert'). */
export const limitModeLabel = (mode: LimitMode, messages: BillingMessages = billingMessages): string =>
  messages[MODE_KEYS[mode]];

/** The modes' names (English). */
const MODE_LABELS: Record<LimitMode, string> = {
  hard_stop: limitModeLabel('hard_stop'),
  soft_alert: limitModeLabel('soft_alert'),
};

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
  const m = useTexts('billing', billingMessages);
  const common = useTexts('common', commonMessages);
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
      if (!Number.isInteger(number) || number < 0) found[key] = m.wholeCredits;
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
        <label htmlFor={`${formId}-${key}`}>{m.limitCredits}</label>
        <input
          id={`${formId}-${key}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...(max !== null ? { max } : {})}
          placeholder={m.noLimit}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          disabled={saving}
          {...register(name)}
        />
        <span id={hintId} className="curate-Billing-hint">
          {max === null ? m.noMaximum : m.maximum(max)}
        </span>
        {problem && (
          <span id={errorId} className="curate-Billing-fieldError" role="alert">
            {problem}
          </span>
        )}
        <label htmlFor={`${formId}-${key}-mode`}>{m.whenReached}</label>
        <select id={`${formId}-${key}-mode`} disabled={saving} {...register(`${key}_limit_mode`)}>
          {(Object.keys(MODE_KEYS) as LimitMode[]).map((mode) => (
            <option key={mode} value={mode}>
              {limitModeLabel(mode, m)}
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
      title={m.configureTitle}
      description={m.configureDescription}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="primary" type="submit" form={formId} loading={saving} loadingLabel={common.saving}>
            {m.saveLimits}
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
        {field('daily', m.dailyLimit, account.internal_daily_limit)}
        {field('monthly', m.monthlyLimit, account.internal_monthly_limit)}
      </form>
    </Dialog>
  );
}

export { MODE_LABELS as LIMIT_MODE_LABELS };
