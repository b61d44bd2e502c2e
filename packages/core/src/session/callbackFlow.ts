// The sign-in return screen as a pure function — spec part 1 §2 (callback screen), §8, §9.

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

/** 'Completing sign in...' (part 1 §2). */
export const COMPLETING_SIGN_IN = 'Completing sign in...';
/** Failure texts (part 1 §8). */
export const AUTHENTICATION_FAILED_MESSAGE = 'Authentication failed. Redirecting to login...';
export const CALLBACK_ERROR_MESSAGE = 'An error occurred. Redirecting...';
export const REDIRECTING_MESSAGE = 'Redirecting...';

/** The callback screen for the current inputs. */
export function callbackView({ authStatus, attempts, profile }: CallbackInput): CallbackView {
  if (authStatus === 'loading') {
    if (attempts >= CALLBACK_POLL_MAX_ATTEMPTS) {
      return {
        phase: 'error',
        title: CALLBACK_ERROR_MESSAGE,
        message: 'Sign-in took too long.',
        redirect: { to: 'login', delayMs: CALLBACK_FAILURE_REDIRECT_MS },
      };
    }
    return {
      phase: 'waiting',
      title: COMPLETING_SIGN_IN,
      message: 'Please wait while we verify your sign-in.',
      redirect: null,
    };
  }
  if (authStatus === 'unauthenticated') {
    return {
      phase: 'failed',
      title: AUTHENTICATION_FAILED_MESSAGE,
      message: 'Your sign-in could not be completed.',
      redirect: { to: 'login', delayMs: CALLBACK_FAILURE_REDIRECT_MS },
    };
  }
  if (profile === 'pending') {
    return { phase: 'waiting', title: COMPLETING_SIGN_IN, message: 'Loading your profile...', redirect: null };
  }
  if (profile === 'error') {
    return {
      phase: 'no-profile',
      title: REDIRECTING_MESSAGE,
      message: 'Your profile is not available yet.',
      redirect: { to: 'root', delayMs: 0 },
    };
  }
  return {
    phase: 'signed-in',
    title: COMPLETING_SIGN_IN,
    message: 'Signed in. Taking you to your workspace...',
    redirect: { to: 'landing', delayMs: 0 },
  };
}
