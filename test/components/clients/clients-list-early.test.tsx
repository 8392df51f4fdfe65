// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { requireDatabase } from '@/data';
import { ClientListPage } from '@/features/clients';
import { makeClient } from '../../support/fixtures';
import { firstColumnNames } from '../../support/table';
import { renderScreen } from '../../support/render';
import { closeSessionDatabase } from './helpers';
import { openFreshSession } from '../../support/db';

// A replica whose search index is still being built (as right after a page load with
// 10,000 clients): the index's full read is held until the test lets it go.
let releaseIndex = () => undefined as void;

beforeAll(async () => {
  await openFreshSession('early');
  const db = requireDatabase();
  // Code-unit order differs from the list's: IndexedDB has 'B…' to 'Z…', then 'alice', then 'Álvaro'.
  const names = [
    'Zélia Prado',
    'alice Moura',
    'Álvaro Reis',
    'Bruno Lima',
    'Carla Dias',
    'Davi Rocha',
    'Elisa Nunes',
    'Fábio Melo',
    'Gustavo Pires',
    'Helena Cruz',
    'Igor Alves',
    'Joana Reis',
  ];
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
  const inserted = await db.clients.bulkInsert(
    names.map((name, i) => ({
      ...makeClient(name),
      id: `early-${i}`,
      createdAt: at(i),
      createdBy: 'seed',
      updatedAt: at(i),
      updatedBy: 'seed',
    })),
  );
  expect(inserted.error).toEqual([]);
  // The index reads the collection in pages of the storage's table, by primary key
  // (readDocumentsInPages in data/search.ts): those reads wait until the test lets them go.
  const gate = new Promise<void>((resolve) => (releaseIndex = resolve));
  type Rows = { limit(n: number): { toArray(): Promise<unknown[]> } };
  type Table = { orderBy(index: string): Rows; where(index: string): { above(key: unknown): Rows } };
  const held = (rows: Rows): Rows => ({ limit: (n) => ({ toArray: () => gate.then(() => rows.limit(n).toArray()) }) });
  const storage = db.clients.internalStorageInstance as unknown as { internals: Promise<{ dexieTable: Table }> };
  const internals = await storage.internals;
  const table = internals.dexieTable;
  internals.dexieTable = new Proxy(table, {
    get: (t, key) => {
      if (key === 'orderBy') return (index: string) => held(t.orderBy(index));
      if (key === 'where') return (index: string) => ({ above: (k: unknown) => held(t.where(index).above(k)) });
      return Reflect.get(t, key, t) as unknown;
    },
  });
});
afterAll(() => closeSessionDatabase());
afterEach(cleanup);

const rowNames = firstColumnNames;

describe('clients list before its search index is ready', () => {
  it('shows the plain list page by page from the storage, in the list’s order, and searching waits for the index', async () => {
    await renderScreen(<ClientListPage />, { path: '/clientes' });
    const results = await screen.findByTestId('client-results');
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(results.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('1–10 de 12')).toBeTruthy();
    // The storage's first ten by code unit, each page in the list's accent- and case-insensitive order.
    expect(rowNames()).toEqual([
      'Bruno Lima',
      'Carla Dias',
      'Davi Rocha',
      'Elisa Nunes',
      'Fábio Melo',
      'Gustavo Pires',
      'Helena Cruz',
      'Igor Alves',
      'Joana Reis',
      'Zélia Prado',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(screen.getByText('11–12 de 12')).toBeTruthy());
    expect(rowNames()).toEqual(['alice Moura', 'Álvaro Reis']);

    // A search needs the index: the list says it is busy until then, and then answers.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'alvaro' } });
    await waitFor(() => expect(screen.getByTestId('client-results').getAttribute('aria-busy')).toBe('true'));
    releaseIndex();
    await waitFor(() => expect(screen.getByTestId('client-results').getAttribute('aria-busy')).toBe('false'));
    expect(rowNames()).toEqual(['Álvaro Reis']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    // With the index, the folded order over everything (the page snapped back to the first).
    await waitFor(() => expect(rowNames()[0]).toBe('alice Moura'));
    expect(rowNames().slice(0, 3)).toEqual(['alice Moura', 'Álvaro Reis', 'Bruno Lima']);
  });
});
