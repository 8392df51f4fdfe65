import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Flex, Spinner } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trash2, Users } from 'lucide-react';
import { useClientSearch, useOrderedPage, type CategoryDoc, type ClientDoc, type UserDoc } from '@/data';
import {
  actionsColumn,
  FilterSelect,
  ConfirmDeleteDialog,
  DataTable,
  ListEmptyState,
  ListPageHeader,
  ListToolbar,
  Pagination,
  paginate,
  useConfirmDelete,
  useListState,
  type Column,
  type Page,
  type SortDirection,
} from '@/components/data-list';
import { useCurrentUser } from '@/features/auth';
import { can, permissionReason } from '@/lib/permissions';
import { formatCpfCnpj, formatDate, formatTime, maskPhone, shortPersonName } from '@/lib/format';
import {
  arrangeClients,
  canShowBeforeIndex,
  pageOrderBeforeIndex,
  EMPTY_FILTERS,
  hasFilters,
  NO_RESPONSIBLE,
  normalizeSearchTerm,
  pageBeforeIndex,
  type ClientFilters,
  type ClientSortKey,
} from '../client-list';
import { useCategories } from '../api/use-categories';
import { addStaticStyles } from '@/lib/static-styles';
import clientListCss from './client-list.css?inline';
import { useStaff } from '@/data';

addStaticStyles('client-list-styles', clientListCss);

/** Every match, not just the first page: filters, sorting and the count need them all. */
const ALL = Number.MAX_SAFE_INTEGER;

interface ClientFilterSelectsProps {
  filters: ClientFilters;
  setFilter: <K extends keyof ClientFilters>(key: K, value: ClientFilters[K]) => void;
  categories: CategoryDoc[];
  staff: UserDoc[];
}

/** Kind, category and responsible filters; memoised so typing in the search box does not re-render them. */
const ClientFilterSelects = memo(function ClientFilterSelects({
  filters,
  setFilter,
  categories,
  staff,
}: ClientFilterSelectsProps) {
  return (
    <>
      <FilterSelect
        label="Filtrar por tipo"
        value={filters.kind}
        onChange={(v) => setFilter('kind', v as ClientFilters['kind'])}
      >
        <option value="">Todos os tipos</option>
        <option value="PF">Pessoa física</option>
        <option value="PJ">Pessoa jurídica</option>
      </FilterSelect>
      <FilterSelect
        label="Filtrar por categoria"
        value={filters.categoryId}
        onChange={(v) => setFilter('categoryId', v)}
      >
        <option value="">Todas as categorias</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Filtrar por responsável"
        value={filters.responsibleUid}
        onChange={(v) => setFilter('responsibleUid', v)}
      >
        <option value="">Todos os responsáveis</option>
        <option value={NO_RESPONSIBLE}>Sem responsável</option>
        {staff.map((u) => (
          <option key={u.uid} value={u.uid}>
            {u.displayName}
          </option>
        ))}
      </FilterSelect>
    </>
  );
});

