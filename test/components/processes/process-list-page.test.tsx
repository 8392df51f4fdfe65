// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDoc, type ClientDoc, type ProcessDoc } from '@/data';
import { ProcessListPage, ProcessPage } from '@/features/processes';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { closeSessionDatabase } from '../clients/helpers';
import { openFreshSession } from '../../support/db';
import { seedBareClient } from '../../support/fixtures';

/**
 * /processos (issue 42): every process of the firm in one list, searched by CNJ number in any
 * formatting, by the client's name (the client search index), court and status; a row opens
 * the process's page, which links hearings and deadlines to the process and its client.
 */
let maria: ClientDoc;
let joao: ClientDoc;
let revisao: ProcessDoc;

function process(client: ClientDoc, cnj: string, subject: string, extra: Partial<ProcessDoc> = {}) {
  return createDoc('proccess', {
    clientId: client.id,
    cnj,
    type: cnj ? 'Judicial' : 'Extrajudicial',
    subject,
    court: '',
    legalArea: '',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
    ...extra,
  });
}

beforeEach(async () => {
  await openFreshSession('process-list');
  maria = await seedBareClient('Maria da Silva');
  joao = await seedBareClient('João Pereira');
  revisao = await process(maria, '00000026520054058100', 'Revisão de benefício', {
    court: '5ª Vara Federal de Fortaleza',
    currentStatus: 'Concluso',
  });
  await process(joao, '10000013220248260100', 'Ação de cobrança', { currentStatus: 'Distribuído' });
  await process(joao, '', 'Notificação ao locador');
});
afterEach(async () => {
  cleanup();
  toaster.remove();
  await closeSessionDatabase();
});

const subjects = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td:nth-child(3)')?.textContent ?? '');
const search = (term: string) =>
  fireEvent.change(screen.getByPlaceholderText(/Buscar por número CNJ/), { target: { value: term } });

describe('/processos', () => {
  it('lists every process of the firm with its client', async () => {
    await renderScreen(<ProcessListPage />, { path: '/processos' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const row = within(table).getByText('0000002-65.2005.4.05.8100').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Maria da Silva')).toBeTruthy());
  });

  it('finds a process by its CNJ number however it is typed', async () => {
    await renderScreen(<ProcessListPage />, { path: '/processos' });
    await screen.findByRole('table');
    for (const term of ['0000002-65.2005.4.05.8100', '00000026520054058100', '0000002 65', '2005.4.05']) {
      search(term);
      await waitFor(() => expect([term, subjects()]).toEqual([term, ['Revisão de benefício']]));
    }
    search('9999999-99');
    expect(await screen.findByText('Nenhum processo encontrado')).toBeTruthy();
  });

  it("finds by the client's name, the court and the status, and filters by status", async () => {
    await renderScreen(<ProcessListPage />, { path: '/processos' });
    await screen.findByRole('table');
    search('joao');
    await waitFor(() => expect(subjects().sort()).toEqual(['Ação de cobrança', 'Notificação ao locador']));
    search('vara federal');
    await waitFor(() => expect(subjects()).toEqual(['Revisão de benefício']));
    search('');
    fireEvent.change(screen.getByLabelText('Filtrar por status'), { target: { value: 'Distribuído' } });
    await waitFor(() => expect(subjects()).toEqual(['Ação de cobrança']));
  });

  it('a row opens the process page', async () => {
    const { router } = await renderScreen(<ProcessListPage />, { path: '/processos' });
    fireEvent.click(await screen.findByRole('button', { name: '0000002-65.2005.4.05.8100' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/processos/${revisao.id}`));
  });
});

describe('/processos/$id', () => {
  it('shows the client, the hearings linked to the process, and creates new ones with both prefilled', async () => {
    await createDoc('events', {
      title: 'Audiência de instrução',
      kind: 'audiencia',
      start: '2099-03-10T13:00:00.000Z',
      end: '2099-03-10T14:00:00.000Z',
      allDay: false,
      location: 'Sala 3',
      clientId: maria.id,
      processId: revisao.id,
      notes: '',
      responsibleUid: null,
    });
    const { router } = await renderScreen(<ProcessPage id={revisao.id} />, { path: '/processos/$id' });
    expect(await screen.findByRole('heading', { name: '0000002-65.2005.4.05.8100' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Maria da Silva' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Audiência de instrução' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Nova audiência/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventos/cadastrar'));
    expect(router.state.location.search).toMatchObject({ tipo: 'audiencia', cliente: maria.id, processo: revisao.id });
  });

  it('says so when the process does not exist', async () => {
    await renderScreen(<ProcessPage id="nao-existe" />, { path: '/processos/$id' });
    expect(await screen.findByText('Processo não encontrado')).toBeTruthy();
  });
});

describe('documents on the process page', () => {
  it('adds a document offline-first: the file waits on the device and the entry shows at once; an SVG is refused in words', async () => {
    await renderScreen(<ProcessPage id={revisao.id} />, { path: '/processos/$id' });
    fireEvent.click(await screen.findByRole('button', { name: /Adicionar documento/ }));
    const form = within(await screen.findByRole('form', { name: 'Novo documento' }));
    const input = form.getByLabelText('Arquivo do documento');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(await form.findByText('"logo.svg" não pode ser adicionado: envie um PDF ou uma imagem.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'Procuração assinada.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect((form.getByLabelText(/Nome/) as HTMLInputElement).value).toBe('Procuração assinada'));
    fireEvent.change(form.getByLabelText('Tipo'), { target: { value: 'procuracao' } });
    fireEvent.click(form.getByRole('button', { name: 'Adicionar documento' }));
    const list = await screen.findByRole('list', { name: 'Documentos' });
    await within(list).findByText('Procuração assinada');
    expect(within(list).getByText(/Procuração · .* · PDF · 8 B/)).toBeTruthy();
    expect(within(list).getByText('Aguardando envio')).toBeTruthy();
  });
});
