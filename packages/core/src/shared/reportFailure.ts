import { useEffect, useRef } from 'react';
import { failureDetail } from '../product-fields/messages';

/**
 * Logs each new failure of a call to the console ('[curate] {what} failed: {detail}') and hands the detail
 * to `report`, when given (a host's onLoadError) — spec part 1 §8: load failures are logged; part 3 §8:
 * polling errors are only logged.
 */
export function useReportFailure(error: unknown, what: string, report?: (detail: string) => void): void {
  const reportRef = useRef(report);
  reportRef.current = report;
  useEffect(() => {
    if (!error) return;
    const detail = failureDetail(error);
    console.warn(`[curate] ${what} failed: ${detail}`);
    reportRef.current?.(detail);
  }, [error, what]);
}
