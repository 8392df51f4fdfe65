// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDoc, getDoc, type ClientDoc, type ProcessDoc } from '@/data';
import type { StaffRole } from '@advocacia/shared/config/roles';
import { ProcessesTab } from '@/features/processes';
import { EventCreatePage } from '@/features/events/components/EventFormPage';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';
import { closeSessionDatabase } from '../clients/helpers';
import { openFreshSession } from '../../support/db';
import { startFakeBackend } from '../../support/fake-backend';
import { seedBareClient } from '../../support/fixtures';

/**
 * The process page and DataJud (issue 16): the state the backend recorded (codes) worded here,
 * DataJud movements marked in the timeline with "Nova" and "Criar prazo", the news badge and
 * "Marcar como vistas" (a local edit), and "Atualizar agora" against a FAKE BACKEND on 127.0.0.1
 * (POST /api/processes/{id}/datajud, as functions/src/router.ts answers), disabled offline.
 */
const { received } = startFakeBackend((req, reply) => {
  if (req.method !== 'POST' || !/^\/api\/processes\/[^/]+\/datajud$/.test(req.url ?? '')) return false;
  reply(200, { status: 'ok', added: 2, checkedAt: '2026-11-25T13:00:00.000Z' });
  return true;
});

let client: ClientDoc;
beforeEach(async () => {
  received.length = 0;
  await openFreshSession('datajud');
  client = await seedBareClient();
});
afterEach(async () => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
  await closeSessionDatabase();
});

const CHANGE = '2026-11-25T12:00:00.000Z';

/** A judicial process as it arrives from the server after the backend looked it up. */
function judicial(datajud: ProcessDoc['datajud'] | undefined, extra: Partial<ProcessDoc> = {}) {
  return createDoc('proccess', {
    clientId: client.id,
    cnj: '00000026520054058100',
    type: 'Judicial',
    subject: 'Revisão de benefício',
    court: '',
    legalArea: '',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
    ...(datajud ? { datajud } : {}),
    ...extra,
  });
}

/** A timeline entry as the backend writes it from a DataJud movement. */
function movement(process: ProcessDoc, status: string, date: string, id: string) {
  return createDoc(
    'status_proccess',
    {
      processId: process.id,
      clientId: client.id,
      status,
      description: '',
      date,
      visibleToClient: false,
      notifyClient: false,
      source: 'datajud',
      movementCode: 12265,
    },
    { id },
  );
}

function Tab({ role, id }: { role: StaffRole; id: string | undefined }) {
  const [processId, setProcessId] = useState<string | undefined>(id);
  return <ProcessesTab clientId={client.id} role={role} staff={[]} processId={processId} onSelect={setProcessId} />;
}
const renderProcess = (id: string | undefined, role: StaffRole = 'advogado') =>
  renderScreen(<Tab role={role} id={id} />, { path: '/clientes/editar/$id', user: { ...TEST_USER, role } });
const statusLine = () => screen.findByTestId('datajud-status');

