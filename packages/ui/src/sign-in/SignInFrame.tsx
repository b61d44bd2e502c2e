import type { ComponentPropsWithRef, ReactNode } from 'react';
import { signInMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';

/** Props of SignInFrame; other div attributes (and ref) pass through. */
export interface SignInFrameProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The heading (level 1). */
  title: ReactNode;
  /** A line under the heading; default none. */
  subtitle?: ReactNode;
  /** A small mark above the heading; default the Curate mark (`messages.signIn.mark`). */
  mark?: ReactNode;
  /** Card content. */
  children?: ReactNode;
  /** Area under the card, e.g. a support link; default none. */
  footer?: ReactNode;
}

/** The centred card the sign-in, callback, unauthorized and not-found screens share, as a main landmark. */
export function SignInFrame({ title, subtitle, mark, children, footer, className, ...rest }: SignInFrameProps) {
  const m = useTexts('signIn', signInMessages);
  return (
    <div {...rest} className={cx('curate-SignInFrame', className)} data-slot="sign-in-frame">
      <main className="curate-SignInFrame-card" data-slot="sign-in-card">
        <div className="curate-SignInFrame-mark" data-slot="sign-in-mark" aria-hidden="true">
          {mark ?? m.mark}
        </div>
        <h1 className="curate-SignInFrame-title" data-slot="sign-in-title">
          {title}
        </h1>
        {subtitle && (
          <p className="curate-SignInFrame-subtitle" data-slot="sign-in-subtitle">
            {subtitle}
          </p>
        )}
        {children}
      </main>
      {footer && (
        <footer className="curate-SignInFrame-footer" data-slot="sign-in-footer">
          {footer}
        </footer>
      )}
    </div>
  );
}

/** A spinner with its text announced politely. */
export function SignInSpinner({ children }: { children: ReactNode }) {
  return (
    <p className="curate-SignInFrame-progress" data-slot="sign-in-progress" role="status">
      <span className="curate-SignInFrame-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
