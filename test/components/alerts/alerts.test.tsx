// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_ALERT_PREFS } from '@advocacia/shared/alerts/preferences';
import { closeSessionDatabase, createDoc, getDoc, openSessionDatabase, syncStatus$ } from '@/data';
import { DeviceAlertsPanel } from '@/features/alerts';
import { AlertsHost } from '@/features/alerts/components/AlertsHost';
import { saveEvent } from '@/features/events/api/save-event';
import type { EventFormValues } from '@/features/events/event-form';
import { AlertPrefsForm } from '@/features/profile/components/AlertPrefsForm';
import type { StoredUser } from '@/features/auth/session-storage';
import { toaster } from '@/lib/toaster';
import { IPAD_TAB_ENV, fakePushDeps } from '../../support/fake-push-deps';
import { renderScreen, TEST_USER } from '../../support/render';

const initialSync = syncStatus$.value;
let uid = '';
let run = 0;

beforeEach(async () => {
  localStorage.clear();
  uid = `alerts-${++run}-${Date.now()}`;
  await openSessionDatabase({ uid, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
  syncStatus$.next(initialSync);
});

function me(): StoredUser {
  return { ...TEST_USER, uid };
}

function deadline(kind: EventFormValues['kind'] = 'prazo'): EventFormValues {
  return {
    title: 'Contestação',
    kind,
    allDay: true,
    startDay: '2026-12-04',
    startTime: '',
    endDay: '2026-12-04',
    endTime: '',
    location: '',
    clientId: '',
    processId: '',
    notes: '',
    responsibleUid: '',
  };
}

const OFFER = 'Receber alertas neste aparelho?';
/** Lets the host's idle work, the lazy dialog and the state read settle. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 300)));

describe('the alert offer (signed-in layout)', () => {
  it('is never shown on a load by itself, nor after creating an event that is not a deadline', async () => {
    const push = fakePushDeps();
    await renderScreen(<AlertsHost deps={push.deps} />, { user: me() });
    await settle();
    expect(screen.queryByText(OFFER)).toBeNull();
    await act(() => saveEvent(deadline('audiencia')));
    await settle();
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('comes after the first deadline created on this device; accepting subscribes and registers it, and it is never offered again', async () => {
    const push = fakePushDeps();
    await renderScreen(<AlertsHost deps={push.deps} />, { user: me() });
    await act(() => saveEvent(deadline()));
    expect(await screen.findByText(OFFER)).toBeTruthy();
    expect(screen.getByText(/D-3, D-1 e D-0/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Receber alertas' }));
    await waitFor(() =>
      expect(push.request).toHaveBeenCalledWith('PUT', '/push/subscriptions/device-1', expect.anything()),
    );
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.pushManager.subscribe.mock.calls[0]![0].userVisibleOnly).toBe(true);
    expect(await screen.findByText('Alertas ativados neste aparelho')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(OFFER)).toBeNull());
    await act(() => saveEvent(deadline()));
    await settle();
    expect(screen.queryByText(OFFER)).toBeNull();
  });

  it('"Agora não" asks nothing of the browser and ends the offer', async () => {
    const push = fakePushDeps();
    await renderScreen(<AlertsHost deps={push.deps} />, { user: me() });
    await act(() => saveEvent(deadline()));
    fireEvent.click(await screen.findByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByText(OFFER)).toBeNull());
    await act(() => saveEvent(deadline()));
    await settle();
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('on an iPad in a Safari tab it says to install the app to the Home Screen instead', async () => {
    const push = fakePushDeps({ env: IPAD_TAB_ENV });
    await renderScreen(<AlertsHost deps={push.deps} />, { user: me() });
    await act(() => saveEvent(deadline()));
    expect(await screen.findByText(/Adicionar à Tela de Início/)).toBeTruthy();
    expect(screen.getByText(/iOS 16\.4 ou mais recente/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByText(OFFER)).toBeNull());
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});

describe('Perfil › Alertas, this device', () => {
  it('shows the state and turns alerts on and off', async () => {
    const push = fakePushDeps();
    await renderScreen(<DeviceAlertsPanel deps={push.deps} />, { path: '/perfil', user: me() });
    expect((await screen.findByTestId('device-alerts-state')).textContent).toBe('Desligado');
    fireEvent.click(screen.getByRole('button', { name: /Receber alertas neste aparelho/ }));
    await waitFor(() => expect(screen.getByTestId('device-alerts-state').textContent).toBe('Ativo'));
    fireEvent.click(screen.getByRole('button', { name: /Parar alertas neste aparelho/ }));
    await waitFor(() => expect(screen.getByTestId('device-alerts-state').textContent).toBe('Desligado'));
    expect(push.subscription()).toBeNull();
    expect(push.request).toHaveBeenLastCalledWith('DELETE', '/push/subscriptions/device-1');
  });

  it('blocked: says how to allow notifications again, and offers no button that cannot work', async () => {
    const push = fakePushDeps({}, 'denied');
    await renderScreen(<DeviceAlertsPanel deps={push.deps} />, { path: '/perfil', user: me() });
    expect((await screen.findByTestId('device-alerts-state')).textContent).toBe('Bloqueado');
    expect(screen.getByText(/Permissões › Notificações › Permitir/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Receber alertas/ })).toBeNull();
  });

  it('offline: keeps the wish and says it registers once there is internet', async () => {
    let online = false;
    const push = fakePushDeps({ online: () => online });
    await renderScreen(<DeviceAlertsPanel deps={push.deps} />, { path: '/perfil', user: me() });
    fireEvent.click(await screen.findByRole('button', { name: /Receber alertas neste aparelho/ }));
    await waitFor(() => expect(screen.getByTestId('device-alerts-state').textContent).toBe('Aguardando conexão'));
    expect(screen.getByText(/assim que houver internet/)).toBeTruthy();
    expect(push.request).not.toHaveBeenCalled();
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('device-alerts-state').textContent).toBe('Ativo'));
    expect(push.request).toHaveBeenCalledWith('PUT', '/push/subscriptions/device-1', expect.anything());
  });

  it('an iPad in a Safari tab: the Home Screen note, no switch', async () => {
    const push = fakePushDeps({ env: IPAD_TAB_ENV });
    await renderScreen(<DeviceAlertsPanel deps={push.deps} />, { path: '/perfil', user: me() });
    expect(
      await screen.findByText(
        'No iPad/iPhone, os alertas só chegam com o app instalado na Tela de Início (iOS 16.4 ou mais recente): toque em Compartilhar › Adicionar à Tela de Início.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Receber alertas/ })).toBeNull();
  });
});

describe('Perfil › Alertas, preferences', () => {
  async function addUser(alertPrefs?: unknown) {
    const { uid: id, ...rest } = me();
    await createDoc('users', { ...rest, uid: id, oab: null, ...(alertPrefs ? { alertPrefs } : {}) } as never, { id });
  }
  const box = (name: RegExp) => screen.getByRole('checkbox', { name });
  /** Ark checkboxes react to a click on their label, through their state machine, a moment later. */
  const toggle = async (label: RegExp) => {
    const before = (box(label) as HTMLInputElement).checked;
    fireEvent.click(screen.getByText(label));
    await waitFor(() => expect((box(label) as HTMLInputElement).checked).toBe(!before));
  };
  // The hour fields appear once "Silenciar alertas" is on: wait for them (a loaded machine renders late).
  const type = async (label: RegExp, value: string) => {
    const input = await screen.findByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };

  it('starts from the defaults (prazos and intimações on) for a profile without preferences', async () => {
    await addUser();
    await renderScreen(<AlertPrefsForm uid={uid} />, { path: '/perfil', user: me() });
    await screen.findByRole('checkbox', { name: /Intimações/ });
    expect((box(/Intimações/) as HTMLInputElement).checked).toBe(DEFAULT_ALERT_PREFS.intimacoes);
    expect((box(/^Prazos/) as HTMLInputElement).checked).toBe(true);
    expect((box(/Audiências/) as HTMLInputElement).checked).toBe(false);
    expect((box(/Resumo diário/) as HTMLInputElement).checked).toBe(false);
  });

  it('validates quiet hours with pt-BR messages and saves nothing invalid', async () => {
    await addUser();
    await renderScreen(<AlertPrefsForm uid={uid} />, { path: '/perfil', user: me() });
    await screen.findByRole('checkbox', { name: /Silenciar alertas/ });
    await toggle(/Silenciar alertas/);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alertas' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBe(2);
    await type(/Silenciar a partir de/, '25:00');
    await type(/^até/, '22:00');
    expect(await screen.findByText('Hora inválida')).toBeTruthy();
    await type(/Silenciar a partir de/, '22:00');
    expect(await screen.findByText('O fim deve ser diferente do início')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alertas' }));
    await settle();
    expect((await getDoc('users', uid))?.alertPrefs ?? null).toBeNull();
  });

  it("saves the choices and quiet hours to the person's own profile (offline, in the replica)", async () => {
    await addUser();
    await renderScreen(<AlertPrefsForm uid={uid} />, { path: '/perfil', user: me() });
    await screen.findByRole('checkbox', { name: /Audiências/ });
    await toggle(/Audiências/);
    await toggle(/Intimações/);
    await toggle(/Silenciar alertas/);
    await type(/Silenciar a partir de/, '2200');
    await type(/^até/, '0700');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alertas' }));
    expect(await screen.findByText('Salvo')).toBeTruthy();
    expect((await getDoc('users', uid))?.alertPrefs).toEqual({
      intimacoes: false,
      prazos: true,
      audiencias: true,
      lembretes: false,
      resumoDiario: false,
      quietHours: { start: '22:00', end: '07:00' },
    });
  });

  it('shows what is stored', async () => {
    await addUser({ ...DEFAULT_ALERT_PREFS, lembretes: true, quietHours: { start: '12:00', end: '13:30' } });
    await renderScreen(<AlertPrefsForm uid={uid} />, { path: '/perfil', user: me() });
    expect(((await screen.findByRole('checkbox', { name: /Lembretes/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Silenciar a partir de/) as HTMLInputElement).value).toBe('12:00');
    expect((screen.getByLabelText(/^até/) as HTMLInputElement).value).toBe('13:30');
  });
});

vi.setConfig({ testTimeout: 60_000 });
