// Cross-tab coordination of one token set. Tabs keep tokens in their own sessionStorage (or memory), so:
// - renewal runs under one Web Lock; the tab that renewed broadcasts the new set before releasing it;
// - after acquiring the lock a tab asks its peers for anything newer than its own set and only then decides
//   whether to renew. A broadcast is not guaranteed to arrive before the lock is granted, but messages from
//   one sender arrive in order, so a live peer's reply comes after its earlier broadcast. Thus every tab holds
//   the newest refresh token before renewing (the provider rotates refresh tokens and revokes the grant when
//   a used one is replayed);
// - a new tab asks its peers for the current set; a logout in one tab signs out all of them.
// Lock and channel are injected; the browser ones are made by `browserLocks` / `browserChannel`.
import { AuthError } from './errors';
import { TOKEN_EXPIRY_LEEWAY_SECONDS } from './constants';

/** One tab's tokens as shared with peers; `payload` is opaque to this module. */
export interface TokenSet {
  payload: string;
  sub: string;
  accessToken: string;
  /** Access-token expiry, seconds since the epoch; null when the provider did not say. */
  expiresAt: number | null;
  /** When this set was obtained from the provider (ms); orders sets across tabs. */
  obtainedAt: number;
}

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface TabLocks {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel used here. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Messages between tabs. `signed-in` sets may be adopted by a signed-out tab, `renewed` ones only by the same user. */
export type TabMessage =
  | { type: 'tokens'; kind: 'signed-in' | 'renewed' | 'reply'; from: string; to?: string; set: TokenSet }
  | { type: 'request'; from: string; since: number }
  | { type: 'logout'; from: string };

/** True when the access token expires within the leeway (spec part 1 §9: 60 s). */
export function needsRenewal(
  set: Pick<TokenSet, 'expiresAt'>,
  nowMs: number,
  leewaySeconds = TOKEN_EXPIRY_LEEWAY_SECONDS,
): boolean {
  return set.expiresAt !== null && set.expiresAt - nowMs / 1000 <= leewaySeconds;
}

/** Whether a tab holding `current` takes `incoming`: a newer set of the same user; a signed-out tab takes sign-ins and replies. */
export function shouldAdopt(
  current: TokenSet | null,
  incoming: TokenSet,
  kind: 'signed-in' | 'renewed' | 'reply',
): boolean {
  if (!current) return kind !== 'renewed';
  return incoming.sub === current.sub && incoming.obtainedAt > current.obtainedAt;
}

function isTokenSet(value: unknown): value is TokenSet {
  const v = value as Partial<TokenSet> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.payload === 'string' &&
    typeof v.sub === 'string' &&
    typeof v.accessToken === 'string' &&
    typeof v.obtainedAt === 'number' &&
    (v.expiresAt === null || typeof v.expiresAt === 'number')
  );
}

/** Parses a channel message; anything malformed is ignored (null). */
export function parseTabMessage(data: unknown): TabMessage | null {
  const m = data as Partial<Record<string, unknown>> | null;
  if (typeof m !== 'object' || m === null || typeof m.from !== 'string') return null;
  if (m.type === 'logout') return { type: 'logout', from: m.from };
  if (m.type === 'request' && typeof m.since === 'number') return { type: 'request', from: m.from, since: m.since };
  if (
    m.type === 'tokens' &&
    isTokenSet(m.set) &&
    (m.kind === 'signed-in' || m.kind === 'renewed' || m.kind === 'reply')
  ) {
    return { type: 'tokens', kind: m.kind, from: m.from, to: typeof m.to === 'string' ? m.to : undefined, set: m.set };
  }
  return null;
}

/** Options of `createTabSync`. */
export interface TabSyncOptions {
  locks: TabLocks;
  /** Null when the browser has no BroadcastChannel: the tab then works alone. */
  channel: TabChannel | null;
  /** How long a tab waits for the renewal lock (spec part 1 §9: silent-token lock 5 s). */
  lockTimeoutMs: number;
  /** Name of the renewal lock. */
  lockName: string;
  /** How long the lock holder waits for a peer's newer set before renewing itself. Default 100 ms. */
  peerCheckMs?: number;
  /** Called after a peer's set was adopted (persist it). */
  onAdopt?: (set: TokenSet, previous: TokenSet | null) => void;
  /** Called when a peer signed out (clear local state). */
  onPeerLogout?: () => void;
  tabId?: string;
  now?: () => number;
}

