import { useMemo } from 'react';
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Tags } from 'lucide-react';
import { useLiveQuery, type CategoryDoc } from '@/data';
import { ListPage, pageOf, updatedAtColumn, useConfirmDelete, useListState, type Column } from '@/components/data-list';
import { areaAccess } from '@/lib/permissions';
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
  const access = areaAccess(role, 'categories');

  const withUsage = useMemo<Row[]>(
    () => categories.data.map((c) => ({ ...c, clients: usage.get(c.id) ?? 0 })),
    [categories.data, usage],
  );
  const page = useMemo(
    () =>
      pageOf(
        withUsage,
        list.query,
        (c) => [c.name, c.description],
        (r, sortKey) => (sortKey === 'clients' ? r.clients : sortKey === 'updatedAt' ? r.updatedAt : r.name),
      ),
    [withUsage, list.query],
  );

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
          aria-label={`${access.canEdit ? 'Editar' : 'Ver'} categoria ${c.name}`}
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
    updatedAtColumn('Atualizada em', 'lg'),
  ];

  return (
    <ListPage
      title="Categorias"
      subtitle="Etiquetas coloridas para organizar clientes e perguntas frequentes."
      access={access}
      create={{
        to: '/categorias/cadastrar',
        label: 'Nova categoria',
        description: 'Crie categorias para agrupar clientes (por exemplo: Trabalhista, Família, Empresarial).',
      }}
      searchPlaceholder="Buscar por nome ou descrição"
      empty={{
        noMatchTitle: 'Nenhuma categoria encontrada',
        icon: <Tags />,
        title: 'Nenhuma categoria cadastrada',
        description: 'Ainda não há categorias cadastradas.',
      }}
      columns={columns}
      rowActions={{
        name: (c) => c.name,
        edit: (c) => ({ to: '/categorias/editar/$id', params: { id: c.id } }),
        onDelete: deletion.ask,
      }}
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
