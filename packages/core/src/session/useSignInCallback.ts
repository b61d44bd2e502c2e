import { useEffect, useRef, useState } from 'react';
import type { CurrentUser } from '../contract/index';
import {
  CALLBACK_POLL_INTERVAL_MS,
  CALLBACK_POLL_MAX_ATTEMPTS,
  callbackView,
  type CallbackTarget,
} from './callbackFlow';
import { signInMessages, useTexts } from '../messages/index';
import { useCurrentUser } from '../shared/useCurrentUser';

export interface UseSignInCallbackOptions {
  /** The sign-in status (from @curate/auth's useAuth().status). */
  authStatus: 'loading' | 'authenticated' | 'unauthenticated';
  /** Called once when the screen leaves: to /login, to /, or to the landing with the loaded profile. */
  onRedirect: (to: CallbackTarget, user: CurrentUser | null) => void;
}

/**
 * The callback screen's logic (spec part 1 §2): polls every 100 ms up to 50 times while sign-in initialises,
 * loads /users/me once signed in, and calls `onRedirect` after the screen's delay.
 */
export function useSignInCallback({ authStatus, onRedirect }: UseSignInCallbackOptions) {
  const [attempts, setAttempts] = useState(0);
  const loading = authStatus === 'loading';
  useEffect(() => {
    if (!loading) return;
    const timer = setInterval(() => {
      setAttempts((count) => {
        if (count + 1 >= CALLBACK_POLL_MAX_ATTEMPTS) clearInterval(timer);
        return Math.min(count + 1, CALLBACK_POLL_MAX_ATTEMPTS);
      });
    }, CALLBACK_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [loading]);

  const me = useCurrentUser({ enabled: authStatus === 'authenticated' });
  const signIn = useTexts('signIn', signInMessages);
  const view = callbackView({ authStatus, attempts, profile: me.status }, signIn);
  const latest = useRef(onRedirect);
  latest.current = onRedirect;
  const user = me.user;
  const target = view.redirect?.to ?? null;
  const delayMs = view.redirect?.delayMs ?? 0;
  const done = useRef(false);
  useEffect(() => {
    if (!target || done.current) return;
    const timer = setTimeout(() => {
      done.current = true;
      latest.current(target, user);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, user]);

  return { ...view, attempts, user };
}
