import { useMemo, useState } from 'react';
import { Alert, Button, Flex, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useLiveQuery, type CategoryDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { DataTable, EmptyState, ListToolbar, Pagination, matchesSearch, paginate, sortRows, useDeleteWithUndo, useListState, type Column } from '@/components/data-list';
import { can, permissionReason } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useCategoryUsage } from '../hooks/use-category-usage';
import { CategoryChip } from './CategoryChip';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';

type Row = CategoryDoc & { clients: number };

export function CategoryListPage() {
  const { role } = useCurrentUser();
  const categories = useLiveQuery('categories');
  const { usage } = useCategoryUsage();
  const list = useListState({ sortKey: 'name' });
  const [deleting, setDeleting] = useState<CategoryDoc | null>(null);
  const deleteWithUndo = useDeleteWithUndo('categories', 'Categoria');
  const canCreate = can(role, 'create', 'categories');
  const canEdit = can(role, 'update', 'categories');
  const canDelete = can(role, 'delete', 'categories');

  const rows = useMemo(() => {
    const withUsage: Row[] = categories.data.map((c) => ({ ...c, clients: usage.get(c.id) ?? 0 }));
    const found = withUsage.filter((c) => matchesSearch(list.deferredSearch, c.name, c.description));
    const key = (r: Row) => (list.sortKey === 'clients' ? r.clients : list.sortKey === 'updatedAt' ? r.updatedAt : r.name);
    return sortRows(found, key, list.sortDirection);
  }, [categories.data, usage, list.deferredSearch, list.sortKey, list.sortDirection]);
  const page = paginate(rows, list.page);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: 'Nome',
      sortable: true,
      render: (c) => (
        <ChakraLink asChild minH="11" display="inline-flex" alignItems="center" aria-label={`${canEdit ? 'Editar' : 'Ver'} categoria ${c.name}`}>
          <Link to="/categorias/editar/$id" params={{ id: c.id }}>
            <CategoryChip name={c.name} color={c.color} />
          </Link>
        </ChakraLink>
      ),
    },
    { key: 'description', header: 'Descrição', hideBelow: 'md', render: (c) => <Text lineClamp={2} color={c.description ? undefined : 'fg.muted'}>{c.description || '—'}</Text> },
    { key: 'clients', header: 'Clientes', sortable: true, align: 'end', width: '28', render: (c) => c.clients },
    { key: 'updatedAt', header: 'Atualizada em', sortable: true, hideBelow: 'lg', render: (c) => formatDateTime(c.updatedAt) },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      align: 'end',
      width: '32',
      render: (c) => (
        <Flex gap="1" justify="flex-end">
          {canEdit && (
            <IconButton asChild variant="ghost" minW="11" minH="11" aria-label={`Editar ${c.name}`} title="Editar">
              <Link to="/categorias/editar/$id" params={{ id: c.id }}>
                <Pencil size={18} />
              </Link>
            </IconButton>
          )}
          {canDelete && (
            <IconButton variant="ghost" colorPalette="red" minW="11" minH="11" aria-label={`Excluir ${c.name}`} title="Excluir" onClick={() => setDeleting(c)}>
              <Trash2 size={18} />
            </IconButton>
          )}
        </Flex>
      ),
    });
  }

  const readOnlyReason = permissionReason(role, 'update', 'categories');
  return (
    <>
      <PageHeader
        title="Categorias"
        subtitle="Etiquetas coloridas para organizar clientes e perguntas frequentes."
        actions={
          canCreate && (
            <Button asChild colorPalette="blue" size="lg">
              <Link to="/categorias/cadastrar">
                <Plus aria-hidden /> Nova categoria
              </Link>
            </Button>
          )
        }
      />
      {readOnlyReason && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Description>{readOnlyReason}</Alert.Description>
        </Alert.Root>
      )}
      <ListToolbar search={list.search} onSearch={list.setSearch} placeholder="Buscar por nome ou descrição" />
      {!categories.loading && rows.length === 0 ? (
        list.search ? (
          <EmptyState title="Nenhuma categoria encontrada" description={`Nada corresponde a “${list.search}”. Tente outro termo.`} />
        ) : (
          <EmptyState
            icon={<Tags />}
            title="Nenhuma categoria cadastrada"
            description={canCreate ? 'Crie categorias para agrupar clientes (por exemplo: Trabalhista, Família, Empresarial).' : 'Ainda não há categorias cadastradas.'}
            action={
              canCreate && (
                <Button asChild colorPalette="blue" minH="11">
                  <Link to="/categorias/cadastrar">Cadastrar categoria</Link>
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          <DataTable caption="Categorias" columns={columns} rows={page.rows} rowKey={(c) => c.id} sortKey={list.sortKey} sortDirection={list.sortDirection} onSort={list.toggleSort} />
          <Pagination page={page.page} total={page.total} onPageChange={list.setPage} />
        </>
      )}
      <CategoryDeleteDialog
        category={deleting}
        categories={categories.data}
        onCancel={() => setDeleting(null)}
        onDelete={(c) => {
          setDeleting(null);
          void deleteWithUndo(c.id, c.name);
        }}
      />
    </>
  );
}
