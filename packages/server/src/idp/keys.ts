// The provider's RS256 signing key: generated on first start, kept in a JSON file across restarts when asked.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The only signing algorithm the development provider uses (spec part 1 §8: ID-token algorithm RS256). */
export const SIGNING_ALG = 'RS256';

/** A private RSA JWK with kid, alg RS256 and use sig. */
export type SigningJwk = JWK & { kid: string; kty: 'RSA'; d: string };

/** Generates a new 2048-bit RSA signing key; its kid is its RFC 7638 thumbprint. */
export async function generateSigningKey(): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } as SigningJwk;
}

function isSigningJwk(value: unknown): value is SigningJwk {
  const jwk = value as Partial<SigningJwk> | null;
  return (
    typeof jwk === 'object' &&
    jwk !== null &&
    jwk.kty === 'RSA' &&
    typeof jwk.kid === 'string' &&
    typeof jwk.d === 'string' &&
    typeof jwk.n === 'string' &&
    (jwk.alg === undefined || jwk.alg === SIGNING_ALG)
  );
}

async function readKeyFile(file: string): Promise<SigningJwk | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const key = (parsed as { keys?: unknown[] } | undefined)?.keys?.[0];
  if (!isSigningJwk(key)) {
    throw new Error(
      `${file} does not hold an RS256 signing key ({"keys":[<private RSA JWK with kid>]}); delete it to generate a new one`,
    );
  }
  return { ...key, alg: SIGNING_ALG, use: 'sig' };
}

/**
 * The signing key: read from `file` when it exists, else generated and (when `file` is given) written there
 * (parent folders created, mode 0600). Without a file the key lives in memory and changes on every start.
 */
export async function loadOrCreateSigningKey(file?: string, log?: (line: string) => void): Promise<SigningJwk> {
  if (!file) return generateSigningKey();
  const existing = await readKeyFile(file);
  if (existing) return existing;
  const key = await generateSigningKey();
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify({ keys: [key] }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs so both sign with the same key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readKeyFile(file)) ?? key;
    throw error;
  }
  log?.(`Generated a new RS256 signing key (kid ${key.kid}) in ${file}`);
  return key;
}