/** /clientes: search by name, CPF/CNPJ, e-mail or phone as you type, over the whole local replica. */
export function ClientListPage() {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const list = useListState<ClientFilters>({ sortKey: 'name', filters: EMPTY_FILTERS });
  const [sort, setSort] = useState<{ key: ClientSortKey; direction: SortDirection }>({ key: 'name', direction: 'asc' });
  const searchTerm = normalizeSearchTerm(list.search);
  // The search index (every client in memory) is built once the first page is on screen.
  const [indexWanted, setIndexWanted] = useState(false);
  const {
    data: matches,
    loading,
    term: answeredTerm,
  } = useClientSearch(normalizeSearchTerm(list.deferredSearch), ALL, { start: indexWanted });
  const { categories, byId: categoryById } = useCategories();
  const { staff, byUid: staffByUid } = useStaff();
  const deletion = useConfirmDelete<ClientDoc>('clients', 'Cliente', (c) => c.name);

  // With many clients the index takes a moment (and the main thread) after a page load: the plain
  // list's page is read from the storage's index first, and the search index is built after it is painted.
  const readEarly = loading && canShowBeforeIndex(list.search, list.filters);
  const early = useOrderedPage('clients', readEarly ? pageOrderBeforeIndex(sort.key, sort.direction, list.page) : null);
  const earlyPage = readEarly && early.data ? pageBeforeIndex(early.data, sort.key, sort.direction) : null;
  const earlyShown = earlyPage !== null;
  const earlyFailed = early.error !== null;
  useEffect(() => {
    if (indexWanted) return;
    // A latch set after the commit on purpose: the search index is built once the early page is painted (or cannot be read), never during that render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!readEarly || earlyFailed) return setIndexWanted(true);
    if (!earlyShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setIndexWanted(true), 0)));
    return () => (cancelAnimationFrame(frame), clearTimeout(timer));
  }, [indexWanted, readEarly, earlyShown, earlyFailed]);
  const rows = useMemo(
    () => arrangeClients(matches, list.filters, sort.key, sort.direction),
    [matches, list.filters, sort],
  );
  const indexPage = useMemo(() => paginate(rows, list.page), [rows, list.page]);
  const page = earlyPage ?? indexPage;
  const waiting = loading && !earlyPage;
  // User Timing for the browser benchmark: when the list mounted, and when the storage's page arrived.
  useEffect(() => void performance.mark('client-list:mounted'), []);
  useEffect(() => {
    if (earlyShown) performance.mark('client-list:storage-page');
  }, [earlyShown]);
  const { setPage } = list;
  // Stable callbacks: while typing, the table below re-renders only when the result changes.
  const onSort = useCallback(
    (key: string) => {
      setSort((s) =>
        s.key === key
          ? { key: s.key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
          : { key: key as ClientSortKey, direction: 'asc' },
      );
      setPage(1);
    },
    [setPage],
  );
  const onOpen = useCallback(
    (c: ClientDoc) => void navigate({ to: '/clientes/editar/$id', params: { id: c.id } }),
    [navigate],
  );
  const canCreate = can(role, 'create', 'clients');
  const deleteReason = permissionReason(role, 'delete', 'clients');
  const filtering = list.search.trim() !== '' || hasFilters(list.filters);
  // The same element while typing, so React skips the header.
  const header = useMemo(
    () => (
      <ListPageHeader
        title="Clientes"
        subtitle="Pessoas e empresas atendidas pelo escritório."
        create={canCreate ? { to: '/clientes/cadastrar', label: 'Novo cliente' } : undefined}
        readOnlyReason={null}
      />
    ),
    [canCreate],
  );

  // Plain elements around the toolbar and the results: this renders on every keystroke.
  return (
    <div>
      {header}
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder="Buscar por nome, CPF/CNPJ, e-mail ou telefone"
        shortPlaceholder="Nome, CPF/CNPJ, e-mail, telefone"
      >
        <ClientFilterSelects filters={list.filters} setFilter={list.setFilter} categories={categories} staff={staff} />
      </ListToolbar>

      {/* aria-busy while the list still shows the answer to an earlier term (also what the browser benchmark waits on). */}
      <div
        aria-busy={waiting || (!earlyPage && answeredTerm !== searchTerm)}
        data-testid="client-results"
        data-search-term={earlyPage ? '' : (answeredTerm ?? '')}
      >
        {waiting ? (
          <Flex justify="center" py="10">
            <Spinner size="lg" role="status" aria-label="Carregando clientes" />
          </Flex>
        ) : page.total === 0 ? (
          <ListEmptyState
            filtered={filtering}
            noMatchTitle="Nenhum cliente encontrado"
            noMatchDescription="Confira a grafia ou busque por parte do nome, CPF/CNPJ, e-mail ou telefone. Filtros ativos também restringem a lista."
            noMatchAction={
              <Button variant="outline" minH="11" onClick={list.clearSearchAndFilters}>
                Limpar busca e filtros
              </Button>
            }
            icon={<Users />}
            title="Nenhum cliente cadastrado"
            description="Os clientes cadastrados pela equipe aparecerão aqui."
            create={
              canCreate
                ? {
                    to: '/clientes/cadastrar',
                    label: 'Novo cliente',
                    description: 'Cadastre o primeiro cliente para acompanhar seus processos, agenda e conversas.',
                  }
                : undefined
            }
          />
        ) : (
          <>
            <ClientResults
              page={page}
              sort={sort}
              onSort={onSort}
              onPageChange={setPage}
              onOpen={onOpen}
              onDelete={deletion.ask}
              deleteReason={deleteReason}
              categoryById={categoryById}
              staffByUid={staffByUid}
            />
          </>
        )}
      </div>

      <ConfirmDeleteDialog deletion={deletion} title="Excluir cliente?">
        {deletion.target &&
          `“${deletion.target.name}” sairá da lista de clientes. Os processos e o histórico continuam guardados, e você pode desfazer logo em seguida.`}
      </ConfirmDeleteDialog>
    </div>
  );
}

