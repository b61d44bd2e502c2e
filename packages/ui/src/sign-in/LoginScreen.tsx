import { useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { signInMessages, type SignInMessages, useTexts } from '@curate/core';
import { cx, dataFlag } from '../theme/cx';
import { Button } from '../primitives/Button/Button';
import { SignInFrame, SignInSpinner } from './SignInFrame';

/** Where the login screen is: sign-in starting up, waiting for input, checking the organization, leaving for the provider. */
export type LoginScreenState = 'initializing' | 'idle' | 'validating' | 'redirecting';

/** The message of the button's text by state — spec part 1 §2. */
const BUTTON_TEXT = {
  idle: 'continueToLogin',
  validating: 'validatingOrganization',
  redirecting: 'redirecting',
} as const satisfies Record<Exclude<LoginScreenState, 'initializing'>, keyof SignInMessages>;

/** The help text under the field — spec part 1 §2 (the English `signIn.help`). */
export const LOGIN_HELP_TEXT = signInMessages.help;

/** Props of LoginScreen; other div attributes (and ref) pass through. */
export interface LoginScreenProps extends Omit<ComponentPropsWithRef<'div'>, 'onSubmit' | 'title'> {
  /** Called with the email when the form is submitted (button or Enter). Required. */
  onSubmit: (email: string) => void;
  /** State; default 'idle'. 'initializing' shows 'Initializing authentication...' instead of the form. */
  state?: LoginScreenState;
  /** Heading; default 'Secure Single Sign-On' (the texts' defaults are `messages.signIn`'s). */
  title?: ReactNode;
  /** Line under the heading; default 'Sign in to Curate with your work account'. */
  subtitle?: ReactNode;
  /** Email value (controlled); default uncontrolled. */
  email?: string;
  /** Initial email when uncontrolled; default ''. */
  defaultEmail?: string;
  /** Called on every edit of the email. */
  onEmailChange?: (email: string) => void;
  /** Error shown in the error area (announced as an alert); default none. */
  error?: string | null;
  /** Status lines under the button, e.g. 'Organization found: acme-tools'; default none. */
  status?: readonly string[];
  /** Support link target; default 'mailto:support@curate.dev'. */
  supportHref?: string;
  /** Support link text; default 'Contact support'. */
  supportLabel?: ReactNode;
}

/** The email-first login screen (spec part 1 §2): presentational, the host runs the flow through callbacks. */
export function LoginScreen({
  onSubmit,
  state = 'idle',
  title,
  subtitle,
  email,
  defaultEmail = '',
  onEmailChange,
  error = null,
  status = [],
  supportHref = 'mailto:support@curate.dev',
  supportLabel,
  className,
  ...rest
}: LoginScreenProps) {
  const m = useTexts('signIn', signInMessages);
  const [ownEmail, setOwnEmail] = useState(defaultEmail);
  const value = email ?? ownEmail;
  const id = useId();
  const busy = state === 'validating' || state === 'redirecting';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(value);
  };
  const footer = (
    <p className="curate-LoginScreen-support" data-slot="login-support">
      {m.needHelp}{' '}
      <a className="curate-LoginScreen-supportLink" href={supportHref}>
        {supportLabel ?? m.contactSupport}
      </a>
    </p>
  );

  return (
    <SignInFrame
      {...rest}
      title={title ?? m.title}
      subtitle={subtitle ?? m.subtitle}
      footer={footer}
      className={cx('curate-LoginScreen', className)}
      data-state={state}
    >
      {state === 'initializing' ? (
        <SignInSpinner>{m.initializing}</SignInSpinner>
      ) : (
        <form
          className="curate-LoginScreen-form"
          data-slot="login-form"
          noValidate
          onSubmit={handleSubmit}
          aria-busy={busy || undefined}
        >
          <label className="curate-LoginScreen-label" htmlFor={`${id}-email`}>
            {m.workEmail}
          </label>
          <input
            id={`${id}-email`}
            className="curate-LoginScreen-input"
            data-slot="login-email"
            data-invalid={dataFlag(!!error)}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={m.emailPlaceholder}
            value={value}
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setOwnEmail(event.target.value);
              onEmailChange?.(event.target.value);
            }}
          />
          <p id={`${id}-help`} className="curate-LoginScreen-help" data-slot="login-help">
            {m.help}
          </p>
          <div className="curate-LoginScreen-error" data-slot="login-error" role="alert">
            {error && <span id={`${id}-error`}>{error}</span>}
          </div>
          <Button type="submit" variant="primary" size="lg" className="curate-LoginScreen-submit" loading={busy}>
            {m[BUTTON_TEXT[state]]}
          </Button>
          <div className="curate-LoginScreen-status" data-slot="login-status" role="status">
            {status.map((line) => (
              <p key={line} className="curate-LoginScreen-statusLine">
                {line}
              </p>
            ))}
          </div>
        </form>
      )}
    </SignInFrame>
  );
}
