// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Tags } from 'lucide-react';
import {
  EmptyState,
  ListEmptyState,
  ListPageHeader,
  ListResults,
  PermissionNotice,
  RowActions,
  paginate,
  rowActionsColumn,
} from '@/components/data-list';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { renderScreen } from '../../support/render';

afterEach(cleanup);

const emptyProps = {
  noMatchTitle: 'Nenhuma categoria encontrada',
  icon: <Tags />,
  title: 'Nenhuma categoria cadastrada',
  description: 'Ainda não há categorias cadastradas.',
};
const create = {
  to: '/categorias/cadastrar',
  label: 'Nova categoria',
  description: 'Crie categorias para agrupar clientes.',
} as const;
const list = { sortKey: 'name', sortDirection: 'asc' as const, toggleSort: () => undefined, setPage: () => undefined };

describe('RowActions', () => {
  it('names the row in the labels: the edit link leads to the record, delete asks the screen', async () => {
    const onDelete = vi.fn();
    await renderScreen(
      <RowActions
        name="Trabalhista"
        edit={{ to: '/categorias/editar/$id', params: { id: 'c1' } }}
        onDelete={onDelete}
      />,
    );
    const edit = screen.getByRole('link', { name: 'Editar Trabalhista' });
    expect(edit.getAttribute('href')).toBe('/categorias/editar/c1');
    expect(edit.getAttribute('title')).toBe('Editar');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Trabalhista' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows only what the role allows', async () => {
    await renderScreen(<RowActions name="Trabalhista" edit={{ to: '/categorias/editar/$id', params: { id: 'c1' } }} />);
    expect(screen.getByRole('link', { name: 'Editar Trabalhista' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });

  it('as a column: none without permissions, and the delete handler gets the row', async () => {
    const base = {
      name: (r: { id: string }) => r.id,
      edit: (r: { id: string }) => ({ to: '/faq/editar/$id' as const, params: { id: r.id } }),
    };
    expect(
      rowActionsColumn({ ...base, access: { canEdit: false, canDelete: false }, onDelete: () => undefined }),
    ).toEqual([]);
    const onDelete = vi.fn();
    const [column] = rowActionsColumn({ ...base, access: { canEdit: false, canDelete: true }, onDelete });
    expect(column).toMatchObject({ key: 'actions', header: 'Ações', align: 'end' });
    await renderScreen(<>{column!.render({ id: 'f1' })}</>);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir f1' }));
    expect(onDelete).toHaveBeenCalledWith({ id: 'f1' });
  });
});

describe('ListEmptyState', () => {
  it('with a search: says nothing matched, quoting the term', async () => {
    await renderScreen(<ListEmptyState {...emptyProps} search="trab" create={create} />);
    expect(screen.getByText('Nenhuma categoria encontrada')).toBeTruthy();
    expect(screen.getByText('Nada corresponde a “trab”. Tente outro termo.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with filters: the screen’s own words', async () => {
    await renderScreen(
      <ListEmptyState {...emptyProps} filtered noMatchDescription="Nada corresponde à busca e aos filtros." />,
    );
    expect(screen.getByText('Nada corresponde à busca e aos filtros.')).toBeTruthy();
  });

  it('without records: leads those who may create to the form, and only tells the others', async () => {
    await renderScreen(<ListEmptyState {...emptyProps} search="" create={create} />);
    expect(screen.getByText('Nenhuma categoria cadastrada')).toBeTruthy();
    expect(screen.getByText('Crie categorias para agrupar clientes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova categoria' }).getAttribute('href')).toBe('/categorias/cadastrar');
    cleanup();
    await renderScreen(<ListEmptyState {...emptyProps} />);
    expect(screen.getByText('Ainda não há categorias cadastradas.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("EmptyState's create link keeps its search (the agenda's month opens the form on that day)", async () => {
    await renderScreen(
      <EmptyState
        title="Nenhum evento neste mês"
        create={{ to: '/eventos/cadastrar', search: { data: '2024-05-10' }, label: 'Novo evento' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Novo evento' }).getAttribute('href')).toBe(
      '/eventos/cadastrar?data=2024-05-10',
    );
  });
});

describe('ListResults', () => {
  const columns = [{ key: 'name', header: 'Nome', render: (r: { id: string }) => r.id }];
  const results = (rows: { id: string }[], loading: boolean) => (
    <ListResults
      caption="Coisas"
      columns={columns}
      page={paginate(rows, 1)}
      list={list}
      loading={loading}
      empty={<p>vazio</p>}
    />
  );

  it('shows the empty state once loaded with no rows, the table and count otherwise', async () => {
    await renderScreen(results([], false));
    expect(screen.getByText('vazio')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    await renderScreen(results([], true));
    expect(screen.queryByText('vazio')).toBeNull();
    cleanup();
    await renderScreen(results([{ id: 'a' }, { id: 'b' }], false));
    expect(screen.getByRole('table', { name: 'Coisas' })).toBeTruthy();
    expect(screen.getByText('2 registros')).toBeTruthy();
  });
});

describe('list and edit page headers', () => {
  it('ListPageHeader: the create button for those who may create, and why the list is read-only', async () => {
    await renderScreen(
      <ListPageHeader
        title="Categorias"
        subtitle="Etiquetas."
        create={{ to: '/categorias/cadastrar', label: 'Nova categoria' }}
        readOnlyReason={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Categorias' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova categoria' }).getAttribute('href')).toBe('/categorias/cadastrar');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    await renderScreen(
      <ListPageHeader
        title="Categorias"
        subtitle="Etiquetas."
        readOnlyReason="Sua função (atendente) permite apenas consultar esta área."
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Sua função (atendente) permite apenas consultar esta área.')).toBeTruthy();
  });

  it('PermissionNotice renders nothing without a reason', async () => {
    const { container } = await renderScreen(
      <div data-testid="box">
        <PermissionNotice reason={null} />
      </div>,
    );
    expect(container.querySelector('[data-testid="box"]')?.childElementCount).toBe(0);
  });

  it('RecordNotFound says so and leads back to the list', async () => {
    await renderScreen(
      <RecordNotFound
        title="Atalho não encontrado"
        subtitle="Ele pode ter sido excluído, neste ou em outro aparelho."
        backTo="/atalhos"
        backLabel="Voltar aos atalhos"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Atalho não encontrado' })).toBeTruthy();
    expect(screen.getByText('Ele pode ter sido excluído, neste ou em outro aparelho.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos atalhos' }).getAttribute('href')).toBe('/atalhos');
  });
});
