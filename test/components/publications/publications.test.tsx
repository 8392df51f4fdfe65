// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, findDocs, getDoc, openSessionDatabase, type EditableOf } from '@/data';
import { PublicationsNewsCard } from '@/features/home/components/PublicationsNewsCard';
import { PublicationsPage } from '@/features/publications';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';
import { seedBareClient } from '../../support/fixtures';

/**
 * DJEN publications on the staff's screens (issue 28), from the local replica (no server): the home
 * card "Publicações novas" (oldest first, the due date once created), the triage list, dismissing
 * with a reason, and the deadline computed from the availability day and created as an event.
 */
let run = 0;
const LAWYER = { ...TEST_USER, role: 'advogado' as const, oab: { uf: 'SP', number: '123456' } };

beforeEach(async () => {
  await openSessionDatabase({ uid: `publications-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

/** A publication as the backend writes it (functions/src/djen/follow.ts). */
function publication(
  id: string,
  over: {
    processId?: string;
    clientId?: string;
    availableOn: string;
    cnj: string;
    lawyerUids: string[];
    kind?: string;
  },
) {
  const data: EditableOf<'status_proccess'> = {
    processId: over.processId ?? '',
    clientId: over.clientId ?? '',
    status: over.kind ?? 'Intimação',
    description: '2ª Vara Cível',
    date: `${over.availableOn}T03:00:00.000Z`,
    visibleToClient: false,
    notifyClient: false,
    source: 'djen',
    djen: {
      communicationId: id,
      hash: `h${id}`,
      availableOn: over.availableOn,
      court: 'TJSP',
      kind: over.kind ?? 'Intimação',
      organ: '2ª Vara Cível',
      documentType: 'Despacho',
      className: 'Procedimento Comum Cível',
      cnj: over.cnj,
      text: '<script>alert(1)</script> Intime-se a parte autora.',
      link: '',
      lawyerUids: over.lawyerUids,
      lawyers: [{ name: 'ANA SOUZA', oab: 'SP 123456' }],
      parties: [],
    },
    triage: over.processId ? 'matched' : 'pending',
    triageReason: '',
    seenAt: '',
    deadlineEventId: '',
    deadlineDueOn: '',
  };
  return createDoc('status_proccess', data, { id: `djen-${id}` });
}

describe('DJEN publications on screen', () => {
  it('home card: the new ones naming me, oldest first; the triage list; dismiss with a reason', async () => {
    const client = await seedBareClient();
    const process = await createDoc('proccess', {
      clientId: client.id,
      cnj: '10000012520258260100',
      type: 'Judicial',
      subject: 'Cobrança',
      court: '',
      legalArea: '',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
    });
    await publication('2', {
      availableOn: '2026-03-13',
      cnj: '20000022520258190100',
      lawyerUids: ['test-user', 'bruno'],
    });
    await publication('1', {
      processId: process.id,
      clientId: client.id,
      availableOn: '2026-03-12',
      cnj: '10000012520258260100',
      lawyerUids: ['test-user'],
    });
    await publication('3', { availableOn: '2026-03-11', cnj: '30000032520258260100', lawyerUids: ['bruno'] });

    const card = await renderScreen(<PublicationsNewsCard />, { user: LAWYER });
    const list = await screen.findByRole('list', { name: /Publicações novas/ });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    const links = within(list).getAllByRole('link');
    expect(links[0]!.textContent).toContain('TJSP · Intimação · 12/03/2026');
    expect(new URL(links[0]!.getAttribute('href')!, 'http://x').pathname).toBe(`/clientes/editar/${client.id}`);
    expect(links[1]!.textContent).toContain('A triar');
    expect(new URL(links[1]!.getAttribute('href')!, 'http://x').pathname).toBe('/publicacoes');
    card.unmount();

    await renderScreen(<PublicationsPage />, { user: LAWYER });
    const triage = await screen.findByRole('list', { name: 'Publicações a triar' });
    await waitFor(() => expect(within(triage).getAllByTestId('publication-item')).toHaveLength(1));
    const item = within(triage).getByTestId('publication-item');
    // The text is shown as text, never as markup.
    fireEvent.click(within(item).getByRole('button', { name: /Ver texto completo/ }));
    expect(within(item).getByTestId('publication-text').textContent).toContain('<script>alert(1)</script>');
    expect(item.querySelector('script')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: /Descartar/ }));
    fireEvent.change(within(item).getByRole('textbox', { name: /Motivo do descarte/ }), {
      target: { value: 'Processo de outro escritório' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Descartar publicação' }));
    await waitFor(async () =>
      expect(await getDoc('status_proccess', 'djen-2')).toMatchObject({
        triage: 'dismissed',
        triageReason: 'Processo de outro escritório',
      }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Publicações a triar (0)' })).toBeTruthy());
  });

  it('the deadline: availability → publication → start → due date, 15 days prefilled, quick picks, "Criar prazo"', async () => {
    const client = await seedBareClient();
    const process = await createDoc('proccess', {
      clientId: client.id,
      cnj: '10000012520258260100',
      type: 'Judicial',
      subject: 'Cobrança',
      court: '',
      legalArea: '',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
    });
    // A Friday availability at TJSP.
    await publication('9', {
      processId: process.id,
      clientId: client.id,
      availableOn: '2026-03-13',
      cnj: '10000012520258260100',
      lawyerUids: ['test-user'],
    });

    await renderScreen(<PublicationsPage />, { user: LAWYER });
    const panel = await screen.findByTestId('publication-deadline');
    const dates = within(panel).getByTestId('publication-deadline-dates').textContent!;
    expect(dates).toContain('13/03/2026');
    expect(dates).toContain('16/03/2026');
    expect(dates).toContain('17/03/2026');
    expect(within(panel).getByTestId('publication-deadline-due').textContent).toBe('07/04/2026 (15 dias úteis)');
    fireEvent.click(within(panel).getByRole('button', { name: '5 dias' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('publication-deadline-due').textContent).toBe('23/03/2026 (5 dias úteis)'),
    );
    // The days left out, each with its reason (the events feature's list, as the agenda's helper shows it): the
    // weekend between availability and publication, and the one inside the 5 days.
    const skipped = within(within(panel).getByRole('list', { name: 'Dias não contados' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(skipped).toEqual([
      '14/03/2026 — Sábado',
      '15/03/2026 — Domingo',
      '21/03/2026 — Sábado',
      '22/03/2026 — Domingo',
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: /Criar prazo/ }));

    await screen.findByText('Prazo criado: 23/03/2026');
    const [event] = await findDocs('events', { selector: { id: 'prazo-djen-9' } });
    expect(event).toMatchObject({
      kind: 'prazo',
      allDay: true,
      start: '2026-03-23T00:00:00.000Z',
      processId: process.id,
      clientId: client.id,
      responsibleUid: 'test-user',
    });
    expect(await getDoc('status_proccess', 'djen-9')).toMatchObject({
      deadlineEventId: 'prazo-djen-9',
      deadlineDueOn: '2026-03-23',
    });
  });
});

describe('an intimation not dealt with yet (issue 36)', () => {
  it('shows the date it would fall due if intimated today — or its gazette date when earlier — on the page and the home card; the one an alert opened is marked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 16, 10, 0)); // Monday 16/03/2026
    try {
      // 15 business days from today: 17/03 … 02/04, Good Friday (03/04) skipped, 06 and 07/04.
      await publication('7', { availableOn: '2026-03-13', cnj: '20000022520258260100', lawyerUids: ['test-user'] });
      // Made available two weeks ago: its own count already ends on 24/03.
      await publication('8', { availableOn: '2026-03-02', cnj: '20000022520258260100', lawyerUids: ['test-user'] });
      await renderScreen(<PublicationsPage selectedId="djen-8" />, { path: '/publicacoes', user: LAWYER });
      const item = (id: string) =>
        screen.getAllByTestId('publication-item').find((el) => el.getAttribute('data-publication-id') === id)!;
      await waitFor(() => expect(screen.getAllByTestId('publication-item')).toHaveLength(2));
      expect(within(item('djen-7')).getByTestId('publication-provisional-due').textContent).toBe(
        'vence em 07/04/2026 se intimado hoje',
      );
      expect(within(item('djen-8')).getByTestId('publication-provisional-due').textContent).toBe(
        'vence em 24/03/2026 se intimado hoje',
      );
      // The one an alert opened (/publicacoes?id=djen-8) is marked.
      expect(item('djen-8').getAttribute('aria-current')).toBe('true');
      expect(item('djen-7').getAttribute('aria-current')).toBeNull();
      cleanup();

      const card = await renderScreen(<PublicationsNewsCard />, { user: LAWYER });
      expect(await screen.findByText(/vence em 07\/04\/2026 se intimado hoje/)).toBeTruthy();
      card.unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
