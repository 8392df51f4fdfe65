import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { MessageDoc } from '@/data';
import { relativeDayLabel } from '@/lib/format';
import { whenIdle } from '@/lib/when-idle';
import { messageState, type SyncFacts } from '../message-state';
import { MessageBubble } from './MessageBubble';

const ESTIMATED_ROW = 72;
const OVERSCAN = 6;
const OPENING_OVERSCAN = 2;
/** How close to the end still counts as "reading the newest" (new messages then scroll in). */
const STICKY_PX = 120;

function localDayKey(iso: string): number {
  const d = new Date(iso);
  return d.getFullYear() * 10000 + d.getMonth() * 100 + d.getDate();
}

interface MessageListProps {
  chatId: string;
  /** The window has not arrived yet: an empty pane (not "no messages"). */
  loading?: boolean;
  messages: readonly MessageDoc[];
  /** More history exists above the loaded window. */
  hasOlder: boolean;
  onLoadOlder: () => void;
  sync: SyncFacts;
  uid: string;
}

/**
 * The conversation, virtualised: only the rows on screen (plus a few) are in the DOM, so a
 * 5,000-message conversation opens as fast as a short one. It opens at the newest message
 * and follows new ones while the reader is at the end; reading older messages is not
 * interrupted by arrivals.
 */
export const MessageList = memo(function MessageList({
  chatId,
  loading = false,
  messages,
  hasOlder,
  onLoadOlder,
  sync,
  uid,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const shownChat = useRef<string | null>(null);
  const lastId = useRef<string | null>(null);
  const firstId = useRef<string | null>(null);
  const requestedOlder = useRef(false);
  // The list's height is not known before its first layout; most of the window is a fair
  // guess (a short guess only costs a second pass that adds the missing rows before paint).
  const [initialHeight] = useState(() => Math.round((typeof window === 'undefined' ? 800 : window.innerHeight) * 0.6));
  // Few rows beyond the screen for the first frame; more once the conversation has opened.
  const [overscan, setOverscan] = useState(OPENING_OVERSCAN);
  useEffect(() => (loading ? undefined : whenIdle(() => setOverscan(OVERSCAN), 200)), [loading]);

  // No React Compiler in this build: the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan,
    getItemKey: useCallback((i: number) => messages[i]?.id ?? i, [messages]),
    // Off until the window arrives, so that the offset below is taken with the real count.
    enabled: !loading,
    // Start at the bottom with about a screenful of rows: the first frame already shows the
    // newest messages, and the scroll to the end that follows (measured sizes) finds them
    // rendered instead of rendering and measuring another set of bubbles.
    initialRect: { width: 0, height: initialHeight },
    initialOffset: () => Math.max(0, messages.length * ESTIMATED_ROW - initialHeight),
  });

  // Open at the newest message; follow arrivals when the reader is at the end or just sent;
  // keep the reader's place when older messages are added above.
  useLayoutEffect(() => {
    const count = messages.length;
    const el = scrollRef.current;
    if (count === 0 || !el) return;
    const opened = shownChat.current !== chatId;
    const previousFirst = firstId.current;
    const newFirst = messages[0]?.id ?? null;
    if (!opened && previousFirst && newFirst !== previousFirst) {
      const k = messages.findIndex((m) => m.id === previousFirst);
      if (k > 0) {
        // Rows were prepended: shift by their (estimated) height so the same message stays put.
        const measurements = virtualizer.measurementsCache;
        const shift = (measurements[k]?.start ?? k * ESTIMATED_ROW) - (measurements[0]?.start ?? 0);
        el.scrollTop += shift;
      }
      requestedOlder.current = false;
    }
    const newest = messages[count - 1];
    const arrived = newest !== undefined && newest.id !== lastId.current;
    if (opened || (arrived && (atEnd.current || newest.side === 'staff'))) {
      virtualizer.scrollToIndex(count - 1, { align: 'end' });
      atEnd.current = true;
    }
    shownChat.current = chatId;
    lastId.current = newest?.id ?? null;
    firstId.current = newFirst;
  }, [chatId, messages, virtualizer]);

  // Near the top with more history: load the previous page.
  const items = virtualizer.getVirtualItems();
  const firstVisible = items[0]?.index ?? 0;
  useEffect(() => {
    if (
      hasOlder &&
      firstVisible < 8 &&
      messages.length > 0 &&
      !requestedOlder.current &&
      shownChat.current === chatId &&
      !atEnd.current
    ) {
      requestedOlder.current = true;
      onLoadOlder();
    }
  }, [firstVisible, hasOlder, messages.length, onLoadOlder, chatId]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => {
      atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // The list's box changes after opening (the header's name or its selects wrap once the
    // client and the staff are read): a reader at the newest message stays there.
    let height = el.clientHeight;
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (el.clientHeight !== height && atEnd.current) el.scrollTop = el.scrollHeight;
            height = el.clientHeight;
          });
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resized?.disconnect();
    };
  }, []);

  return (
    <Box
      ref={scrollRef}
      flex="1"
      minH="0"
      overflowY="auto"
      overscrollBehavior="contain"
      role="log"
      aria-label="Mensagens da conversa"
      tabIndex={0}
      data-testid="message-list"
      data-chat-id={chatId}
      aria-busy={loading}
    >
      {loading ? null : messages.length === 0 ? (
        <Text color="fg.muted" textAlign="center" p="8">
          Nenhuma mensagem ainda. Escreva a primeira abaixo.
        </Text>
      ) : (
        <Box position="relative" w="full" style={{ height: virtualizer.getTotalSize() }} py="2">
          {items.map((row) => {
            const message = messages[row.index] as MessageDoc;
            const previous = messages[row.index - 1];
            const newDay = !previous || localDayKey(previous.sentAt) !== localDayKey(message.sentAt);
            return (
              <div
                key={row.key}
                data-index={row.index}
                data-last={row.index === messages.length - 1 ? 'true' : undefined}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${row.start}px)`,
                }}
              >
                <MessageBubble
                  message={message}
                  state={messageState(message, sync, uid)}
                  uid={uid}
                  dayLabel={newDay ? relativeDayLabel(message.sentAt) : null}
                />
              </div>
            );
          })}
        </Box>
      )}
    </Box>
  );
});
