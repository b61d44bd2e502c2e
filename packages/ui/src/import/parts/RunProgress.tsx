import { type BulkImportController, progressText } from '@curate/core';

const duration = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;

/** The live progress of a run: a real progress bar, the progress text, rows per second and time left. */
export function RunProgress({ bulk }: { bulk: BulkImportController }) {
  const { counts, progress } = bulk;
  if (!counts) return null;
  return (
    <div className="curate-Import-progress" data-slot="progress">
      <progress max={100} value={progress.percent} aria-label="Import progress">
        {progress.percent}%
      </progress>
      <p role="status" aria-live="polite">
        {progressText(counts)}
        {progress.rowsPerSecond !== null && bulk.running && (
          <>
            {' '}
            · {Math.round(progress.rowsPerSecond).toLocaleString('en-US')} rows/s
            {progress.secondsLeft !== null && <> · about {duration(progress.secondsLeft)} left</>}
          </>
        )}
      </p>
    </div>
  );
}
