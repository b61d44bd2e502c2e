// The sign-in pages at /interaction/:uid: show the form, check the account and finish the login prompt.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { AccountStore } from './accounts';
import { INVALID_CREDENTIALS, ORGANIZATION_MISMATCH, renderLoginPage, renderMessagePage } from './pages';

/** Largest sign-in form body read, in bytes. */
const MAX_FORM_BYTES = 16 * 1024;
const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/;

export interface InteractionHandlerOptions {
  provider: Provider;
  accounts: AccountStore;
  /** The demo password every account signs in with. */
  password: string;
  log: (line: string) => void;
}

/** Handles a request when its path is under /interaction/; returns false (untouched) for any other path. */
export type InteractionHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new RangeError('sign-in form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Compares passwords in constant time (both sides hashed to the same length first). */
function samePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const stringParam = (interaction: Interaction, name: string) => {
  const value = interaction.params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Creates the handler of the sign-in pages. */
export function createInteractionHandler({
  provider,
  accounts,
  password,
  log,
}: InteractionHandlerOptions): InteractionHandler {
  async function loginPage(
    res: ServerResponse,
    interaction: Interaction,
    status: number,
    email?: string,
    error?: string,
  ) {
    const organization = stringParam(interaction, 'organization');
    send(
      res,
      status,
      renderLoginPage({
        action: `/interaction/${interaction.uid}/login`,
        cancelUrl: `/interaction/${interaction.uid}/abort`,
        email: email ?? stringParam(interaction, 'login_hint'),
        error,
        organizationName: organization ? await accounts.companyNameForOrganization(organization) : undefined,
      }),
    );
  }

  async function submitLogin(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const account = email ? await accounts.findActiveByEmail(email) : undefined;
    // Unknown email, deactivated account and wrong password all read the same (no user enumeration).
    if (!samePassword(form.get('password') ?? '', password) || !account) {
      log(`Sign-in refused for ${JSON.stringify(email)}: invalid email or password`);
      return loginPage(res, interaction, 400, email, INVALID_CREDENTIALS);
    }
    const organization = stringParam(interaction, 'organization');
    if (organization && account.role !== 'super-admin' && account.orgId !== organization) {
      log(`Sign-in refused for ${account.email}: not a member of organization ${organization}`);
      return loginPage(res, interaction, 403, email, ORGANIZATION_MISMATCH);
    }
    log(`Signed in ${account.email} (${account.role})`);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  }

  async function route(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction uid does not match the cookie');
    if (action === '/abort' && req.method === 'GET') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    if (interaction.prompt.name !== 'login') {
      // Consent is granted automatically (loadExistingGrant), so only the login prompt reaches this page.
      return send(res, 400, renderMessagePage('Sign-in error', `Unexpected prompt '${interaction.prompt.name}'.`));
    }
    if (action === '/login' && req.method === 'POST') return submitLogin(req, res, interaction);
    if (action === undefined && req.method === 'GET') return loginPage(res, interaction, 200);
    return send(res, 405, renderMessagePage('Sign-in error', 'Method not allowed.'));
  }

  return async (req, res) => {
    const match = INTERACTION_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) return false;
    try {
      await route(req, res, match[1]!, match[2]);
    } catch (error) {
      if (res.headersSent) return true;
      if (error instanceof errors.SessionNotFound) {
        send(
          res,
          400,
          renderMessagePage(
            'Sign-in expired',
            'This sign-in request has expired or was already completed. Return to Curate and sign in again.',
          ),
        );
      } else if (error instanceof RangeError) {
        send(res, 413, renderMessagePage('Sign-in error', 'The sign-in form was too large.'));
      } else {
        log(`Sign-in page failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        send(res, 500, renderMessagePage('Sign-in error', 'Something went wrong. Return to Curate and sign in again.'));
      }
    }
    return true;
  };
}
