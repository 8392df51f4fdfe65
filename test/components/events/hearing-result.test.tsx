// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDoc, findDocs, type EventDoc, type ProcessDoc } from '@/data';
import { EventEditPage } from '@/features/events/components/EventFormPage';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { closeSessionDatabase } from '../clients/helpers';
import { openFreshSession } from '../../support/db';
import { seedBareClient } from '../../support/fixtures';

/**
 * "Ata / resultado" on a hearing linked to a process (issue 42): written on the device (offline
 * alike), a timeline entry on the process and the next deadline counted with the court's calendar.
 */
let process: ProcessDoc;
let hearing: EventDoc;
beforeEach(async () => {
  await openFreshSession('hearing-result');
  const client = await seedBareClient('Maria da Silva');
  process = await createDoc('proccess', {
    clientId: client.id,
    cnj: '10000013220248260100',
    type: 'Judicial',
    subject: 'Ação de cobrança',
    court: '',
    legalArea: '',
    currentStatus: 'Distribuído',
    openedAt: null,
    responsibleUid: null,
  });
  hearing = await createDoc('events', {
    title: 'Audiência de conciliação',
    kind: 'audiencia',
    start: '2026-11-13T00:00:00.000Z',
    end: '2026-11-13T00:00:00.000Z',
    allDay: true,
    location: 'Sala 5',
    clientId: client.id,
    processId: process.id,
    notes: '',
    responsibleUid: null,
  });
});
afterEach(async () => {
  cleanup();
  toaster.remove();
  await closeSessionDatabase();
});

describe('Ata / resultado da audiência', () => {
  it('records what happened on the process and creates the next deadline, counted in business days', async () => {
    await renderScreen(<EventEditPage id={hearing.id} />, { path: '/eventos/editar/$id' });
    // The hearing's folder is one tap away on the hearing itself.
    expect(await screen.findByRole('button', { name: /Levar para a audiência/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Registrar resultado/ }));
    const form = within(await screen.findByRole('form', { name: 'Resultado da audiência' }));
    fireEvent.click(form.getByRole('button', { name: 'Salvar resultado' }));
    expect(await form.findByText('Descreva o que aconteceu na audiência')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/O que aconteceu/), { target: { value: 'Sem acordo; réu intimado.' } });
    fireEvent.change(form.getByLabelText('Próximo passo'), { target: { value: 'prazo' } });
    fireEvent.change(form.getByLabelText(/Título do próximo passo/), { target: { value: 'Réplica' } });
    fireEvent.change(form.getByLabelText(/Dias úteis/), { target: { value: '15' } });
    // 20/11 (Consciência Negra) does not count.
    expect(await form.findByText('Vence em 07/12/2026')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Salvar resultado' }));
    expect(
      await screen.findByText(/Resultado registrado no processo; prazo “Réplica” criado para 07\/12\/2026/),
    ).toBeTruthy();

    const [entry] = await findDocs('status_proccess', { selector: { processId: process.id } });
    expect(entry).toMatchObject({ status: 'Audiência realizada', clientId: process.clientId });
    expect(entry?.description).toMatch(
      /^Sem acordo; réu intimado\.\n\nPróximo passo: Réplica — prazo até 07\/12\/2026\.$/,
    );
    const deadline = (await findDocs('events')).find((e) => e.kind === 'prazo');
    expect(deadline).toMatchObject({
      title: 'Réplica',
      allDay: true,
      start: '2026-12-07T00:00:00.000Z',
      processId: process.id,
      clientId: process.clientId,
    });
    await waitFor(async () => expect((await findDocs('proccess'))[0]?.currentStatus).toBe('Audiência realizada'));
  });
});
