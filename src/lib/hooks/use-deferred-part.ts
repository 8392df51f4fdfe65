import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();
const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function start<T>(load: () => Promise<T>): Promise<T> {
  let p = loading.get(load) as Promise<T> | undefined;
  if (!p) {
    p = load().then((m) => (loaded.set(load, m), m));
    loading.set(load, p);
    // A failed load (offline before the precache) is tried again on the next intent.
    p.catch(() => loading.delete(load));
  }
  return p;
}

export interface DeferredPart<T> {
  /** The module once loaded (then render the real control in place of the stand-in). */
  part: T | null;
  /** Intent (pointer over, focus): load now rather than after the first screen. */
  want: () => void;
  /** Used before the code arrived (a click, Enter): the real control should open as it mounts. */
  openOnLoad: boolean;
  open: () => void;
  /** The stand-in held the focus when the real control replaced it: give it to the real trigger. */
  hadFocus: boolean;
  /** Put on the stand-in trigger. */
  standInRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The code of a control the first screen shows closed — the shell's theme menu, the sync details
 * popover — loads after that screen is drawn, or at the first sign of use, whichever comes first
 * (issue 27: their state machines, dismissal layers and positioning were a third of what the
 * shell evaluated before its first screen). Until then a stand-in button of the same look takes
 * its place; `load` must be a module-level function (it keys the cache).
 */
export function useDeferredPart<T>(load: () => Promise<T>): DeferredPart<T> {
  const [part, setPart] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const standInRef = useRef<HTMLButtonElement | null>(null);
  const alive = useRef(true);
  const want = useCallback(() => {
    void start(load)
      .then((m) => {
        if (!alive.current) return;
        // Read before the swap: the stand-in is still in the document.
        setHadFocus(standInRef.current !== null && document.activeElement === standInRef.current);
        setPart(() => m);
      })
      .catch(() => undefined);
  }, [load]);
  useEffect(() => {
    alive.current = true;
    if (part) return;
    const cancel = afterFirstPaint(want);
    return () => {
      alive.current = false;
      cancel();
    };
  }, [part, want]);
  const open = useCallback(() => {
    setOpenOnLoad(true);
    want();
  }, [want]);
  return { part, want, openOnLoad, open, hadFocus, standInRef };
}
