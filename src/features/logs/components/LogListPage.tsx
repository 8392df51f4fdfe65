import { LOG_ACTION_LABELS } from '../labels';
import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download, History, RotateCcw, ShieldAlert } from 'lucide-react';
import { LOG_ACTIONS, useLiveQuery, type LogAction, type LogDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { DateInput } from '@/components/form';
import {
  ListResults,
  EmptyState,
  ListToolbar,
  matchesSearch,
  paginate,
  sortRows,
  useListState,
  type Column,
} from '@/components/data-list';
import { can, permissionReason } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import { isValidIsoDate } from '@advocacia/shared/validation/date';
import { MESSAGES } from '@/lib/validation/messages';
import { notifySuccess } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth';
import { AUDITED_COLLECTION_OPTIONS, areaOf, collectionLabel } from '../labels';
import { csvFileName, downloadCsv, logsToCsv } from '../csv';
import { periodError, periodRange } from '../period';
import { ConflictRestoreDialog } from './ConflictRestoreDialog';
import { conflictSummary } from '../conflict-text';
import { RefusedWrites } from '@/features/sync-status';

type Filters = { actor: string; collection: string; action: string; from: string; to: string };
const NO_FILTERS: Filters = { actor: '', collection: '', action: '', from: '', to: '' };

const ACTION_COLORS: Record<LogAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  restore: 'purple',
  conflict: 'orange',
  'invalid-document': 'yellow',
  'refused-write': 'red',
  'sync-repair': 'orange',
};

export function LogListPage() {
  const { role } = useCurrentUser();
  if (!can(role, 'read', 'logs')) {
    // The audit is not theirs to read, but their own device's refused writes are.
    return (
      <>
        <PageHeader title="Logs" />
        <RefusedWritesSection />
        <EmptyState
          icon={<ShieldAlert />}
          title="Sem permissão"
          description={permissionReason(role, 'read', 'logs') ?? undefined}
        />
      </>
    );
  }
  return <AuditLog />;
}

/** This device's writes the server refused (set aside), above the audit: restore or discard each. */
function RefusedWritesSection() {
  return (
    <Box mb="4" _empty={{ display: 'none' }}>
      <RefusedWrites />
    </Box>
  );
}

