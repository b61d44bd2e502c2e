// A controllable AuthClient for React unit tests (test-only double).
import { vi } from 'vitest';
import { DEFAULT_CLAIM_NAMES } from '../config';
import type { AuthClient, AuthEvent, AuthSession, AuthStart } from '../types';

/** A session with the given claims. */
export function sessionWith(claims: Record<string, unknown> & { sub: string }): AuthSession {
  return { claims, accessToken: `at-${claims.sub}`, expiresAt: null };
}

/** A client whose `start` resolves when `resolveStart` is called, and which emits events on demand. */
export function createClientDouble(options: { superAdminSubject?: string } = {}) {
  const listeners = new Set<(event: AuthEvent) => void>();
  let session: AuthSession | null = null;
  let resolveStart!: (start: AuthStart) => void;
  const started = new Promise<AuthStart>((resolve) => (resolveStart = resolve));
  const client = {
    identityOptions: { claimNames: DEFAULT_CLAIM_NAMES, superAdminSubject: options.superAdminSubject ?? null },
    start: vi.fn(() => started),
    isCallback: () => false,
    handleCallback: vi.fn(),
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    getAccessToken: vi.fn(async () => session?.accessToken ?? ''),
    getSession: () => session,
    subscribe(listener: (event: AuthEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose: vi.fn(),
  } satisfies AuthClient;
  return {
    client,
    /** Finishes start with this session (or signed out). */
    finishStart(start: Partial<AuthStart> & { session: AuthSession | null }) {
      session = start.session;
      resolveStart({ returnTo: null, error: null, handledCallback: false, ...start });
    },
    emit(event: AuthEvent) {
      if (event.type === 'signedIn' || event.type === 'tokensRenewed') session = event.session;
      if (event.type === 'signedOut') session = null;
      for (const listener of listeners) listener(event);
    },
  };
}
