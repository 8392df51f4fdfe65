// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { PublicationsPage } from '@/features/publications';
import { CaptureAlertBanner } from '@/features/publications/components/CaptureStatusPanel';
import { captureDocId, type CaptureStatus } from '@advocacia/shared/djen/capture';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

/** The page as the shell shows it to an admin: the capture banner above every screen. */
const AdminScreen = () => (
  <>
    <CaptureAlertBanner />
    <PublicationsPage />
  </>
);

/**
 * The DJEN capture status on the publications page (issue 38), from capture documents as the
 * backend writes them (functions/src/djen/capture-status.ts) and the replica brings them: per
 * registration of the lawyer, the last check and what it found, the failure and the next try;
 * the admin's banner after two failed runs; a malformed document reported, not shown; the empty
 * state speaks to a lawyer. Times are Brasília's (the schedule's): 10:00Z is 07:00.
 */
let run = 0;
const LAWYER = { ...TEST_USER, role: 'advogado' as const, oab: { uf: 'SP', number: '123456' } };

beforeEach(async () => {
  // Only Date: RxDB's own timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-13T12:30:00Z'));
  await openSessionDatabase({ uid: `capture-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
  vi.useRealTimers();
});

function seedCapture(over: Partial<CaptureStatus> & { uf: string; number: string }, description?: string) {
  const status: CaptureStatus = {
    v: 1,
    uids: [TEST_USER.uid],
    lastRunAt: '2026-03-13T10:00:00.000Z',
    lastOkAt: '2026-03-13T10:00:00.000Z',
    lastOkFound: 0,
    failure: '',
    failedAt: '',
    failedRuns: 0,
    since: '2026-03-07',
    ...over,
  };
  const id = captureDocId(status.uf, status.number);
  return createDoc(
    'status_proccess',
    {
      processId: '',
      clientId: '',
      status: status.failure ? 'falha' : 'ok',
      description: description ?? JSON.stringify(status),
      date: status.lastRunAt,
      visibleToClient: false,
      notifyClient: false,
      source: 'captura',
    },
    { id },
  );
}

describe('DJEN capture status on the publications page', () => {
  it('a lawyer sees each registration: the last check and what it found, or the failure and the next try', async () => {
    await seedCapture({ uf: 'SP', number: '123456', lastOkFound: 2 });
    await seedCapture({
      uf: 'RJ',
      number: '222333',
      lastOkAt: '2026-03-12T22:00:00.000Z',
      lastOkFound: 1,
      failure: 'server-error',
      failedAt: '2026-03-13T10:00:00.000Z',
      failedRuns: 1,
    });
    // Another lawyer's registration is not on my panel.
    await seedCapture({ uf: 'MG', number: '111', uids: ['someone-else'] });

    await renderScreen(<PublicationsPage />, { user: LAWYER });
    const panel = await screen.findByTestId('capture-status');
    const lines = within(panel)
      .getAllByTestId('capture-line')
      .map((l) => l.textContent);
    expect(lines).toEqual([
      'OAB RJ 222333 — acompanhada desde 07/03/2026' +
        ' DJEN não respondeu às 07:00; nova tentativa às 12:00' +
        'DJEN consultado ontem às 19:00 — 1 nova',
      'OAB SP 123456 — acompanhada desde 07/03/2026' + 'DJEN consultado hoje às 07:00 — 2 novas',
    ]);
    expect(screen.queryByTestId('capture-alert')).toBeNull();
    // No publication yet: the empty state speaks to the lawyer, not to an operator.
    expect(screen.getByText(/O DJEN ainda não trouxe nenhuma publicação que cite você/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('DJEN_ENABLED');
  });

  it('an admin gets a banner after two failed runs in a row, and a malformed document is reported', async () => {
    await seedCapture({
      uf: 'RJ',
      number: '222333',
      uids: ['ana'],
      failure: 'rate-limited',
      failedAt: '2026-03-13T22:05:00.000Z', // 19:05 in Brasília
      failedRuns: 2,
    });
    await seedCapture({ uf: 'SP', number: '9', uids: ['bruno'], failure: 'network', failedRuns: 1 });
    await seedCapture({ uf: 'PR', number: '1' }, '{"v":1,"uf":"PR"');
    vi.setSystemTime(new Date('2026-03-13T23:00:00Z'));

    await renderScreen(<AdminScreen />, { user: { ...TEST_USER, role: 'admin' } });
    const alert = await screen.findByTestId('capture-alert');
    expect(alert.textContent).toContain(
      'OAB RJ 222333: 2 consultas seguidas sem resposta. DJEN pediu para esperar (limite de consultas) às 19:05; nova tentativa amanhã às 07:00.',
    );
    // One failed run is not yet an alarm.
    expect(alert.textContent).not.toContain('OAB SP 9');
    expect(alert.textContent).toContain('1 registro de consulta chegou ilegível do servidor e foi ignorado.');
    // The admin has no OAB: told where to register it.
    expect(within(screen.getByTestId('capture-status')).getByText(/Cadastre seu número da OAB em Perfil/)).toBeTruthy();
  });

  it("a refused DataJud key is the admin's banner", async () => {
    await createDoc(
      'status_proccess',
      {
        processId: '',
        clientId: '',
        status: 'falha',
        description: JSON.stringify({
          v: 1,
          kind: 'datajud',
          lastRunAt: '2026-03-13T09:00:00.000Z',
          lastOkAt: '2026-03-12T09:00:00.000Z',
          checked: 1,
          failure: 'unauthorized',
          failedAt: '2026-03-13T09:00:00.000Z',
        }),
        date: '2026-03-13T09:00:00.000Z',
        visibleToClient: false,
        notifyClient: false,
        source: 'captura',
      },
      { id: 'captura-datajud' },
    );
    await renderScreen(<AdminScreen />, { user: { ...TEST_USER, role: 'admin' } });
    expect((await screen.findByTestId('capture-alert')).textContent).toContain(
      'DataJud recusou a chave de acesso hoje às 06:00: os andamentos não estão sendo consultados. Atualize a chave (DATAJUD_API_KEY) no servidor.',
    );
  });

  it('a registration not checked yet says when it will be', async () => {
    await renderScreen(<PublicationsPage />, { user: LAWYER });
    const panel = await screen.findByTestId('capture-status');
    expect(panel.textContent).toContain(
      'OAB SP 123456: ainda não consultada. O DJEN é consultado às 07:00, 12:00, 19:00 (horário de Brasília), a partir dos últimos 7 dias.',
    );
  });
});

describe('a publication the court cancelled', () => {
  function cancelled(id: string, deadlineDueOn: string) {
    return createDoc(
      'status_proccess',
      {
        processId: '',
        clientId: '',
        status: 'Intimação',
        description: '2ª Vara Cível',
        date: '2026-03-12T03:00:00.000Z',
        visibleToClient: false,
        notifyClient: false,
        source: 'djen',
        djen: {
          communicationId: id,
          hash: `h${id}`,
          availableOn: '2026-03-12',
          court: 'TJSP',
          kind: 'Intimação',
          organ: '2ª Vara Cível',
          documentType: 'Despacho',
          className: '',
          cnj: '',
          text: 'Intime-se.',
          link: '',
          lawyerUids: [TEST_USER.uid],
          lawyers: [],
          parties: [],
        },
        triage: 'pending',
        triageReason: '',
        seenAt: '',
        deadlineEventId: deadlineDueOn ? `prazo-djen-${id}` : '',
        deadlineDueOn,
        cancellation: { on: '2026-03-14', reason: 'Publicado em duplicidade' },
      },
      { id: `djen-${id}` },
    );
  }

  it('is marked, offers no deadline, and one already created is pointed out', async () => {
    await cancelled('1', '');
    await cancelled('2', '2026-04-02');
    await renderScreen(<PublicationsPage />, { user: LAWYER });
    const notices = await screen.findAllByTestId('publication-cancelled');
    expect(notices.map((n) => n.textContent)).toEqual([
      'Cancelada pelo tribunal em 14/03/2026: Publicado em duplicidadeNenhum prazo a criar a partir desta publicação.',
      'Cancelada pelo tribunal em 14/03/2026: Publicado em duplicidadePrazo criado: 02/04/2026 — marcado como cancelado na agenda: confira antes de cumprir.',
    ]);
    expect(screen.queryByRole('button', { name: /Criar prazo/ })).toBeNull();
    expect(screen.getAllByText('Cancelada')).toHaveLength(2);
  });
});
