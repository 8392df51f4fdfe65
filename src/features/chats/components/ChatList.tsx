import { CHAT_STATUS_LABELS } from '../labels';
import { memo, useMemo, useRef, useState } from 'react';
import { Badge, Box, Flex, InputGroup, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Search } from 'lucide-react';
import { CHAT_STATUSES } from '@/data';
import { SearchInput } from '@/components/data-list';
import { formatDate, formatTime, isToday } from '@/lib/format';
import { chatTitle, countByStatus, filterChats, type ChatListItem, type ChatStatusFilter } from '../chat-list';

/**
 * Rows have a fixed height: the list never has to measure them (no forced layouts). Room for a
 * name on two lines: at 1024 px the column is ~300 px, and clients' full names
 * ("Maria Aparecida dos Santos Oliveira Cavalcanti") were cut to "Maria Aparecid…" (issue 30).
 */
const ROW_HEIGHT = 116;

export const STATUS_COLORS: Record<(typeof CHAT_STATUSES)[number], string> = {
  aberto: 'green',
  aguardando: 'orange',
  encerrado: 'gray',
};

function when(iso: string): string {
  return isToday(iso) ? formatTime(iso) : formatDate(iso);
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

// Selection by attribute (the same CSS for every row): opening a conversation inserts no rule.
const ROW_STATES = {
  '&[aria-current=true]': { bg: 'blue.subtle' },
  '@media (hover: hover)': { '&:not([aria-current=true]):hover': { bg: 'bg.muted' } },
} as const;

const ChatRow = memo(function ChatRow({
  item,
  selected,
  onOpen,
  onPrepare,
}: {
  item: ChatListItem;
  selected: boolean;
  onOpen: (id: string) => void;
  onPrepare?: (id: string) => void;
}) {
  const { chat } = item;
  const title = chatTitle(item);
  const unread = chat.unreadStaff;
  return (
    <chakra.button
      type="button"
      w="full"
      h={`${ROW_HEIGHT}px`}
      overflow="hidden"
      textAlign="start"
      display="flex"
      gap="3"
      px="3"
      py="2.5"
      borderBottomWidth="1px"
      css={ROW_STATES}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${title}${unread ? `, ${unread} ${unread === 1 ? 'mensagem não lida' : 'mensagens não lidas'}` : ''}, ${CHAT_STATUS_LABELS[chat.status]}`}
      onClick={() => onOpen(chat.id)}
      onPointerDown={onPrepare && (() => onPrepare(chat.id))}
      data-testid="chat-row"
    >
      <Flex
        aria-hidden
        flexShrink={0}
        w="10"
        h="10"
        borderRadius="full"
        bg="blue.muted"
        color="blue.fg"
        align="center"
        justify="center"
        fontWeight="semibold"
        fontSize="sm"
      >
        {initials(title)}
      </Flex>
      <Stack gap="0.5" flex="1" minW="0">
        {/* The whole width for the name (two lines); the time goes with the preview. */}
        <Text
          fontWeight={unread ? 'bold' : 'medium'}
          lineClamp={2}
          lineHeight="short"
          flexShrink={0}
          title={title}
          data-testid="chat-row-name"
        >
          {title}
        </Text>
        <Flex align="center" gap="2">
          <Text fontSize="sm" color="fg.muted" truncate flex="1">
            {chat.lastMessagePreview || 'Sem mensagens'}
          </Text>
          {unread > 0 && (
            <Badge colorPalette="blue" variant="solid" borderRadius="full" flexShrink={0} data-testid="unread-badge">
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
          <Text as="span" fontSize="xs" color={unread ? 'blue.fg' : 'fg.muted'} flexShrink={0}>
            {when(chat.lastMessageAt)}
          </Text>
        </Flex>
        <Box>
          <Badge size="sm" colorPalette={STATUS_COLORS[chat.status]} variant="subtle">
            {CHAT_STATUS_LABELS[chat.status]}
          </Badge>
        </Box>
      </Stack>
    </chakra.button>
  );
});

interface ChatListProps {
  items: readonly ChatListItem[];
  loading: boolean;
  selectedId: string | undefined;
  status: ChatStatusFilter;
  onStatusChange: (status: ChatStatusFilter) => void;
  onOpen: (chatId: string) => void;
  /** A row is being pressed: it is probably about to be opened. */
  onPrepare?: (chatId: string) => void;
}

/** Conversations: search, status filter, newest activity first, unread counts; virtualised. */
export function ChatList({ items, loading, selectedId, status, onStatusChange, onOpen, onPrepare }: ChatListProps) {
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterChats(items, { search, status }), [items, search, status]);
  const counts = useMemo(() => countByStatus(items), [items]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // No React Compiler in this build: the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (i) => visible[i]?.chat.id ?? i,
  });

  return (
    <Flex direction="column" h="full" minH="0" w="full">
      <Stack gap="2" p="3" borderBottomWidth="1px">
        <InputGroup startElement={<Search size={18} aria-hidden />}>
          <SearchInput
            value={search}
            onSearch={setSearch}
            placeholder="Cliente ou mensagem"
            aria-label="Buscar cliente ou mensagem"
          />
        </InputGroup>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            aria-label="Filtrar por situação"
            value={status}
            onChange={(e) => onStatusChange(e.target.value as ChatStatusFilter)}
          >
            <option value="todos">Todas as situações ({counts.todos})</option>
            {CHAT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CHAT_STATUS_LABELS[s]} ({counts[s]})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" data-testid="chat-list">
        {visible.length === 0 ? (
          <Text p="4" color="fg.muted" role="status">
            {loading
              ? 'Carregando conversas…'
              : items.length === 0
                ? 'Nenhuma conversa ainda. Use “Nova conversa” para falar com um cliente.'
                : 'Nenhuma conversa encontrada com esta busca ou situação.'}
          </Text>
        ) : (
          <Box
            as="ul"
            role="list"
            aria-label="Conversas"
            position="relative"
            m="0"
            p="0"
            listStyleType="none"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const item = visible[row.index] as ChatListItem;
              return (
                <Box
                  as="li"
                  key={row.key}
                  position="absolute"
                  top="0"
                  left="0"
                  w="full"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <ChatRow item={item} selected={item.chat.id === selectedId} onOpen={onOpen} onPrepare={onPrepare} />
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Flex>
  );
}
