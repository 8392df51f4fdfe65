// @vitest-environment happy-dom
// Logout on a shared tablet (issue 12): with nothing pending the device is cleared and the user
// signed out; with unsent writes or queued attachments the dialog says what and offers to wait
// (signing out by itself once all is sent) or to stay signed in. Nothing pending is discarded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  closePendingUploadStores,
  closeSessionDatabase,
  createDoc,
  currentDatabase,
  deletePendingUpload,
  findDocs,
  openSessionDatabase,
  putPendingUploads,
  syncStatus$,
  type PendingUpload,
} from '@/data';
import { keepRefusedWrite } from '@/data/sync/refused-writes';
import { makeStatus } from '@/data/sync/status';
import { useDeviceLogout } from '@/features/auth/hooks/use-device-logout';
import { CEP_CACHE_KEY, REMINDERS_ANNOUNCED_KEY } from '@/lib/user-caches';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

const initialStatus = syncStatus$.value;
let uid = '';
let run = 0;

function Shell({ signOut, sendQueued }: { signOut: () => Promise<void>; sendQueued?: (uid: string) => void }) {
  const logout = useDeviceLogout({ uid, signOut, sendQueued });
  return (
    <>
      <button type="button" onClick={logout.request}>
        Sair
      </button>
      {logout.dialog}
    </>
  );
}

function upload(id: string): PendingUpload {
  return {
    id,
    uid,
    chatId: 'c1',
    messageId: 'm1',
    storagePath: id,
    name: 'rg.pdf',
    type: 'application/pdf',
    size: 8,
    blob: new Blob(['x']),
    createdAt: new Date().toISOString(),
  };
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.includes(uid));
}

beforeEach(async () => {
  uid = `logout_${++run}_${Date.now().toString(36)}`;
  await openSessionDatabase({ uid, multiInstance: false, sync: false, collections: ['categories', 'logs'] });
  await createDoc('categories', { name: 'Trabalhista', color: '#2563eb', description: '' });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closePendingUploadStores();
  await closeSessionDatabase();
  syncStatus$.next(initialStatus);
  localStorage.clear();
});

/** The dialog's code loads when 'Sair' is pressed (issue 27): on a busy machine that may take over a second. */
const logoutDialog = () => screen.findByRole('alertdialog', undefined, { timeout: 8000 });

