import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  CALLBACK_ERROR_MESSAGE,
  COMPLETING_SIGN_IN,
  REDIRECTING_MESSAGE,
  type CallbackPhase,
} from '@curate/core';
import { cx } from '../theme/cx';
import { SignInFrame, SignInSpinner } from './SignInFrame';

const TITLES: Record<CallbackPhase, string> = {
  waiting: COMPLETING_SIGN_IN,
  'signed-in': COMPLETING_SIGN_IN,
  failed: AUTHENTICATION_FAILED_MESSAGE,
  error: CALLBACK_ERROR_MESSAGE,
  'no-profile': REDIRECTING_MESSAGE,
};

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
export function CallbackScreen({
  state = 'waiting',
  title,
  message = 'Please wait while we verify your sign-in.',
  className,
  ...rest
}: CallbackScreenProps) {
  const failed = state === 'failed' || state === 'error';
  return (
    <SignInFrame
      {...rest}
      title={title ?? TITLES[state]}
      className={cx('curate-CallbackScreen', className)}
      data-state={state}
    >
      {failed ? (
        <p className="curate-CallbackScreen-message" data-slot="callback-message" role="alert">
          {message}
        </p>
      ) : (
        <SignInSpinner>{message}</SignInSpinner>
      )}
    </SignInFrame>
  );
}
