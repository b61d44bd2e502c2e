import {
  internalLimitsBody,
  type InternalLimitsUpdate,
  type LimitMode,
  type LimitsDraft,
  billingAdminMessages,
  commonMessages,
  useTexts,
} from '@curate/core';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';

/** Props of the internal limits form. */
export interface LimitsFormProps {
  /** The stored limits ('' for none). */
  initial: LimitsDraft;
  /** Whether the enforcement mode can be chosen; the billing screen sends hard_stop (spec part 3 §7). Default true. */
  chooseMode?: boolean;
  /** Saves; resolves with the success text, rejects with the message to show. */
  onSave: (body: InternalLimitsUpdate) => Promise<unknown>;
  saving?: boolean;
}

const MODES: { value: LimitMode; label: 'modeHardStop' | 'modeSoftAlert' }[] = [
  { value: 'hard_stop', label: 'modeHardStop' },
  { value: 'soft_alert', label: 'modeSoftAlert' },
];

/** Daily and monthly internal limits (empty: no limit; min 0) and the enforcement mode — spec part 3 §2, §5. */
export function LimitsForm({ initial, chooseMode = true, onSave, saving = false }: LimitsFormProps) {
  const id = useId();
  const m = useTexts('billingAdmin', billingAdminMessages);
  const common = useTexts('common', commonMessages);
  const [draft, setDraft] = useState<LimitsDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    const checked = internalLimitsBody(chooseMode ? draft : { ...draft, mode: 'hard_stop' }, m, common.problem);
    setFailure(null);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    try {
      await onSave(checked.body);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  const field = (key: 'daily' | 'monthly', name: 'internal_daily_limit' | 'internal_monthly_limit', label: string) => (
    <div className="curate-BillingAdmin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        placeholder={m.noLimit}
        value={draft[key]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${key}-error` : undefined}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
      {errors[name] && (
        <span id={`${id}-${key}-error`} className="curate-BillingAdmin-fieldError">
          {errors[name]}
        </span>
      )}
    </div>
  );
  return (
    <form
      className="curate-BillingAdmin-form"
      data-slot="limits-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure && (
        <p className="curate-BillingAdmin-alert" role="alert">
          {failure}
        </p>
      )}
      {field('daily', 'internal_daily_limit', m.dailyLimit)}
      {field('monthly', 'internal_monthly_limit', m.monthlyLimit)}
      <p className="curate-BillingAdmin-hint">{m.leaveEmpty}</p>
      {chooseMode ? (
        <div className="curate-BillingAdmin-field">
          <label htmlFor={`${id}-mode`}>{m.enforcementMode}</label>
          <select
            id={`${id}-mode`}
            value={draft.mode}
            onChange={(event) => setDraft({ ...draft, mode: event.target.value as LimitMode })}
          >
            {MODES.map((mode) => (
              <option key={mode.value} value={mode.value}>
                {m[mode.label]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="curate-BillingAdmin-hint">{m.enforcementHardStop}</p>
      )}
      <div className="curate-BillingAdmin-formActions">
        <Button type="submit" variant="primary" loading={saving} loadingLabel={m.saving}>
          {m.updateLimits}
        </Button>
      </div>
    </form>
  );
}
