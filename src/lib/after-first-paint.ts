/**
 * Runs `task` once the first screen has painted (its first contentful paint) and the main thread
 * is next idle; returns a function that cancels it. What the first screen does not show (Firebase
 * Auth, the service worker, the replica's search index) waits for this, so it neither competes
 * with the screen's own code for the network nor blocks its first frames. Without paint timing
 * (old Safari) or a paint within `timeoutMs`, it runs after `timeoutMs` anyway.
 */
export function afterFirstPaint(task: () => void, { timeoutMs = 3000 }: { timeoutMs?: number } = {}): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let idleHandle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };
  const whenIdle = () => {
    if (done) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  };
  const fallback = setTimeout(run, timeoutMs);
  const cleanup = () => {
    clearTimeout(fallback);
    observer?.disconnect();
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof performance !== 'undefined' && typeof performance.getEntriesByName === 'function' && painted()) {
    whenIdle();
  } else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer?.disconnect();
        whenIdle();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    done = true;
    cleanup();
  };
}
