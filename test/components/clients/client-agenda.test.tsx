// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within, configure } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { ClientAgendaTab } from '@/features/clients/components/ClientAgendaTab';
import { renderScreen } from '../../support/render';
import { eventData } from '../events/fixtures';

configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `client-agenda-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  cleanup();
  await closeSessionDatabase();
});

describe('client agenda tab', () => {
  it("lists the client's upcoming and past events and its reminders as cards linking to their edit screens; an overdue reminder says so", async () => {
    const clientId = 'client-1';
    const next = new Date(Date.now() + 86_400_000);
    const soon = await createDoc(
      'events',
      eventData({
        title: 'Audiência futura',
        clientId,
        start: next.toISOString(),
        end: new Date(next.getTime() + 3_600_000).toISOString(),
      }),
    );
    await createDoc('events', eventData({ title: 'Reunião passada', kind: 'reuniao', clientId, location: '' }));
    await createDoc('events', eventData({ title: 'De outro cliente', clientId: 'client-2' }));
    const late = await createDoc('lembrets', {
      title: 'Cobrar procuração',
      message: '',
      dueAt: new Date(2025, 4, 6, 9, 0).toISOString(),
      clientId,
      notifyClient: false,
      status: 'pendente',
    });

    await renderScreen(<ClientAgendaTab clientId={clientId} />, { path: '/clientes/editar/$id' });

    const link = await screen.findByRole('link', { name: 'Audiência futura' });
    expect(link.getAttribute('href')).toBe(`/eventos/editar/${soon.id}`);
    expect(screen.getByRole('heading', { name: 'Próximos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anteriores' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reunião passada' })).toBeTruthy();
    expect(screen.queryByText('De outro cliente')).toBeNull();
    expect(within(link.closest('li')!).getByText(/Fórum Central, sala 302/)).toBeTruthy();

    const reminder = await screen.findByRole('link', { name: 'Cobrar procuração' });
    expect(reminder.getAttribute('href')).toBe(`/lembretes/editar/${late.id}`);
    expect(within(reminder.closest('li')!).getByText(/· atrasado$/)).toBeTruthy();
  });
});
