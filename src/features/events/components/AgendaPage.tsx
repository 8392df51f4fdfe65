import { EVENT_KIND_LABELS } from '../labels';
import { useMemo } from 'react';
import { Button, ButtonGroup, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { EVENT_KINDS, useLiveQuery, type EventDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { EmptyState, FilterSelect } from '@/components/data-list';
import { StaffOptions } from '@/components/pickers';
import { can, permissionReason } from '@/lib/permissions';
import { toIsoDay } from '@/lib/format';
import { useCurrentUser } from '@/features/auth';
import {
  AGENDA_VIEWS,
  AGENDA_VIEW_LABELS,
  agendaRange,
  capitalize,
  dayStart,
  eventsInDays,
  queryBounds,
  shiftDate,
  type AgendaView,
  type IsoDay,
} from '../agenda';
import { downloadIcs } from '../ics-export';
import { useStaff } from '@/data';
import { ListView, MonthView, WeekView } from './AgendaViews';
import { LabelOptions } from '@/components/form/LabelOptions';

export interface AgendaSearch {
  view?: AgendaView;
  data?: IsoDay;
  tipo?: EventDoc['kind'];
  responsavel?: string;
}

interface AgendaPageProps {
  search: AgendaSearch;
  /** Replaces the search params (the route owns the URL). */
  onSearchChange: (next: AgendaSearch) => void;
  /** Injected by tests; defaults to the device's today. */
  today?: IsoDay;
}

/**
 * The firm's agenda: month, week and list views of `events`, with view, date and filters
 * in the URL (so a view can be bookmarked or shared on the tablet), and the visible
 * period exportable as an .ics file for the device's own calendar.
 */
export function AgendaPage({ search, onSearchChange, today = toIsoDay(new Date()) }: AgendaPageProps) {
  const user = useCurrentUser();
  const view = search.view ?? 'mes';
  const date = search.data ?? today;
  const range = useMemo(() => agendaRange(view, date), [view, date]);
  const bounds = useMemo(() => queryBounds(range), [range]);
  const { staff: users, nameOf } = useStaff();

  const { data: inBounds, loading } = useLiveQuery('events', {
    selector: { start: { $gte: bounds.from, $lte: bounds.to } },
    sort: [{ start: 'asc' }],
  });
  const visible = useMemo(
    () =>
      eventsInDays(inBounds, range.days).filter(
        (e) =>
          (!search.tipo || e.kind === search.tipo) && (!search.responsavel || e.responsibleUid === search.responsavel),
      ),
    [inBounds, range.days, search.tipo, search.responsavel],
  );

  const clientIds = useMemo(
    () => [...new Set(visible.map((e) => e.clientId).filter((id): id is string => Boolean(id)))],
    [visible],
  );
  const { data: clients } = useLiveQuery('clients', { selector: { id: { $in: clientIds } } });
  const clientNames = useMemo(() => new Map(clients.map((c) => [c.id, c.name])), [clients]);

  const set = (patch: Partial<AgendaSearch>) => onSearchChange({ ...search, ...patch });
  const createReason = permissionReason(user.role, 'create', 'events');
  const exportTitle = `Agenda — ${range.title}`;

  return (
    <Stack gap="4">
      <PageHeader
        title="Agenda"
        subtitle="Audiências, prazos e reuniões do escritório."
        actions={
          <>
            <Button
              variant="outline"
              minH="11"
              disabled={visible.length === 0}
              title={visible.length === 0 ? 'Nenhum evento no período exibido' : undefined}
              onClick={() => downloadIcs(visible, exportTitle, clientNames)}
            >
              <CalendarPlus size={18} aria-hidden /> Exportar período (.ics)
            </Button>
            {can(user.role, 'create', 'events') ? (
              <Button asChild colorPalette="blue" minH="11">
                <Link to="/eventos/cadastrar" search={{ data: date }}>
                  <Plus size={18} aria-hidden /> Novo evento
                </Link>
              </Button>
            ) : (
              <Button colorPalette="blue" minH="11" disabled title={createReason ?? undefined}>
                <Plus size={18} aria-hidden /> Novo evento
              </Button>
            )}
          </>
        }
      />

      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Flex gap="2" align="center">
          <IconButton
            variant="outline"
            minW="11"
            minH="11"
            aria-label={view === 'semana' ? 'Semana anterior' : 'Mês anterior'}
            onClick={() => set({ data: shiftDate(view, date, -1) })}
          >
            <ChevronLeft />
          </IconButton>
          <Button variant="outline" minH="11" onClick={() => set({ data: today })}>
            Hoje
          </Button>
          <IconButton
            variant="outline"
            minW="11"
            minH="11"
            aria-label={view === 'semana' ? 'Próxima semana' : 'Próximo mês'}
            onClick={() => set({ data: shiftDate(view, date, 1) })}
          >
            <ChevronRight />
          </IconButton>
          <Heading as="h2" size="lg" ms="2" aria-live="polite">
            {capitalize(range.title)}
          </Heading>
        </Flex>
        <ButtonGroup size="md" variant="outline" attached role="group" aria-label="Visualização">
          {AGENDA_VIEWS.map((v) => (
            <Button
              key={v}
              minH="11"
              aria-pressed={view === v}
              variant={view === v ? 'subtle' : 'outline'}
              colorPalette={view === v ? 'blue' : 'gray'}
              fontWeight={view === v ? 'bold' : 'normal'}
              onClick={() => set({ view: v })}
            >
              {AGENDA_VIEW_LABELS[v]}
            </Button>
          ))}
        </ButtonGroup>
      </Flex>

      <Flex gap="3" wrap="wrap">
        <FilterSelect
          label="Filtrar por tipo"
          value={search.tipo ?? ''}
          onChange={(v) => set({ tipo: (v || undefined) as AgendaSearch['tipo'] })}
          minW="48"
        >
          <option value="">Todos os tipos</option>
          <LabelOptions values={EVENT_KINDS} labels={EVENT_KIND_LABELS} />
        </FilterSelect>
        <FilterSelect
          label="Filtrar por responsável"
          value={search.responsavel ?? ''}
          onChange={(v) => set({ responsavel: v || undefined })}
          minW="56"
        >
          <option value="">Todos os responsáveis</option>
          <option value={user.uid}>Meus compromissos</option>
          <StaffOptions staff={users} except={user.uid} />
        </FilterSelect>
        <Text alignSelf="center" fontSize="sm" color="fg.muted" aria-live="polite">
          {loading
            ? 'Carregando…'
            : visible.length === 1
              ? '1 evento no período'
              : `${visible.length} eventos no período`}
        </Text>
      </Flex>

      {view === 'mes' && (
        <MonthView
          days={range.days}
          events={visible}
          today={today}
          month={dayStart(date).month()}
          onShowDay={(d) => set({ view: 'semana', data: d })}
        />
      )}
      {view === 'semana' && (
        <WeekView days={range.days} events={visible} today={today} onShowDay={(d) => set({ view: 'lista', data: d })} />
      )}
      {view === 'lista' &&
        (visible.length === 0 && !loading ? (
          <EmptyState
            title="Nenhum evento neste mês"
            description="Cadastre audiências, prazos e reuniões para vê-los aqui, ou mude o mês e os filtros."
            create={
              can(user.role, 'create', 'events')
                ? { to: '/eventos/cadastrar', search: { data: date }, label: 'Novo evento' }
                : undefined
            }
          />
        ) : (
          <ListView
            days={range.days}
            events={visible}
            today={today}
            onShowDay={() => undefined}
            clientName={(id) => (id ? (clientNames.get(id) ?? '') : '')}
            responsibleName={nameOf}
            onExport={(e) => downloadIcs([e], e.title, clientNames)}
          />
        ))}
    </Stack>
  );
}