function AuditLog() {
  const { role } = useCurrentUser();
  const list = useListState<Filters>({ sortKey: 'deviceTime', sortDirection: 'desc', filters: NO_FILTERS });
  const [conflictLog, setConflictLog] = useState<LogDoc | null>(null);
  const { actor, collection, action, from: fromText, to: toText } = list.filters;
  // The period fields hold what was typed (dd/mm/aaaa) until it is a real day ('YYYY-MM-DD'); only real days filter.
  const from = isValidIsoDate(fromText) ? fromText : '';
  const to = isValidIsoDate(toText) ? toText : '';
  const [leftPeriodField, setLeftPeriodField] = useState({ from: false, to: false });
  // Said once the day is complete or the field is left, not while the first digits are typed.
  const invalidDay = (text: string, day: string, left: boolean) =>
    text !== '' && day === '' && (left || text.length === 10) ? MESSAGES.date : null;
  const fromError = invalidDay(fromText, from, leftPeriodField.from);
  const toError = invalidDay(toText, to, leftPeriodField.to);
  const badPeriod = periodError(from, to);

  // The filters run in the replica (indexed fields); the period (on the server's time, which the
  // index does not hold) and the free-text search run here.
  const selector = useMemo(() => {
    const s: Record<string, unknown> = {};
    if (actor) s.actorUid = actor;
    if (collection) s.collectionName = collection;
    if (action) s.action = action;
    return s;
  }, [actor, collection, action]);
  const logs = useLiveQuery('logs', { selector });
  const inPeriod = useMemo(() => {
    const range = badPeriod ? null : periodRange(from, to);
    return (l: LogDoc) =>
      !range || ((!range.$gte || loggedAt(l) >= range.$gte) && (!range.$lt || loggedAt(l) < range.$lt));
  }, [from, to, badPeriod]);
  const users = useLiveQuery('users');

  const nameOf = useMemo(() => {
    const names = new Map(users.data.map((u) => [u.uid || u.id, u.displayName]));
    return (uid: string) => names.get(uid) ?? (uid === 'desconhecido' ? 'Desconhecido' : uid);
  }, [users.data]);
  // Everyone who appears in the log, plus the team (someone who never wrote is still a valid choice).
  const actorOptions = useMemo(() => {
    const uids = new Set(users.data.map((u) => u.uid || u.id));
    for (const l of logs.data) uids.add(l.actorUid);
    return sortRows(
      [...uids].map((uid) => ({ uid, name: nameOf(uid) })),
      (o) => o.name,
      'asc',
    );
  }, [users.data, logs.data, nameOf]);

  const rows = useMemo(() => {
    const found = logs.data.filter(
      (l) => inPeriod(l) && matchesSearch(list.deferredSearch, l.summary, l.documentId, l.conflict?.field),
    );
    if (list.sortKey === 'deviceTime') return sortRows(found, loggedAt, list.sortDirection);
    const key = (l: LogDoc) =>
      list.sortKey === 'actor'
        ? nameOf(l.actorUid)
        : list.sortKey === 'collection'
          ? collectionLabel(l.collectionName)
          : LOG_ACTION_LABELS[l.action as LogAction];
    return sortRows(found, key, list.sortDirection);
  }, [logs.data, inPeriod, list.deferredSearch, list.sortKey, list.sortDirection, nameOf]);
  const page = paginate(rows, list.page);

  const restoreReason = (log: LogDoc) => {
    const area = areaOf(log.collectionName);
    return area ? permissionReason(role, 'update', area) : 'Este registro não pode ser alterado por aqui.';
  };

  const columns: Column<LogDoc>[] = [
    { key: 'deviceTime', header: 'Data/hora', sortable: true, width: '40', render: (l) => <LoggedAt log={l} /> },
    { key: 'actor', header: 'Quem', sortable: true, render: (l) => nameOf(l.actorUid) },
    {
      key: 'action',
      header: 'Ação',
      sortable: true,
      render: (l) => (
        // Badges don't wrap by default; 'Alteração recusada pelo servidor' is wider than a phone's card.
        <Badge
          colorPalette={ACTION_COLORS[l.action as LogAction] ?? 'gray'}
          variant="subtle"
          whiteSpace="normal"
          h="auto"
          py="0.5"
        >
          {LOG_ACTION_LABELS[l.action as LogAction] ?? l.action}
        </Badge>
      ),
    },
    {
      key: 'collection',
      header: 'Coleção',
      sortable: true,
      hideBelow: 'md',
      render: (l) => collectionLabel(l.collectionName),
    },
    {
      key: 'summary',
      header: 'Resumo',
      render: (l) => (
        <Stack gap="2" align="flex-start">
          <Text lineClamp={3} overflowWrap="anywhere">
            {l.action === 'conflict' && l.conflict ? conflictSummary(l.conflict, nameOf) : l.summary}
          </Text>
          {l.action === 'conflict' && l.conflict && (
            <Button size="sm" minH="11" variant="outline" colorPalette="orange" onClick={() => setConflictLog(l)}>
              <RotateCcw aria-hidden /> Restaurar este valor
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  const filtered = Boolean(list.search || actor || collection || action || fromText || toText);
  const exportCsv = () => {
    downloadCsv(logsToCsv(rows, nameOf), csvFileName());
    notifySuccess('CSV exportado', rows.length === 1 ? '1 registro.' : `${rows.length} registros.`);
  };

  const select = (
    label: string,
    key: 'actor' | 'collection' | 'action',
    options: { value: string; label: string }[],
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={list.filters[key]} onChange={(e) => list.setFilter(key, e.target.value)}>
          <option value="">Todos</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <>
      <PageHeader
        title="Logs"
        subtitle="Quem fez o quê e quando, inclusive offline. Somente leitura."
        actions={
          <Button size="lg" variant="outline" onClick={exportCsv} disabled={rows.length === 0}>
            <Download aria-hidden /> Exportar CSV
          </Button>
        }
      />
      <RefusedWritesSection />
      <ListToolbar search={list.search} onSearch={list.setSearch} placeholder="Buscar no resumo ou pelo documento">
        {filtered && (
          <Button variant="ghost" size="lg" onClick={list.clearSearchAndFilters}>
            Limpar filtros
          </Button>
        )}
      </ListToolbar>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 5 }} gap="3" mb="4">
        {select(
          'Quem',
          'actor',
          actorOptions.map((o) => ({ value: o.uid, label: o.name })),
        )}
        {select('Coleção', 'collection', AUDITED_COLLECTION_OPTIONS)}
        {select(
          'Ação',
          'action',
          LOG_ACTIONS.map((a) => ({ value: a, label: LOG_ACTION_LABELS[a] })),
        )}
        <Field.Root invalid={Boolean(fromError)}>
          <Field.Label>De</Field.Label>
          <DateInput
            size="lg"
            value={fromText}
            max={to || undefined}
            onValueChange={(day) => list.setFilter('from', day)}
            onBlur={() => setLeftPeriodField((f) => ({ ...f, from: true }))}
          />
          {fromError && <Field.ErrorText>{fromError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(toError ?? badPeriod)}>
          <Field.Label>Até</Field.Label>
          <DateInput
            size="lg"
            value={toText}
            min={from || undefined}
            onValueChange={(day) => list.setFilter('to', day)}
            onBlur={() => setLeftPeriodField((f) => ({ ...f, to: true }))}
          />
          {(toError ?? badPeriod) && <Field.ErrorText>{toError ?? badPeriod}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
      {(badPeriod || fromError || toError) && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Description>O período foi ignorado até ser corrigido.</Alert.Description>
        </Alert.Root>
      )}
      <ListResults
        caption="Registros de auditoria"
        columns={columns}
        page={page}
        list={list}
        loading={logs.loading}
        empty={
          <EmptyState
            icon={<History />}
            title={filtered ? 'Nenhum registro neste filtro' : 'Nenhum registro ainda'}
            description={
              filtered
                ? 'Mude os filtros ou o período para ver outros registros.'
                : 'Cada criação, alteração e exclusão feita no sistema aparece aqui.'
            }
          />
        }
      />
      <ConflictRestoreDialog
        log={conflictLog}
        nameOf={nameOf}
        disabledReason={conflictLog ? restoreReason(conflictLog) : null}
        onClose={() => setConflictLog(null)}
      />
    </>
  );
}

/**
 * When an entry happened, for ordering and filtering: the server's time once the entry has been
 * there (the device's clock can be anything: firestore.rules only keep it within the 30 days
 * before the server's), the device's until then.
 */
function loggedAt(log: LogDoc): string {
  return log.serverTime || log.deviceTime;
}

/** More than this apart, the device's time is shown under the server's. */
const CLOCK_GAP_MS = 5 * 60_000;

function LoggedAt({ log }: { log: LogDoc }) {
  const gap = log.serverTime ? Math.abs(Date.parse(log.serverTime) - Date.parse(log.deviceTime)) : 0;
  return (
    <Box>
      <Text whiteSpace="nowrap">{formatDateTime(loggedAt(log))}</Text>
      {gap > CLOCK_GAP_MS && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-testid="log-device-time">
          no aparelho: {formatDateTime(log.deviceTime)}
        </Text>
      )}
    </Box>
  );
}
