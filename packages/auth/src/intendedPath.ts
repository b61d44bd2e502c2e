// The path a user wanted before being sent to /login, restored after login — spec part 1 §2 (callback screen).
import { INTENDED_PATH_KEY } from './constants';
import { safeReturnPath } from './callbackUrl';

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Paths never remembered: the sign-in screens themselves. */
const NOT_REMEMBERED = ['/login', '/callback', '/unauthorized'];

function defaultStorage(): KeyStorage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** Remembers `path` (a same-origin path; sign-in screens ignored) in sessionStorage; returns whether it was kept. */
export function rememberIntendedPath(path: string, storage: KeyStorage | null = defaultStorage()): boolean {
  const safe = safeReturnPath(path);
  if (!safe || !storage) return false;
  const pathname = safe.split(/[?#]/)[0] ?? safe;
  if (NOT_REMEMBERED.includes(pathname)) return false;
  storage.setItem(INTENDED_PATH_KEY, safe);
  return true;
}

/** The remembered path without removing it, or null. */
export function peekIntendedPath(storage: KeyStorage | null = defaultStorage()): string | null {
  return safeReturnPath(storage?.getItem(INTENDED_PATH_KEY) ?? null);
}

/** The remembered path, removed from storage so it is restored once; null when none. */
export function takeIntendedPath(storage: KeyStorage | null = defaultStorage()): string | null {
  const path = peekIntendedPath(storage);
  storage?.removeItem(INTENDED_PATH_KEY);
  return path;
}
