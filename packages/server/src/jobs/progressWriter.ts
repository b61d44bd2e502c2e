// Progress of a running attempt on its job row, written at most every PROGRESS_WRITE_MS (issue #16). The local
// pipeline runs a job in about a millisecond: eight stage reports each written would be most of a job's queries.
// A report inside the interval is held and written when the interval ends, unless a newer one replaced it or
// the attempt ended first; so the row shows where a slow job is (research, a remote model) within the interval.

/** The least time between two progress writes of one attempt. */
export const PROGRESS_WRITE_MS = 200;

/** Writes one report; answers false when the job is no longer the attempt's (cancelled meanwhile). */
export type WriteProgress = (progress: number, message: string) => Promise<boolean>;

export interface ProgressWriter {
  /** Records a report; rejects with nothing, answers false once a write found the job gone. */
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

  const flush = async () => {
    timer = undefined;
    const next = held;
    held = undefined;
    if (!next || closed) return current;
    lastWrite = Date.now();
    current = (await write(next.progress, next.message)) && current;
    return current;
  };

  return {
    async report(progress, message) {
      if (!current || closed) return current;
      held = { progress, message };
      const wait = lastWrite + intervalMs - Date.now();
      if (wait <= 0) {
        clearTimeout(timer);
        return flush();
      }
      // A held write that finds the job cancelled is seen at the next report (or by the persist step's lock).
      timer ??= setTimeout(() => void flush().catch(() => undefined), wait);
      return current;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      held = undefined;
    },
  };
}
