import { useMemo, useState } from 'react';
import { Alert, Button, Code, Flex, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Pencil, Plus, Trash2, Zap } from 'lucide-react';
import { useLiveQuery, type ShortcutDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { ConfirmDialog } from '@/components/form';
import { DataTable, EmptyState, ListToolbar, Pagination, matchesSearch, paginate, sortRows, useDeleteWithUndo, useListState, type Column } from '@/components/data-list';
import { can, permissionReason } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import { toPlainText } from '@/lib/text-styles';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';

type Row = ShortcutDoc & { plain: string };

export function ShortcutListPage() {
  const { role } = useCurrentUser();
  const shortcuts = useLiveQuery('shortcuts');
  const list = useListState({ sortKey: 'trigger' });
  const [deleting, setDeleting] = useState<ShortcutDoc | null>(null);
  const deleteWithUndo = useDeleteWithUndo('shortcuts', 'Atalho');
  const canCreate = can(role, 'create', 'shortcuts');
  const canEdit = can(role, 'update', 'shortcuts');
  const canDelete = can(role, 'delete', 'shortcuts');

  const rows = useMemo(() => {
    // Search the text as it reads, not the markup: '*urgente*' is found by 'urgente'.
    const all: Row[] = shortcuts.data.map((s) => ({ ...s, plain: toPlainText(s.message) }));
    const found = all.filter((s) => matchesSearch(list.deferredSearch, s.trigger, s.title, s.plain));
    const key = (s: Row) => (list.sortKey === 'title' ? s.title : list.sortKey === 'updatedAt' ? s.updatedAt : s.trigger);
    return sortRows(found, key, list.sortDirection);
  }, [shortcuts.data, list.deferredSearch, list.sortKey, list.sortDirection]);
  const page = paginate(rows, list.page);

  const columns: Column<Row>[] = [
    {
      key: 'trigger',
      header: 'Gatilho',
      sortable: true,
      render: (s) => (
        <ChakraLink asChild minH="11" display="inline-flex" alignItems="center" aria-label={`${canEdit ? 'Editar' : 'Ver'} atalho ${s.trigger}`}>
          <Link to="/atalhos/editar/$id" params={{ id: s.id }}>
            <Code size="md">{s.trigger}</Code>
          </Link>
        </ChakraLink>
      ),
    },
    { key: 'title', header: 'Título', sortable: true, render: (s) => s.title },
    { key: 'message', header: 'Mensagem', hideBelow: 'md', render: (s) => <Text lineClamp={2} color="fg.muted">{s.plain}</Text> },
    { key: 'updatedAt', header: 'Atualizado em', sortable: true, hideBelow: 'lg', render: (s) => formatDateTime(s.updatedAt) },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      align: 'end',
      width: '32',
      render: (s) => (
        <Flex gap="1" justify="flex-end">
          {canEdit && (
            <IconButton asChild variant="ghost" minW="11" minH="11" aria-label={`Editar ${s.trigger}`} title="Editar">
              <Link to="/atalhos/editar/$id" params={{ id: s.id }}>
                <Pencil size={18} />
              </Link>
            </IconButton>
          )}
          {canDelete && (
            <IconButton variant="ghost" colorPalette="red" minW="11" minH="11" aria-label={`Excluir ${s.trigger}`} title="Excluir" onClick={() => setDeleting(s)}>
              <Trash2 size={18} />
            </IconButton>
          )}
        </Flex>
      ),
    });
  }

  const readOnlyReason = permissionReason(role, 'update', 'shortcuts');
  return (
    <>
      <PageHeader
        title="Atalhos"
        subtitle="Respostas prontas: digite o gatilho (ex.: /bomdia) na conversa para inserir a mensagem."
        actions={
          canCreate && (
            <Button asChild colorPalette="blue" size="lg">
              <Link to="/atalhos/cadastrar">
                <Plus aria-hidden /> Novo atalho
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
      <ListToolbar search={list.search} onSearch={list.setSearch} placeholder="Buscar por gatilho, título ou mensagem" />
      {!shortcuts.loading && rows.length === 0 ? (
        list.search ? (
          <EmptyState title="Nenhum atalho encontrado" description={`Nada corresponde a “${list.search}”. Tente outro termo.`} />
        ) : (
          <EmptyState
            icon={<Zap />}
            title="Nenhum atalho cadastrado"
            description={canCreate ? 'Crie atalhos para as respostas que a equipe repete todo dia (saudação, documentos necessários, horário de atendimento).' : 'Ainda não há atalhos cadastrados.'}
            action={
              canCreate && (
                <Button asChild colorPalette="blue" minH="11">
                  <Link to="/atalhos/cadastrar">Cadastrar atalho</Link>
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          <DataTable caption="Atalhos" columns={columns} rows={page.rows} rowKey={(s) => s.id} sortKey={list.sortKey} sortDirection={list.sortDirection} onSort={list.toggleSort} />
          <Pagination page={page.page} total={page.total} onPageChange={list.setPage} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir atalho?"
        confirmLabel="Excluir"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void deleteWithUndo(target.id, target.trigger);
        }}
      >
        O atalho {deleting?.trigger} (“{deleting?.title}”) deixará de funcionar nas conversas. Você poderá desfazer logo em seguida.
      </ConfirmDialog>
    </>
  );
}
