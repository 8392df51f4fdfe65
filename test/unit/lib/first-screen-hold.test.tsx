// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';

/**
 * A screen whose first paint is its data (the client list) holds the start-up work that waits for
 * the first screen (Auth, replication, the service worker) until its data is shown — never longer
 * than 1.5 s.
 */
describe('useFirstScreenHold', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function load() {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 1));
    const lib = await import('@/lib/after-first-paint');
    const Screen = ({ ready }: { ready: boolean }) => {
      lib.useFirstScreenHold(ready);
      return null;
    };
    return { ...lib, Screen };
  }

  it('the start-up work waits until the screen says its data is shown', async () => {
    const { afterFirstPaint, markFirstScreen, Screen } = await load();
    const task = vi.fn();
    afterFirstPaint(task);
    const view = render(<Screen ready={false} />);
    markFirstScreen();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).not.toHaveBeenCalled();
    view.rerender(<Screen ready />);
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('holds at most 1.5 s', async () => {
    const { afterFirstPaint, markFirstScreen, Screen } = await load();
    const task = vi.fn();
    afterFirstPaint(task);
    render(<Screen ready={false} />);
    markFirstScreen();
    await vi.advanceTimersByTimeAsync(1400);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a screen unmounted before its data came releases its hold', async () => {
    const { afterFirstPaint, markFirstScreen, Screen } = await load();
    const task = vi.fn();
    afterFirstPaint(task);
    const view = render(<Screen ready={false} />);
    markFirstScreen();
    view.unmount();
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
