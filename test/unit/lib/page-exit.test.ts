import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window that only dispatches events (the module listens on `window`). */
function fakeWindow() {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  return (persisted: boolean) => target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('page exit (the `unload` package, on pagehide)', () => {
  it('runs what was added once, when the page really goes away, and not when it only enters the back/forward cache', async () => {
    const pageHide = fakeWindow();
    const { add, getSize } = await import('@/lib/page-exit');
    const dieAsLeader = vi.fn();
    const removed = vi.fn();
    add(dieAsLeader);
    add(removed).remove();
    expect(getSize()).toBe(1);

    pageHide(true);
    expect(dieAsLeader).not.toHaveBeenCalled();

    pageHide(false);
    pageHide(false);
    expect(dieAsLeader).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    expect(getSize()).toBe(0);
  });

  it('run() runs one listener now and forgets it; runAll waits for what they return', async () => {
    fakeWindow();
    const { add, runAll, getSize } = await import('@/lib/page-exit');
    const first = vi.fn(() => 'first');
    const added = add(first);
    expect(added.run()).toBe('first');
    expect(getSize()).toBe(0);
    let done = false;
    add(() => new Promise<void>((resolve) => setTimeout(() => ((done = true), resolve()), 5)));
    await runAll();
    expect(done).toBe(true);
  });
});
