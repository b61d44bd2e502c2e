// Progress of a running attempt on its job row, written at most every PROGRESS_WRITE_MS (issue #16). The local
// pipeline runs a job in about a millisecond: eight stage reports each written would be most of a job's queries.
// A report inside the interval is held and written when the interval ends, unless a newer one replaced it or
// the attempt ended first; so the row shows where a slow job is (research, a remote model) within the interval.
// No report waits for its write (issue #18).

/** The least time between two progress writes of one attempt. */
export const PROGRESS_WRITE_MS = 200;

/** Writes one report; answers false when the job is no longer the attempt's (cancelled meanwhile). */
export type WriteProgress = (progress: number, message: string) => Promise<boolean>;

export interface ProgressWriter {
  /** Records a report; rejects with nothing, answers false once an earlier write found the job gone. */
  report(progress: number, message: string): Promise<boolean>;
  /** Drops a held report: the attempt is over. */
  close(): void;
}

/** A throttled writer; `lastWrite` is when the row was last written (the claim). */
export function progressWriter(
  write: WriteProgress,
  lastWrite = Date.now(),
  intervalMs = PROGRESS_WRITE_MS,
): ProgressWriter {
  let held: { progress: number; message: string } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let current = true;
  let closed = false;
  // The writes of one attempt, one after another (a later one never lands before an earlier one).
  let writing: Promise<unknown> = Promise.resolve();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = held;
    held = undefined;
    if (!next || closed || !current) return;
    lastWrite = Date.now();
    writing = writing
      .then(() => (closed ? true : write(next.progress, next.message)))
      .then(
        (found) => {
          current = found && current;
        },
        () => undefined,
      );
  };

  return {
    // The pipeline does not wait for the write (on the embedded database it would wait its turn behind other
    // work): a write that finds the job gone is seen at the next report, or by the persist step's lock.
    async report(progress, message) {
      if (!current || closed) return current;
      held = { progress, message };
      const wait = lastWrite + intervalMs - Date.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
      return current;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      held = undefined;
    },
  };
}
