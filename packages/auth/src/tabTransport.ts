// The browser's lock and channel for tabSync, with in-tab fallbacks where a browser lacks them.
import type { TabChannel, TabLocks } from './tabSync';

/** An in-process lock: serialises within this tab only. Used where `navigator.locks` is missing. */
export function createLocalLocks(): TabLocks {
  const tails = new Map<string, Promise<void>>();
  return {
    async request(name, { signal }, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      tails.set(name, tail);
      try {
        await new Promise<void>((resolve, reject) => {
          if (signal?.aborted) return reject(signal.reason);
          const onAbort = () => reject(signal?.reason);
          signal?.addEventListener('abort', onAbort, { once: true });
          void previous.then(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          });
        });
        return await callback();
      } finally {
        release();
        if (tails.get(name) === tail) tails.delete(name);
      }
    },
  };
}

/** `navigator.locks` when the browser has the Web Locks API, else an in-tab lock. */
export function browserLocks(): TabLocks {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return createLocalLocks();
  return { request: (name, options, callback) => locks.request(name, options, callback) };
}

/** A BroadcastChannel of that name, or null where the browser has none. */
export function browserChannel(name: string): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}
