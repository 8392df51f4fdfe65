// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createDoc, findDocs, getDoc, updateDoc, type ClientDoc, type ProcessDoc } from '@/data';
import { ClientLgpdTab } from '@/features/clients/components/ClientLgpdTab';
import { buildClientExport, EXPORT_FORMAT } from '@/features/clients/api/lgpd';
import { renderScreen, TEST_USER } from '../../support/render';
import { closeSessionDatabase } from './helpers';
import { openFreshSession } from '../../support/db';

let client: ClientDoc;
let process: ProcessDoc;
beforeEach(async () => {
  await openFreshSession('lgpd');
  client = await createDoc('clients', {
    kind: 'PF',
    name: 'Maria da Silva',
    document: '52998224725',
    email: 'maria@exemplo.com.br',
    phone: '11987654321',
    birthDate: '1980-03-15',
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
    notes: 'Prefere WhatsApp',
    responsibleUid: null,
    appUid: 'app-maria',
    consent: { messaging: true, date: '2024-05-01T12:00:00.000Z', purpose: 'Avisos de andamento' },
  });
  process = await createDoc('proccess', {
    clientId: client.id,
    cnj: '00000026520054058100',
    type: 'Judicial',
    subject: 'Revisão de benefício',
    court: '',
    legalArea: '',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
  });
  await createDoc('status_proccess', {
    processId: process.id,
    clientId: client.id,
    status: 'Distribuído',
    description: '',
    date: '2024-01-10T13:00:00.000Z',
    visibleToClient: true,
    notifyClient: false,
  });
  await createDoc('events', {
    title: 'Audiência de conciliação',
    kind: 'audiencia',
    start: '2024-06-01T13:00:00.000Z',
    end: '2024-06-01T14:00:00.000Z',
    allDay: false,
    location: '',
    clientId: client.id,
    processId: process.id,
    notes: '',
    responsibleUid: null,
  });
  await createDoc('lembrets', {
    title: 'Levar documentos',
    message: '',
    dueAt: '2024-05-30T12:00:00.000Z',
    clientId: client.id,
    notifyClient: true,
    status: 'pendente',
  });
  const chat = await createDoc('chats', {
    clientId: client.id,
    status: 'aberto',
    assignedUid: null,
    lastMessagePreview: 'Olá',
    lastMessageAt: '2024-05-02T12:00:00.000Z',
    unreadStaff: 0,
    unreadClient: 0,
  });
  await createDoc('messages', {
    chatId: chat.id,
    authorUid: 'app-maria',
    side: 'cliente',
    text: 'Olá, doutora',
    attachments: [],
    sentAt: '2024-05-02T12:00:00.000Z',
    deliveredAt: null,
    readAt: null,
  });
  // Another client's data must not leak into the export.
  const other = await createDoc('clients', { ...client, name: 'Outro Cliente', appUid: null } as never);
  await createDoc('lembrets', {
    title: 'De outro cliente',
    message: '',
    dueAt: '2024-05-30T12:00:00.000Z',
    clientId: (other as ClientDoc).id,
    notifyClient: false,
    status: 'pendente',
  });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await closeSessionDatabase();
});

describe('LGPD — portability export', () => {
  it('holds the client, processes, timeline, events, reminders, chats and messages — and nothing of other clients', async () => {
    const data = await buildClientExport(client.id);
    expect(data.formato).toBe(EXPORT_FORMAT);
    expect(data.cliente).toMatchObject({ id: client.id, name: 'Maria da Silva', document: '52998224725' });
    expect(data.processos.map((p) => (p as ProcessDoc).id)).toEqual([process.id]);
    expect(data.andamentos).toHaveLength(1);
    expect(data.eventos).toHaveLength(1);
    expect(data.lembretes.map((l) => (l as { title: string }).title)).toEqual(['Levar documentos']);
    expect(data.conversas).toHaveLength(1);
    expect(data.mensagens.map((m) => (m as { text: string }).text)).toEqual(['Olá, doutora']);
  });

  it('downloads the JSON file from the tab and records the export in the logs', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:export';
    });
    await renderScreen(<ClientLgpdTab client={client} role="advogado" />, { path: '/clientes/editar/$id' });
    fireEvent.click(screen.getByRole('button', { name: /Exportar dados/ }));
    expect(await screen.findByText('Dados exportados')).toBeTruthy();
    const exported = JSON.parse(await blobs[0]!.text()) as { cliente: ClientDoc; mensagens: unknown[] };
    expect(exported.cliente.id).toBe(client.id);
    expect(exported.mensagens).toHaveLength(1);
    const logs = await findDocs('logs', { selector: { documentId: client.id } });
    expect(logs.some((l) => /Exportou os dados do cliente/.test(l.summary))).toBe(true);
  });
});

