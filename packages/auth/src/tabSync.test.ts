import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { createTabSync, needsRenewal, parseTabMessage, shouldAdopt, type TabChannel, type TokenSet } from './tabSync';
import { createLocalLocks } from './tabTransport';

// ---- in-memory doubles (unit tests only) --------------------------------------------------------------

/** Channels of one hub deliver to every other member asynchronously, like BroadcastChannel. */
function createChannelHub() {
  const members = new Set<{ listeners: Set<(e: { data: unknown }) => void> }>();
  let held: (() => void)[] | null = null; // when set, deliveries are held back until release()
  let slow: { matches: (message: unknown) => boolean; ms: number } | null = null;
  return {
    connect(): TabChannel {
      const me = { listeners: new Set<(e: { data: unknown }) => void>() };
      members.add(me);
      return {
        postMessage(message) {
          for (const member of members) {
            if (member === me) continue;
            const data = structuredClone(message);
            const delay = slow?.matches(message) ? slow.ms : 0;
            const deliver = () => setTimeout(() => member.listeners.forEach((l) => l({ data })), delay);
            if (held) held.push(deliver);
            else deliver();
          }
        },
        addEventListener: (_type, listener) => void me.listeners.add(listener),
        removeEventListener: (_type, listener) => void me.listeners.delete(listener),
        close: () => void members.delete(me),
      };
    },
    hold: () => void (held = []),
    /** Delivers matching messages `ms` late (a slow channel relative to the lock manager). */
    slowDown: (matches: (message: unknown) => boolean, ms: number) => void (slow = { matches, ms }),
    release() {
      const pending = held ?? [];
      held = null;
      pending.forEach((deliver) => deliver());
    },
  };
}

/** A token endpoint that rotates refresh tokens and revokes the grant when a used one is replayed. */
function createTokenEndpoint(clock: { ms: number }, lifetimeSeconds = 300) {
  const endpoint = {
    calls: 0,
    replays: 0,
    revoked: false,
    delayMs: 5,
    counter: 0,
    used: new Set<string>(),
    issue(sub = 'user-1'): TokenSet {
      endpoint.counter += 1;
      const refreshToken = `rt-${endpoint.counter}`;
      return {
        payload: JSON.stringify({ refreshToken }),
        sub,
        accessToken: `at-${endpoint.counter}`,
        expiresAt: Math.floor(clock.ms / 1000) + lifetimeSeconds,
        obtainedAt: clock.ms + endpoint.counter, // strictly increasing
      };
    },
    async refresh(set: TokenSet | null): Promise<TokenSet> {
      endpoint.calls += 1;
      await new Promise((r) => setTimeout(r, endpoint.delayMs));
      const { refreshToken } = JSON.parse(set!.payload) as { refreshToken: string };
      if (endpoint.used.has(refreshToken)) {
        endpoint.replays += 1;
        endpoint.revoked = true;
        throw new AuthError('login_required', 'refresh token replayed; grant revoked');
      }
      if (endpoint.revoked) throw new AuthError('login_required', 'grant revoked');
      endpoint.used.add(refreshToken);
      return endpoint.issue(set!.sub);
    },
  };
  return endpoint;
}

