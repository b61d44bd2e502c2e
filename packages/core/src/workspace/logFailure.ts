import { useEffect } from 'react';

/** The message of a failure, for the console. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Logs each new failure of a background call to the console (spec part 1 §8: load failures logged; part 3 §8: polling errors only logged). */
export function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(`[curate] ${what} failed: ${messageOf(error)}`);
  }, [error, what]);
}
