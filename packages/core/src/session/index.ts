export { validateLoginEmail, type LoginEmailCheck } from './loginEmail';
export {
  DETECT_FAILED_MESSAGE,
  UNKNOWN_AUTH_TYPE_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  loginStepFromDetection,
  loginStepFromFailure,
  type LoginStep,
} from './detectOutcome';
export {
  CHECKING_ORGANIZATION_STATUS,
  initialLoginFlow,
  loginFlowReducer,
  redirectStatus,
  type LoginFlowAction,
  type LoginFlowState,
  type LoginPhase,
} from './loginFlow';
export {
  AUTHENTICATION_FAILED_MESSAGE,
  CALLBACK_ERROR_MESSAGE,
  CALLBACK_FAILURE_REDIRECT_MS,
  CALLBACK_POLL_INTERVAL_MS,
  CALLBACK_POLL_MAX_ATTEMPTS,
  COMPLETING_SIGN_IN,
  REDIRECTING_MESSAGE,
  callbackView,
  type CallbackInput,
  type CallbackPhase,
  type CallbackTarget,
  type CallbackView,
} from './callbackFlow';
export { sessionKeyValues, type SessionKeyValues } from './sessionKeys';
export { CURRENT_USER_QUERY_KEY, useCurrentUser, type UseCurrentUserOptions } from '../shared/useCurrentUser';
export { useDetectUserAuth } from './useDetectUserAuth';
export {
  LOGIN_REDIRECT_FAILED_MESSAGE,
  useLoginFlow,
  type LoginRedirect,
  type UseLoginFlowOptions,
} from './useLoginFlow';
export { useSignInCallback, type UseSignInCallbackOptions } from './useSignInCallback';
export {
  ACCESS_POLL_INTERVAL_MS,
  isAccessRefused,
  useAccessCheck,
  type UseAccessCheckOptions,
} from './useAccessCheck';
