import { describe, expect, it, vi } from 'vitest';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { AuthError, isRetryableFetchError, toAuthError, withFetchRetries, type AuthErrorCode } from './errors';

const providerError = (error: string, description?: string) =>
  new ErrorResponse({ error, error_description: description });

describe('toAuthError (spec part 1 §8 identity errors)', () => {
  it.each([
    ['network timeout (ErrorTimeout)', new ErrorTimeout('Network timed out'), 'timeout'],
    ['abort timeout (DOMException)', new DOMException('signal timed out', 'TimeoutError'), 'timeout'],
    ['popup closed', new Error('Popup closed by user'), 'cancelled'],
    ['redirect aborted', new Error('Redirect aborted'), 'cancelled'],
    ['user aborted at the provider', providerError('access_denied', 'End-User aborted interaction'), 'cancelled'],
    ['state differs', new Error('State does not match'), 'state_mismatch'],
    ['nonce differs', new Error('nonce in id_token does not match nonce in client storage'), 'state_mismatch'],
    ['no stored transaction', new Error('No matching state found in storage'), 'missing_transaction'],
    ['no state in the address', new Error('No state in response'), 'missing_transaction'],
    ['provider login_required', providerError('login_required'), 'login_required'],
    ['provider interaction_required', providerError('interaction_required'), 'login_required'],
    [
      'refresh token revoked (invalid_grant)',
      providerError('invalid_grant', 'grant request is invalid'),
      'login_required',
    ],
    ['provider consent_required', providerError('consent_required'), 'consent_required'],
    ['provider mfa_required', providerError('mfa_required'), 'mfa_required'],
    ['provider server_error', providerError('server_error'), 'unknown'],
    ['anything else', new Error('boom'), 'unknown'],
    ['a thrown string', 'weird', 'unknown'],
  ] as [string, unknown, AuthErrorCode][])('%s -> %s', (_name, thrown, code) => {
    const error = toAuthError(thrown);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe(code);
  });

  it("keeps the provider's description and the original error", () => {
    const original = providerError('mfa_required', 'Multifactor authentication required');
    const error = toAuthError(original);
    expect(error.description).toBe('Multifactor authentication required');
    expect(error.message).toBe('Multifactor authentication required');
    expect(error.cause).toBe(original);
  });

  it('passes an AuthError through unchanged', () => {
    const error = new AuthError('missing_refresh_token', 'none');
    expect(toAuthError(error)).toBe(error);
  });
});

describe('withFetchRetries (spec part 1 §9: 3-attempt token fetch)', () => {
  it('retries failures without an answer up to the attempt count', async () => {
    const fetchTokens = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(withFetchRetries(fetchTokens, 3)).rejects.toThrow('fetch failed');
    expect(fetchTokens).toHaveBeenCalledTimes(3);
  });

  it('returns the first success', async () => {
    let calls = 0;
    const result = await withFetchRetries(async () => {
      calls += 1;
      if (calls < 3) throw new ErrorTimeout('Network timed out');
      return 'tokens';
    }, 3);
    expect(result).toBe('tokens');
    expect(calls).toBe(3);
  });

  it('never retries an answer from the provider (a replayed refresh token would revoke the grant)', async () => {
    const fetchTokens = vi.fn(async () => {
      throw providerError('invalid_grant');
    });
    await expect(withFetchRetries(fetchTokens, 3)).rejects.toBeInstanceOf(ErrorResponse);
    expect(fetchTokens).toHaveBeenCalledTimes(1);
    expect(isRetryableFetchError(new AuthError('timeout', 'lock'))).toBe(false);
  });
});
