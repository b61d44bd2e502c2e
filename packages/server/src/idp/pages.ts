// Server-rendered HTML of the development identity provider: sign-in form, logout hand-off, messages.

/** Title of every page of the development provider. */
export const PAGE_TITLE = 'Curate development sign-in';
/** The one message for a wrong password, an unknown or a deactivated email (no user enumeration). */
export const INVALID_CREDENTIALS = 'Invalid email or password';
/** Shown when the account is not a member of the `organization` the application asked for. */
export const ORGANIZATION_MISMATCH = 'This account does not belong to the requested organization.';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; border: 1px solid #8a93a6; border-radius: 4px; }
  button { margin-top: 1.25rem; width: 100%; padding: 0.6rem; font: inherit; font-weight: 600; color: #fff;
    background: #2453c7; border: 0; border-radius: 4px; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f2b300; outline-offset: 2px; }
  .error { color: #a4161a; font-weight: 600; min-height: 1.5em; margin: 1rem 0 0; }
  .note { color: #4b5468; font-size: 0.875rem; }
`;

function layout(body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Where the form posts. */
  action: string;
  /** Link that cancels the sign-in (the application receives access_denied). */
  cancelUrl: string;
  /** Prefilled email: login_hint, or what was typed before an error. */
  email?: string;
  /** Error line; empty when none. */
  error?: string;
  /** Name of the company of the requested organization, when known. */
  organizationName?: string;
}

/** The sign-in form: labelled email and password fields, a 'Sign in' button and an error line. */
export function renderLoginPage(options: LoginPageOptions): string {
  const error = options.error ?? '';
  const described = error ? ' aria-describedby="error" aria-invalid="true"' : '';
  const email = options.email ?? '';
  const organization = options.organizationName
    ? `<p>Signing in to <strong>${escapeHtml(options.organizationName)}</strong>.</p>`
    : '';
  return layout(`<h1>${PAGE_TITLE}</h1>
${organization}<p class="note">Development only: every demo account signs in with the demo password.</p>
<form method="post" action="${escapeHtml(options.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
<p id="error" class="error" role="alert">${escapeHtml(error)}</p>
<button type="submit">Sign in</button>
</form>
<p class="note"><a href="${escapeHtml(options.cancelUrl)}">Cancel and return to the application</a></p>`);
}

/** A page with a heading and one message (expired sign-in, errors, signed out). */
export function renderMessagePage(heading: string, message: string): string {
  return layout(`<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** The logout hand-off: oidc-provider's confirmation form, submitted at once so logout is one redirect. */
export function renderLogoutPage(form: string): string {
  const script = `<script>document.addEventListener('DOMContentLoaded', function () { document.getElementById('signout').click(); });</script>`;
  return layout(
    `<h1>Signing out</h1>
${form}
<p>Signing you out of Curate...</p>
<button id="signout" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    script,
  );
}
