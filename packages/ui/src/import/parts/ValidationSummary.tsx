import { firstItems, IMPORT_MESSAGES, VALIDATION_LIST_LIMIT } from '@curate/core';

/** Props of ValidationSummary. */
export interface ValidationSummaryProps {
  errors: readonly string[];
  warnings: readonly string[];
}

function Problems({ title, items, tone }: { title: string; items: readonly string[]; tone: 'error' | 'warning' }) {
  if (items.length === 0) return null;
  const { shown, more } = firstItems(items, VALIDATION_LIST_LIMIT);
  return (
    <div className="curate-Import-problems" data-tone={tone} data-slot={`${tone}s`}>
      <h5>
        {title} ({items.length})
      </h5>
      <ul>
        {shown.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a given mapping; two rows may give the same text.
          <li key={i}>{item}</li>
        ))}
      </ul>
      {more > 0 && <p>... and {more} more</p>}
    </div>
  );
}

/** 'Validation Summary' — spec part 2 §2.3: the first 10 errors and 10 warnings, '... and N more' after each. */
export function ValidationSummary({ errors, warnings }: ValidationSummaryProps) {
  return (
    <section className="curate-Import-validation" data-slot="validation-summary" aria-label="Validation Summary">
      <h4>Validation Summary</h4>
      {errors.length === 0 && warnings.length === 0 ? (
        <p className="curate-Import-message" data-tone="success" role="status">
          {IMPORT_MESSAGES.validationPassed}
        </p>
      ) : (
        <>
          <Problems title="Errors" items={errors} tone="error" />
          <Problems title="Warnings" items={warnings} tone="warning" />
        </>
      )}
    </section>
  );
}
