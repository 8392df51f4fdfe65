import { useMemo } from 'react';
import { Code, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Zap } from 'lucide-react';
import { useLiveQuery, type ShortcutDoc } from '@/data';
import {
  ConfirmDeleteDialog,
  ListPage,
  pageOf,
  updatedAtColumn,
  useConfirmDelete,
  useListState,
  type Column,
} from '@/components/data-list';
import { areaAccess } from '@/lib/permissions';
import { toPlainText } from '@/lib/text-styles';
import { useCurrentUser } from '@/features/auth';

type Row = ShortcutDoc & { plain: string };

export function ShortcutListPage() {
  const { role } = useCurrentUser();
  const shortcuts = useLiveQuery('shortcuts');
  const list = useListState({ sortKey: 'trigger' });
  const deletion = useConfirmDelete<ShortcutDoc>('shortcuts', 'Atalho', (s) => s.trigger);
  const access = areaAccess(role, 'shortcuts');

  // Search the text as it reads, not the markup: '*urgente*' is found by 'urgente'.
  const all = useMemo<Row[]>(
    () => shortcuts.data.map((s) => ({ ...s, plain: toPlainText(s.message) })),
    [shortcuts.data],
  );
  const page = useMemo(
    () =>
      pageOf(
        all,
        list.query,
        (s) => [s.trigger, s.title, s.plain],
        (s, sortKey) => (sortKey === 'title' ? s.title : sortKey === 'updatedAt' ? s.updatedAt : s.trigger),
      ),
    [all, list.query],
  );

  const columns: Column<Row>[] = [
    {
      key: 'trigger',
      header: 'Gatilho',
      sortable: true,
      render: (s) => (
        <ChakraLink
          asChild
          minH="11"
          display="inline-flex"
          alignItems="center"
          aria-label={`${access.canEdit ? 'Editar' : 'Ver'} atalho ${s.trigger}`}
        >
          <Link to="/atalhos/editar/$id" params={{ id: s.id }}>
            <Code size="md">{s.trigger}</Code>
          </Link>
        </ChakraLink>
      ),
    },
    { key: 'title', header: 'Título', sortable: true, render: (s) => s.title },
    {
      key: 'message',
      header: 'Mensagem',
      hideBelow: 'md',
      render: (s) => (
        <Text lineClamp={2} color="fg.muted">
          {s.plain}
        </Text>
      ),
    },
    updatedAtColumn('Atualizado em', 'lg'),
  ];

  return (
    <ListPage
      title="Atalhos"
      subtitle="Respostas prontas: digite o gatilho (ex.: /bomdia) na conversa para inserir a mensagem."
      access={access}
      create={{
        to: '/atalhos/cadastrar',
        label: 'Novo atalho',
        description:
          'Crie atalhos para as respostas que a equipe repete todo dia (saudação, documentos necessários, horário de atendimento).',
      }}
      searchPlaceholder="Buscar por gatilho, título ou mensagem"
      shortSearchPlaceholder="Gatilho, título ou mensagem"
      empty={{
        noMatchTitle: 'Nenhum atalho encontrado',
        icon: <Zap />,
        title: 'Nenhum atalho cadastrado',
        description: 'Ainda não há atalhos cadastrados.',
      }}
      columns={columns}
      rowActions={{
        name: (s) => s.trigger,
        edit: (s) => ({ to: '/atalhos/editar/$id', params: { id: s.id } }),
        onDelete: deletion.ask,
      }}
      page={page}
      list={list}
      loading={shortcuts.loading}
    >
      <ConfirmDeleteDialog deletion={deletion} title="Excluir atalho?">
        O atalho {deletion.target?.trigger} (“{deletion.target?.title}”) deixará de funcionar nas conversas. Você poderá
        desfazer logo em seguida.
      </ConfirmDeleteDialog>
    </ListPage>
  );
}
