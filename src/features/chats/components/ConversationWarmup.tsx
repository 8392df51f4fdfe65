import { startTransition, useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { MessageDoc } from '@/data';
import { storageDownloadUrl } from '@/lib/storage-url';
import type { ChatListItem } from '../chat-list';
import { whenIdle } from '@/lib/when-idle';
import { useStaff } from '@/data';
import { Composer } from './Composer';
import { ConversationFrame } from './Conversation';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';

/**
 * Why this exists: the first conversation opened after a page load used to cost 0.5–1 s on a
 * tablet, and a 5-message one nearly as much as a 5,000-message one. The time went to first
 * mounts, not to messages: Chakra computing and inserting the CSS of every component the
 * pane uses for the first time (each inserted rule restyles the whole page), the JIT seeing
 * that code for the first time, and the replica's first queries for staff and shortcuts.
 *
 * So, once per page load, while the list is shown and the browser is idle, the pane is
 * rendered once out of sight with a sample conversation, and removed on the next frame.
 * Later opens find the styles inserted, the code compiled and those queries cached.
 */

const noop = () => undefined;
const noopAsync = () => Promise.resolve();
const SYNC = { pendingWrites: 0, lastSyncedAt: null };

function sampleMessages(chatId: string, uid: string): MessageDoc[] {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const base = (i: number, minutesAgo: number) => ({
    id: `aquecimento-${i}`,
    createdAt: at(minutesAgo),
    createdBy: uid,
    updatedAt: at(minutesAgo),
    updatedBy: uid,
    chatId,
    sentAt: at(minutesAgo),
    deliveredAt: null,
    attachments: [],
  });
  return [
    {
      ...base(0, 60 * 30),
      authorUid: 'cliente',
      side: 'cliente',
      text: 'Bom dia! *Alguma* novidade do _processo_?',
      readAt: at(60),
    },
    { ...base(1, 3), authorUid: uid, side: 'staff', text: 'Segue o ~andamento~ de hoje.', readAt: at(2) },
    {
      ...base(2, 2),
      authorUid: uid,
      side: 'staff',
      text: '',
      readAt: null,
      attachments: [
        {
          name: 'peticao.pdf',
          type: 'application/pdf',
          size: 120_000,
          storagePath: 'aquecimento/peticao.pdf',
          downloadUrl: storageDownloadUrl('aquecimento/peticao.pdf'),
        },
      ],
    },
    { ...base(3, 1), authorUid: uid, side: 'staff', text: 'Obrigado.', readAt: null },
  ];
}

function Warmup({
  item,
  user,
  onDone,
}: {
  item: ChatListItem;
  user: { uid: string; displayName: string; email: string; phoneNumber: string };
  onDone: () => void;
}) {
  const { staff } = useStaff();
  const [messages] = useState(() => sampleMessages(item.chat.id, user.uid));
  useEffect(() => {
    // Mounted (styles inserted, effects run): leave after the frame that lays it out.
    warmedUp = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onDone, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [onDone]);
  return (
    <Box
      aria-hidden
      inert
      position="fixed"
      top="0"
      left="0"
      w="720px"
      h="540px"
      overflow="hidden"
      visibility="hidden"
      pointerEvents="none"
      zIndex="-1"
      data-testid="conversation-warmup"
    >
      <ConversationFrame>
        <ConversationHeader
          chat={item.chat}
          client={item.client}
          clientLoading={false}
          staff={staff}
          user={user}
          canManage
          manageReason={null}
          onBack={noop}
          onStatusChange={noop}
          onAssign={noop}
        />
        <MessageList
          chatId="aquecimento"
          messages={messages}
          hasOlder={false}
          onLoadOlder={noop}
          sync={SYNC}
          uid={user.uid}
        />
        <Composer client={item.client} sender={user} onSend={noopAsync} />
      </ConversationFrame>
    </Box>
  );
}

let warmedUp = false;

/**
 * Renders the conversation pane once, out of sight, when the browser is idle (once per page
 * load). `item` is a conversation of the list, for a realistic header; nothing is written.
 */
export function ConversationWarmup({
  item,
  user,
}: {
  item: ChatListItem | undefined;
  user: { uid: string; displayName: string; email: string; phoneNumber: string };
}) {
  const [phase, setPhase] = useState<'waiting' | 'rendering' | 'done'>(warmedUp ? 'done' : 'waiting');
  const ready = phase === 'waiting' && item !== undefined;
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => {
      // A transition: a tap on a row while it renders is handled first.
      startTransition(() => setPhase('rendering'));
    });
  }, [ready]);
  const [onDone] = useState(() => () => setPhase('done'));
  if (phase !== 'rendering' || !item) return null;
  return <Warmup item={item} user={user} onDone={onDone} />;
}
