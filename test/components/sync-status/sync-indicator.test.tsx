// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { mapFirestoreError, syncStatus$, type SyncStatus } from '@/data';
import { AppShell } from '@/app/shell/AppShell';
import { SyncCard } from '@/features/home/components/SyncCard';
import { DeviceSection } from '@/features/profile/components/DeviceSection';
import { SyncStatusBadge } from '@/features/sync-status';
import { renderScreen, TEST_USER } from '../../support/render';

const initialSync = syncStatus$.value;
// Local times, so the expected dd/mm/aaaa hh:mm does not depend on the machine's time zone.
const LAST_SYNC = new Date(2025, 5, 10, 11, 45).toISOString();
const FORBIDDEN = mapFirestoreError({ code: 'permission-denied' })!;

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  syncStatus$.next(initialSync);
  vi.restoreAllMocks();
});

/** Publishes a status as the data layer would (codes only). */
function publish(status: Partial<SyncStatus>) {
  act(() => syncStatus$.next({ ...initialSync, ...status }));
}

/** The browser's connectivity changing, as the `online` / `offline` events report it. */
function setBrowserOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function indicator() {
  return screen.getByTestId('sync-status');
}

function visibleText() {
  return indicator().textContent;
}

async function renderShell() {
  return renderScreen(
    <AppShell user={TEST_USER} onLogout={vi.fn()} status={<SyncStatusBadge />}>
      <p>conteúdo</p>
    </AppShell>,
  );
}

async function openDetails() {
  fireEvent.click(indicator());
  return within(await screen.findByTestId('sync-status-details'));
}

describe('the shell sync indicator', () => {
  it('is the only connection signal in the header: no separate Online badge', async () => {
    publish({ phase: 'indisponivel' });
    await renderShell();
    const header = within(screen.getByRole('banner'));
    expect(header.getAllByRole('button', { name: /^Sincronização:/ })).toHaveLength(1);
    expect(header.queryByText(/^Online$/)).toBeNull();
    expect(screen.queryByTestId('connection-status')).toBeNull();
    expect(visibleText()).toBe('Sincronização indisponível');
  });

  it('shows each phase in one line, with the same line as its accessible name', async () => {
    publish({ phase: 'conectando' });
    await renderShell();
    const cases: [Partial<SyncStatus>, string, string][] = [
      [{ phase: 'conectando', pendingWrites: null }, 'Conectando…', 'conectando'],
      [{ phase: 'sincronizando', pendingWrites: 3 }, 'Sincronizando · 3 pendentes', 'sincronizando'],
      [{ phase: 'sincronizando', pendingWrites: 1 }, 'Sincronizando · 1 pendente', 'sincronizando'],
      [{ phase: 'sincronizando', pendingWrites: 0 }, 'Sincronizando', 'sincronizando'],
      [{ phase: 'sincronizando', pendingWrites: null }, 'Sincronizando', 'sincronizando'],
      [{ phase: 'sincronizado', pendingWrites: 0, lastSyncedAt: LAST_SYNC }, 'Sincronizado', 'sincronizado'],
      [{ phase: 'indisponivel' }, 'Sincronização indisponível', 'indisponivel'],
      [{ phase: 'offline', pendingWrites: 2 }, 'Offline · 2 pendentes', 'offline'],
      [{ phase: 'offline', pendingWrites: 0 }, 'Offline', 'offline'],
      // Reconnecting, the device sends what it kept: the count shows (issue 41).
      [{ phase: 'conectando', pendingWrites: 5 }, 'Conectando… · 5 pendentes', 'conectando'],
      [{ phase: 'erro', error: FORBIDDEN, pendingWrites: 2 }, 'Sem permissão', 'erro'],
      // A replication that has not started yet (its code still loading) is connecting.
      [{ phase: 'parado' }, 'Conectando…', 'conectando'],
    ];
    for (const [status, text, phase] of cases) {
      publish(status);
      expect(visibleText(), JSON.stringify(status)).toBe(text);
      expect(indicator().dataset.phase).toBe(phase);
      expect(indicator().getAttribute('aria-label')!.startsWith(`Sincronização: ${text}. Alterações pendentes: `)).toBe(
        true,
      );
    }
  });

  it('spells out the details on click: pending count, last sync time, the error text', async () => {
    publish({ phase: 'sincronizando', pendingWrites: 3, lastSyncedAt: null });
    await renderShell();
    const details = await openDetails();
    expect(details.getByTestId('sync-phase').textContent).toBe('Sincronizando');
    expect(details.getByTestId('sync-pending').textContent).toBe('3 alterações');
    expect(details.getByTestId('sync-last').textContent).toBe('Nunca');

    expect(details.getByTestId('sync-verified').textContent).toBe('Ainda não verificado');

    publish({ phase: 'sincronizado', pendingWrites: 0, lastSyncedAt: LAST_SYNC, verifiedAt: LAST_SYNC });
    expect(details.getByTestId('sync-phase').textContent).toBe('Sincronizado');
    expect(details.getByTestId('sync-pending').textContent).toBe('Nenhuma');
    expect(details.getByText('Última sincronização')).toBeTruthy();
    expect(details.getByTestId('sync-last').textContent).toBe('10/06/2025 11:45');
    // "Sincronizado" means checked against the server: the details say when.
    expect(details.getByTestId('sync-verified').textContent).toBe('verificado em 10/06/2025 11:45');
    expect(details.getByText(/foram conferidos com os do servidor/)).toBeTruthy();
    expect(indicator().getAttribute('aria-label')).toBe(
      'Sincronização: Sincronizado. Alterações pendentes: Nenhuma. Última sincronização: 10/06/2025 11:45.',
    );

    publish({ phase: 'erro', error: FORBIDDEN, pendingWrites: 2, lastSyncedAt: LAST_SYNC });
    expect(details.getByTestId('sync-phase').textContent).toBe('Erro de sincronização');
    expect(details.getByRole('alert').textContent).toBe(
      'Sem permissão: Você não tem permissão para acessar este recurso',
    );
    expect(details.getByTestId('sync-pending').textContent).toBe('2 alterações');

    publish({ phase: 'conectando', pendingWrites: null, lastSyncedAt: null });
    expect(details.getByTestId('sync-phase').textContent).toBe('Conectando…');
    expect(details.getByText(/Tentando falar com o servidor/)).toBeTruthy();
    expect(details.getByTestId('sync-pending').textContent).toBe('Ainda não verificadas: sem contato com o servidor');
    expect(details.queryByRole('alert')).toBeNull();
  });

  it('says Offline as soon as the browser loses the connection, whatever the replication last said', async () => {
    publish({ phase: 'sincronizado', pendingWrites: 0, lastSyncedAt: LAST_SYNC });
    await renderShell();
    expect(visibleText()).toBe('Sincronizado');

    setBrowserOnline(false);
    expect(visibleText()).toBe('Offline');
    expect(indicator().dataset.phase).toBe('offline');
    const details = await openDetails();
    expect(details.getByTestId('sync-phase').textContent).toBe('Offline');
    expect(details.getByText(/Sem conexão: você pode continuar trabalhando/)).toBeTruthy();
    // The last sync is still known.
    expect(details.getByTestId('sync-last').textContent).toBe('10/06/2025 11:45');

    // Offline wins over every other phase the data layer may publish meanwhile (with what waits to be sent).
    for (const phase of ['sincronizando', 'conectando', 'indisponivel', 'erro', 'parado'] as const) {
      publish({ phase, pendingWrites: 4, error: phase === 'erro' ? FORBIDDEN : null });
      expect(visibleText(), phase).toBe('Offline · 4 pendentes');
    }

    // Back online, the replication's own phase shows again (here: not started yet), with what waits.
    setBrowserOnline(true);
    expect(visibleText()).toBe('Conectando… · 4 pendentes');
    publish({ phase: 'sincronizando', pendingWrites: 4 });
    expect(visibleText()).toBe('Sincronizando · 4 pendentes');
  });
});

