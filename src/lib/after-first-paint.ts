/**
 * Runs `task` once the app's first screen is on screen (markFirstScreen(), called when the
 * router has rendered its first route) and the main thread is next idle; returns a function that
 * cancels it. What that screen does not show (Firebase Auth, the service worker and its precache,
 * replication, the client search index, the toast group) waits for this, so it competes neither
 * with the screen's own code for the network nor with its first frames for the main thread.
 * index.html's "Carregando…" splash is the page's first contentful paint, so that paint cannot be
 * the signal. Without a mark within `timeoutMs` (a start-up error screen), it runs anyway.
 */
let firstScreenShown = false;
const waiting = new Set<() => void>();

/** The first screen is rendered (the router calls it once); marks `app:first-screen` for the benchmarks. */
export function markFirstScreen(): void {
  if (firstScreenShown) return;
  firstScreenShown = true;
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark('app:first-screen');
  for (const wake of [...waiting]) wake();
  waiting.clear();
}

export function afterFirstPaint(task: () => void, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): () => void {
  let done = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };
  // The frame after the screen was committed has been painted, then the browser is idle.
  const whenPainted = () => {
    waiting.delete(whenPainted);
    if (done) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (done) return;
        if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run, { timeout: 1000 });
        else run();
      }, 0),
    );
  };
  const fallback = setTimeout(run, timeoutMs);
  const cleanup = () => {
    clearTimeout(fallback);
    waiting.delete(whenPainted);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
  if (firstScreenShown) whenPainted();
  else waiting.add(whenPainted);
  return () => {
    done = true;
    cleanup();
  };
}
