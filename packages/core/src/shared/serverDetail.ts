// Not in shared/index: the Schema Manager exports a serverDetail of its own from the package root.
import { formatErrorDetail, isApiError, UNKNOWN_ERROR_MESSAGE } from '../client/index';

/** The server's detail or message when the answer carried one (spec part 3 §8), else `fallback`. */
export function serverDetail(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const detail = formatErrorDetail(error.body);
  return detail === UNKNOWN_ERROR_MESSAGE ? fallback : detail;
}
