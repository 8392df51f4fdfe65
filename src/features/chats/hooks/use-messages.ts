import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery, type MessageDoc } from '@/data';
import { prefetchWindowStart } from '../message-window';

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

/**
 * The conversation's newest messages, live, in a window that grows as the reader scrolls
 * up (see message-window.ts for why the window is a time range). Opening a 5,000-message
 * conversation reads and renders only the newest page, and every live update (a new
 * message, a read mark) re-emits the window, not the whole history.
 */
export function useMessageWindow(chatId: string, newestIso: string): MessageWindow {
  // undefined: still choosing; null: everything; string: from this instant on.
  const [since, setSince] = useState<string | null | undefined>(undefined);
  const [wanted, setWanted] = useState(INITIAL_WINDOW);
  // Counted back from the newest message when the conversation opened; later messages
  // join the window by themselves (they are newer than its start).
  const [anchor] = useState(newestIso);

  useEffect(() => {
    let cancelled = false;
    prefetchWindowStart(chatId, anchor, wanted).then(
      (start) => !cancelled && setSince(start),
      () => !cancelled && setSince(null),
    );
    return () => {
      cancelled = true;
    };
  }, [chatId, anchor, wanted]);

  const selector = since ? { chatId, sentAt: { $gte: since } } : { chatId };
  const result = useLiveQuery('messages', since === undefined ? { selector: { chatId: '' }, limit: 0 } : { selector, sort: [{ sentAt: 'asc' }] });
  const loadOlder = useCallback(() => setWanted((w) => w + WINDOW_STEP), []);
  const messages = useMemo(() => (since === undefined ? [] : result.data), [since, result.data]);
  return { messages, loading: since === undefined || (result.loading && result.data.length === 0), hasOlder: Boolean(since), loadOlder };
}
