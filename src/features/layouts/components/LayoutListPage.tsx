import { LAYOUT_KIND_LABELS } from '../labels';
import { useMemo } from 'react';
import { Badge, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Eye, FileText, Plus } from 'lucide-react';
import { LAYOUT_KINDS, useLiveQuery, type LayoutDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import {
  actionsColumn,
  ConfirmDeleteDialog,
  ListResults,
  EmptyState,
  FilterSelect,
  ListToolbar,
  pageOf,
  RowActions,
  useConfirmDelete,
  useListState,
  updatedAtColumn,
  type Column,
} from '@/components/data-list';
import { LabelOptions } from '@/components/form';
import { can, permissionReason } from '@/lib/permissions';
import { toPlainText } from '@/lib/text-styles';
import { useCurrentUser } from '@/features/auth';
import { STARTER_TEMPLATES } from '../starters';

export function LayoutListPage() {
  const user = useCurrentUser();
  const list = useListState({ sortKey: 'name', filters: { kind: '' } });
  const { data: layouts, loading } = useLiveQuery('layouts', { sort: [{ name: 'asc' }] });
  const deletion = useConfirmDelete<LayoutDoc>('layouts', 'Layout', (l) => l.name);
  const canCreate = can(user.role, 'create', 'layouts');
  const canUpdate = can(user.role, 'update', 'layouts');
  const deleteReason = permissionReason(user.role, 'delete', 'layouts');

  const { kind } = list.filters;
  const page = useMemo(
    () =>
      pageOf(
        kind ? layouts.filter((l) => l.kind === kind) : layouts,
        list.query,
        (l) => [l.name, LAYOUT_KIND_LABELS[l.kind], toPlainText(l.content).slice(0, 2000)],
        (l, sortKey) =>
          sortKey === 'kind' ? LAYOUT_KIND_LABELS[l.kind] : sortKey === 'updatedAt' ? l.updatedAt : l.name,
      ),
    [layouts, kind, list.query],
  );

  const columns: Column<LayoutDoc>[] = [
    {
      key: 'name',
      header: 'Nome',
      sortable: true,
      render: (l) => (
        <Link to="/layouts/detalhes/$id" params={{ id: l.id }}>
          <Text as="span" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
            {l.name}
          </Text>
        </Link>
      ),
    },
    {
      key: 'kind',
      header: 'Tipo',
      sortable: true,
      render: (l) => <Badge variant="subtle">{LAYOUT_KIND_LABELS[l.kind]}</Badge>,
    },
    { key: 'placeholders', header: 'Campos', hideBelow: 'md', render: (l) => l.placeholders.length },
    updatedAtColumn('Alterado em', 'md'),
    actionsColumn((l) => (
      <RowActions
        name={l.name}
        edit={canUpdate ? { to: '/layouts/editar/$id', params: { id: l.id } } : undefined}
        onDelete={() => deletion.ask(l)}
        deleteReason={deleteReason}
      >
        <IconButton
          asChild
          variant="ghost"
          minW="11"
          minH="11"
          aria-label={`Preencher ${l.name}`}
          title="Preencher para um cliente"
        >
          <Link to="/layouts/detalhes/$id" params={{ id: l.id }}>
            <Eye size={18} />
          </Link>
        </IconButton>
      </RowActions>
    )),
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title="Layouts"
        subtitle="Modelos de documentos e mensagens, preenchidos com os dados do cliente."
        actions={
          canCreate ? (
            <Button asChild colorPalette="blue" minH="11">
              <Link to="/layouts/cadastrar">
                <Plus size={18} aria-hidden /> Novo layout
              </Link>
            </Button>
          ) : undefined
        }
      />
      <ListToolbar search={list.search} onSearch={list.setSearch} placeholder="Buscar layouts por nome ou texto">
        <FilterSelect
          label="Filtrar por tipo"
          value={list.filters.kind}
          onChange={(v) => list.setFilter('kind', v)}
          minW="56"
        >
          <option value="">Todos os tipos</option>
          <LabelOptions values={LAYOUT_KINDS} labels={LAYOUT_KIND_LABELS} />
        </FilterSelect>
      </ListToolbar>
      {!loading && layouts.length === 0 ? (
        <EmptyState
          title="Nenhum layout ainda"
          description="Crie um modelo do zero ou comece por um destes modelos prontos."
          icon={<FileText />}
          action={
            canCreate ? (
              <Flex gap="2" wrap="wrap" justify="center">
                {STARTER_TEMPLATES.map((s) => (
                  <Button key={s.id} asChild variant="outline" minH="11">
                    <Link to="/layouts/cadastrar" search={{ modelo: s.id }}>
                      {s.name}
                    </Link>
                  </Button>
                ))}
              </Flex>
            ) : undefined
          }
        />
      ) : (
        <ListResults
          caption="Layouts"
          columns={columns}
          page={page}
          list={list}
          empty={<EmptyState title="Nenhum layout encontrado" description="Mude a busca ou o filtro de tipo." />}
        />
      )}
      <ConfirmDeleteDialog deletion={deletion} title="Excluir layout?">
        “{deletion.target?.name}” será excluído. Você poderá desfazer logo em seguida.
      </ConfirmDeleteDialog>
    </Stack>
  );
}
