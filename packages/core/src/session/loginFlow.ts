// The login screen's flow as a pure reducer — spec part 1 §2 (login screen), §5, §8.
import { signInMessages, type CommonMessages, type SignInMessages } from '../messages/index';
import { validateLoginEmail } from './loginEmail';
import type { LoginStep } from './detectOutcome';

/** Where the login form is: waiting for input, checking the organization, or leaving for the provider. */
export type LoginPhase = 'idle' | 'validating' | 'redirecting';

/** The login form's state: phase, the error to show and the status lines under the button. */
export interface LoginFlowState {
  phase: LoginPhase;
  error: string | null;
  /** Progress lines, e.g. 'Organization found: acme-tools'. */
  status: string[];
}

/** The texts the reducer writes: the provider's `signIn` and `common.problem`; English when left out. */
export interface LoginFlowTexts {
  signIn: SignInMessages;
  common: Pick<CommonMessages, 'problem'>;
}

/** What happens to the login form. */
export type LoginFlowAction =
  /** The user submitted `email`; invalid input stays idle with the validation message. */
  | { type: 'submit'; email: string; texts?: LoginFlowTexts }
  /** Detection answered with the next step. */
  | { type: 'detected'; step: LoginStep; texts?: LoginFlowTexts }
  /** Leaving for the provider failed (e.g. its discovery document did not load). */
  | { type: 'redirectFailed'; message: string };

/** The form before anything happened. */
export const initialLoginFlow: LoginFlowState = { phase: 'idle', error: null, status: [] };

/** Status line while the organization is checked (the English `signIn.checkingOrganization`). */
export const CHECKING_ORGANIZATION_STATUS = signInMessages.checkingOrganization;

/** Status lines once detection chose where to sign in (`messages`; English by default). */
export function redirectStatus(
  step: Extract<LoginStep, { kind: 'redirect' }>,
  messages: SignInMessages = signInMessages,
): string[] {
  const found =
    step.authType === 'superadmin'
      ? messages.superAdminFound
      : messages.organizationFound(step.companyCode ?? step.organization ?? '');
  return [found, messages.redirectingToLogin];
}

/** Moves the login form on; a submit while busy is ignored. */
export function loginFlowReducer(state: LoginFlowState, action: LoginFlowAction): LoginFlowState {
  switch (action.type) {
    case 'submit': {
      if (state.phase !== 'idle') return state;
      const { texts } = action;
      const check = validateLoginEmail(action.email, texts?.signIn, texts?.common.problem);
      if (!check.ok) return { phase: 'idle', error: check.message, status: [] };
      return { phase: 'validating', error: null, status: [(texts?.signIn ?? signInMessages).checkingOrganization] };
    }
    case 'detected':
      if (action.step.kind === 'error') return { phase: 'idle', error: action.step.message, status: [] };
      return { phase: 'redirecting', error: null, status: redirectStatus(action.step, action.texts?.signIn) };
    case 'redirectFailed':
      return { phase: 'idle', error: action.message, status: [] };
  }
}
