// The login screen's flow as a pure reducer — spec part 1 §2 (login screen), §5, §8.
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

/** What happens to the login form. */
export type LoginFlowAction =
  /** The user submitted `email`; invalid input stays idle with the validation message. */
  | { type: 'submit'; email: string }
  /** Detection answered with the next step. */
  | { type: 'detected'; step: LoginStep }
  /** Leaving for the provider failed (e.g. its discovery document did not load). */
  | { type: 'redirectFailed'; message: string };

/** The form before anything happened. */
export const initialLoginFlow: LoginFlowState = { phase: 'idle', error: null, status: [] };

/** Status line while the organization is checked. */
export const CHECKING_ORGANIZATION_STATUS = 'Checking your organization...';

/** Status lines once detection chose where to sign in. */
export function redirectStatus(step: Extract<LoginStep, { kind: 'redirect' }>): string[] {
  const found =
    step.authType === 'superadmin'
      ? 'Platform administrator account found.'
      : `Organization found: ${step.companyCode ?? step.organization}`;
  return [found, 'Redirecting to secure login...'];
}

/** Moves the login form on; a submit while busy is ignored. */
export function loginFlowReducer(state: LoginFlowState, action: LoginFlowAction): LoginFlowState {
  switch (action.type) {
    case 'submit': {
      if (state.phase !== 'idle') return state;
      const check = validateLoginEmail(action.email);
      if (!check.ok) return { phase: 'idle', error: check.message, status: [] };
      return { phase: 'validating', error: null, status: [CHECKING_ORGANIZATION_STATUS] };
    }
    case 'detected':
      if (action.step.kind === 'error') return { phase: 'idle', error: action.step.message, status: [] };
      return { phase: 'redirecting', error: null, status: redirectStatus(action.step) };
    case 'redirectFailed':
      return { phase: 'idle', error: action.message, status: [] };
  }
}
