import { useCallback, useReducer, useRef } from 'react';
import { signInMessages, useTexts, commonMessages } from '../messages/index';
import type { LoginStep } from './detectOutcome';
import { initialLoginFlow, loginFlowReducer } from './loginFlow';
import { validateLoginEmail } from './loginEmail';
import { useDetectUserAuth } from './useDetectUserAuth';

/** Shown when the provider's login page cannot be opened after a successful detection (the English `signIn.redirectFailed`). */
export const LOGIN_REDIRECT_FAILED_MESSAGE = signInMessages.redirectFailed;

/** A detection result that leads to the provider's login. */
export type LoginRedirect = Extract<LoginStep, { kind: 'redirect' }>;

export interface UseLoginFlowOptions {
  /** Leaves for the provider's login, e.g. `(to) => auth.login({ email: to.email, organization: to.organization })`. Required. */
  redirect: (to: LoginRedirect) => Promise<void> | void;
}

/**
 * The login form's logic (spec part 1 §2, §5, §8): validates the email, asks detect-user-auth, then calls
 * `redirect` for superadmin / organization answers or shows the error. Returns the phase, error and status lines.
 */
export function useLoginFlow({ redirect }: UseLoginFlowOptions) {
  const [state, dispatch] = useReducer(loginFlowReducer, initialLoginFlow);
  const { detect } = useDetectUserAuth();
  const busy = useRef(false);
  const latestRedirect = useRef(redirect);
  latestRedirect.current = redirect;
  // The provider's texts through a ref, so `submit` keeps its identity when an inline messages object changes.
  const messages = { signIn: useTexts('signIn', signInMessages), common: useTexts('common', commonMessages) };
  const texts = useRef(messages);
  texts.current = messages;

  const submit = useCallback(
    async (email: string) => {
      if (busy.current) return;
      dispatch({ type: 'submit', email, texts: texts.current });
      const check = validateLoginEmail(email);
      if (!check.ok) return;
      busy.current = true;
      const step = await detect(check.email);
      dispatch({ type: 'detected', step, texts: texts.current });
      if (step.kind === 'error') {
        busy.current = false;
        return;
      }
      try {
        await latestRedirect.current(step); // the page unloads; the form stays 'redirecting'
      } catch (error) {
        console.warn(
          `[curate] Opening the sign-in page failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        dispatch({ type: 'redirectFailed', message: texts.current.signIn.redirectFailed });
        busy.current = false;
      }
    },
    [detect],
  );

  return { ...state, submit };
}
