// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  closeSessionDatabase,
  createDoc,
  findDocs,
  getDoc,
  openSessionDatabase,
  type ClientDoc,
  type EditableOf,
} from '@/data';
import { CategoryListPage } from '@/features/categories/components/CategoryListPage';
import { CategoryCreatePage, CategoryEditPage } from '@/features/categories/components/CategoryFormPage';
import { CATEGORY_PALETTE, contrastRatio } from '@/features/categories/palette';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

// Live queries answer asynchronously and the suite runs beside others: give them time.
configure({ asyncUtilTimeout: 5000 });

let run = 0;
beforeEach(async () => {
  // A fresh replica per test: fake-indexeddb keeps databases for the whole file.
  await openSessionDatabase({ uid: `categories-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  // The toaster is a module singleton showing one toast at a time: clear it between tests.
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

const atendente = { ...TEST_USER, uid: 'att', role: 'atendente' as const };

function client(name: string, categoryIds: string[]): EditableOf<'clients'> {
  return {
    kind: 'PF',
    name,
    document: '52998224725',
    email: '',
    phone: '',
    birthDate: null,
    address: {
      cep: '01001000',
      street: 'Praça da Sé',
      number: '1',
      complement: '',
      district: 'Sé',
      city: 'São Paulo',
      uf: 'SP',
    },
    categoryIds,
    notes: '',
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  } satisfies Omit<ClientDoc, 'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;
}

describe('category palette', () => {
  it('offers only colours that carry white text at WCAG AA contrast', () => {
    for (const c of CATEGORY_PALETTE) expect(contrastRatio(c.value, '#ffffff'), c.label).toBeGreaterThanOrEqual(4.5);
  });
});

describe('category form', () => {
  it('shows the spec messages under the name and does not save invalid input', async () => {
    const { router } = await renderScreen(<CategoryCreatePage />, { path: '/categorias/cadastrar' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'A' } });
    expect(await screen.findByText('Mínimo de 2 caracteres')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await findDocs('categories')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/categorias/cadastrar');
  });

  it('refuses a name that another category already has, ignoring case and accents', async () => {
    await createDoc('categories', { name: 'Família', color: '#1d4ed8', description: '' });
    await renderScreen(<CategoryCreatePage />, { path: '/categorias/cadastrar' });
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'familia' } });
    expect(await screen.findByText('Já existe uma categoria com este nome')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(await findDocs('categories')).toHaveLength(1);
  });

  it('saves name, the picked palette colour and description, then returns to the list', async () => {
    const { router } = await renderScreen(<CategoryCreatePage />, { path: '/categorias/cadastrar' });
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: '  Trabalhista ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Verde' }));
    fireEvent.change(screen.getByLabelText(/Descrição/), { target: { value: 'Reclamações trabalhistas' } });
    expect(within(screen.getByTestId('category-preview')).getByText('Trabalhista')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categorias'));
    const [saved] = await findDocs('categories');
    expect(saved).toMatchObject({ name: 'Trabalhista', color: '#047857', description: 'Reclamações trabalhistas' });
    expect(await screen.findByText('Salvo')).toBeTruthy();
  });

  it('is read-only for an atendente, with the reason', async () => {
    const cat = await createDoc('categories', { name: 'Cível', color: '#1d4ed8', description: '' });
    await renderScreen(<CategoryEditPage id={cat.id} />, { path: '/categorias/editar/$id', user: atendente });
    expect(await screen.findByText('Sua função (atendente) permite apenas consultar esta área.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('category list', () => {
  it('pages 10 at a time, searches as you type and counts the clients of each category', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Categoria ${String(i + 1).padStart(2, '0')}`);
    const created = [];
    for (const name of names) created.push(await createDoc('categories', { name, color: '#1d4ed8', description: '' }));
    await createDoc('clients', client('Maria', [created[0]!.id]));
    await createDoc('clients', client('João', [created[0]!.id, created[1]!.id]));
    await renderScreen(<CategoryListPage />, { path: '/categorias' });

    expect(await screen.findByText('1–10 de 12')).toBeTruthy();
    expect(screen.getByText('Categoria 10')).toBeTruthy();
    expect(screen.queryByText('Categoria 11')).toBeNull();
    const first = screen.getByText('Categoria 01').closest('tr')!;
    await waitFor(() => expect(within(first).getByText('2')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Categoria 12')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'categoria 1' } });
    await waitFor(() => expect(screen.getByText('3 registros')).toBeTruthy());
    expect(screen.getByText('Categoria 11')).toBeTruthy();
    expect(screen.queryByText('Categoria 02')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'xyz' } });
    expect(await screen.findByText('Nenhuma categoria encontrada')).toBeTruthy();
  });

  it('refuses to delete a category in use, says how many clients use it, and deletes once they are moved', async () => {
    const work = await createDoc('categories', { name: 'Trabalhista', color: '#1d4ed8', description: '' });
    const family = await createDoc('categories', { name: 'Família', color: '#be185d', description: '' });
    const a = await createDoc('clients', client('Maria', [work.id]));
    const b = await createDoc('clients', client('João', [work.id, family.id]));
    await renderScreen(<CategoryListPage />, { path: '/categorias' });

    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Trabalhista' }));
    expect(await screen.findByText(/2 clientes usam esta categoria/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(await getDoc('categories', work.id)).not.toBeNull();

    fireEvent.change(screen.getByLabelText('Mover os clientes para'), { target: { value: family.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Mover 2 clientes' }));
    const confirm = await screen.findByRole('button', { name: 'Excluir' }, { timeout: 5000 });
    expect(screen.getByText('2 clientes movido(s) para “Família”.')).toBeTruthy();
    expect((await getDoc('clients', a.id))!.categoryIds).toEqual([family.id]);
    expect((await getDoc('clients', b.id))!.categoryIds).toEqual([family.id]);

    fireEvent.click(confirm);
    await waitFor(async () => expect(await getDoc('categories', work.id)).toBeNull());
    fireEvent.click(await screen.findByText('Desfazer'));
    await waitFor(async () => expect(await getDoc('categories', work.id)).not.toBeNull());
  });

  it('lets an atendente read the list but not create or delete, and says why', async () => {
    await createDoc('categories', { name: 'Cível', color: '#1d4ed8', description: '' });
    await renderScreen(<CategoryListPage />, { path: '/categorias', user: atendente });
    expect(await screen.findByText('Cível')).toBeTruthy();
    expect(screen.getByText('Sua função (atendente) permite apenas consultar esta área.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Nova categoria/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });
});
