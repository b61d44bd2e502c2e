// What follows the sign-in detection call — spec part 1 §2 (login screen), §7, §8.
import { AUTH_TYPES } from '../contract/codes';
import type { DetectUserAuthResponse } from '../contract/index';
import { isApiError } from '../client/index';
import { signInMessages, type SignInMessages } from '../messages/index';

// The English texts of `messages.signIn`; the hooks use the provider's.
/** detect-user-auth answered not_found without its own error text. */
export const USER_NOT_FOUND_MESSAGE = signInMessages.userNotFound;
/** detect-user-auth answered an auth_type the app does not know. */
export const UNKNOWN_AUTH_TYPE_MESSAGE = signInMessages.unknownAuthType;
/** detect-user-auth failed without a usable message. */
export const DETECT_FAILED_MESSAGE = signInMessages.detectFailed;

/** The next step after detection: off to the provider's login (with the organization for tenants), or an error. */
export type LoginStep =
  | {
      kind: 'redirect';
      email: string;
      authType: 'superadmin' | 'organization';
      organization?: string;
      companyCode?: string;
    }
  | { kind: 'error'; message: string };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** Maps a detection answer (possibly of an unknown auth_type) to the next step; `messages` English by default. */
export function loginStepFromDetection(
  email: string,
  answer: { auth_type?: unknown; org_id?: unknown; company_code?: unknown; error?: unknown },
  messages: SignInMessages = signInMessages,
): LoginStep {
  const serverError = text(answer.error);
  switch (answer.auth_type) {
    case 'superadmin':
      return { kind: 'redirect', email, authType: 'superadmin' };
    case 'organization': {
      const organization = text(answer.org_id);
      if (!organization) return { kind: 'error', message: serverError ?? messages.unknownAuthType };
      return {
        kind: 'redirect',
        email,
        authType: 'organization',
        organization,
        companyCode: text(answer.company_code),
      };
    }
    case 'not_found':
      return { kind: 'error', message: serverError ?? messages.userNotFound };
    default:
      return { kind: 'error', message: serverError ?? messages.unknownAuthType };
  }
}

/**
 * Maps a failed detection call to the next step: an answer the contract refused for its auth_type is an
 * unknown type; an error answer shows its message; no answer (network, timeout) the generic text.
 */
export function loginStepFromFailure(
  email: string,
  error: unknown,
  messages: SignInMessages = signInMessages,
): LoginStep {
  if (isApiError(error)) {
    const body = (
      typeof error.body === 'object' && error.body !== null ? error.body : {}
    ) as Partial<DetectUserAuthResponse>;
    const authType: unknown = body.auth_type;
    if (
      error.code === 'invalid_response' &&
      typeof authType === 'string' &&
      !(AUTH_TYPES as readonly string[]).includes(authType)
    ) {
      return loginStepFromDetection(email, body, messages);
    }
    if (error.status > 0 && error.code !== 'invalid_response' && text(error.message)) {
      return { kind: 'error', message: error.message };
    }
  }
  return { kind: 'error', message: messages.detectFailed };
}
