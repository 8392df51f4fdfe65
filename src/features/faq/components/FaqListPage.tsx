import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Badge,
  Field,
  Flex,
  IconButton,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, BookOpenText } from 'lucide-react';
import { useLiveQuery, type FaqDoc } from '@/data';
import {
  ConfirmDeleteDialog,
  ListPage,
  pageOf,
  useConfirmDelete,
  useListState,
  type Column,
} from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { PAGE_SIZE } from '@/config/constants';
import { areaAccess } from '@/lib/permissions';
import { notifyError } from '@/lib/toaster';
import { toPlainText } from '@/lib/text-styles';
import { useCurrentUser } from '@/features/auth';
import { CategoryChip, CategorySelect } from '@/features/categories';
import { byDisplayOrder, planMove } from '../reorder';
import { applyOrderChanges } from '../api/move-faq';

type Row = FaqDoc & { position: number; plain: string };
type Filters = { category: string; status: string };

const NO_CATEGORY = '__none__';
const REORDER_HINT = 'Para reordenar, ordene pela posição e limpe a busca e os filtros.';

export function FaqListPage() {
  const { role } = useCurrentUser();
  const faq = useLiveQuery('faq');
  const categories = useLiveQuery('categories', { sort: [{ name: 'asc' }] });
  const list = useListState<Filters>({ sortKey: 'position', filters: { category: '', status: '' } });
  const deletion = useConfirmDelete<FaqDoc>('faq', 'Pergunta', (f) => f.question);
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; dir: 'up' | 'down' } | null>(null);
  const access = areaAccess(role, 'faq');
  const { canEdit } = access;

  const categoryById = useMemo(() => new Map(categories.data.map((c) => [c.id, c])), [categories.data]);
  const ordered = useMemo<Row[]>(
    () => [...faq.data].sort(byDisplayOrder).map((f, i) => ({ ...f, position: i + 1, plain: toPlainText(f.answer) })),
    [faq.data],
  );
  const { category, status } = list.filters;
  const filtered = useMemo(
    () =>
      ordered.filter(
        (f) =>
          (category === '' ||
            (category === NO_CATEGORY
              ? !f.categoryId || !categoryById.has(f.categoryId)
              : f.categoryId === category)) &&
          (status === '' || (status === 'published') === f.published),
      ),
    [ordered, category, status, categoryById],
  );
  const page = useMemo(
    () =>
      pageOf(
        filtered,
        list.query,
        (f) => [f.question, f.plain],
        (f, sortKey) => (sortKey === 'question' ? f.question : f.position),
      ),
    [filtered, list.query],
  );

  // Moving is about the whole list: with a search, a filter or another sort on screen the
  // neighbour you see is not the neighbour in the list, so the buttons wait until they agree.
  const reorderable =
    canEdit && list.sortKey === 'position' && list.sortDirection === 'asc' && !list.search && !category && !status;

  const move = async (row: Row, dir: 'up' | 'down') => {
    if (moving) return;
    const changes = planMove(ordered, row.id, dir === 'up' ? -1 : 1);
    if (!changes.length) return;
    setMoving(true);
    try {
      await applyOrderChanges(changes);
      const newPosition = row.position + (dir === 'up' ? -1 : 1);
      setAnnouncement(`“${row.question}” movida para a posição ${newPosition} de ${ordered.length}.`);
      focusAfterMove.current = { id: row.id, dir };
      // Follow the entry across a page boundary.
      list.setPage(Math.ceil(newPosition / PAGE_SIZE));
    } catch (error) {
      notifyError(...describeDataError(error));
    } finally {
      setMoving(false);
    }
  };

  // Keep the keyboard on the entry that moved (its row is re-rendered at its new place).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || moving) return;
    const find = (dir: string) =>
      document.querySelector<HTMLButtonElement>(`[data-reorder="${target.id}"][data-dir="${dir}"]`);
    const button = find(target.dir);
    const el = button && !button.disabled ? button : find(target.dir === 'up' ? 'down' : 'up');
    if (el) {
      el.focus();
      focusAfterMove.current = null;
    }
  }, [ordered, moving, page.page]);

  const onReorderKey = (row: Row) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    void move(row, e.key === 'ArrowUp' ? 'up' : 'down');
  };

  const columns: Column<Row>[] = [
    { key: 'position', header: 'Posição', sortable: true, width: '20', align: 'center', render: (f) => f.position },
    {
      key: 'question',
      header: 'Pergunta',
      sortable: true,
      // Category and answer preview sit under the question: a tablet has no room for more columns.
      render: (f) => {
        const c = f.categoryId ? categoryById.get(f.categoryId) : undefined;
        return (
          <Stack gap="1" align="flex-start">
            <ChakraLink asChild fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
              <Link to="/faq/editar/$id" params={{ id: f.id }}>
                {f.question}
              </Link>
            </ChakraLink>
            <Text lineClamp={1} color="fg.muted" fontSize="sm">
              {f.plain}
            </Text>
            {c ? (
              <CategoryChip name={c.name} color={c.color} size="sm" />
            ) : (
              <Text fontSize="xs" color="fg.muted">
                Sem categoria
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'published',
      header: 'Situação',
      render: (f) => (
        <Badge colorPalette={f.published ? 'green' : 'gray'} variant="subtle">
          {f.published ? 'Publicada' : 'Rascunho'}
        </Badge>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'reorder',
      header: 'Ordem',
      align: 'center',
      width: '28',
      render: (f) => (
        <Flex gap="1" justify="center">
          {(['up', 'down'] as const).map((dir) => {
            const atEdge = dir === 'up' ? f.position === 1 : f.position === ordered.length;
            return (
              <IconButton
                key={dir}
                data-reorder={f.id}
                data-dir={dir}
                variant="ghost"
                minW="11"
                minH="11"
                aria-label={`${dir === 'up' ? 'Mover para cima' : 'Mover para baixo'}: ${f.question}`}
                title={
                  reorderable ? `${dir === 'up' ? 'Mover para cima' : 'Mover para baixo'} (setas ↑ ↓)` : REORDER_HINT
                }
                disabled={!reorderable || atEdge || moving}
                onClick={() => void move(f, dir)}
                onKeyDown={onReorderKey(f)}
              >
                {dir === 'up' ? <ArrowUp size={18} /> : <ArrowDown size={18} />}
              </IconButton>
            );
          })}
        </Flex>
      ),
    });
  }

  return (
    <ListPage
      title="Perguntas frequentes"
      subtitle="Respostas que a equipe consulta nas conversas; as publicadas aparecem para os clientes."
      create={{
        to: '/faq/cadastrar',
        label: 'Nova pergunta',
        description:
          'Cadastre as dúvidas que os clientes mais fazem (prazos, documentos, honorários) com respostas prontas.',
      }}
      access={access}
      searchPlaceholder="Buscar na pergunta ou na resposta"
      filters={
        <>
          <Field.Root width={{ base: 'full', sm: '56' }}>
            <Field.Label>Categoria</Field.Label>
            <CategorySelect
              value={category}
              onChange={(id) => list.setFilter('category', id)}
              categories={categories.data}
            >
              <option value="">Todas</option>
              <option value={NO_CATEGORY}>Sem categoria</option>
            </CategorySelect>
          </Field.Root>
          <Field.Root width={{ base: 'full', sm: '44' }}>
            <Field.Label>Situação</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field value={status} onChange={(e) => list.setFilter('status', e.target.value)}>
                <option value="">Todas</option>
                <option value="published">Publicadas</option>
                <option value="draft">Rascunhos</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </>
      }
      empty={{
        filtered: Boolean(list.search || category || status),
        noMatchTitle: 'Nenhuma pergunta encontrada',
        noMatchDescription: 'Nada corresponde à busca e aos filtros. Tente outro termo ou limpe os filtros.',
        icon: <BookOpenText />,
        title: 'Nenhuma pergunta cadastrada',
        description: 'Ainda não há perguntas cadastradas.',
      }}
      notes={
        <>
          {canEdit && !reorderable && ordered.length > 1 && (
            <Text fontSize="sm" color="fg.muted" mb="2">
              {REORDER_HINT}
            </Text>
          )}
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </>
      }
      columns={columns}
      rowActions={{
        name: (f) => f.question,
        edit: (f) => ({ to: '/faq/editar/$id', params: { id: f.id } }),
        onDelete: deletion.ask,
      }}
      page={page}
      list={list}
      loading={faq.loading}
    >
      <ConfirmDeleteDialog deletion={deletion} title="Excluir pergunta?">
        “{deletion.target?.question}” deixará de aparecer nas perguntas frequentes. Você poderá desfazer logo em
        seguida.
      </ConfirmDeleteDialog>
    </ListPage>
  );
}
