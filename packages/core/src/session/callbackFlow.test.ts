import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  CALLBACK_ERROR_MESSAGE,
  CALLBACK_POLL_INTERVAL_MS,
  CALLBACK_POLL_MAX_ATTEMPTS,
  COMPLETING_SIGN_IN,
  REDIRECTING_MESSAGE,
  callbackView,
} from './callbackFlow';
import { signInMessages } from '../messages/index';

describe('callback screen (spec part 1 §2, §9)', () => {
  it('polls every 100 ms up to 50 times', () => {
    expect(CALLBACK_POLL_INTERVAL_MS).toBe(100);
    expect(CALLBACK_POLL_MAX_ATTEMPTS).toBe(50);
  });
  it('shows "Completing sign in..." while waiting and while the profile loads', () => {
    expect(callbackView({ authStatus: 'loading', attempts: 49, profile: 'pending' })).toMatchObject({
      phase: 'waiting',
      title: COMPLETING_SIGN_IN,
      redirect: null,
    });
    expect(callbackView({ authStatus: 'authenticated', attempts: 3, profile: 'pending' })).toMatchObject({
      phase: 'waiting',
      redirect: null,
    });
  });
  it('gives up after 50 polls with the error text, back to /login', () => {
    expect(callbackView({ authStatus: 'loading', attempts: 50, profile: 'pending' })).toMatchObject({
      phase: 'error',
      title: CALLBACK_ERROR_MESSAGE,
      redirect: { to: 'login' },
    });
  });
  it('on an authentication failure goes to /login after 1 s', () => {
    expect(callbackView({ authStatus: 'unauthenticated', attempts: 2, profile: 'pending' })).toMatchObject({
      phase: 'failed',
      title: AUTHENTICATION_FAILED_MESSAGE,
      redirect: { to: 'login', delayMs: 1000 },
    });
  });
  it('without a profile shows "Redirecting..." and goes to /', () => {
    expect(callbackView({ authStatus: 'authenticated', attempts: 0, profile: 'error' })).toMatchObject({
      phase: 'no-profile',
      title: REDIRECTING_MESSAGE,
      redirect: { to: 'root', delayMs: 0 },
    });
  });
  it('signed in with a profile goes to the landing', () => {
    expect(callbackView({ authStatus: 'authenticated', attempts: 0, profile: 'success' })).toMatchObject({
      phase: 'signed-in',
      redirect: { to: 'landing' },
    });
  });
});

describe('callback screen in the messages given (issue #21)', () => {
  it('words the failure as told', () => {
    const german = {
      ...signInMessages,
      authenticationFailed: 'Anmeldung fehlgeschlagen.',
      notCompleted: 'Nicht abgeschlossen.',
    };
    expect(callbackView({ authStatus: 'unauthenticated', attempts: 0, profile: 'pending' }, german)).toMatchObject({
      title: 'Anmeldung fehlgeschlagen.',
      message: 'Nicht abgeschlossen.',
    });
  });
});
