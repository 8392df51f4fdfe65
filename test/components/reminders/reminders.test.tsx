// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within, configure } from '@testing-library/react';
import {
  closeSessionDatabase,
  createDoc,
  getDoc,
  openSessionDatabase,
  requireDatabase,
  type EditableOf,
  type LembretDoc,
} from '@/data';
import { ReminderListPage } from '@/features/reminders/components/ReminderListPage';
import { ReminderWatcher, useDueReminders } from '@/features/reminders/reminder-watcher';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';

// The replica answers asynchronously; on a busy CI machine the first live result can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  localStorage.clear();
  await openSessionDatabase({ uid: `reminders-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

function reminder(patch: Partial<EditableOf<'lembrets'>>): EditableOf<'lembrets'> {
  return {
    title: 'Lembrete',
    message: '',
    dueAt: new Date().toISOString(),
    clientId: null,
    notifyClient: false,
    status: 'pendente',
    ...patch,
  };
}

describe('reminders list', () => {
  it('groups reminders as atrasados, hoje, próximos and concluídos, and "Concluir" moves one to concluídos', async () => {
    // Midday, so "later today" and "earlier today" are both on the same local day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 6, 12, 0));
    const late = await createDoc(
      'lembrets',
      reminder({ title: 'Cobrar procuração', dueAt: new Date(2025, 4, 6, 9, 0).toISOString() }),
    );
    await createDoc(
      'lembrets',
      reminder({ title: 'Ligar para o perito', dueAt: new Date(2025, 4, 6, 17, 0).toISOString() }),
    );
    await createDoc(
      'lembrets',
      reminder({ title: 'Audiência amanhã', dueAt: new Date(2025, 4, 7, 8, 0).toISOString() }),
    );
    await createDoc(
      'lembrets',
      reminder({
        title: 'Enviar boleto',
        dueAt: new Date(2025, 4, 1, 8, 0).toISOString(),
        status: 'enviado',
        notifyClient: true,
      }),
    );

    await renderScreen(<ReminderListPage />, { path: '/lembretes' });
    const group = async (id: string) => (await screen.findByTestId(`grupo-${id}`)).textContent ?? '';
    expect(await group('atrasados')).toContain('Cobrar procuração');
    expect(await group('hoje')).toContain('Ligar para o perito');
    expect(await group('proximos')).toContain('Audiência amanhã');
    expect(await group('concluidos')).toContain('Enviar boleto');

    fireEvent.click(screen.getByRole('button', { name: 'Concluir Cobrar procuração' }));
    await waitFor(async () => expect((await getDoc('lembrets', late.id))?.status).toBe('concluido'));
    await waitFor(async () => expect(await group('concluidos')).toContain('Cobrar procuração'));
    expect(screen.getByText('Nenhum lembrete atrasado.')).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('grupo-concluidos')).getByRole('button', { name: 'Reabrir Cobrar procuração' }),
    );
    await waitFor(async () => expect((await getDoc('lembrets', late.id))?.status).toBe('pendente'));
  });
});

describe('reminders sent by the backend', () => {
  it("shows why a due reminder could not be sent to the client's phone (the backend's code, worded here); nothing once it is Enviado", async () => {
    const pending = await createDoc(
      'lembrets',
      reminder({
        title: 'Avisar sobre a perícia',
        message: 'Perícia dia 10.',
        notifyClient: true,
        clientId: 'cliente-1',
      }),
    );
    const sent = await createDoc(
      'lembrets',
      reminder({
        title: 'Avisar sobre o boleto',
        message: 'Boleto enviado.',
        notifyClient: true,
        clientId: 'cliente-1',
      }),
    );
    // As the pull brings the backend's writes (the form never writes deliveryError).
    const db = requireDatabase();
    await (await db.collections.lembrets.findOne(pending.id).exec())!.incrementalPatch({
      deliveryError: 'no-app-account',
    });
    await (await db.collections.lembrets.findOne(sent.id).exec())!.incrementalPatch({
      status: 'enviado',
      deliveryError: null,
    });

    await renderScreen(<ReminderListPage />, { path: '/lembretes' });
    const item = await screen.findByRole('listitem', { name: 'Avisar sobre a perícia' });
    expect(within(item).getByRole('status').textContent).toBe(
      'Não enviado ao cliente: o cliente ainda não tem acesso ao aplicativo. Convide-o na ficha do cliente, aba Aplicativo.',
    );
    const done = await screen.findByRole('listitem', { name: 'Avisar sobre o boleto' });
    expect(within(done).queryByRole('status')).toBeNull();
    expect(within(done).getByText('Enviado')).toBeTruthy();
  });
});

describe('due-reminder watcher', () => {
  const doc = (id: string, dueAt: number, status: LembretDoc['status'] = 'pendente') =>
    ({
      ...reminder({ title: id, dueAt: new Date(dueAt).toISOString(), status }),
      id,
      createdAt: '',
      createdBy: '',
      updatedAt: '',
      updatedBy: '',
    }) as LembretDoc;

  it('fires once per reminder when its time comes, not for ones already overdue on opening or not pending (fake timers)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const t0 = new Date(2025, 4, 6, 10, 0).getTime();
    vi.setSystemTime(t0);
    const list = [
      doc('antigo', t0 - 60_000),
      doc('em-2-min', t0 + 120_000),
      doc('cancelado', t0 + 60_000, 'cancelado'),
      doc('em-1-hora', t0 + 3_600_000),
    ];
    const onDue = vi.fn();
    renderHook(() => useDueReminders(list, onDue));
    expect(onDue).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(119_000));
    expect(onDue).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(onDue.mock.calls.map(([r]) => (r as LembretDoc).title)).toEqual(['em-2-min']);

    act(() => void vi.advanceTimersByTime(3_600_000));
    expect(onDue.mock.calls.map(([r]) => (r as LembretDoc).title)).toEqual(['em-2-min', 'em-1-hora']);
  });

  it('does not announce again after a reload (remembers what it announced)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const t0 = new Date(2025, 4, 6, 10, 0).getTime();
    vi.setSystemTime(t0);
    const list = [doc('x', t0 + 1_000)];
    const first = vi.fn();
    const { unmount } = renderHook(() => useDueReminders(list, first));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(first).toHaveBeenCalledTimes(1);
    unmount();
    // A new mount that started before the due time (e.g. another tab) sees it as announced.
    vi.setSystemTime(t0);
    const second = vi.fn();
    renderHook(() => useDueReminders(list, second));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(second).not.toHaveBeenCalled();
  });

  it('shows a toast and a system notification when allowed, for a reminder saved in the replica', async () => {
    const shown: Array<{ title: string; body?: string }> = [];
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = vi.fn();
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    await renderScreen(<ReminderWatcher />, { path: '/' });
    // Created after the app opened, due a moment later: real time, no fake clock needed.
    await createDoc(
      'lembrets',
      reminder({
        title: 'Retornar ligação',
        message: 'Cliente *Maria* pediu retorno',
        dueAt: new Date(Date.now() + 1_500).toISOString(),
      }),
    );
    expect(await screen.findByText('Lembrete: Retornar ligação', undefined, { timeout: 6_000 })).toBeTruthy();
    expect(screen.getByText('Cliente Maria pediu retorno')).toBeTruthy();
    await waitFor(() =>
      expect(shown).toEqual([{ title: 'Lembrete: Retornar ligação', body: 'Cliente Maria pediu retorno' }]),
    );
  });
});