describe('process page — DataJud', () => {
  it('says when DataJud was consulted, with class and subjects, and the court', async () => {
    const p = await judicial({
      alias: 'trf5',
      checkedAt: '2026-11-25T12:34:00.000Z',
      lastChangeAt: '',
      status: 'ok',
      newCount: 0,
      className: 'Procedimento Comum Cível',
      subjects: ['Benefício'],
    });
    await renderProcess(p.id);
    // 12:34 UTC is 09:34 in São Paulo (the tests' time zone).
    expect((await statusLine()).textContent).toMatch(/^Consultado no DataJud em 25\/11\/2026 \d{2}:34$/);
    expect(screen.getByText('TRF5')).toBeTruthy();
    expect(screen.getByText('Classe: Procedimento Comum Cível · Assuntos: Benefício')).toBeTruthy();
    expect(screen.queryByText(/novas? movimentaç/)).toBeNull();
  });

  it.each([
    ['not-found', /Não encontrado no DataJud \(processo em segredo de justiça/],
    ['unavailable', /DataJud indisponível na última tentativa/],
    ['not-covered', /não é coberto pelo DataJud/],
    ['invalid-number', /Número CNJ inválido: não é possível consultar o DataJud/],
  ] as const)('words the code %s', async (status, words) => {
    const p = await judicial({
      alias: '',
      checkedAt: '2026-11-25T12:34:00.000Z',
      lastChangeAt: '',
      status,
      newCount: 0,
    });
    await renderProcess(p.id);
    expect((await statusLine()).textContent).toMatch(words);
  });

  it('a process never looked up says so; an extrajudicial one has no DataJud panel', async () => {
    const p = await judicial(undefined);
    await renderProcess(p.id);
    expect((await statusLine()).textContent).toMatch(/^Ainda não consultado no DataJud/);
    cleanup();
    const e = await createDoc('proccess', {
      clientId: client.id,
      cnj: '',
      type: 'Extrajudicial',
      subject: 'Acordo',
      court: '',
      legalArea: '',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
    });
    await renderProcess(e.id);
    expect(await screen.findByRole('heading', { name: 'Acordo' })).toBeTruthy();
    expect(screen.queryByTestId('datajud-status')).toBeNull();
  });

  it('news: badge, "Nova" and "Criar prazo" on DataJud movements; "Marcar como vistas" clears them (offline too)', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const p = await judicial({ alias: 'trf5', checkedAt: CHANGE, lastChangeAt: CHANGE, status: 'ok', newCount: 2 });
    await movement(p, 'Expedição de Intimação', '2026-11-24T13:00:00.000Z', 'dj-1');
    await movement(p, 'Conclusão', '2026-11-23T13:00:00.000Z', 'dj-2');
    await createDoc('status_proccess', {
      processId: p.id,
      clientId: client.id,
      status: 'Reunião com o cliente',
      description: '',
      date: '2026-11-20T13:00:00.000Z',
      visibleToClient: false,
      notifyClient: false,
    });
    await renderProcess(p.id);

    expect(await screen.findByText('2 novas movimentações')).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    const intimacao = items.find((li) => li.textContent?.includes('Expedição de Intimação'))!;
    const conclusao = items.find((li) => li.textContent?.includes('Conclusão'))!;
    const manual = items.find((li) => li.textContent?.includes('Reunião com o cliente'))!;
    expect(within(intimacao).getByText('DataJud')).toBeTruthy();
    expect(within(intimacao).getByText('Nova')).toBeTruthy();
    expect(within(manual).queryByText('DataJud')).toBeNull();
    expect(within(manual).queryByText('Nova')).toBeNull();
    // A deadline-like movement offers "Criar prazo": the new-event form, kind prazo, from the movement's day.
    const link = within(intimacao).getByRole('link', { name: /Criar prazo/ });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/eventos/cadastrar');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      data: '2026-11-24',
      tipo: 'prazo',
      cliente: client.id,
      processo: p.id,
      titulo: 'Prazo: Expedição de Intimação',
    });
    expect(within(conclusao).queryByRole('link', { name: /Criar prazo/ })).toBeNull();

    // "Atualizar agora" needs the server: disabled offline, with the reason beside it.
    const refresh = screen.getByRole('button', { name: /Atualizar agora/ }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(true);
    expect(screen.getByText('Disponível quando houver conexão').id).toBe(refresh.getAttribute('aria-describedby'));

    fireEvent.click(screen.getByRole('button', { name: /Marcar como vistas/ }));
    await waitFor(() => expect(screen.queryByText('2 novas movimentações')).toBeNull());
    expect((await getDoc('proccess', p.id))?.datajudSeenAt).toBe(CHANGE);
    expect(screen.queryByText('Nova')).toBeNull();
    expect(received).toHaveLength(0);
  });

  it('staff show a DataJud movement to the client', async () => {
    const p = await judicial({ alias: 'trf5', checkedAt: CHANGE, lastChangeAt: '', status: 'ok', newCount: 0 });
    await movement(p, 'Sentença', '2026-11-24T13:00:00.000Z', 'dj-3');
    await renderProcess(p.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar ao cliente' }));
    await waitFor(async () => expect((await getDoc('status_proccess', 'dj-3'))?.visibleToClient).toBe(true));
    expect(await screen.findByRole('button', { name: 'Ocultar do cliente' })).toBeTruthy();
  });

  it('"Atualizar agora" online calls the backend for this process and says what came', async () => {
    const p = await judicial({ alias: 'trf5', checkedAt: CHANGE, lastChangeAt: '', status: 'ok', newCount: 0 });
    await renderProcess(p.id, 'atendente');
    fireEvent.click(await screen.findByRole('button', { name: /Atualizar agora/ }));
    expect(await screen.findByText('2 novas movimentações no andamento.')).toBeTruthy();
    expect(received).toEqual([
      { method: 'POST', url: `/api/processes/${p.id}/datajud`, authorization: 'Bearer token-de-teste' },
    ]);
  });
});

describe("the client's process list — DataJud news", () => {
  it('badges the processes with unseen movements and filters to them', async () => {
    await judicial(
      { alias: 'trf5', checkedAt: CHANGE, lastChangeAt: CHANGE, status: 'ok', newCount: 3 },
      { subject: 'Aposentadoria especial' },
    );
    await judicial(
      { alias: 'trf5', checkedAt: CHANGE, lastChangeAt: CHANGE, status: 'ok', newCount: 1 },
      { subject: 'Auxílio-doença', cnj: '00000036520054058100', datajudSeenAt: CHANGE },
    );
    await judicial(undefined, { subject: 'Pensão por morte', cnj: '00000046520054058100' });
    await renderProcess(undefined);

    const table = await screen.findByRole('table', { name: 'Processos do cliente' });
    await within(table).findByText('Pensão por morte');
    const rowOf = (subject: string) => within(table).getByText(subject).closest('tr')!;
    expect(within(rowOf('Aposentadoria especial')).getByText('3 novas movimentações')).toBeTruthy();
    // Seen (datajudSeenAt at the last change) and never looked up: no badge.
    expect(within(rowOf('Auxílio-doença')).queryByText(/nova/)).toBeNull();
    expect(within(rowOf('Pensão por morte')).queryByText(/nova/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Filtrar por movimentações'), { target: { value: 'novas' } });
    await waitFor(() => expect(within(table).queryByText('Pensão por morte')).toBeNull());
    expect(within(table).queryByText('Auxílio-doença')).toBeNull();
    expect(within(table).getByText('Aposentadoria especial').closest('tr')).toBeTruthy();
  });
});

describe('new event from "Criar prazo"', () => {
  it('opens as a prazo for the client and process, titled after the movement, the deadline helper counting from its day', async () => {
    const p = await judicial(undefined);
    await renderScreen(
      <EventCreatePage
        day="2026-11-24"
        kind="prazo"
        clientId={client.id}
        processId={p.id}
        title="Prazo: Expedição de Intimação"
      />,
      { path: '/eventos/cadastrar' },
    );
    expect((screen.getByLabelText(/Título/) as HTMLInputElement).value).toBe('Prazo: Expedição de Intimação');
    const helper = screen.getByRole('region', { name: 'Calcular prazo' });
    fireEvent.change(within(helper).getByLabelText('Dias úteis'), { target: { value: '5' } });
    expect(within(helper).getByTestId('deadline-result').textContent).toContain('5 dias úteis a partir de 24/11/2026');
  });
});
