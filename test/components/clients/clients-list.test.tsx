// @vitest-environment happy-dom
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { firstColumnNames } from '../../support/table';
import { createDoc, getDoc, requireDatabase, type ClientDoc } from '@/data';
import { ClientListPage } from '@/features/clients';
import { renderScreen, TEST_USER } from '../../support/render';
import { closeSessionDatabase } from './helpers';
import { openFreshSession } from '../../support/db';

const NOW = '2025-01-01T12:00:00.000Z';
const stamp = { createdBy: 'seed', updatedBy: 'seed', createdAt: NOW };

function client(i: number, over: Partial<ClientDoc> = {}): ClientDoc {
  const n = String(i).padStart(3, '0');
  return {
    id: `c${n}`,
    kind: i % 3 === 0 ? 'PJ' : 'PF',
    name: `Cliente ${n}`,
    document: '',
    email: `cliente${n}@exemplo.com.br`,
    phone: '',
    birthDate: null,
    address: { cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' },
    categoryIds: i % 5 === 0 ? ['cat-trab'] : [],
    notes: '',
    responsibleUid: i % 4 === 0 ? 'adv-1' : null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
    // Later numbers changed more recently.
    updatedAt: new Date(Date.parse(NOW) + i * 60_000).toISOString(),
    ...stamp,
    ...over,
  };
}

// 300 numbered clients + one real-looking PF + one alphanumeric-CNPJ company.
beforeAll(async () => {
  await openFreshSession('list');
  const db = requireDatabase();
  const docs = Array.from({ length: 300 }, (_, i) => client(i + 1));
  docs.push(
    client(901, {
      id: 'maria',
      kind: 'PF',
      name: 'Maria José Souza',
      document: '52998224725',
      phone: '11987654321',
      email: 'maria@souza.adv.br',
      categoryIds: [],
      responsibleUid: null,
    }),
  );
  docs.push(
    client(902, {
      id: 'alfa',
      kind: 'PJ',
      name: 'Construtora Alfa Ltda',
      document: '12ABC34501DE35',
      phone: '1133334444',
      categoryIds: [],
      responsibleUid: null,
    }),
  );
  await db.clients.bulkInsert(docs);
  await db.categories.insert({
    id: 'cat-trab',
    name: 'Trabalhista',
    color: '#1d4ed8',
    description: '',
    ...stamp,
    updatedAt: NOW,
  });
  await db.users.insert({
    id: 'adv-1',
    uid: 'adv-1',
    displayName: 'Bruno Advogado',
    email: 'bruno@x.com',
    phoneNumber: '11987654321',
    cpf: '52998224725',
    role: 'advogado',
    oab: null,
    ...stamp,
    updatedAt: NOW,
  });
});
afterAll(() => closeSessionDatabase());
afterEach(cleanup);

const rowNames = firstColumnNames;
const search = (term: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: term } });

async function renderList(user = TEST_USER) {
  const r = await renderScreen(<ClientListPage />, { path: '/clientes', user });
  await screen.findByText('Cliente 001');
  return r;
}

describe('clients list', () => {
  it('shows 10 a page in name order and pages through 302 clients', async () => {
    await renderList();
    expect(rowNames()).toEqual([
      'Cliente 001',
      'Cliente 002',
      'Cliente 003',
      'Cliente 004',
      'Cliente 005',
      'Cliente 006',
      'Cliente 007',
      'Cliente 008',
      'Cliente 009',
      'Cliente 010',
    ]);
    expect(screen.getByText('1–10 de 302')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Cliente 011'));
    expect(screen.getByText('11–20 de 302')).toBeTruthy();
  });

  it('searches by name (accents and case ignored), CPF with or without mask, e-mail, phone and alphanumeric CNPJ', async () => {
    await renderList();
    const cases: [string, string][] = [
      ['maria jose', 'Maria José Souza'],
      ['529.982.247-25', 'Maria José Souza'],
      ['52998224725', 'Maria José Souza'],
      ['maria@souza', 'Maria José Souza'],
      ['(11) 98765-4321', 'Maria José Souza'],
      ['12.abc.345/01de-35', 'Construtora Alfa Ltda'],
      ['cliente250@', 'Cliente 250'],
    ];
    for (const [term, name] of cases) {
      search(term);
      await waitFor(() => expect(rowNames()).toEqual([name]));
    }
    search('cliente2');
    // The e-mails cliente200@… to cliente299@…: 100 rows, 10 pages.
    await waitFor(() => expect(screen.getByText('1–10 de 100')).toBeTruthy());
  });

  it('filters by kind, category and responsible, and combines them with the search', async () => {
    await renderList();
    fireEvent.change(screen.getByLabelText('Filtrar por tipo'), { target: { value: 'PJ' } });
    // 100 numbered PJ (multiples of 3) + the company.
    await waitFor(() => expect(screen.getByText('1–10 de 101')).toBeTruthy());
    expect(rowNames()[0]).toBe('Cliente 003');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Trabalhista' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Filtrar por categoria'), { target: { value: 'cat-trab' } });
    // PJ and multiple of 5: multiples of 15 up to 300.
    await waitFor(() => expect(screen.getByText('1–10 de 20')).toBeTruthy());
    expect(rowNames()[0]).toBe('Cliente 015');
    fireEvent.change(screen.getByLabelText('Filtrar por responsável'), { target: { value: 'adv-1' } });
    // ... and multiple of 4: multiples of 60.
    await waitFor(() =>
      expect(rowNames()).toEqual(['Cliente 060', 'Cliente 120', 'Cliente 180', 'Cliente 240', 'Cliente 300']),
    );
    search('cliente 12');
    await waitFor(() => expect(rowNames()).toEqual(['Cliente 120']));
    search('ninguém aqui');
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca e filtros' }));
    await waitFor(() => expect(screen.getByText('1–10 de 302')).toBeTruthy());
  });

  it('sorts by name descending and by last change', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: /^Nome/ }));
    await waitFor(() => expect(rowNames()[0]).toBe('Maria José Souza'));
    fireEvent.click(screen.getByRole('button', { name: /^Atualizado em/, hidden: true }));
    await waitFor(() => expect(rowNames()[0]).toBe('Cliente 001'));
    fireEvent.click(screen.getByRole('button', { name: /^Atualizado em/, hidden: true }));
    await waitFor(() => expect(rowNames()[0]).toBe('Construtora Alfa Ltda'));
  });

  it('shows a client created elsewhere at once (live), and deletes with confirmation and undo', async () => {
    await renderList();
    await createDoc('clients', { ...client(0), name: 'Aaron Almeida' } as never);
    await waitFor(() => expect(rowNames()[0]).toBe('Aaron Almeida'));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Aaron Almeida' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Cliente 001'));
    const aaron = await requireDatabase()
      .clients.findOne({ selector: { name: 'Aaron Almeida' } })
      .exec();
    expect(aaron).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Aaron Almeida'));
  });

  it('lets an atendente create but not delete', async () => {
    await renderList({ ...TEST_USER, role: 'atendente' });
    expect(screen.getByRole('link', { name: /Novo cliente/ })).toBeTruthy();
    const del = screen.getByRole('button', { name: 'Excluir Cliente 001' }) as HTMLButtonElement;
    expect(del.disabled).toBe(true);
    expect(del.title).toBe('Sua função (atendente) não permite excluir registros.');
    expect(await getDoc('clients', 'c001')).not.toBeNull();
  });
});
