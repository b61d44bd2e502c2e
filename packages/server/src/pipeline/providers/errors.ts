// What a model call can end in besides an answer, as the job runner needs to tell them apart: a rate limit
// (the attempt goes back to the queue for later, not counted as failed), a refusal no retry can change (the
// job fails at once, saying why), and a timeout (counted, retried like any failure).

/** The endpoint answered 429: retry after `retryAfterSeconds` (its Retry-After), or after a backoff when null. */
export class ModelRateLimited extends Error {
  override name = 'ModelRateLimited';
  constructor(
    readonly retryAfterSeconds: number | null,
    message = 'The model endpoint is rate limiting the requests (429)',
  ) {
    super(message);
  }
}

/** The endpoint refused the request for a reason retrying cannot fix (a bad key, an unknown model, a 400). */
export class ModelRefused extends Error {
  override name = 'ModelRefused';
}

/** The endpoint did not answer within AI_TIMEOUT_SECONDS. */
export class ModelTimeout extends Error {
  override name = 'ModelTimeout';
}

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date; retry-after-ms too); null when absent. */
export function retryAfterSeconds(headers: Record<string, string | undefined> | undefined, now = Date.now()) {
  if (!headers) return null;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] && Number.isFinite(ms) && ms >= 0) return ms / 1000;
  const value = lower['retry-after']?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}
