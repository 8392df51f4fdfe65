import { CHAT_STATUS_LABELS } from '../labels';
import { memo } from 'react';
import { Badge, Box, Flex, Heading, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { CHAT_STATUSES, type ChatDoc, type ClientDoc, type UserDoc } from '@/data';
import { formatCpfCnpj, maskPhone } from '@/lib/format';
import type { ChatStatus } from '../chat-list';
import { STATUS_COLORS } from './ChatList';
import { LabelOptions } from '@/components/form/LabelOptions';

export interface ConversationHeaderProps {
  chat: ChatDoc;
  client: ClientDoc | null;
  clientLoading: boolean;
  staff: readonly UserDoc[];
  user: { uid: string; displayName: string };
  canManage: boolean;
  manageReason: string | null;
  onBack: () => void;
  onStatusChange: (status: ChatStatus) => void;
  onAssign: (uid: string | null) => void;
}

/** Who the conversation is with, its status and the person responsible. */
export const ConversationHeader = memo(function ConversationHeader({
  chat: current,
  client,
  clientLoading,
  staff,
  user,
  canManage,
  manageReason,
  onBack,
  onStatusChange,
  onAssign,
}: ConversationHeaderProps) {
  const name = client?.name ?? (clientLoading ? 'Carregando…' : 'Cliente não encontrado');
  const details = client
    ? [formatCpfCnpj(client.document), client.phone ? maskPhone(client.phone) : ''].filter(Boolean).join(' · ')
    : '';
  return (
    <Flex as="header" align="center" gap="2" px={{ base: '2', md: '4' }} py="2" borderBottomWidth="1px" wrap="wrap">
      <IconButton
        aria-label="Voltar para as conversas"
        variant="ghost"
        minW="11"
        minH="11"
        onClick={onBack}
        hideFrom="md"
      >
        <ArrowLeft />
      </IconButton>
      <Box flex="1" minW="40">
        <Flex align="center" gap="2">
          <Heading as="h2" size="md" lineClamp={2}>
            {name}
          </Heading>
          <Badge colorPalette={STATUS_COLORS[current.status]} variant="subtle" flexShrink={0} hideBelow="xl">
            {CHAT_STATUS_LABELS[current.status]}
          </Badge>
        </Flex>
        {details && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {details}
          </Text>
        )}
      </Box>
      {client && (
        <IconButton asChild variant="ghost" minW="11" minH="11">
          <Link to="/clientes/editar/$id" params={{ id: client.id }} aria-label="Editar cliente" title="Editar cliente">
            <Pencil size={18} aria-hidden />
          </Link>
        </IconButton>
      )}
      {/* Their own row; each select as wide as its choice (field-sizing), so a long name in 'Responsável' wraps to a row of its own rather than being cut (issue 30). */}
      <Flex gap="2" w="full" wrap="wrap">
        <NativeSelect.Root size="sm" flex="1 1 auto" w="auto" disabled={!canManage} title={manageReason ?? undefined}>
          <NativeSelect.Field
            aria-label="Situação da conversa"
            minH="11"
            css={{ fieldSizing: 'content' }}
            value={current.status}
            onChange={(e) => onStatusChange(e.target.value as ChatStatus)}
          >
            <LabelOptions values={CHAT_STATUSES} labels={CHAT_STATUS_LABELS} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" flex="1 1 auto" w="auto" minW="0" disabled={!canManage}>
          <NativeSelect.Field
            aria-label="Responsável pela conversa"
            minH="11"
            css={{ fieldSizing: 'content' }}
            value={current.assignedUid ?? ''}
            onChange={(e) => onAssign(e.target.value || null)}
          >
            <option value="">Sem responsável</option>
            {staff.map((s) => (
              <option key={s.id} value={s.uid}>
                {s.displayName}
                {s.uid === user.uid ? ' (você)' : ''}
              </option>
            ))}
            {current.assignedUid && !staff.some((s) => s.uid === current.assignedUid) && (
              <option value={current.assignedUid}>
                {current.assignedUid === user.uid ? `${user.displayName} (você)` : 'Outro membro da equipe'}
              </option>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
    </Flex>
  );
});