describe('the home sync card', () => {
  it('uses the same words and phase as the shell indicator', async () => {
    await renderScreen(
      <>
        <SyncStatusBadge />
        <SyncCard />
      </>,
    );
    const card = within(screen.getByTestId('home-card-sincronizacao'));
    const statuses: Partial<SyncStatus>[] = [
      { phase: 'conectando' },
      { phase: 'sincronizando', pendingWrites: 5 },
      { phase: 'sincronizado', pendingWrites: 0, lastSyncedAt: LAST_SYNC },
      { phase: 'indisponivel' },
      { phase: 'erro', error: FORBIDDEN },
      { phase: 'offline' },
    ];
    for (const status of statuses) {
      publish(status);
      const badge = card.getByText((_, el) => el?.getAttribute('data-phase') === indicator().dataset.phase);
      expect(badge.textContent, status.phase).toBe(visibleText());
    }
    expect(
      card.getByText(
        'Sem conexão: você pode continuar trabalhando; as alterações ficam guardadas neste dispositivo e são enviadas quando a conexão voltar.',
      ),
    ).toBeTruthy();

    publish({ phase: 'sincronizado', pendingWrites: 0, lastSyncedAt: LAST_SYNC });
    expect(card.getByTestId('sync-last').textContent).toBe('10/06/2025 11:45');
    setBrowserOnline(false);
    expect(card.getByTestId('sync-phase').textContent).toBe('Offline');
    expect(visibleText()).toBe('Offline');
  });
});

describe('profile: this device', () => {
  it('shows the real number of changes waiting to be sent, live', async () => {
    publish({ phase: 'offline', pendingWrites: 3 });
    await renderScreen(<DeviceSection onSignOut={vi.fn(async () => undefined)} wipe={vi.fn(async () => undefined)} />);
    const pending = screen.getByTestId('device-pending');
    expect(pending.parentElement!.textContent).toBe('Alterações pendentes de envio: 3 alterações');
    publish({ phase: 'sincronizando', pendingWrites: 1 });
    expect(pending.textContent).toBe('1 alteração');
    publish({ phase: 'sincronizado', pendingWrites: 0 });
    expect(pending.textContent).toBe('Nenhuma');
    publish({ phase: 'indisponivel', pendingWrites: null });
    expect(pending.textContent).toBe('Ainda não verificadas: sem contato com o servidor');
  });
});