function setup(lockTimeoutMs = 5_000, peerCheckMs = 20) {
  const clock = { ms: 1_700_000_000_000 };
  const hub = createChannelHub();
  const locks = createLocalLocks(); // one lock manager shared by the simulated tabs, as the browser's is
  const endpoint = createTokenEndpoint(clock);
  const tab = (name: string) => {
    const log = { adopted: [] as TokenSet[], peerLogouts: 0 };
    const sync = createTabSync({
      locks,
      channel: hub.connect(),
      lockTimeoutMs,
      lockName: 'curate-auth-renewal',
      peerCheckMs,
      tabId: name,
      now: () => clock.ms,
      onAdopt: (set) => log.adopted.push(set),
      onPeerLogout: () => (log.peerLogouts += 1),
    });
    return { sync, log, renew: () => sync.renew((current) => endpoint.refresh(current)) };
  };
  const expire = () => (clock.ms += 299_000); // within the 60 s leeway of a 300 s token
  return { clock, hub, endpoint, tab, expire };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

// ---- tests ------------------------------------------------------------------------------------------

describe('needsRenewal (spec part 1 §9: 60 s leeway)', () => {
  it.each([
    [1_000 + 61, false],
    [1_000 + 60, true],
    [1_000 - 5, true],
    [null, false],
  ])('expiresAt %s at t=1000 s: %s', (expiresAt, expected) => {
    expect(needsRenewal({ expiresAt }, 1_000_000)).toBe(expected);
  });
});

describe('shouldAdopt', () => {
  const set = (sub: string, obtainedAt: number): TokenSet => ({
    payload: '{}',
    sub,
    accessToken: 'a',
    expiresAt: null,
    obtainedAt,
  });
  it.each([
    ['signed-out tab takes a sign-in', null, set('u1', 2), 'signed-in', true],
    ['signed-out tab takes a reply', null, set('u1', 2), 'reply', true],
    ['signed-out tab ignores a renewal (no resurrection after logout)', null, set('u1', 2), 'renewed', false],
    ['newer set of the same user', set('u1', 1), set('u1', 2), 'renewed', true],
    ['older set of the same user', set('u1', 3), set('u1', 2), 'renewed', false],
    ['same set again', set('u1', 2), set('u1', 2), 'reply', false],
    ['another user', set('u1', 1), set('u2', 2), 'signed-in', false],
  ] as const)('%s: %s', (_name, current, incoming, kind, expected) => {
    expect(shouldAdopt(current, incoming, kind)).toBe(expected);
  });
});

describe('parseTabMessage', () => {
  it.each([
    null,
    'x',
    { type: 'logout' },
    { type: 'tokens', from: 'a', kind: 'renewed', set: { sub: 'u' } },
    { type: 'request', from: 'a' },
    { type: 'nope', from: 'a' },
  ])('ignores malformed %j', (data) => expect(parseTabMessage(data)).toBeNull());
});

describe('cross-tab renewal', () => {
  it('two tabs renewing at once: one refresh, the other adopts the broadcast set, no replay', async () => {
    const { endpoint, tab, expire } = setup();
    const a = tab('A');
    const b = tab('B');
    const initial = endpoint.issue();
    a.sync.setLocal(initial);
    b.sync.setLocal(initial);
    expire();

    const [fromA, fromB] = await Promise.all([a.renew(), b.renew()]);

    expect(endpoint.calls).toBe(1);
    expect(endpoint.replays).toBe(0);
    expect(fromB).toEqual(fromA);
    expect(b.log.adopted).toEqual([fromA]);
    expect(a.sync.current()).toEqual(b.sync.current());
  });

  it('tabs renewing in turn over several expiries always use the newest refresh token', async () => {
    const { endpoint, tab, expire } = setup();
    const tabs = [tab('A'), tab('B'), tab('C')];
    const initial = endpoint.issue();
    for (const t of tabs) t.sync.setLocal(initial);

    for (let round = 0; round < 6; round += 1) {
      expire();
      await tabs[round % 3]!.renew();
      await settle();
    }

    expect(endpoint.calls).toBe(6);
    expect(endpoint.replays).toBe(0);
    const tokens = tabs.map((t) => t.sync.current()?.accessToken);
    expect(new Set(tokens).size).toBe(1);
  });

  it("the next lock holder sees the previous holder's broadcast before deciding", async () => {
    const { endpoint, tab, expire } = setup();
    const a = tab('A');
    const b = tab('B');
    const initial = endpoint.issue();
    a.sync.setLocal(initial);
    b.sync.setLocal(initial);
    expire();
    endpoint.delayMs = 30;

    const renewA = a.renew();
    await new Promise((r) => setTimeout(r, 5)); // A holds the lock
    const renewB = b.renew(); // B queues on the lock
    await Promise.all([renewA, renewB]);

    expect(endpoint.calls).toBe(1);
    expect(endpoint.replays).toBe(0);
  });

  it('a broadcast that arrives after the lock is granted is not relied on: the holder asks its peers first', async () => {
    const { endpoint, tab, expire, hub } = setup(5_000, 100);
    const a = tab('A');
    const b = tab('B');
    const initial = endpoint.issue();
    a.sync.setLocal(initial);
    b.sync.setLocal(initial);
    expire();
    hub.slowDown((m) => (m as { kind?: string }).kind === 'renewed', 500);

    const renewA = a.renew();
    await new Promise((r) => setTimeout(r, 5));
    const [fromA, fromB] = await Promise.all([renewA, b.renew()]);

    expect(endpoint.calls).toBe(1);
    expect(endpoint.replays).toBe(0);
    expect(fromB).toEqual(fromA);
  });

  it('a revoked grant fails the renewal with login_required', async () => {
    const { endpoint, tab, expire } = setup();
    const a = tab('A');
    const initial = endpoint.issue();
    a.sync.setLocal(initial);
    expire();
    endpoint.revoked = true;
    await expect(a.renew()).rejects.toMatchObject({ code: 'login_required' });
    expect(endpoint.replays).toBe(0);
  });

  it('concurrent callers in one tab share one renewal', async () => {
    const { endpoint, tab, expire } = setup();
    const a = tab('A');
    a.sync.setLocal(endpoint.issue());
    expire();
    const results = await Promise.all([a.renew(), a.renew(), a.renew()]);
    expect(endpoint.calls).toBe(1);
    expect(new Set(results).size).toBe(1);
  });

  it('does not renew a set that is still fresh', async () => {
    const { endpoint, tab } = setup();
    const a = tab('A');
    const initial = endpoint.issue();
    a.sync.setLocal(initial);
    expect(await a.renew()).toBe(initial);
    expect(endpoint.calls).toBe(0);
  });

  it('a lock held too long fails with timeout and leaves the session in place', async () => {
    const { endpoint, tab, expire } = setup(40);
    const a = tab('A');
    const b = tab('B');
    const initial = endpoint.issue();
    a.sync.setLocal(initial);
    b.sync.setLocal(initial);
    expire();
    endpoint.delayMs = 150;

    const renewA = a.renew();
    await new Promise((r) => setTimeout(r, 5));
    const error = await b.renew().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('timeout');
    expect(b.sync.current()).toBe(initial);

    const fresh = await renewA;
    await settle();
    expect(b.sync.current()).toEqual(fresh); // adopted once A broadcast
    expect(endpoint.replays).toBe(0);
  });
});

describe('cross-tab sign-out and new tabs', () => {
  it('logout in one tab signs out every tab', async () => {
    const { endpoint, tab } = setup();
    const a = tab('A');
    const b = tab('B');
    const c = tab('C');
    const initial = endpoint.issue();
    for (const t of [a, b, c]) t.sync.setLocal(initial);

    a.sync.announceLogout();
    await settle();

    expect([a, b, c].map((t) => t.sync.current())).toEqual([null, null, null]);
    expect([b.log.peerLogouts, c.log.peerLogouts]).toEqual([1, 1]);
  });

  it('a renewal that straddles a peer logout is discarded and resurrects nobody', async () => {
    const { endpoint, tab, expire } = setup();
    const a = tab('A');
    const b = tab('B');
    const c = tab('C');
    const initial = endpoint.issue();
    for (const t of [a, b, c]) t.sync.setLocal(initial);
    expire();
    endpoint.delayMs = 30;

    const renewB = b.renew().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 35)); // B is past its peer check, waiting for the provider
    a.sync.announceLogout();
    const error = await renewB;
    await settle();

    expect((error as AuthError).code).toBe('login_required');
    expect([a, b, c].map((t) => t.sync.current())).toEqual([null, null, null]);
  });

  it('a new tab without tokens obtains them from a peer', async () => {
    const { endpoint, tab } = setup();
    const a = tab('A');
    const set = endpoint.issue();
    a.sync.setLocal(set);
    const fresh = tab('new');

    const obtained = await fresh.sync.requestFromPeers(300);

    expect(obtained).toEqual(set);
    expect(fresh.sync.current()).toEqual(set);
  });

  it('a new tab with no signed-in peer decides it is signed out after the wait', async () => {
    const { tab } = setup();
    tab('A'); // signed out
    const fresh = tab('new');
    expect(await fresh.sync.requestFromPeers(50)).toBeNull();
    expect(fresh.sync.current()).toBeNull();
  });

  it('a tab holding an older set (e.g. reloaded from storage) catches up; peers with older sets stay quiet', async () => {
    const { endpoint, tab, hub } = setup();
    const older = endpoint.issue();
    const newer = endpoint.issue();
    const a = tab('A');
    const b = tab('B');
    a.sync.setLocal(newer);
    b.sync.setLocal(older);

    expect(await b.sync.requestFromPeers(100)).toEqual(newer);
    hub.hold();
    const quiet = a.sync.requestFromPeers(30);
    hub.release();
    expect(await quiet).toBeNull(); // B now holds the same set, A's is not older
  });

  it('a sign-in in one tab reaches signed-out tabs', async () => {
    const { endpoint, tab } = setup();
    const a = tab('A');
    const b = tab('B');
    const set = endpoint.issue();
    a.sync.publishSignIn(set);
    await settle();
    expect(b.sync.current()).toEqual(set);
    expect(b.log.adopted).toEqual([set]);
  });
});

describe('createLocalLocks', () => {
  it('runs holders one at a time and lets a waiter give up', async () => {
    const locks = createLocalLocks();
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = locks.request(
      'l',
      {},
      () => new Promise<void>((r) => (releaseFirst = () => (order.push('first'), r()))),
    );
    const aborted = locks.request('l', { signal: AbortSignal.timeout(10) }, async () => void order.push('aborted'));
    const third = locks.request('l', {}, async () => void order.push('third'));
    await expect(aborted).rejects.toMatchObject({ name: 'TimeoutError' });
    releaseFirst();
    await Promise.all([first, third]);
    expect(order).toEqual(['first', 'third']);
  });
});
