import { useCallback, useEffect, useState } from 'react';
import {
  keepUnchanged,
  loadMessageWindow,
  observeCollection,
  peekMessageWindow,
  windowQuery,
  type MessageDoc,
} from '@/data';

/** Newest messages loaded on open: more than a tall screen holds, few enough to paint at once. */
export const INITIAL_WINDOW = 60;
/** Older messages added per step when the reader scrolls up. */
export const WINDOW_STEP = 300;

export interface MessageWindow {
  /** Oldest first. */
  messages: MessageDoc[];
  loading: boolean;
  /** True when older messages may exist before the loaded window. */
  hasOlder: boolean;
  loadOlder: () => void;
}

interface WindowState {
  /** The size this state answers. */
  wanted: number;
  /** undefined: still choosing; null: everything; string: from this instant on. */
  since: string | null | undefined;
  messages: MessageDoc[];
  /** Messages for `since` have arrived (read once or from the live query). */
  loaded: boolean;
}

/**
 * The conversation's newest messages, live, in a window that grows as the reader scrolls
 * up (see src/data/message-window.ts for why the window is a time range). Opening a 5,000-message
 * conversation reads and renders only the newest page, and every live update (a new
 * message, a read mark) re-emits the window, not the whole history.
 *
 * When the list already started reading the window (on click), the first render has the
 * messages: the conversation opens in one frame, not in three (empty → window → messages).
 */
export function useMessageWindow(chatId: string, newestIso: string): MessageWindow {
  const [wanted, setWanted] = useState(INITIAL_WINDOW);
  // Counted back from the newest message when the conversation opened; later messages
  // join the window by themselves (they are newer than its start).
  const [anchor] = useState(newestIso);
  const [state, setState] = useState<WindowState>(() => {
    const known = peekMessageWindow(chatId, INITIAL_WINDOW);
    return known
      ? { wanted: INITIAL_WINDOW, since: known.since, messages: known.messages, loaded: true }
      : { wanted: INITIAL_WINDOW, since: undefined, messages: [], loaded: false };
  });

  // Choose the window (again when the reader asks for older messages).
  const chosen = state.since !== undefined && state.wanted === wanted;
  useEffect(() => {
    if (chosen) return;
    let cancelled = false;
    loadMessageWindow(chatId, anchor, wanted).then(
      (snapshot) =>
        !cancelled &&
        setState((s) => ({
          wanted,
          since: snapshot.since,
          messages: keepUnchanged(s.messages, snapshot.messages),
          loaded: true,
        })),
      // Counting failed: follow the whole conversation instead.
      () => !cancelled && setState((s) => ({ ...s, wanted, since: null })),
    );
    return () => {
      cancelled = true;
    };
  }, [chatId, anchor, wanted, chosen]);

  // Then follow it live.
  const since = state.since;
  useEffect(() => {
    if (since === undefined) return;
    const sub = observeCollection('messages', windowQuery(chatId, since)).subscribe({
      next: (docs) =>
        setState((s) => (s.since === since ? { ...s, messages: keepUnchanged(s.messages, docs), loaded: true } : s)),
      error: () => setState((s) => (s.since === since ? { ...s, loaded: true } : s)),
    });
    return () => sub.unsubscribe();
  }, [chatId, since]);

  const loadOlder = useCallback(() => setWanted((w) => w + WINDOW_STEP), []);
  return { messages: state.messages, loading: !state.loaded, hasOlder: Boolean(since), loadOlder };
}
