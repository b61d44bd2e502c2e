// The sign-in return screen as a pure function — spec part 1 §2 (callback screen), §8, §9.
import { signInMessages, type SignInMessages } from '../messages/index';

/** Polling while the callback waits for authentication: every 100 ms, up to 50 times (part 1 §2, §9). */
export const CALLBACK_POLL_INTERVAL_MS = 100;
export const CALLBACK_POLL_MAX_ATTEMPTS = 50;
/** After an authentication failure the screen goes to /login after 1 s (part 1 §2). */
export const CALLBACK_FAILURE_REDIRECT_MS = 1000;

/** Where the callback screen is. */
export type CallbackPhase = 'waiting' | 'signed-in' | 'failed' | 'error' | 'no-profile';

/** Where the callback screen sends the user: /login, / or the user's landing (intended path or role landing). */
export type CallbackTarget = 'login' | 'root' | 'landing';

/** What the callback screen shows and where it goes next. */
export interface CallbackView {
  phase: CallbackPhase;
  /** The main line. */
  title: string;
  /** The supporting line. */
  message: string;
  redirect: { to: CallbackTarget; delayMs: number } | null;
}

/** The inputs: sign-in status, polls made while it was loading, and the /users/me lookup. */
export interface CallbackInput {
  authStatus: 'loading' | 'authenticated' | 'unauthenticated';
  attempts: number;
  profile: 'pending' | 'success' | 'error';
}

// The English texts of `messages.signIn`; the hook uses the provider's.
/** 'Completing sign in...' (part 1 §2). */
export const COMPLETING_SIGN_IN = signInMessages.completingSignIn;
/** Failure texts (part 1 §8). */
export const AUTHENTICATION_FAILED_MESSAGE = signInMessages.authenticationFailed;
export const CALLBACK_ERROR_MESSAGE = signInMessages.callbackError;
export const REDIRECTING_MESSAGE = signInMessages.redirecting;

/** The callback screen for the current inputs, in `m`'s words (English by default). */
export function callbackView(
  { authStatus, attempts, profile }: CallbackInput,
  m: SignInMessages = signInMessages,
): CallbackView {
  if (authStatus === 'loading') {
    if (attempts >= CALLBACK_POLL_MAX_ATTEMPTS) {
      return {
        phase: 'error',
        title: m.callbackError,
        message: m.tookTooLong,
        redirect: { to: 'login', delayMs: CALLBACK_FAILURE_REDIRECT_MS },
      };
    }
    return {
      phase: 'waiting',
      title: m.completingSignIn,
      message: m.pleaseWait,
      redirect: null,
    };
  }
  if (authStatus === 'unauthenticated') {
    return {
      phase: 'failed',
      title: m.authenticationFailed,
      message: m.notCompleted,
      redirect: { to: 'login', delayMs: CALLBACK_FAILURE_REDIRECT_MS },
    };
  }
  if (profile === 'pending') {
    return { phase: 'waiting', title: m.completingSignIn, message: m.loadingProfile, redirect: null };
  }
  if (profile === 'error') {
    return {
      phase: 'no-profile',
      title: m.redirecting,
      message: m.profileUnavailable,
      redirect: { to: 'root', delayMs: 0 },
    };
  }
  return {
    phase: 'signed-in',
    title: m.completingSignIn,
    message: m.signedIn,
    redirect: { to: 'landing', delayMs: 0 },
  };
}
