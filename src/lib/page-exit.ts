/**
 * Stands in for the `unload` npm package in the app's build (vite.config.ts aliases it here).
 * RxDB's multi-tab leader election (through broadcast-channel) registers with it what a tab does
 * as it goes away: give up being the leader, so another tab takes over the replication. The
 * package listens to `beforeunload` and `unload`. Chromium is removing `unload` (Lighthouse:
 * "unload event listeners are deprecated"), and it keeps a page out of the back/forward cache;
 * without it, a page left through `beforeunload` could come back from that cache having given up
 * its leadership. `pagehide` fires when the page goes away; when it only goes into that cache
 * (`persisted`) it may come back as it was, so nothing runs then, as `unload` would not fire either.
 * Same API as the package: add, runAll, removeAll, getSize.
 */
type Listener = () => unknown;

const listeners = new Set<Listener>();
let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  listening = true;
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) void runAll();
  });
}

export function add(fn: Listener): { remove: () => boolean; run: () => unknown } {
  if (typeof fn !== 'function') throw new Error('Listener is no function');
  listen();
  listeners.add(fn);
  return {
    remove: () => listeners.delete(fn),
    run: () => {
      listeners.delete(fn);
      return fn();
    },
  };
}

export function runAll(): Promise<unknown[]> {
  const results = [...listeners].map((fn) => {
    listeners.delete(fn);
    return fn();
  });
  return Promise.all(results);
}

export function removeAll(): void {
  listeners.clear();
}

export function getSize(): number {
  return listeners.size;
}
