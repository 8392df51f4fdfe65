// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { requireDatabase, type ClientDoc } from '@/data';
import { ClientEditPage, ClientListPage } from '@/features/clients';
import { renderScreen } from '../../support/render';
import { closeSessionDatabase, withQuery } from './helpers';
import { openFreshSession } from '../../support/db';
import { makeClient } from '../../support/fixtures';

/** The backend's `duplicateOf` mark (issue 26), as the replica holds it after a pull: shown in words. */
const NOW = '2026-11-27T12:00:00.000Z';
const record = (id: string, name: string, over: Partial<ClientDoc> = {}): ClientDoc => ({
  ...makeClient(name),
  id,
  createdAt: NOW,
  createdBy: 'adv-1',
  updatedAt: NOW,
  updatedBy: 'backend',
  ...over,
});

beforeAll(async () => {
  // The form's CEP lookup goes nowhere (no request leaves the machine).
  vi.stubEnv('VITE_CEP_URL', 'http://127.0.0.1:9/ws/{cep}/json/');
  await openFreshSession('dup-mark');
  await requireDatabase().clients.bulkInsert([
    record('c-first', 'Maria da Silva'),
    record('c-later', 'Maria Silva (recadastro)', { duplicateOf: 'c-first' }),
    record('c-other', 'João Pereira', { document: '11144477735', duplicateOf: '' }),
  ]);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await closeSessionDatabase();
});
afterEach(cleanup);

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe("a client the backend marked as repeating another's CPF/CNPJ", () => {
  it('carries "Documento duplicado" in the list; the others do not', async () => {
    await renderScreen(<ClientListPage />, { path: '/clientes' });
    await screen.findByRole('link', { name: 'Maria Silva (recadastro)' });
    expect(within(rowOf('Maria Silva (recadastro)')).getByText('Documento duplicado')).toBeTruthy();
    expect(within(rowOf('Maria da Silva')).queryByText('Documento duplicado')).toBeNull();
    expect(within(rowOf('João Pereira')).queryByText('Documento duplicado')).toBeNull();
    expect(screen.getAllByText('Documento duplicado')).toHaveLength(1);
  });

  it('its page links to the earlier record', async () => {
    await renderScreen(
      withQuery(<ClientEditPage id="c-later" tab="dados" processId={undefined} onNavigate={() => undefined} />),
      { path: '/clientes/editar/$id' },
    );
    const link = await screen.findByRole('link', { name: 'Documento duplicado: ver o cadastro anterior' });
    expect(link.getAttribute('href')).toBe('/clientes/editar/c-first');
  });
});
