import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/index';
import {
  DETECT_FAILED_MESSAGE,
  UNKNOWN_AUTH_TYPE_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  loginStepFromDetection,
  loginStepFromFailure,
} from './detectOutcome';

const email = 'tom.user@acme.test';

describe('detect-user-auth outcome (spec part 1 §2, §8)', () => {
  it('sends the super-admin to the provider without an organization', () => {
    expect(loginStepFromDetection('admin@curate.dev', { auth_type: 'superadmin' })).toEqual({
      kind: 'redirect',
      email: 'admin@curate.dev',
      authType: 'superadmin',
    });
  });
  it('sends organization users with their org id', () => {
    expect(
      loginStepFromDetection(email, { auth_type: 'organization', org_id: 'org_acme', company_code: 'acme-tools' }),
    ).toEqual({
      kind: 'redirect',
      email,
      authType: 'organization',
      organization: 'org_acme',
      companyCode: 'acme-tools',
    });
  });
  it('shows the server error or the spec text for not_found and unknown types', () => {
    expect(loginStepFromDetection(email, { auth_type: 'not_found' })).toEqual({
      kind: 'error',
      message: USER_NOT_FOUND_MESSAGE,
    });
    expect(loginStepFromDetection(email, { auth_type: 'not_found', error: 'No such user' })).toEqual({
      kind: 'error',
      message: 'No such user',
    });
    expect(loginStepFromDetection(email, { auth_type: 'saml' })).toEqual({
      kind: 'error',
      message: UNKNOWN_AUTH_TYPE_MESSAGE,
    });
    expect(loginStepFromDetection(email, { auth_type: 'organization' })).toEqual({
      kind: 'error',
      message: UNKNOWN_AUTH_TYPE_MESSAGE,
    });
  });
  it('maps failures: unknown type refused by the contract, error answers, no answer', () => {
    const refused = new ApiError({
      status: 200,
      code: 'invalid_response',
      message: 'Invalid response',
      body: { auth_type: 'saml' },
    });
    expect(loginStepFromFailure(email, refused)).toEqual({ kind: 'error', message: UNKNOWN_AUTH_TYPE_MESSAGE });
    const limited = new ApiError({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests, retry in 1 minute',
    });
    expect(loginStepFromFailure(email, limited)).toEqual({
      kind: 'error',
      message: 'Too many requests, retry in 1 minute',
    });
    const offline = new ApiError({ status: 0, code: 'network_error', message: 'fetch failed' });
    expect(loginStepFromFailure(email, offline)).toEqual({ kind: 'error', message: DETECT_FAILED_MESSAGE });
    expect(loginStepFromFailure(email, new Error('boom'))).toEqual({ kind: 'error', message: DETECT_FAILED_MESSAGE });
  });
});
