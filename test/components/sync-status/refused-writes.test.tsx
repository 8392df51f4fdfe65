// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, getDoc, openSessionDatabase, syncStatus$, type AppDatabase } from '@/data';
import { keepRefusedWrite, listRefusedWrites } from '@/data/sync/refused-writes';
import { SyncStatusDetails } from '@/features/sync-status';
import { LogListPage } from '@/features/logs/components/LogListPage';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';
import { makeClient } from '../../support/fixtures';

configure({ asyncUtilTimeout: 5000 });

let db: AppDatabase;
let run = 0;
beforeEach(async () => {
  db = await openSessionDatabase({ uid: `refused-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

const ATENDENTE = { ...TEST_USER, uid: 'u-bia', role: 'atendente' as const };
const ADVOGADO = { ...TEST_USER, uid: 'u-ana', role: 'advogado' as const };

/** What the replication keeps when the server refuses an atendente's deletion of a client and her new category. */
async function seedRefusals() {
  const maria = await createDoc('clients', makeClient('Maria Silva'), { actorUid: 'u-ana' });
  await keepRefusedWrite(db, {
    collection: 'clients',
    documentId: maria.id,
    code: 'permission-denied',
    actorUid: 'u-bia',
    serverHad: true,
    base: maria,
    doc: { ...maria, _deleted: true, updatedBy: 'u-bia' },
  });
  await keepRefusedWrite(db, {
    collection: 'categories',
    documentId: 'cat-1',
    code: 'invalid-argument',
    actorUid: 'u-bia',
    serverHad: false,
    base: null,
    doc: { id: 'cat-1', name: 'Urgente', color: '#ff0000', description: '', _deleted: false },
  });
  return maria;
}

describe('writes the server refused', () => {
  it('the sync details say how many, and each one: collection, record, reason in words', async () => {
    await seedRefusals();
    await renderScreen(<SyncStatusDetails status={syncStatus$.value} />, { user: ATENDENTE });
    const list = within(await screen.findByTestId('refused-writes'));
    expect(list.getByText('2 alterações recusadas pelo servidor')).toBeTruthy();
    const items = list.getAllByTestId('refused-write');
    const text = items.map((i) => i.textContent);
    expect(
      text.some(
        (t) =>
          t?.includes('Clientes · Maria Silva') &&
          t.includes('Exclusão') &&
          t.includes('Sua função não permite esta alteração'),
      ),
    ).toBe(true);
    expect(
      text.some(
        (t) =>
          t?.includes('Categorias · Urgente') &&
          t.includes('Criação') &&
          t.includes('O servidor recusou os dados desta alteração'),
      ),
    ).toBe(true);
    // An atendente may not delete: "Restaurar" is disabled, with the reason; "Descartar" is not.
    const deletion = items.find((i) => i.textContent?.includes('Maria Silva'))!;
    expect((within(deletion).getByRole('button', { name: /Restaurar/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(deletion).getByText('Sua função (atendente) não permite excluir registros.')).toBeTruthy();
    expect((within(deletion).getByRole('button', { name: /Descartar/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says nothing when there is none', async () => {
    await renderScreen(<SyncStatusDetails status={syncStatus$.value} />, { user: ATENDENTE });
    await screen.findByTestId('sync-phase');
    expect(screen.queryByTestId('refused-writes')).toBeNull();
  });

  it('the logs screen lists them; "Descartar" forgets one, "Restaurar" writes it again', async () => {
    const maria = await seedRefusals();
    await renderScreen(<LogListPage />, { user: ADVOGADO });
    const list = within(await screen.findByTestId('refused-writes'));
    expect(list.getByText('2 alterações recusadas pelo servidor')).toBeTruthy();

    const category = list.getAllByTestId('refused-write').find((i) => i.textContent?.includes('Urgente'))!;
    fireEvent.click(within(category).getByRole('button', { name: /Descartar/ }));
    await waitFor(() => expect(screen.getByText('1 alteração recusada pelo servidor')).toBeTruthy());
    expect((await listRefusedWrites(db)).map((r) => r.collection)).toEqual(['clients']);

    // An advogado may delete: the deletion is applied again, as a new local write.
    fireEvent.click(within(screen.getByTestId('refused-write')).getByRole('button', { name: /Restaurar/ }));
    await waitFor(() => expect(screen.queryByTestId('refused-writes')).toBeNull());
    expect(await getDoc('clients', maria.id)).toBeNull();
    expect(await listRefusedWrites(db)).toEqual([]);
  });

  it('an atendente, who cannot read the audit, still sees her refused writes on the logs screen', async () => {
    await seedRefusals();
    await renderScreen(<LogListPage />, { user: ATENDENTE });
    expect(await screen.findByText('2 alterações recusadas pelo servidor')).toBeTruthy();
    expect(screen.getByText('Sem permissão')).toBeTruthy();
  });
});
