import { type BulkImportController, useFormat, importMessages, useTexts } from '@curate/core';
import { atValues } from '../../internal/Formatted';

/**
 * Before a run (issue #18): how many rows are new, changed and unchanged (the server's dry run), and the credits
 * the run may reserve — (new + changed) × 15, every row with the force override — beside the available balance.
 */
export function ImportEstimate({ bulk }: { bulk: BulkImportController }) {
  const t = useTexts('import', importMessages);
  const { number: n } = useFormat();
  const { status, counts } = bulk.preview;
  const bound = bulk.estimateExact ? '' : t.upTo;
  const credits = n(bulk.estimatedCredits);
  const available = bulk.availableCredits !== null ? n(bulk.availableCredits) : null;
  return (
    <div className="curate-Import-estimate" data-slot="estimate" data-state={status}>
      {counts ? (
        <p data-slot="preview-counts">
          {atValues(t.previewCounts(n(counts.new), n(counts.changed), n(counts.unchanged)), [
            n(counts.new),
            n(counts.changed),
            n(counts.unchanged),
          ])}
          {counts.unchanged > 0 && !bulk.forceOverride ? t.unchangedNotEnhanced : ''}
        </p>
      ) : status === 'pending' ? (
        <p role="status">{t.checkingPreview}</p>
      ) : status === 'error' ? (
        <p data-tone="warning">{t.previewFailed}</p>
      ) : null}
      <p>
        {atValues(t.estimatedCost(bound, credits), [bound, credits])}
        {available !== null && <>{atValues(t.available(available), [available])}</>}
      </p>
    </div>
  );
}
