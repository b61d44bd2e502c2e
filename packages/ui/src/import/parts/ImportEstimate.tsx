import type { BulkImportController } from '@curate/core';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * Before a run (issue #18): how many rows are new, changed and unchanged (the server's dry run), and the credits
 * the run may reserve — (new + changed) × 15, every row with the force override — beside the available balance.
 */
export function ImportEstimate({ bulk }: { bulk: BulkImportController }) {
  const { status, counts } = bulk.preview;
  return (
    <div className="curate-Import-estimate" data-slot="estimate" data-state={status}>
      {counts ? (
        <p data-slot="preview-counts">
          {n(counts.new)} new, {n(counts.changed)} changed, {n(counts.unchanged)} unchanged
          {counts.unchanged > 0 && !bulk.forceOverride ? ' (unchanged products are not enhanced again)' : ''}
        </p>
      ) : status === 'pending' ? (
        <p role="status">Checking which products are new or changed...</p>
      ) : status === 'error' ? (
        <p data-tone="warning">Could not check which products are new or changed.</p>
      ) : null}
      <p>
        Estimated cost: {bulk.estimateExact ? '' : 'up to '}
        {n(bulk.estimatedCredits)} credits (15 per new or changed product; unchanged products cost nothing)
        {bulk.availableCredits !== null && <> · Available: {n(bulk.availableCredits)} credits</>}
      </p>
    </div>
  );
}
