import { memo } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
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
    <Flex as="span" align="center" gap="1" title={MESSAGE_STATE_DESCRIPTIONS[state]} data-state={state} color={state === 'lida' ? 'blue.fg' : 'fg.muted'}>
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

/** One message; the text is light markup rendered as React elements (never HTML). */
export const MessageBubble = memo(function MessageBubble({ message, state, uid, dayLabel }: MessageBubbleProps) {
  const mine = message.side === 'staff';
  return (
    <Box px={{ base: '2', md: '4' }} py="1">
      {dayLabel && (
        <Flex justify="center" my="2">
          <Text fontSize="xs" color="fg.muted" bg="bg.muted" px="3" py="1" borderRadius="full">
            {dayLabel}
          </Text>
        </Flex>
      )}
      <Flex justify={mine ? 'flex-end' : 'flex-start'}>
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
          <Text srOnly>{mine ? 'Escritório:' : 'Cliente:'}</Text>
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
    </Box>
  );
});
