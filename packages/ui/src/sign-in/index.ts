export { SignInFrame, SignInSpinner, type SignInFrameProps } from './SignInFrame';
export { LOGIN_HELP_TEXT, LoginScreen, type LoginScreenProps, type LoginScreenState } from './LoginScreen';
export { CallbackScreen, type CallbackScreenProps } from './CallbackScreen';
export { NotFoundPage, UnauthorizedPage, type MessagePageProps } from './MessagePage';
