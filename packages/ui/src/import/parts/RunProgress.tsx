import {
  type BulkImportController,
  type ImportMessages,
  progressText,
  useFormat,
  importMessages,
  useTexts,
} from '@curate/core';
import { atValues } from '../../internal/Formatted';

const duration = (seconds: number, t: ImportMessages) =>
  seconds < 60
    ? t.durationSeconds(seconds)
    : t.durationMinutes(Math.floor(seconds / 60), String(seconds % 60).padStart(2, '0'));

/** The live progress of a run: a real progress bar, the progress text, rows per second and time left. */
export function RunProgress({ bulk }: { bulk: BulkImportController }) {
  const t = useTexts('import', importMessages);
  const format = useFormat();
  const { counts, progress } = bulk;
  if (!counts) return null;
  const rate = progress.rowsPerSecond !== null ? format.number(Math.round(progress.rowsPerSecond)) : '';
  const left = progress.secondsLeft !== null ? duration(progress.secondsLeft, t) : '';
  return (
    <div className="curate-Import-progress" data-slot="progress">
      <progress max={100} value={progress.percent} aria-label={t.importProgress}>
        {progress.percent}%
      </progress>
      <p role="status" aria-live="polite">
        {progressText(counts, t, format)}
        {progress.rowsPerSecond !== null && bulk.running && (
          <>
            {' '}
            {atValues(t.rowsPerSecond(rate), [rate])}
            {progress.secondsLeft !== null && <>{atValues(t.timeLeft(left), [left])}</>}
          </>
        )}
      </p>
    </div>
  );
}
