import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * What waits for the first screen (Auth, replication, the service worker, the toast group) runs
 * after the router has rendered it and the browser painted it, never before; and runs anyway when
 * no screen ever comes (a start-up error).
 */
describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function load() {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 1));
    return import('@/lib/after-first-paint');
  }

  it('waits for the first screen, then a painted frame and idle time', async () => {
    const { afterFirstPaint, markFirstScreen } = await load();
    const task = vi.fn();
    afterFirstPaint(task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
    markFirstScreen();
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once (after a frame) when the screen is already there, and can be cancelled', async () => {
    const { afterFirstPaint, markFirstScreen } = await load();
    markFirstScreen();
    const task = vi.fn();
    const cancelled = vi.fn();
    afterFirstPaint(task);
    afterFirstPaint(cancelled)();
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs after the time-out when no first screen is ever marked', async () => {
    const { afterFirstPaint } = await load();
    const task = vi.fn();
    afterFirstPaint(task, { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
