/**
 * Runs `task` when the browser is idle (or after `fallbackMs` where there is no
 * requestIdleCallback, as in Safari); returns a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  fallbackMs = 250,
  { timeoutMs = 1500 }: { timeoutMs?: number } = {},
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
