// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { forwardRef, type ComponentProps } from 'react';
import { requireDatabase, type ClientDoc } from '@/data';
import { ClientListPage } from '@/features/clients';
import { renderScreen } from '../../support/render';
import { firstColumnNames } from '../../support/table';
import { openFreshSession } from '../../support/db';
import { closeSessionDatabase } from './helpers';

/**
 * Issue 27: a keystroke in the search box renders only the rows whose content changed. Every row
 * renders one delete icon (Trash2) in its last cell, and the icon renders only when its row does,
 * so counting the icon's renders counts the rows rendered.
 */
const rendered = vi.hoisted(() => ({ rows: 0 }));
vi.mock('lucide-react', async (importOriginal) => {
  const lucide = await importOriginal<typeof import('lucide-react')>();
  const Trash2 = forwardRef<SVGSVGElement, ComponentProps<typeof lucide.Trash2>>(function CountedTrash2(props, ref) {
    // A side effect in render on purpose: counting renders is what this test does.
    // eslint-disable-next-line react-hooks/immutability
    rendered.rows++;
    return <lucide.Trash2 ref={ref} {...props} />;
  });
  return { ...lucide, Trash2 };
});

const NOW = '2025-01-01T12:00:00.000Z';

function client(i: number): ClientDoc {
  const n = String(i).padStart(3, '0');
  return {
    id: `c${n}`,
    kind: 'PF',
    name: `Cliente ${n}`,
    document: '',
    email: `cliente${n}@exemplo.com.br`,
    phone: '',
    birthDate: null,
    address: { cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' },
    categoryIds: [],
    notes: '',
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
    createdBy: 'seed',
    updatedBy: 'seed',
    createdAt: NOW,
    updatedAt: NOW,
  };
}

beforeAll(async () => {
  await openFreshSession('list-renders');
  await requireDatabase().clients.bulkInsert(Array.from({ length: 120 }, (_, i) => client(i + 1)));
});
afterAll(() => closeSessionDatabase());
afterEach(cleanup);

/** Types `term` and resolves with the rows rendered until the list shows its answer. */
async function rowsRenderedBy(term: string, expected: string[]): Promise<number> {
  const before = rendered.rows;
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: term } });
  await waitFor(() => {
    const results = screen.getByTestId('client-results');
    expect(results.getAttribute('aria-busy')).toBe('false');
    expect(results.getAttribute('data-search-term')).toBe(term);
    expect(firstColumnNames()).toEqual(expected);
  });
  return rendered.rows - before;
}

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Cliente ${String(from + i).padStart(3, '0')}`);

describe('clients list: renders per keystroke', () => {
  it('renders only the rows that enter the page; rows that stay are not rendered again', async () => {
    await renderScreen(<ClientListPage />, { path: '/clientes' });
    await screen.findByText('Cliente 001');
    // The first answer from the search index replaces the storage's early page (other objects): not counted.
    await rowsRenderedBy('cliente', names(1, 10));
    // The same page (Cliente 001–010): no row renders.
    expect(await rowsRenderedBy('0', names(1, 10))).toBe(0);
    // 001–009 stay, 010 leaves, 100 comes in: one row.
    expect(await rowsRenderedBy('00', [...names(1, 9), 'Cliente 100'])).toBe(1);
    // Only 001 is left, unchanged.
    expect(await rowsRenderedBy('001', names(1, 1))).toBe(0);
    // Back: nine rows come in again.
    expect(await rowsRenderedBy('00', [...names(1, 9), 'Cliente 100'])).toBe(9);
    // A page of other clients: every row is new.
    expect(await rowsRenderedBy('11', ['Cliente 011', ...names(110, 118)])).toBe(10);
  });
});
