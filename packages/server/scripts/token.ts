// `pnpm run token <email>`: prints a fresh access token for a demo account, signed in through the development
// provider's real login flow (code + PKCE over HTTP). Only the token goes to stdout, so this works:
//   curl -H "Authorization: Bearer $(pnpm -s run token alice.admin@acme.test)" http://localhost:3000/api/v2/users/me
// Environment (README, "pnpm run token"): the same variables `pnpm start` reads, so it asks the provider and
// API that `pnpm start` runs: DEV_IDP_URL / DEV_IDP_PORT, PORT / OIDC_AUDIENCE, OIDC_CLIENT_ID, DEV_IDP_PASSWORD,
// CORS_ORIGINS / HOST_APP_PORT (src/idp/tokenSettings.ts).
import { LoginFlowError, obtainTokens } from '../src/idp/loginFlow';
import { tokenSettings } from '../src/idp/tokenSettings';

const USAGE = 'Usage: pnpm run token <email>   (e.g. pnpm -s run token alice.admin@acme.test)';

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!email || process.argv.includes('--help') || process.argv.includes('-h')) {
    console.error(USAGE);
    return email ? 0 : 2;
  }
  const { issuer, ...settings } = tokenSettings(process.env);
  try {
    const tokens = await obtainTokens({ issuer, ...settings, email });
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
