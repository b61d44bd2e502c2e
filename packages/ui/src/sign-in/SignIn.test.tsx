import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as callbackStories from './CallbackScreen.stories';
import * as loginStories from './LoginScreen.stories';
import * as pageStories from './MessagePage.stories';
import { LOGIN_HELP_TEXT } from './LoginScreen';
import { CurateProvider } from '../theme/CurateProvider';
import { germanMessages } from '../test/germanMessages';

const login = composeStories(loginStories);
const callback = composeStories(callbackStories);
const pages = composeStories(pageStories);

describe('LoginScreen (spec part 1 §2)', () => {
  it('shows the title, the field, the button, the help text and the support link', () => {
    render(<login.Default />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Secure Single Sign-On');
    expect(screen.getByRole('textbox', { name: 'Work email' }).getAttribute('placeholder')).toBe(
      'Enter your work email',
    );
    expect(screen.getByRole('button', { name: 'Continue to Login' }).getAttribute('type')).toBe('submit');
    expect(screen.getByText(LOGIN_HELP_TEXT)).toBeTruthy();
    expect(LOGIN_HELP_TEXT).toBe("We'll verify your organization and redirect you to the appropriate login");
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@curate.dev',
    );
  });

  it('submits with Enter and with the button, passing the typed email', async () => {
    const onSubmit = vi.fn();
    render(<login.Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox'), 'nina.admin@northwind.test{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Login' }));
    expect(onSubmit.mock.calls).toEqual([['nina.admin@northwind.test'], ['nina.admin@northwind.test']]);
  });

  it('reads the button by state and ignores submits while busy', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<login.Validating onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<login.Redirecting onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Redirecting to secure login...');
  });

  it('shows "Initializing authentication..." instead of the form while sign-in starts', () => {
    render(<login.Loading />);
    expect(screen.getByRole('status').textContent).toBe('Initializing authentication...');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces the error and ties it to the field', () => {
    render(<login.ErrorState />);
    const field = screen.getByRole('textbox');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('User not found. Please contact your administrator for access.');
    expect(field.getAttribute('aria-describedby')).toContain(alert.firstElementChild!.id);
    expect(field.hasAttribute('data-invalid')).toBe(true);
  });

  it('supports a controlled email', async () => {
    const onEmailChange = vi.fn();
    render(<login.Default email="fixed@acme.test" onEmailChange={onEmailChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(onEmailChange).toHaveBeenLastCalledWith('fixed@acme.testx');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('fixed@acme.test');
  });
});

describe('CallbackScreen (spec part 1 §2, §8)', () => {
  it('shows the spec texts by phase', () => {
    const { rerender } = render(<callback.Default />);
    expect(screen.getByRole('heading').textContent).toBe('Completing sign in...');
    rerender(<callback.Failed />);
    expect(screen.getByRole('heading').textContent).toBe('Authentication failed. Redirecting to login...');
    rerender(<callback.ErrorState />);
    expect(screen.getByRole('heading').textContent).toBe('An error occurred. Redirecting...');
    rerender(<callback.NoProfile />);
    expect(screen.getByRole('heading').textContent).toBe('Redirecting...');
    expect(document.querySelector('[data-state="no-profile"]')).not.toBeNull();
  });
});

describe('UnauthorizedPage and NotFoundPage', () => {
  it('name the problem in a heading and render the actions', () => {
    render(<pages.Default />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Access denied');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeTruthy();
  });
  it('not found', () => {
    render(<pages.NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });
});

describe('the sign-in screens in German (issue #21)', () => {
  it("shows the login, return and not-found screens in the provider's words", () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <login.Default />
        <callback.Default />
        <pages.NotFound />
      </CurateProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sichere Einmalanmeldung' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Geschäftliche E-Mail-Adresse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter zur Anmeldung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support kontaktieren' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anmeldung wird abgeschlossen …' })).toBeTruthy();
    expect(screen.getByText('Bitte warten Sie, während wir Ihre Anmeldung prüfen.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
