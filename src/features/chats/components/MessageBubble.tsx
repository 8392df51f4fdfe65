import { memo } from 'react';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { Check, CheckCheck, Clock } from 'lucide-react';
import type { MessageDoc } from '@/data';
import { StyledTextView } from '@/components/rich-text';
import { formatDateTime, formatTime } from '@/lib/format';
import { MESSAGE_STATE_DESCRIPTIONS, MESSAGE_STATE_LABELS, type MessageState } from '../message-state';
import { AttachmentView } from './AttachmentView';

const STATE_ICONS: Record<MessageState, typeof Check> = { pendente: Clock, enviada: Check, lida: CheckCheck };

export function MessageStateBadge({ state }: { state: MessageState }) {
  const Icon = STATE_ICONS[state];
  return (
    <Flex
      as="span"
      align="center"
      gap="1"
      title={MESSAGE_STATE_DESCRIPTIONS[state]}
      data-state={state}
      color={state === 'lida' ? 'blue.fg' : 'fg.muted'}
    >
      <Icon size={14} aria-hidden />
      {MESSAGE_STATE_LABELS[state]}
    </Flex>
  );
}

interface MessageBubbleProps {
  message: MessageDoc;
  state: MessageState | null;
  uid: string;
  /** 'Hoje', '12/03/2025'… when the day changes before this message. */
  dayLabel: string | null;
}

/** Visually hidden, read by screen readers (a plain style: no styled element per bubble). */
const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
} as const;

/**
 * One message; the text is light markup rendered as React elements (never HTML).
 *
 * Kept to a few styled elements: a conversation opens with a screenful of these at once,
 * and each Chakra element costs a style computation per render (the first open after a page
 * load paid about 7 ms per bubble when it had nine).
 */
export const MessageBubble = memo(function MessageBubble({ message, state, uid, dayLabel }: MessageBubbleProps) {
  const mine = message.side === 'staff';
  return (
    <Flex direction="column" align={mine ? 'flex-end' : 'flex-start'} px={{ base: '2', md: '4' }} py="1">
      {dayLabel && (
        <Text alignSelf="center" my="2" fontSize="xs" color="fg.muted" bg="bg.muted" px="3" py="1" borderRadius="full">
          {dayLabel}
        </Text>
      )}
      <Stack
        gap="1"
        maxW={{ base: '88%', md: '75%' }}
        bg={mine ? 'blue.subtle' : 'bg.muted'}
        color="fg"
        px="3"
        py="2"
        borderRadius="l3"
        borderBottomRightRadius={mine ? 'l1' : undefined}
        borderBottomLeftRadius={mine ? undefined : 'l1'}
        data-testid="message"
        data-message-id={message.id}
        data-side={message.side}
      >
        <span style={SR_ONLY}>{mine ? 'Escritório:' : 'Cliente:'}</span>
        {message.text && <StyledTextView value={message.text} />}
        {message.attachments.map((a) => (
          <AttachmentView key={a.storagePath} attachment={a} uid={uid} />
        ))}
        <Flex justify="flex-end" gap="2" fontSize="xs" color="fg.muted" align="center">
          <time dateTime={message.sentAt} title={formatDateTime(message.sentAt)}>
            {formatTime(message.sentAt)}
          </time>
          {state && <MessageStateBadge state={state} />}
        </Flex>
      </Stack>
    </Flex>
  );
});
