import type { ComponentPropsWithRef, ReactNode } from 'react';
import { signInMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';
import { SignInFrame } from './SignInFrame';

/** Props shared by UnauthorizedPage and NotFoundPage; other div attributes (and ref) pass through. */
export interface MessagePageProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Heading; each page has its default (from `messages.signIn`). */
  title?: ReactNode;
  /** Explanation; each page has its default. */
  message?: ReactNode;
  /** Buttons or links under the message, e.g. back to sign-in; default none. */
  actions?: ReactNode;
}

function MessagePage({ title, message, actions, className, mark, ...rest }: MessagePageProps & { mark: string }) {
  return (
    <SignInFrame {...rest} title={title} mark={mark} className={cx('curate-MessagePage', className)}>
      <p className="curate-MessagePage-message" data-slot="message-page-message">
        {message}
      </p>
      {actions && (
        <div className="curate-MessagePage-actions" data-slot="message-page-actions">
          {actions}
        </div>
      )}
    </SignInFrame>
  );
}

/** The access-denied page at /unauthorized (spec part 1 §2, §6). */
export function UnauthorizedPage({ title, message, className, ...rest }: MessagePageProps) {
  const m = useTexts('signIn', signInMessages);
  return (
    <MessagePage
      {...rest}
      mark="!"
      title={title ?? m.accessDenied}
      message={message ?? m.accessDeniedText}
      className={cx('curate-UnauthorizedPage', className)}
    />
  );
}

/** The page for any path the route table does not know (spec part 1 §2). */
export function NotFoundPage({ title, message, className, ...rest }: MessagePageProps) {
  const m = useTexts('signIn', signInMessages);
  return (
    <MessagePage
      {...rest}
      mark="404"
      title={title ?? m.notFound}
      message={message ?? m.notFoundText}
      className={cx('curate-NotFoundPage', className)}
    />
  );
}