interface ClientResultsProps {
  page: Page<ClientDoc>;
  sort: { key: ClientSortKey; direction: SortDirection };
  onSort: (key: string) => void;
  onPageChange: (page: number) => void;
  onOpen: (client: ClientDoc) => void;
  onDelete: (client: ClientDoc) => void;
  deleteReason: string | null;
  categoryById: Map<string, CategoryDoc>;
  staffByUid: Map<string, UserDoc>;
}

/** The table and its pager, memoised: a keystroke re-renders the search box at once and this only when the result changes. */
const ClientResults = memo(function ClientResults({
  page,
  sort,
  onSort,
  onPageChange,
  onOpen,
  onDelete,
  deleteReason,
  categoryById,
  staffByUid,
}: ClientResultsProps) {
  // Stable columns let unchanged rows skip rendering (DataTable memoises rows).
  const columns = useMemo<Column<ClientDoc>[]>(
    () => [
      {
        key: 'name',
        header: 'Nome',
        sortable: true,
        render: (c) => (
          <>
            <Link to="/clientes/editar/$id" params={{ id: c.id }} className="client-name">
              {c.name}
            </Link>
            {/* Secondary data under the name (type, categories): the table fits beside the side bar on a tablet. */}
            {c.categoryIds.length > 0 && (
              <span className="client-sub">
                {c.categoryIds.map((id) => {
                  const cat = categoryById.get(id);
                  return cat ? (
                    <span key={id} className="client-category">
                      <span className="client-category-dot" style={{ background: cat.color }} aria-hidden />
                      {cat.name}
                    </span>
                  ) : null;
                })}
              </span>
            )}
          </>
        ),
      },
      {
        key: 'document',
        header: 'CPF/CNPJ',
        render: (c) => (
          <span>
            <span className="client-document">{c.document ? formatCpfCnpj(c.document) : '—'}</span>
            <span className="client-sub">{c.kind === 'PF' ? 'Pessoa física' : 'Pessoa jurídica'}</span>
            {/* The backend's mark (issue 26): an older client has this CPF/CNPJ. Words, not colour alone. */}
            {c.duplicateOf && (
              <span className="client-duplicate" title="Outro cliente, cadastrado antes, tem o mesmo CPF/CNPJ">
                Documento duplicado
              </span>
            )}
          </span>
        ),
      },
      {
        key: 'contact',
        header: 'Contato',
        hideBelow: 'md',
        render: (c) => (
          <>
            {c.phone && <span className="client-contact">{maskPhone(c.phone)}</span>}
            {c.email && (
              <span className="client-email" title={c.email}>
                {c.email}
              </span>
            )}
          </>
        ),
      },
      {
        key: 'responsible',
        header: 'Responsável',
        hideBelow: 'lg',
        render: (c) => {
          const name = c.responsibleUid ? (staffByUid.get(c.responsibleUid)?.displayName ?? '—') : '—';
          // First and last name, the whole on hover: a long name ("Maria Aparecida dos Santos
          // Oliveira Cavalcanti") took four lines a row at 1024 px (issue 30).
          return (
            <span className="client-responsible" title={name}>
              {shortPersonName(name)}
            </span>
          );
        },
      },
      {
        key: 'updatedAt',
        header: 'Atualizado em',
        sortable: true,
        hideBelow: 'md',
        render: (c) => (
          <span className="client-date">
            {formatDate(c.updatedAt)}
            <span className="client-sub">{formatTime(c.updatedAt)}</span>
          </span>
        ),
      },
      actionsColumn((c) => (
        <button
          type="button"
          className="client-delete"
          aria-label={`Excluir ${c.name}`}
          title={deleteReason ?? `Excluir ${c.name}`}
          disabled={Boolean(deleteReason)}
          onClick={() => onDelete(c)}
        >
          <Trash2 size={20} aria-hidden />
        </button>
      )),
    ],
    [categoryById, staffByUid, deleteReason, onDelete],
  );

  return (
    // The rows' plain elements are styled by client-list.css.
    <div className="client-rows">
      <DataTable
        caption="Clientes"
        columns={columns}
        rows={page.rows}
        rowKey={(c) => c.id}
        sortKey={sort.key}
        sortDirection={sort.direction}
        onSort={onSort}
        onRowClick={onOpen}
      />
      <Pagination page={page.page} total={page.total} onPageChange={onPageChange} />
    </div>
  );
});
