// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase, type EditableOf } from '@/data';
import { EventCreatePage } from '@/features/events/components/EventFormPage';
import { PublicationsPage } from '@/features/publications';
import { ClosuresPage } from '@/features/court-calendar/components/ClosuresPage';
import { addClosure } from '@/features/court-calendar/api/closure-writes';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';
import { seedBareClient } from '../../support/fixtures';

/**
 * One court calendar on screen (issue 38): DataJud's "Criar prazo" (the agenda's form with the
 * process) and the DJEN publication's deadline give the same due date for the same court and
 * start, both count the firm's "Feriados e suspensões" as soon as it is in the local replica (a
 * pending "Criar prazo" shows the later date without a reload), and the admin screen registers one.
 */
const TJSP_CNJ = '10000012520268260100';
let run = 0;

beforeEach(async () => {
  await openSessionDatabase({ uid: `court-calendar-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

async function tjspProcess() {
  const client = await seedBareClient();
  const process = await createDoc('proccess', {
    clientId: client.id,
    cnj: TJSP_CNJ,
    type: 'Judicial',
    subject: 'Cobrança',
    court: '',
    legalArea: '',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
  });
  return { client, process };
}

function publication(processId: string, clientId: string, availableOn: string) {
  const data: EditableOf<'status_proccess'> = {
    processId,
    clientId,
    status: 'Intimação',
    description: '2ª Vara Cível',
    date: `${availableOn}T03:00:00.000Z`,
    visibleToClient: false,
    notifyClient: false,
    source: 'djen',
    djen: {
      communicationId: '77',
      hash: 'h77',
      availableOn,
      court: 'TJSP',
      kind: 'Intimação',
      organ: '2ª Vara Cível',
      documentType: 'Despacho',
      className: 'Procedimento Comum Cível',
      cnj: TJSP_CNJ,
      text: 'Intime-se.',
      link: '',
      lawyerUids: [TEST_USER.uid],
      lawyers: [],
      parties: [],
    },
    triage: 'matched',
    triageReason: '',
    seenAt: '',
    deadlineEventId: '',
    deadlineDueOn: '',
  };
  return createDoc('status_proccess', data, { id: 'djen-77' });
}

const CAMPINAS = {
  kind: 'feriado' as const,
  name: 'Aniversário de Campinas',
  from: '2026-07-14',
  to: '',
  courts: 'TJSP',
  basis: 'Lei municipal',
};

describe('one court calendar on screen', () => {
  it('"Criar prazo" from a movement counts with the process’s court and the firm’s holiday added meanwhile', async () => {
    const { client, process } = await tjspProcess();
    await renderScreen(
      <EventCreatePage
        day="2026-07-10"
        kind="prazo"
        clientId={client.id}
        processId={process.id}
        title="Prazo: Intimação"
      />,
      { path: '/eventos/cadastrar' },
    );
    const helper = screen.getByRole('region', { name: 'Calcular prazo' });
    fireEvent.change(within(helper).getByLabelText('Dias úteis'), { target: { value: '5' } });
    // The court comes from the CNJ number (8.26: TJSP), with SP's 09/07 — not in this period.
    await waitFor(() => expect((within(helper).getByLabelText('Tribunal') as HTMLInputElement).value).toBe('TJSP'));
    expect(within(helper).getByTestId('deadline-result').textContent).toContain('vence em 17/07/2026');

    // The admin's holiday arrives in the replica (synced from another device): the open form recounts.
    await addClosure(CAMPINAS);
    await waitFor(() =>
      expect(within(helper).getByTestId('deadline-result').textContent).toContain('vence em 20/07/2026'),
    );
    expect(within(helper).getByText(/14\/07\/2026 — Feriado local: Aniversário de Campinas/)).toBeTruthy();
    expect(within(helper).getByTestId('court-calendar-note').textContent).toContain(
      'Calendário do TJSP: feriados nacionais e forenses, estaduais de SP, 1 cadastrado pelo escritório',
    );

    // Calendar days, doubled: 10 days from 13/07 → 22/07 (Wed).
    fireEvent.change(within(helper).getByLabelText('Contagem'), { target: { value: 'calendar' } });
    fireEvent.click(within(helper).getByText('Prazo em dobro (CPC arts. 180, 183, 186, 229)'));
    await waitFor(() =>
      expect(within(helper).getByTestId('deadline-result').textContent).toContain(
        '5 dias corridos em dobro (10) a partir de 10/07/2026: vence em 22/07/2026',
      ),
    );
    expect(within(helper).getByLabelText('Dias corridos')).toBeTruthy();
  });

  it('the DJEN publication of the same court and day gives the same date as the agenda', async () => {
    const { client, process } = await tjspProcess();
    await addClosure(CAMPINAS);
    // Available Wed 08/07, published Fri 10/07 (09/07 is SP's holiday): the start the agenda used above.
    await publication(process.id, client.id, '2026-07-08');
    await renderScreen(<PublicationsPage />, { user: { ...TEST_USER, role: 'advogado' } });
    const panel = await screen.findByTestId('publication-deadline');
    fireEvent.click(within(panel).getByRole('button', { name: '5 dias' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('publication-deadline-due').textContent).toBe('20/07/2026 (5 dias úteis)'),
    );
    expect(within(panel).getByTestId('publication-deadline-dates').textContent).toContain('10/07/2026');
  });

  it('the admin registers a holiday in "Feriados e suspensões"; a lawyer only reads the list', async () => {
    await renderScreen(<ClosuresPage />, { path: '/feriados', user: { ...TEST_USER, role: 'admin' } });
    expect(await screen.findByTestId('closures-empty')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Cadastrar feriado ou suspensão' });
    fireEvent.click(within(form).getByRole('button', { name: /Cadastrar/ }));
    expect(await within(form).findByText('Informe o nome (3 a 200 caracteres).')).toBeTruthy();
    expect(within(form).getByText('Informe a data inicial.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Nome/), { target: { value: 'Aniversário de Campinas' } });
    fireEvent.change(within(form).getByLabelText(/^De/), { target: { value: '14/07/2026' } });
    fireEvent.change(within(form).getByLabelText(/Tribunais/), { target: { value: 'tjsp, trt-15' } });
    fireEvent.click(within(form).getByRole('button', { name: /Cadastrar/ }));
    const item = await screen.findByTestId('closure-item');
    expect(item.textContent).toContain('Aniversário de Campinas');
    expect(item.textContent).toContain('14/07/2026 · TJSP, TRT15');
    cleanup();

    await renderScreen(<ClosuresPage />, { path: '/feriados', user: { ...TEST_USER, role: 'advogado' } });
    expect((await screen.findByTestId('closure-item')).textContent).toContain('Aniversário de Campinas');
    expect(screen.queryByRole('form', { name: 'Cadastrar feriado ou suspensão' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });
});
