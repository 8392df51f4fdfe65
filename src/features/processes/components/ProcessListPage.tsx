import { useMemo } from 'react';
import { Badge, Box, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Gavel } from 'lucide-react';
import { useClientSearch, useLiveQuery, useStaff, type ProcessDoc } from '@/data';
import {
  EmptyState,
  FilterSelect,
  ListResults,
  ListToolbar,
  paginate,
  sortRows,
  updatedAtColumn,
  useListState,
  type Column,
} from '@/components/data-list';
import { PageHeader } from '@/components/layout/PageHeader';
import { formatCnj } from '@advocacia/shared/validation/cnj';
import { hasUnseenDatajud } from '@advocacia/shared/datajud/tracking';
import { newMovementsText } from '../datajud-text';
import { cnjDigitsOf, processMatches, processPassesFilters, statusesOf, type ProcessFilters } from '../process-search';

type SortKey = 'cnj' | 'subject' | 'updatedAt';

/**
 * /processos (issue 42): every process of the firm, beside the clients' tabs — search by CNJ
 * number in any formatting, client, court, responsible lawyer or status; a row opens the
 * process's own page. New processes are still created from their client (a process always
 * belongs to one).
 */
export function ProcessListPage() {
  const navigate = useNavigate();
  const { data: processes, loading } = useLiveQuery('proccess', { sort: [{ updatedAt: 'desc' }] });
  const { staff, nameOf } = useStaff();
  const list = useListState<ProcessFilters>({
    sortKey: 'updatedAt',
    sortDirection: 'desc',
    filters: { type: '', status: '', responsibleUid: '' },
  });
  const term = list.deferredSearch.trim();
  // Words may be a client's name: the client index answers them (a number is read as a CNJ).
  const wordTerm = term && cnjDigitsOf(term) === undefined ? term : '';
  const clientHits = useClientSearch(wordTerm, 200, { start: wordTerm !== '' });
  const matchingClientIds = useMemo(() => new Set(clientHits.data.map((c) => c.id)), [clientHits.data]);
  const staffNames = useMemo(() => new Map(staff.map((u) => [u.uid || u.id, u.displayName])), [staff]);

  const filtered = processes.filter(
    (p) => processPassesFilters(p, list.filters) && processMatches(p, term, { staffNames, matchingClientIds }),
  );
  const sorted = sortRows(filtered, (p) => p[list.sortKey as SortKey], list.sortDirection);
  const page = paginate(sorted, list.page);
  // Only the clients of the rows on screen are read for their names.
  const pageClientIds = [...new Set(page.rows.map((p) => p.clientId))].sort();
  const { data: pageClients } = useLiveQuery('clients', { selector: { id: { $in: pageClientIds } } });
  const clientName = new Map(pageClients.map((c) => [c.id, c.name]));
  const open = (p: ProcessDoc) => void navigate({ to: '/processos/$id', params: { id: p.id } });

  const columns: Column<ProcessDoc>[] = [
    {
      key: 'cnj',
      header: 'Número',
      sortable: true,
      render: (p) => (
        <Flex gap="2" align="center" wrap="wrap">
          <ChakraLink
            as="button"
            colorPalette="blue"
            fontWeight="medium"
            fontFamily={p.cnj ? 'mono' : undefined}
            whiteSpace={p.cnj ? 'nowrap' : undefined}
            textAlign="start"
            minH="11"
            onClick={() => open(p)}
          >
            {p.cnj ? formatCnj(p.cnj) : 'Sem número (extrajudicial)'}
          </ChakraLink>
          {hasUnseenDatajud(p) && (
            <Badge colorPalette="orange" whiteSpace="nowrap">
              {newMovementsText(p.datajud?.newCount ?? 0)}
            </Badge>
          )}
        </Flex>
      ),
    },
    { key: 'client', header: 'Cliente', render: (p) => clientName.get(p.clientId) ?? '—' },
    { key: 'subject', header: 'Assunto', sortable: true, hideBelow: 'md', render: (p) => p.subject },
    { key: 'court', header: 'Vara / órgão', hideBelow: 'lg', render: (p) => p.court || '—' },
    { key: 'status', header: 'Status', hideBelow: 'md', render: (p) => p.currentStatus || '—' },
    { key: 'responsible', header: 'Responsável', hideBelow: 'xl', render: (p) => nameOf(p.responsibleUid) || '—' },
    updatedAtColumn('Atualizado em', 'lg'),
  ];

  return (
    <Box>
      <PageHeader
        title="Processos"
        subtitle="Todos os processos do escritório. Para cadastrar um processo, abra o cliente."
      />
      {loading ? null : processes.length === 0 ? (
        <EmptyState
          icon={<Gavel />}
          title="Nenhum processo cadastrado"
          description="Os processos são cadastrados na aba Processos de cada cliente e aparecem todos aqui."
        />
      ) : (
        <>
          <ListToolbar
            search={list.search}
            onSearch={list.setSearch}
            placeholder="Buscar por número CNJ, cliente, vara, responsável ou status"
            shortPlaceholder="Número, cliente, vara…"
          >
            <FilterSelect
              label="Filtrar por tipo"
              value={list.filters.type}
              onChange={(v) => list.setFilter('type', v)}
            >
              <option value="">Todos os tipos</option>
              <option value="Judicial">Judicial</option>
              <option value="Extrajudicial">Extrajudicial</option>
            </FilterSelect>
            <FilterSelect
              label="Filtrar por status"
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
            >
              <option value="">Todos os status</option>
              {statusesOf(processes).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              label="Filtrar por responsável"
              value={list.filters.responsibleUid}
              onChange={(v) => list.setFilter('responsibleUid', v)}
            >
              <option value="">Todos os responsáveis</option>
              {staff.map((u) => (
                <option key={u.id} value={u.uid || u.id}>
                  {u.displayName}
                </option>
              ))}
            </FilterSelect>
          </ListToolbar>
          <ListResults
            caption="Processos do escritório"
            columns={columns}
            page={page}
            list={list}
            empty={<EmptyState title="Nenhum processo encontrado" description="Ajuste a busca ou os filtros." />}
            onRowClick={open}
          />
        </>
      )}
    </Box>
  );
}