/** The cross-tab coordinator of one tab. */
export interface TabSync {
  readonly tabId: string;
  /** The token set this tab holds. */
  current(): TokenSet | null;
  /** Replaces the local set without telling peers (restore from storage, local sign-out). */
  setLocal(set: TokenSet | null): void;
  /** Holds `set` and tells peers (after sign-in). */
  publishSignIn(set: TokenSet): void;
  /** Renews under the cross-tab lock unless a peer already did; `refresh` receives the newest set. */
  renew(refresh: (current: TokenSet) => Promise<TokenSet>): Promise<TokenSet>;
  /** Asks peers for a newer set; resolves with the adopted set, or null after `timeoutMs`. */
  requestFromPeers(timeoutMs: number): Promise<TokenSet | null>;
  /** Drops the local set and signs out every other tab. */
  announceLogout(): void;
  close(): void;
}

/** Default wait of the lock holder for a peer's newer set (a reply takes a few ms between live tabs). */
export const RENEWAL_PEER_CHECK_MS = 100;

function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);
}

/** Creates the coordinator for one tab over the given lock and channel. */
export function createTabSync(options: TabSyncOptions): TabSync {
  const { locks, channel, lockTimeoutMs, lockName } = options;
  const now = options.now ?? Date.now;
  const tabId = options.tabId ?? randomId();
  let current: TokenSet | null = null;
  let epoch = 0; // bumped by every sign-out; a renewal that straddles one is discarded
  let inflight: Promise<TokenSet> | null = null;
  const waiters = new Set<(set: TokenSet | null) => void>();

  const post = (message: TabMessage) => channel?.postMessage(message);

  const onMessage = (event: { data: unknown }) => {
    const message = parseTabMessage(event.data);
    if (!message || message.from === tabId) return;
    if (message.type === 'logout') {
      epoch += 1;
      const had = current !== null;
      current = null;
      if (had) options.onPeerLogout?.();
    } else if (message.type === 'request') {
      if (current && current.obtainedAt > message.since) {
        post({ type: 'tokens', kind: 'reply', from: tabId, to: message.from, set: current });
      }
    } else if (!message.to || message.to === tabId) {
      if (!shouldAdopt(current, message.set, message.kind)) return;
      const previous = current;
      current = message.set;
      options.onAdopt?.(message.set, previous);
      for (const resolve of waiters) resolve(message.set);
    }
  };
  channel?.addEventListener('message', onMessage);

  function requestFromPeers(timeoutMs: number): Promise<TokenSet | null> {
    if (!channel) return Promise.resolve(null);
    return new Promise((resolve) => {
      const done = (set: TokenSet | null) => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve(set);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      waiters.add(done);
      post({ type: 'request', from: tabId, since: current?.obtainedAt ?? 0 });
    });
  }

  const renewUnderLock = async (refresh: (set: TokenSet) => Promise<TokenSet>): Promise<TokenSet> => {
    const startEpoch = epoch;
    const work = async () => {
      await requestFromPeers(options.peerCheckMs ?? RENEWAL_PEER_CHECK_MS); // adopts a peer's newer set, if any
      const latest = current;
      if (!latest) throw new AuthError('login_required', 'Signed out');
      if (!needsRenewal(latest, now())) return latest; // a peer renewed
      const fresh = await refresh(latest);
      if (epoch !== startEpoch) throw new AuthError('login_required', 'Signed out while tokens were being renewed');
      current = fresh;
      post({ type: 'tokens', kind: 'renewed', from: tabId, set: fresh }); // before the lock is released
      return fresh;
    };
    try {
      return await locks.request(lockName, { signal: AbortSignal.timeout(lockTimeoutMs) }, work);
    } catch (error) {
      if (!isAbort(error)) throw error;
      const latest = current;
      if (latest && !needsRenewal(latest, now())) return latest;
      throw new AuthError('timeout', 'Another tab held the token-renewal lock too long', { cause: error });
    }
  };

  return {
    tabId,
    current: () => current,
    setLocal(set) {
      if (set === null) epoch += 1;
      current = set;
    },
    publishSignIn(set) {
      current = set;
      post({ type: 'tokens', kind: 'signed-in', from: tabId, set });
    },
    renew(refresh) {
      // One renewal per tab at a time; callers share it.
      inflight ??= renewUnderLock(refresh).finally(() => {
        inflight = null;
      });
      return inflight;
    },
    requestFromPeers,
    announceLogout() {
      epoch += 1;
      current = null;
      post({ type: 'logout', from: tabId });
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      for (const resolve of waiters) resolve(null);
      waiters.clear();
    },
  };
}
