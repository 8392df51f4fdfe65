/**
 * Runs `task` when the browser is idle (or after `fallbackMs` where there is no
 * requestIdleCallback, as in Safari); returns a function that cancels it.
 */
export function whenIdle(task: () => void, fallbackMs = 250): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
