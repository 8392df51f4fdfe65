import { LEMBRET_STATUS_LABELS } from '../labels';
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check, Pencil, Plus, RotateCcw, Send, X } from 'lucide-react';
import { useLiveQuery, type LembretDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import {
  ConfirmDeleteDialog,
  DeleteIconButton,
  EmptyState,
  ListToolbar,
  matchesSearch,
  useConfirmDelete,
} from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { can, permissionReason } from '@/lib/permissions';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { formatDate, formatDateTime, relativeDayLabel } from '@/lib/format';
import { toPlainText } from '@/lib/text-styles';
import { backend } from '@/lib/http';
import { useNow } from '@/lib/hooks/use-now';
import { useCurrentUser } from '@/features/auth';
import { groupReminders, REMINDER_GROUPS, REMINDER_GROUP_LABELS, type ReminderGroup } from '../grouping';
import { NotificationPermission } from './NotificationPermission';
import { deliveryFailureNotice } from '../delivery-error';
import { setReminderStatus } from '../api/set-reminder-status';

const STATUS_PALETTE: Record<LembretDoc['status'], string> = {
  pendente: 'orange',
  enviado: 'blue',
  concluido: 'green',
  cancelado: 'gray',
};
const GROUP_EMPTY: Record<ReminderGroup, string> = {
  atrasados: 'Nenhum lembrete atrasado.',
  hoje: 'Nada para hoje.',
  proximos: 'Nenhum lembrete agendado para os próximos dias.',
  concluidos: 'Nenhum lembrete concluído ainda.',
};
const CLOSED_PAGE = 10;

const STATUS_DONE_MESSAGE: Record<LembretDoc['status'], string> = {
  pendente: 'Lembrete reaberto',
  enviado: 'Lembrete marcado como enviado',
  concluido: 'Lembrete concluído',
  cancelado: 'Lembrete cancelado',
};

export function ReminderListPage() {
  const user = useCurrentUser();
  // Every 30 s, so a reminder moves from "Hoje" to "Atrasados" on its own.
  const now = useNow(30_000);
  const [search, setSearch] = useState('');
  const [showAllClosed, setShowAllClosed] = useState(false);
  const deletion = useConfirmDelete<LembretDoc>('lembrets', 'Lembrete', (r) => r.title);
  const sendsByItself = backend.available();
  const { data: reminders, loading } = useLiveQuery('lembrets', { sort: [{ dueAt: 'asc' }] });

  const clientIds = useMemo(
    () => [...new Set(reminders.map((r) => r.clientId).filter((id): id is string => Boolean(id)))],
    [reminders],
  );
  const { data: clients } = useLiveQuery('clients', { selector: { id: { $in: clientIds } } });
  const clientNames = useMemo(() => new Map(clients.map((c) => [c.id, c.name])), [clients]);

  const filtered = useMemo(
    () =>
      reminders.filter((r) => matchesSearch(search, r.title, r.message, r.clientId ? clientNames.get(r.clientId) : '')),
    [reminders, search, clientNames],
  );
  const groups = useMemo(() => groupReminders(filtered, now), [filtered, now]);

  const canUpdate = can(user.role, 'update', 'lembrets');
  const updateReason = permissionReason(user.role, 'update', 'lembrets');
  const deleteReason = permissionReason(user.role, 'delete', 'lembrets');

  const setStatus = async (r: LembretDoc, status: LembretDoc['status']) => {
    try {
      await setReminderStatus(r.id, status);
      notifySuccess(STATUS_DONE_MESSAGE[status], `“${r.title}”`);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  };
  /** A button that moves a reminder to another status (disabled, with the reason, for whom may not). */
  const statusButton = (
    r: LembretDoc,
    status: LembretDoc['status'],
    label: string,
    icon: ReactNode,
    text: string,
    style: ButtonProps = { variant: 'ghost' },
  ) => (
    <Button
      size="sm"
      minH="11"
      {...style}
      disabled={!canUpdate}
      title={updateReason ?? undefined}
      onClick={() => setStatus(r, status)}
      aria-label={label}
    >
      {icon} {text}
    </Button>
  );

  return (
    <Stack gap="4">
      <PageHeader
        title="Lembretes"
        subtitle="Tarefas com hora marcada; avisam na tela quando vencem e podem avisar o cliente."
        actions={
          <>
            <NotificationPermission />
            {can(user.role, 'create', 'lembrets') && (
              <Button asChild colorPalette="blue" minH="11">
                <Link to="/lembretes/cadastrar">
                  <Plus size={18} aria-hidden /> Novo lembrete
                </Link>
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Buscar por título, mensagem ou cliente"
        shortPlaceholder="Título, mensagem ou cliente"
      />

      {!loading && reminders.length === 0 ? (
        <EmptyState
          title="Nenhum lembrete"
          description="Crie lembretes para retornos, cobranças de documentos e avisos aos clientes."
          create={
            can(user.role, 'create', 'lembrets') ? { to: '/lembretes/cadastrar', label: 'Novo lembrete' } : undefined
          }
        />
      ) : (
        REMINDER_GROUPS.map((group) => {
          const list = groups[group];
          const shown = group === 'concluidos' && !showAllClosed ? list.slice(0, CLOSED_PAGE) : list;
          return (
            <Box as="section" key={group} aria-labelledby={`grupo-${group}`}>
              <Flex align="center" gap="2" mb="2">
                <Heading
                  as="h2"
                  size="md"
                  id={`grupo-${group}`}
                  color={group === 'atrasados' && list.length ? 'red.fg' : undefined}
                >
                  {REMINDER_GROUP_LABELS[group]}
                </Heading>
                <Badge
                  variant="subtle"
                  colorPalette={group === 'atrasados' && list.length ? 'red' : 'gray'}
                  aria-label={`${list.length} lembretes`}
                >
                  {list.length}
                </Badge>
              </Flex>
              {list.length === 0 ? (
                <Text color="fg.muted" fontSize="sm" mb="2">
                  {search ? 'Nenhum lembrete corresponde à busca.' : GROUP_EMPTY[group]}
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="2" data-testid={`grupo-${group}`}>
                  {shown.map((r) => (
                    <Flex
                      as="li"
                      key={r.id}
                      aria-label={r.title}
                      gap="3"
                      borderWidth="1px"
                      borderStartWidth="4px"
                      borderStartColor={
                        group === 'atrasados'
                          ? 'red.solid'
                          : group === 'hoje'
                            ? 'orange.solid'
                            : group === 'proximos'
                              ? 'blue.solid'
                              : 'border'
                      }
                      borderRadius="l2"
                      p="3"
                      direction={{ base: 'column', md: 'row' }}
                      align={{ base: 'stretch', md: 'center' }}
                    >
                      <Stack gap="1" flex="1" minW="0">
                        <Flex gap="2" align="center" wrap="wrap">
                          <Text fontWeight="semibold">{r.title}</Text>
                          <Badge colorPalette={STATUS_PALETTE[r.status]}>{LEMBRET_STATUS_LABELS[r.status]}</Badge>
                          {r.notifyClient && <Badge variant="outline">Avisa o cliente</Badge>}
                        </Flex>
                        <Text fontSize="sm" color={group === 'atrasados' ? 'red.fg' : 'fg.muted'}>
                          {formatDateTime(r.dueAt)}
                          {group !== 'concluidos' && relativeDayLabel(r.dueAt, now) !== formatDate(r.dueAt)
                            ? ` · ${relativeDayLabel(r.dueAt, now)}`
                            : ''}
                          {r.clientId ? ` · ${clientNames.get(r.clientId) ?? 'Cliente'}` : ''}
                        </Text>
                        {r.message && (
                          <Text fontSize="sm" lineClamp={2}>
                            {toPlainText(r.message)}
                          </Text>
                        )}
                        {r.status === 'pendente' && r.notifyClient && deliveryFailureNotice(r.deliveryError) && (
                          <Text fontSize="sm" color="red.fg" role="status">
                            {deliveryFailureNotice(r.deliveryError)}
                          </Text>
                        )}
                      </Stack>
                      <Flex gap="1" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
                        {r.status === 'pendente' ? (
                          <>
                            {statusButton(
                              r,
                              'concluido',
                              `Concluir ${r.title}`,
                              <Check size={16} aria-hidden />,
                              'Concluir',
                              {
                                colorPalette: 'green',
                                variant: 'subtle',
                              },
                            )}
                            {/* With a backend the reminder goes to the client's phone by itself and becomes Enviado; by hand only without one. */}
                            {r.notifyClient &&
                              !sendsByItself &&
                              statusButton(
                                r,
                                'enviado',
                                `Marcar ${r.title} como enviado`,
                                <Send size={16} aria-hidden />,
                                'Enviado',
                                {
                                  variant: 'subtle',
                                },
                              )}
                            {statusButton(
                              r,
                              'cancelado',
                              `Cancelar ${r.title}`,
                              <X size={16} aria-hidden />,
                              'Cancelar',
                            )}
                          </>
                        ) : (
                          statusButton(
                            r,
                            'pendente',
                            `Reabrir ${r.title}`,
                            <RotateCcw size={16} aria-hidden />,
                            'Reabrir',
                          )
                        )}
                        <Button asChild size="sm" minH="11" variant="ghost" aria-label={`Editar ${r.title}`}>
                          <Link to="/lembretes/editar/$id" params={{ id: r.id }}>
                            <Pencil size={16} aria-hidden />
                          </Link>
                        </Button>
                        <DeleteIconButton
                          size="sm"
                          label={`Excluir ${r.title}`}
                          disabledReason={deleteReason}
                          onClick={() => deletion.ask(r)}
                        />
                      </Flex>
                    </Flex>
                  ))}
                </Stack>
              )}
              {group === 'concluidos' && list.length > CLOSED_PAGE && (
                <Button variant="plain" minH="11" onClick={() => setShowAllClosed((v) => !v)}>
                  {showAllClosed ? 'Mostrar só os mais recentes' : `Mostrar todos (${list.length})`}
                </Button>
              )}
            </Box>
          );
        })
      )}
      <ConfirmDeleteDialog deletion={deletion} title="Excluir lembrete?">
        “{deletion.target?.title}” será excluído. Você poderá desfazer logo em seguida.
      </ConfirmDeleteDialog>
    </Stack>
  );
}
