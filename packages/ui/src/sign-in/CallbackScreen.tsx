import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type CallbackPhase, type SignInMessages, signInMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';
import { SignInFrame, SignInSpinner } from './SignInFrame';

/** The message of the main line by phase. */
const TITLES = {
  waiting: 'completingSignIn',
  'signed-in': 'completingSignIn',
  failed: 'authenticationFailed',
  error: 'callbackError',
  'no-profile': 'redirecting',
} as const satisfies Record<CallbackPhase, keyof SignInMessages>;

/** Props of CallbackScreen; other div attributes (and ref) pass through. */
export interface CallbackScreenProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Phase of the sign-in return; default 'waiting'. */
  state?: CallbackPhase;
  /** Main line; default the spec text for the state ('Completing sign in...', 'Authentication failed. Redirecting to login...', ...). */
  title?: ReactNode;
  /** Supporting line; default 'Please wait while we verify your sign-in.'. */
  message?: ReactNode;
}

/** The sign-in return screen (spec part 1 §2): 'Completing sign in...' with a message, or the failure texts. */
export function CallbackScreen({ state = 'waiting', title, message, className, ...rest }: CallbackScreenProps) {
  const m = useTexts('signIn', signInMessages);
  const failed = state === 'failed' || state === 'error';
  return (
    <SignInFrame
      {...rest}
      title={title ?? m[TITLES[state]]}
      className={cx('curate-CallbackScreen', className)}
      data-state={state}
    >
      {failed ? (
        <p className="curate-CallbackScreen-message" data-slot="callback-message" role="alert">
          {message ?? m.pleaseWait}
        </p>
      ) : (
        <SignInSpinner>{message ?? m.pleaseWait}</SignInSpinner>
      )}
    </SignInFrame>
  );
}