describe('logout (Sair)', () => {
  it('with nothing pending: removes the replica, the upload queue and the cached look-ups, then signs out', async () => {
    syncStatus$.next(makeStatus('sincronizado', { pendingWrites: 0 }));
    localStorage.setItem(REMINDERS_ANNOUNCED_KEY, '["r1@2025-06-10T12:00:00.000Z"]');
    localStorage.setItem(CEP_CACHE_KEY, '{}');
    localStorage.setItem('advocacia:tema', 'dark');
    const signOut = vi.fn(async () => undefined);
    await renderScreen(<Shell signOut={signOut} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    // The wipe, then this device's alerts forgotten (issue 36), then the sign-out: generous on a loaded machine.
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentDatabase()).toBeNull();
    expect(await databaseNames()).toEqual([]);
    expect(localStorage.getItem(REMINDERS_ANNOUNCED_KEY)).toBeNull();
    expect(localStorage.getItem(CEP_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem('advocacia:tema')).toBe('dark'); // a setting of the device, not the user's data
  });

  it('with unsent writes: lists them; "Continuar conectado" keeps the session and the data', async () => {
    syncStatus$.next(makeStatus('offline', { pendingWrites: 3 }));
    const signOut = vi.fn(async () => undefined);
    await renderScreen(<Shell signOut={signOut} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await logoutDialog();
    expect(within(dialog).getByText('Ainda há dados não enviados ao servidor')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('logout-pending').textContent).toBe('3 alterações ainda não enviadas'),
    );
    expect(within(dialog).queryByRole('button', { name: /Sair mesmo assim|Descartar/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
    expect(currentDatabase()).not.toBeNull();
    expect(await findDocs('categories')).toHaveLength(1);
  });

  it('when the sync status cannot confirm anything, says so and does not clear the device', async () => {
    syncStatus$.next(makeStatus('conectando'));
    const signOut = vi.fn(async () => undefined);
    await renderScreen(<Shell signOut={signOut} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await logoutDialog();
    expect(within(dialog).getByTestId('logout-pending').textContent).toContain(
      'Não é possível confirmar que as alterações deste dispositivo chegaram ao servidor',
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(currentDatabase()).not.toBeNull();
  });

  it('right after sign-in (online, the count still unknown): waits by itself and signs out once the sync finds nothing unsent', async () => {
    syncStatus$.next(makeStatus('conectando'));
    const signOut = vi.fn(async () => undefined);
    await renderScreen(<Shell signOut={signOut} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await logoutDialog();
    expect(within(dialog).getByText('Aguardando sincronização')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Você sairá automaticamente assim que tudo for enviado.',
    );
    expect(signOut).not.toHaveBeenCalled();
    syncStatus$.next(makeStatus('sincronizado', { pendingWrites: 0 }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(currentDatabase()).toBeNull();
  });

  it('in a build without any server (sync unavailable), signs out at once and keeps the data: it exists nowhere else', async () => {
    syncStatus$.next(makeStatus('indisponivel'));
    await createDoc('categories', { name: 'Só aqui', color: '#2563eb', description: '' });
    const signOut = vi.fn(async () => undefined);
    await renderScreen(<Shell signOut={signOut} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const db = await openSessionDatabase({ uid, multiInstance: false, sync: false });
    expect((await db.categories.find().exec()).map((c) => c.name)).toContain('Só aqui');
  });

  it('with a refused write set aside: says it waits for a decision and keeps it', async () => {
    syncStatus$.next(makeStatus('sincronizado', { pendingWrites: 0 }));
    const doc = { id: 'cat-1', name: 'Recusada', color: '#2563eb', description: '', _deleted: false };
    await keepRefusedWrite(currentDatabase()!, {
      collection: 'categories',
      documentId: 'cat-1',
      code: 'permission-denied',
      actorUid: uid,
      doc,
      base: null,
      serverHad: false,
    });
    const signOut = vi.fn(async () => undefined);
    await renderScreen(<Shell signOut={signOut} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await logoutDialog();
    await waitFor(() =>
      expect(within(dialog).getByTestId('logout-pending').textContent).toMatch(
        /^1 alteração recusada pelo servidor aguarda sua decisão/,
      ),
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(currentDatabase()).not.toBeNull();
  });

  it('with queued attachments: lists them; waiting sends them and signs out by itself once all is sent', async () => {
    syncStatus$.next(makeStatus('sincronizado', { pendingWrites: 0 }));
    await putPendingUploads(uid, [upload('a'), upload('b')]);
    const signOut = vi.fn(async () => undefined);
    const sendQueued = vi.fn();
    await renderScreen(<Shell signOut={signOut} sendQueued={sendQueued} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await logoutDialog();
    await waitFor(() =>
      expect(within(dialog).getByTestId('logout-pending').textContent).toBe('2 anexos aguardando envio'),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Aguardar sincronização' }));
    expect(sendQueued).toHaveBeenCalledWith(uid);
    expect(await within(dialog).findByText('Você sairá automaticamente assim que tudo for enviado.')).toBeTruthy();
    await deletePendingUpload(uid, 'a');
    await waitFor(() =>
      expect(within(dialog).getByTestId('logout-pending').textContent).toBe('1 anexo aguardando envio'),
    );
    expect(signOut).not.toHaveBeenCalled();

    await deletePendingUpload(uid, 'b');
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(await databaseNames()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('waiting for unsent writes and attachments together: both listed, and staying cancels the wait', async () => {
    syncStatus$.next(makeStatus('sincronizando', { pendingWrites: 1 }));
    await putPendingUploads(uid, [upload('a')]);
    const signOut = vi.fn(async () => undefined);
    await renderScreen(<Shell signOut={signOut} sendQueued={vi.fn()} />, { user: { ...TEST_USER, uid } });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await logoutDialog();
    const items = await waitFor(() => {
      const list = within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(list).toEqual(['1 alteração ainda não enviada', '1 anexo aguardando envio']);
      return list;
    });
    expect(items).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aguardar sincronização' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Everything arrives after the person chose to stay: nobody is signed out behind their back.
    await deletePendingUpload(uid, 'a');
    syncStatus$.next(makeStatus('sincronizado', { pendingWrites: 0 }));
    await new Promise((r) => setTimeout(r, 100));
    expect(signOut).not.toHaveBeenCalled();
  });
});
