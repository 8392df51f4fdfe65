// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { PublicationsPage } from '@/features/publications';
import { EventCreatePage } from '@/features/events/components/EventFormPage';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';
import { seedBareClient } from '../../support/fixtures';

/**
 * A hearing is not a deadline (issue 38): a DJEN communication of a hearing offers "Criar
 * audiência", which opens the agenda's form as an audiência at the session's date and time read
 * from the text, linked to the process; the form keeps them editable.
 */
let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `hearing-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

describe('hearing from a communication', () => {
  it('"Criar audiência" carries the session’s day and time and the process', async () => {
    const client = await seedBareClient();
    const process = await createDoc('proccess', {
      clientId: client.id,
      cnj: '10000012520268260100',
      type: 'Judicial',
      subject: 'Cobrança',
      court: '',
      legalArea: '',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
    });
    await createDoc(
      'status_proccess',
      {
        processId: process.id,
        clientId: client.id,
        status: 'Intimação',
        description: '',
        date: '2026-03-12T03:00:00.000Z',
        visibleToClient: false,
        notifyClient: false,
        source: 'djen',
        djen: {
          communicationId: '5',
          hash: 'h5',
          availableOn: '2026-03-12',
          court: 'TJSP',
          kind: 'Intimação',
          organ: '2ª Vara Cível',
          documentType: 'Despacho',
          className: '',
          cnj: '10000012520268260100',
          text: 'Fica designada audiência de conciliação para o dia 15/04/2026, às 14h30.',
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
      },
      { id: 'djen-5' },
    );
    await renderScreen(<PublicationsPage />, { user: { ...TEST_USER, role: 'advogado' } });
    const hearing = await screen.findByTestId('publication-hearing');
    expect(hearing.textContent).toContain('Sessão no texto: 15/04/2026 às 14:30');
    const href = within(hearing)
      .getByRole('link', { name: /Criar audiência/ })
      .getAttribute('href')!;
    const search = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/eventos/cadastrar?')).toBe(true);
    expect(search.get('tipo')).toBe('audiencia');
    expect(search.get('data')).toBe('2026-04-15');
    expect(search.get('hora')).toBe('14:30');
    expect(search.get('processo')).toBe(process.id);
    expect(search.get('cliente')).toBe(client.id);
  });

  it('the form opens as an audiência at that time, one hour long, editable', async () => {
    await renderScreen(<EventCreatePage day="2026-04-15" kind="audiencia" time="14:30" title="Audiência: TJSP" />, {
      path: '/eventos/cadastrar',
    });
    expect((screen.getByLabelText(/Início \(hora\)/) as HTMLInputElement).value).toBe('14:30');
    expect((screen.getByLabelText(/Fim \(hora\)/) as HTMLInputElement).value).toBe('15:30');
    expect((screen.getByLabelText(/Tipo/) as HTMLSelectElement).value).toBe('audiencia');
    expect(screen.queryByRole('region', { name: 'Calcular prazo' })).toBeNull();
  });
});
