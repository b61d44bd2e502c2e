// `pnpm token <email>`: prints a fresh access token for a demo account, signed in through the development
// provider's real login flow (code + PKCE over HTTP). Only the token goes to stdout, so this works:
//   curl -H "Authorization: Bearer $(pnpm -s token alice.admin@acme.test)" http://localhost:3000/api/v2/users/me
// Environment: CURATE_IDP_URL (default http://localhost:4000), CURATE_IDP_CLIENT_ID (default curate-web),
// DEV_IDP_PASSWORD (default curate-demo), CORS_ORIGINS (first origin + /callback is the redirect URI; default
// http://localhost:5173), CURATE_API_AUDIENCE (resource; default the provider's own default, the API).
import { LoginFlowError, obtainTokens } from '../src/idp/loginFlow';

const USAGE = 'Usage: pnpm token <email>   (e.g. pnpm -s token alice.admin@acme.test)';

function setting(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!email || process.argv.includes('--help') || process.argv.includes('-h')) {
    console.error(USAGE);
    return email ? 0 : 2;
  }
  const issuer = setting('CURATE_IDP_URL', 'http://localhost:4000').replace(/\/$/, '');
  const webOrigin = setting('CORS_ORIGINS', 'http://localhost:5173').split(',')[0]!.trim().replace(/\/$/, '');
  try {
    const tokens = await obtainTokens({
      issuer,
      clientId: setting('CURATE_IDP_CLIENT_ID', 'curate-web'),
      redirectUri: `${webOrigin}/callback`,
      email,
      password: setting('DEV_IDP_PASSWORD', 'curate-demo'),
      resource: process.env.CURATE_API_AUDIENCE?.trim() || undefined,
    });
    process.stdout.write(`${tokens.accessToken}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof LoginFlowError || error instanceof Error ? error.message : String(error);
    console.error(`pnpm token: could not get a token for ${email} from ${issuer}: ${message}`);
    if (error instanceof LoginFlowError && error.status === undefined && /cannot reach/.test(message)) {
      console.error('Is the development provider running? Start it with `pnpm start`.');
    }
    return 1;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
