// Typed identity errors — spec part 1 §8 (timeout, cancelled, state_mismatch, missing_transaction,
// missing_refresh_token, mfa_required) plus the provider answers that need a new login (§4).

/** What went wrong in the identity layer. */
export type AuthErrorCode =
  | 'timeout'
  | 'cancelled'
  | 'state_mismatch'
  | 'missing_transaction'
  | 'missing_refresh_token'
  | 'mfa_required'
  | 'login_required'
  | 'consent_required'
  | 'unknown';

/** An identity-layer failure with a stable `code`; `description` carries the provider's text when it sent one. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  /** Stable classification of the failure. */
  readonly code: AuthErrorCode;
  /** The provider's `error_description`, when the failure came from the provider. */
  readonly description: string | null;

  constructor(code: AuthErrorCode, message: string, options: { cause?: unknown; description?: string | null } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.description = options.description ?? null;
  }
}

/** OAuth / OIDC `error` values and the code they map to. */
const PROVIDER_ERRORS: Record<string, AuthErrorCode> = {
  login_required: 'login_required',
  interaction_required: 'login_required',
  account_selection_required: 'login_required',
  // The grant (code or refresh token) is gone: only an interactive login recovers.
  invalid_grant: 'login_required',
  consent_required: 'consent_required',
  mfa_required: 'mfa_required',
  access_denied: 'cancelled',
};

/** oidc-client-ts messages (v3) and the code they map to. */
const LIBRARY_MESSAGES: [RegExp, AuthErrorCode][] = [
  [/^No matching state found in storage|^No state in response/, 'missing_transaction'],
  [/^State does not match|^nonce in id_token does not match/, 'state_mismatch'],
  [/^Popup closed|^Redirect aborted/, 'cancelled'],
  [/timed out/i, 'timeout'],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Maps anything thrown by oidc-client-ts, fetch or the provider to an `AuthError` (spec part 1 §8). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (isRecord(error) && name === 'ErrorResponse' && typeof error.error === 'string') {
    const description = typeof error.error_description === 'string' ? error.error_description : null;
    return new AuthError(PROVIDER_ERRORS[error.error] ?? 'unknown', description ?? error.error, {
      cause: error,
      description,
    });
  }
  if (name === 'ErrorTimeout' || name === 'TimeoutError' || name === 'AbortError') {
    return new AuthError('timeout', message || 'The identity provider did not answer in time', { cause: error });
  }
  const known = LIBRARY_MESSAGES.find(([pattern]) => pattern.test(message));
  return new AuthError(known?.[1] ?? 'unknown', message, { cause: error });
}

/** True for failures where no answer came back (network error or timeout), which a token fetch may retry. */
export function isRetryableFetchError(error: unknown): boolean {
  if (error instanceof AuthError) return false;
  const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
  return name === 'ErrorTimeout' || name === 'TimeoutError' || error instanceof TypeError;
}

/** Runs `fetchTokens` up to `attempts` times while it fails without an answer (spec part 1 §9: 3-attempt token fetch). */
export async function withFetchRetries<T>(
  fetchTokens: (attempt: number) => Promise<T>,
  attempts: number,
  isRetryable: (error: unknown) => boolean = isRetryableFetchError,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetchTokens(attempt);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
