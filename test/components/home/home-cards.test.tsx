// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase, syncStatus$, type EditableOf } from '@/data';
import { HomePage } from '@/features/home';
import { localDayRange } from '@/features/home/day-range';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';

// A fixed local noon, so "today", "overdue" and "later today" do not depend on when the suite runs.
const NOW = new Date(2025, 5, 10, 12, 0);
const at = (dayOffset: number, hour: number, minute = 0) =>
  new Date(2025, 5, 10 + dayOffset, hour, minute).toISOString();

let run = 0;
const initialSync = syncStatus$.value;
beforeEach(async () => {
  // Only Date is faked: RxDB and the router keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await openSessionDatabase({ uid: `home-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
  syncStatus$.next(initialSync);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function client(name: string): EditableOf<'clients'> {
  return {
    kind: 'PF',
    name,
    document: '52998224725',
    email: '',
    phone: '',
    birthDate: null,
    address: {
      cep: '01001000',
      street: 'Praça da Sé',
      number: '1',
      complement: '',
      district: 'Sé',
      city: 'São Paulo',
      uf: 'SP',
    },
    categoryIds: [],
    notes: '',
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  };
}

function event(title: string, start: string, end: string, clientId: string | null = null): EditableOf<'events'> {
  return {
    title,
    kind: 'audiencia',
    start,
    end,
    allDay: false,
    location: 'Fórum',
    clientId,
    processId: null,
    notes: '',
    responsibleUid: null,
  };
}

function reminder(
  title: string,
  dueAt: string,
  status: EditableOf<'lembrets'>['status'] = 'pendente',
): EditableOf<'lembrets'> {
  return { title, message: '', dueAt, clientId: null, notifyClient: false, status };
}

function card(id: string) {
  return within(screen.getByTestId(`home-card-${id}`));
}

describe('localDayRange', () => {
  it('spans the local calendar day as UTC instants', () => {
    const { start, end } = localDayRange(NOW);
    expect(new Date(start).getHours()).toBe(0);
    expect(new Date(start).getDate()).toBe(10);
    expect(Date.parse(end) - Date.parse(start)).toBe(24 * 3600 * 1000);
  });
});

describe('home cards', () => {
  it("lists today's events in time order, including one still running since yesterday, and links each to its edit page", async () => {
    const maria = await createDoc('clients', client('Maria Santos'));
    const afternoon = await createDoc('events', event('Reunião com a padaria', at(0, 15), at(0, 16)));
    const morning = await createDoc('events', event('Audiência trabalhista', at(0, 9, 30), at(0, 10, 30), maria.id));
    await createDoc('events', event('Perícia', at(-1, 20), at(0, 13)));
    await createDoc('events', event('Audiência de amanhã', at(1, 9), at(1, 10)));
    await createDoc('events', event('Audiência de ontem', at(-1, 9), at(-1, 10)));

    await renderScreen(<HomePage />);
    const agenda = card('agenda');
    const links = await agenda.findAllByRole('link', { name: /Audiência trabalhista|Reunião com a padaria|Perícia/ });
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Perícia'),
      expect.stringContaining('Audiência trabalhista'),
      expect.stringContaining('Reunião com a padaria'),
    ]);
    expect(links[0]!.textContent).toContain('Em andamento');
    expect(links[1]!.textContent).toContain('09:30');
    // Client names come from a second live query.
    expect(await within(links[1]!).findByText(/Maria Santos/)).toBeTruthy();
    expect(links[1]!.getAttribute('href')).toBe(`/eventos/editar/${morning.id}`);
    expect(links[2]!.getAttribute('href')).toBe(`/eventos/editar/${afternoon.id}`);
    expect(agenda.queryByText('Audiência de amanhã')).toBeNull();
    expect(agenda.queryByText('Audiência de ontem')).toBeNull();
  });

  it('shows pending reminders due today or overdue, marks the overdue ones, and leaves out done and future ones', async () => {
    const late = await createDoc('lembrets', reminder('Cobrar documentos', at(-3, 10)));
    await createDoc('lembrets', reminder('Ligar para o João', at(0, 17)));
    await createDoc('lembrets', reminder('Já feito', at(-1, 10), 'concluido'));
    await createDoc('lembrets', reminder('Semana que vem', at(7, 10)));

    await renderScreen(<HomePage />);
    const reminders = card('lembretes');
    const overdue = await reminders.findByRole('link', { name: /Cobrar documentos/ });
    expect(overdue.textContent).toContain('Atrasado');
    // When it was due, in full (dd/MM/yyyy HH:mm), beside the badge.
    expect(overdue.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} 10:00/);
    expect(overdue.getAttribute('href')).toBe(`/lembretes/editar/${late.id}`);
    const later = reminders.getByRole('link', { name: /Ligar para o João/ });
    expect(later.textContent).toContain('17:00');
    expect(later.textContent).not.toContain('Atrasado');
    expect(reminders.queryByText('Já feito')).toBeNull();
    expect(reminders.queryByText('Semana que vem')).toBeNull();
  });

  it('lists only conversations with unread messages, with the client name and count, linking to the conversation', async () => {
    const maria = await createDoc('clients', client('Maria Santos'));
    const joao = await createDoc('clients', client('João Pedro'));
    const unread = await createDoc('chats', {
      clientId: maria.id,
      status: 'aberto',
      assignedUid: null,
      lastMessagePreview: 'Preciso levar testemunha?',
      lastMessageAt: at(0, 8),
      unreadStaff: 2,
      unreadClient: 0,
    });
    await createDoc('chats', {
      clientId: joao.id,
      status: 'aberto',
      assignedUid: null,
      lastMessagePreview: 'Obrigado!',
      lastMessageAt: at(0, 9),
      unreadStaff: 0,
      unreadClient: 0,
    });

    await renderScreen(<HomePage />);
    const chats = card('chats');
    const row = await chats.findByRole('link', { name: /Preciso levar testemunha\?/ });
    expect(await within(row).findByText('Maria Santos')).toBeTruthy();
    expect(within(row).getByLabelText('2 não lidas')).toBeTruthy();
    expect(row.getAttribute('href')).toBe(`/chats?conversa=${unread.id}`);
    expect(chats.queryByText('João Pedro')).toBeNull();
  });

  it("shows the newest process updates first, linking to the client's Processos tab", async () => {
    const maria = await createDoc('clients', client('Maria Santos'));
    const process = await createDoc('proccess', {
      clientId: maria.id,
      cnj: '00000026520054058100',
      type: 'Judicial',
      subject: 'Horas extras',
      court: 'TRT-2',
      legalArea: 'Trabalhista',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
    });
    const entry = (status: string, date: string) => ({
      processId: process.id,
      clientId: maria.id,
      status,
      description: '',
      date,
      visibleToClient: false,
      notifyClient: false,
    });
    await createDoc('status_proccess', entry('Petição inicial protocolada', at(-30, 10)));
    await createDoc('status_proccess', entry('Audiência designada', at(-1, 15)));

    await renderScreen(<HomePage />);
    const updates = card('processos');
    const rows = await updates.findAllByRole('link', { name: /Audiência designada|Petição inicial/ });
    expect(rows[0]!.textContent).toContain('Audiência designada');
    expect(await within(rows[0]!).findByText(/Maria Santos · 0000002-65\.2005\.4\.05\.8100/)).toBeTruthy();
    expect(rows[0]!.getAttribute('href')).toBe(`/clientes/editar/${maria.id}?aba=processos`);
  });

  it('says what to do when a card has nothing, and updates live when a record arrives', async () => {
    await renderScreen(<HomePage />);
    expect(await card('agenda').findByText('Nenhum compromisso para hoje.')).toBeTruthy();
    expect(
      card('agenda')
        .getByRole('link', { name: /Novo evento/ })
        .getAttribute('href'),
    ).toBe('/eventos/cadastrar');
    expect(card('lembretes').getByText('Nenhum lembrete pendente para hoje.')).toBeTruthy();
    expect(card('chats').getByText('Nenhuma mensagem nova de clientes.')).toBeTruthy();
    expect(card('processos').getByText(/Nenhuma movimentação registrada/)).toBeTruthy();

    await createDoc('events', event('Audiência marcada agora', at(0, 16), at(0, 17)));
    expect(await card('agenda').findByText('Audiência marcada agora')).toBeTruthy();
    expect(card('agenda').queryByText('Nenhum compromisso para hoje.')).toBeNull();
  });

  it('explains that tickets need a connection when the device is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await renderScreen(<HomePage />);
    expect(
      await card('chamados').findByText(
        /Sem conexão\. Os chamados abertos pelo aplicativo aparecem aqui quando a conexão voltar\./,
      ),
    ).toBeTruthy();
  });

  it('shows the sync phase, pending writes and last sync time', async () => {
    syncStatus$.next({ ...initialSync, phase: 'offline', pendingWrites: 3, lastSyncedAt: at(0, 11, 45) });
    await renderScreen(<HomePage />);
    const sync = card('sincronizacao');
    expect((await sync.findAllByText('Offline')).length).toBeGreaterThan(0);
    expect(sync.getByText(/Sem conexão: você pode continuar trabalhando/)).toBeTruthy();
    expect(sync.getByTestId('sync-pending').textContent).toBe('3 alterações');
    expect(sync.getByText('10/06/2025 11:45')).toBeTruthy();
  });
});