describe('LGPD — anonymisation', () => {
  it('asks for the client name, replaces personal data and its copies (chat preview, agenda), keeps the processes and logs it', async () => {
    const [chat] = await findDocs('chats', { selector: { clientId: client.id } });
    await updateDoc('chats', chat!.id, { lastMessagePreview: 'Maria da Silva, CPF 529.982.247-25 conferido' });
    const event = await createDoc('events', {
      title: 'Reunião com Maria da Silva',
      kind: 'reuniao',
      start: '2024-06-03T13:00:00.000Z',
      end: '2024-06-03T14:00:00.000Z',
      allDay: false,
      location: '',
      clientId: client.id,
      processId: null,
      notes: 'Telefone (11) 98765-4321',
      responsibleUid: null,
    });
    await renderScreen(<ClientLgpdTab client={client} role="advogado" />, { path: '/clientes/editar/$id' });
    fireEvent.click(screen.getByRole('button', { name: /Anonimizar cliente/ }));
    const confirm = (await screen.findByRole('button', { name: 'Anonimizar definitivamente' })) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/digite o nome do cliente/), { target: { value: 'Maria' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/digite o nome do cliente/), { target: { value: 'Maria da Silva' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect(await screen.findByText('Cliente anonimizado')).toBeTruthy();
    expect(await screen.findByText('Cópias dos dados pessoais substituídas em 2 registros.')).toBeTruthy();
    const stored = (await getDoc('clients', client.id))!;
    expect((await getDoc('chats', chat!.id))!.lastMessagePreview).toBe(`${stored.name}, CPF [CPF removido] conferido`);
    expect(await getDoc('events', event.id)).toMatchObject({
      title: `Reunião com ${stored.name}`,
      notes: 'Telefone [telefone removido]',
    });
    expect(stored.name).toMatch(/^Cliente anonimizado /);
    expect(stored).toMatchObject({
      document: '',
      email: '',
      phone: '',
      birthDate: null,
      notes: '',
      appUid: null,
      consent: { messaging: false, date: null, purpose: '' },
    });
    expect(stored.address).toEqual({ cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' });
    expect(JSON.stringify(stored)).not.toMatch(/Maria|52998224725|exemplo|Sé/);
    expect(await getDoc('proccess', process.id)).toMatchObject({
      clientId: client.id,
      subject: 'Revisão de benefício',
    });
    const logs = await findDocs('logs', { selector: { documentId: client.id, action: 'update' } });
    expect(logs.some((l) => /Anonimizou o cliente/.test(l.summary) && !l.summary.includes('Maria'))).toBe(true);
  });

  it('is not offered to an atendente, who may still record consent', async () => {
    await renderScreen(<ClientLgpdTab client={client} role="atendente" />, {
      path: '/clientes/editar/$id',
      user: { ...TEST_USER, role: 'atendente' },
    });
    expect((screen.getByRole('button', { name: /Anonimizar cliente/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText(/autoriza receber mensagens/));
    await screen.findByText(/Sem consentimento registrado/);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar consentimento' }));
    await waitFor(async () =>
      expect((await getDoc('clients', client.id))?.consent).toEqual({
        messaging: false,
        date: null,
        purpose: 'Avisos de andamento',
      }),
    );
    const logs = await findDocs('logs', { selector: { documentId: client.id, action: 'update' } });
    expect(logs.some((l) => /Consentimento LGPD .* revogado/.test(l.summary))).toBe(true);
  });
});
