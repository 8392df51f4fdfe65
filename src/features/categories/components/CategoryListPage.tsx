import { useMemo } from 'react';
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Tags } from 'lucide-react';
import { useLiveQuery, type CategoryDoc } from '@/data';
import {
  ListPage,
  matchesSearch,
  paginate,
  rowActionsColumn,
  sortRows,
  useConfirmDelete,
  useListState,
  type Column,
} from '@/components/data-list';
import { areaAccess } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import { useCurrentUser } from '@/features/auth';
import { useCategoryUsage } from '../hooks/use-category-usage';
import { CategoryChip } from './CategoryChip';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';

type Row = CategoryDoc & { clients: number };

export function CategoryListPage() {
  const { role } = useCurrentUser();
  const categories = useLiveQuery('categories');
  const { usage } = useCategoryUsage();
  const list = useListState({ sortKey: 'name' });
  const deletion = useConfirmDelete<CategoryDoc>('categories', 'Categoria', (c) => c.name);
  const { canCreate, canEdit, canDelete, readOnlyReason } = areaAccess(role, 'categories');

  const rows = useMemo(() => {
    const withUsage: Row[] = categories.data.map((c) => ({ ...c, clients: usage.get(c.id) ?? 0 }));
    const found = withUsage.filter((c) => matchesSearch(list.deferredSearch, c.name, c.description));
    const key = (r: Row) =>
      list.sortKey === 'clients' ? r.clients : list.sortKey === 'updatedAt' ? r.updatedAt : r.name;
    return sortRows(found, key, list.sortDirection);
  }, [categories.data, usage, list.deferredSearch, list.sortKey, list.sortDirection]);
  const page = paginate(rows, list.page);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: 'Nome',
      sortable: true,
      render: (c) => (
        <ChakraLink
          asChild
          minH="11"
          display="inline-flex"
          alignItems="center"
          aria-label={`${canEdit ? 'Editar' : 'Ver'} categoria ${c.name}`}
        >
          <Link to="/categorias/editar/$id" params={{ id: c.id }}>
            <CategoryChip name={c.name} color={c.color} />
          </Link>
        </ChakraLink>
      ),
    },
    {
      key: 'description',
      header: 'Descrição',
      hideBelow: 'md',
      render: (c) => (
        <Text lineClamp={2} color={c.description ? undefined : 'fg.muted'}>
          {c.description || '—'}
        </Text>
      ),
    },
    { key: 'clients', header: 'Clientes', sortable: true, align: 'end', width: '28', render: (c) => c.clients },
    {
      key: 'updatedAt',
      header: 'Atualizada em',
      sortable: true,
      hideBelow: 'lg',
      render: (c) => formatDateTime(c.updatedAt),
    },
    ...rowActionsColumn<Row>({
      canEdit,
      canDelete,
      name: (c) => c.name,
      edit: (c) => ({ to: '/categorias/editar/$id', params: { id: c.id } }),
      onDelete: deletion.ask,
    }),
  ];

  return (
    <ListPage
      title="Categorias"
      subtitle="Etiquetas coloridas para organizar clientes e perguntas frequentes."
      create={
        canCreate
          ? {
              to: '/categorias/cadastrar',
              label: 'Nova categoria',
              description: 'Crie categorias para agrupar clientes (por exemplo: Trabalhista, Família, Empresarial).',
            }
          : undefined
      }
      readOnlyReason={readOnlyReason}
      searchPlaceholder="Buscar por nome ou descrição"
      empty={{
        noMatchTitle: 'Nenhuma categoria encontrada',
        icon: <Tags />,
        title: 'Nenhuma categoria cadastrada',
        description: 'Ainda não há categorias cadastradas.',
      }}
      columns={columns}
      page={page}
      list={list}
      loading={categories.loading}
    >
      <CategoryDeleteDialog
        category={deletion.target}
        categories={categories.data}
        onCancel={deletion.cancel}
        onDelete={deletion.confirm}
      />
    </ListPage>
  );
}
