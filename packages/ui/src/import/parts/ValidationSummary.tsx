import { firstItems, VALIDATION_LIST_LIMIT, importMessages, useTexts } from '@curate/core';
import { atValues } from '../../internal/Formatted';

/** Props of ValidationSummary. */
export interface ValidationSummaryProps {
  /** The errors, or the first of them (errorCount then counts them all). */
  errors: readonly string[];
  /** The warnings, or the first of them (warningCount then counts them all). */
  warnings: readonly string[];
  /** Errors in all; default errors.length. */
  errorCount?: number;
  /** Warnings in all; default warnings.length. */
  warningCount?: number;
}

function Problems({
  title,
  items,
  total,
  tone,
}: {
  title: string;
  items: readonly string[];
  total: number;
  tone: 'error' | 'warning';
}) {
  const t = useTexts('import', importMessages);
  if (total === 0) return null;
  const { shown, more } = firstItems(items, VALIDATION_LIST_LIMIT, total);
  return (
    <div className="curate-Import-problems" data-tone={tone} data-slot={`${tone}s`}>
      <h5>
        {title} ({total})
      </h5>
      <ul>
        {shown.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a given mapping; two rows may give the same text.
          <li key={i}>{item}</li>
        ))}
      </ul>
      {more > 0 && <p>{atValues(t.andMore(more), [more])}</p>}
    </div>
  );
}

/** 'Validation Summary' — spec part 2 §2.3: the first 10 errors and 10 warnings, '... and N more' after each. */
export function ValidationSummary({
  errors,
  warnings,
  errorCount = errors.length,
  warningCount = warnings.length,
}: ValidationSummaryProps) {
  const t = useTexts('import', importMessages);
  return (
    <section className="curate-Import-validation" data-slot="validation-summary" aria-label={t.validationSummary}>
      <h4>{t.validationSummary}</h4>
      {errorCount === 0 && warningCount === 0 ? (
        <p className="curate-Import-message" data-tone="success" role="status">
          {t.validationPassed}
        </p>
      ) : (
        <>
          <Problems title={t.errors} items={errors} total={errorCount} tone="error" />
          <Problems title={t.warnings} items={warnings} total={warningCount} tone="warning" />
        </>
      )}
    </section>
  );
}
