import { describe, expect, it } from 'vitest';
import { USER_NOT_FOUND_MESSAGE } from './detectOutcome';
import { initialLoginFlow, loginFlowReducer } from './loginFlow';

const email = 'tom.user@acme.test';

describe('login flow reducer', () => {
  it('stays idle with the validation message for a bad email', () => {
    expect(loginFlowReducer(initialLoginFlow, { type: 'submit', email: '' })).toEqual({
      phase: 'idle',
      error: 'Please enter your email address',
      status: [],
    });
  });
  it('validates, then redirects with status lines, and ignores submits while busy', () => {
    const validating = loginFlowReducer(initialLoginFlow, { type: 'submit', email });
    expect(validating.phase).toBe('validating');
    expect(loginFlowReducer(validating, { type: 'submit', email })).toBe(validating);
    const redirecting = loginFlowReducer(validating, {
      type: 'detected',
      step: { kind: 'redirect', email, authType: 'organization', organization: 'org_acme', companyCode: 'acme-tools' },
    });
    expect(redirecting).toEqual({
      phase: 'redirecting',
      error: null,
      status: ['Organization found: acme-tools', 'Redirecting to secure login...'],
    });
  });
  it('returns to idle with the error after a failed detection or redirect', () => {
    const validating = loginFlowReducer(initialLoginFlow, { type: 'submit', email });
    expect(
      loginFlowReducer(validating, { type: 'detected', step: { kind: 'error', message: USER_NOT_FOUND_MESSAGE } }),
    ).toEqual({
      phase: 'idle',
      error: USER_NOT_FOUND_MESSAGE,
      status: [],
    });
    expect(loginFlowReducer(validating, { type: 'redirectFailed', message: 'x' }).phase).toBe('idle');
  });
});
