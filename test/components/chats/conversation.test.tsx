// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConsentRequiredError, findDocs, getDoc, syncStatus$, type ChatDoc, type SyncStatus } from '@/data';
import { sendMessage } from '@/features/chats/api/send-message';
import { renderScreen } from '../../support/render';
import { ChatsHarness, openChatsDatabase, seedChat, seedClient, seedMessage, setUpChatsTests } from './support';

const initialSync = syncStatus$.value;
setUpChatsTests(() => syncStatus$.next(initialSync));

async function openConversation(
  setup?: (chatId: string, uid: string) => Promise<void>,
  chatPatch: (uid: string) => Partial<ChatDoc> = () => ({}),
  clientPatch: Parameters<typeof seedClient>[1] = {},
) {
  const user = await openChatsDatabase();
  const client = await seedClient(undefined, clientPatch);
  const chat = await seedChat(client.id, chatPatch(user.uid));
  await setup?.(chat.id, user.uid);
  const view = await reopenConversation(user, client.name);
  return { ...view, chat, client, user };
}

/** /chats rendered again (the app reopened on the same device and replica) and the conversation opened. */
async function reopenConversation(user: Awaited<ReturnType<typeof openChatsDatabase>>, clientName: string) {
  const view = await renderScreen(<ChatsHarness />, { path: '/chats', user });
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${clientName}`) }, { timeout: 5000 }));
  await screen.findByRole('heading', { level: 2, name: clientName }, { timeout: 5000 });
  return view;
}

const bubble = (text: string) => screen.getByText(text).closest('[data-testid="message"]') as HTMLElement;

describe('conversation', () => {
  it('renders what people type as text: markup in a message never becomes an element', async () => {
    await openConversation();
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    const attacks = [
      '<img src=x onerror=alert(1)>',
      '<script>alert("x")</script>',
      '<a href="javascript:alert(1)">clique</a> *negrito*',
    ];
    for (const text of attacks) {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    }
    const list = screen.getByTestId('message-list');
    await waitFor(() => expect(within(list).getAllByTestId('message')).toHaveLength(3));
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(within(list).getByText('<script>alert("x")</script>')).toBeTruthy();
    expect(list.querySelector('img, script, a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    // The light markup still styles: *negrito* became <strong>, the rest stayed text.
    expect(within(list).getByText('negrito').tagName).toBe('STRONG');
    expect(within(list).getByText(/<a href="javascript:alert\(1\)">clique<\/a>/)).toBeTruthy();
  });

  it('sending updates the chat preview and the client unread counter', async () => {
    const { chat } = await openConversation();
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(box, { target: { value: 'Seu *prazo* vence amanhã' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(async () =>
      expect((await getDoc('chats', chat.id))?.lastMessagePreview).toBe('Seu prazo vence amanhã'),
    );
    expect((await getDoc('chats', chat.id))?.unreadClient).toBe(1);
    const [message] = await findDocs('messages', { selector: { chatId: chat.id } });
    expect(message).toMatchObject({ side: 'staff', text: 'Seu *prazo* vence amanhã', deliveredAt: null, readAt: null });
  });

  it('a client without recorded LGPD consent gets no message: the composer says why and links to the LGPD tab; the write is refused', async () => {
    const { chat, client, user } = await openConversation(undefined, undefined, {
      consent: { messaging: false, date: null, purpose: '' },
    });
    expect(await screen.findByText('Cliente sem consentimento para mensagens')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Registrar consentimento' });
    expect(link.getAttribute('href')).toBe(`/clientes/editar/${client.id}?aba=lgpd`);
    expect((screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement).disabled).toBe(true);
    // Past the screen (another tab, a script): the data layer refuses it too, writing nothing.
    await expect(sendMessage({ chat, authorUid: user.uid, text: 'Olá' })).rejects.toBeInstanceOf(ConsentRequiredError);
    expect(await findDocs('messages', { selector: { chatId: chat.id } })).toEqual([]);
    expect((await getDoc('chats', chat.id))?.unreadClient).toBe(0);
  });

  it('shows pendente / enviada / lida for what the firm sent, from the sync status and readAt', async () => {
    await openConversation(async (chatId, uid) => {
      await seedMessage(chatId, {
        text: 'Lida pelo cliente',
        side: 'staff',
        sentAt: '2025-03-01T10:00:00.000Z',
        readAt: '2025-03-01T11:00:00.000Z',
      });
      await seedMessage(chatId, {
        text: 'Confirmada pelo servidor',
        side: 'staff',
        sentAt: '2025-03-01T10:01:00.000Z',
        deliveredAt: '2025-03-01T10:01:01.000Z',
      });
      await seedMessage(chatId, {
        text: 'Só neste aparelho',
        side: 'staff',
        authorUid: uid,
        sentAt: '2025-03-01T10:02:00.000Z',
      });
      // A colleague's message reached this device through the server: it is there.
      await seedMessage(chatId, {
        text: 'De um colega',
        side: 'staff',
        authorUid: 'colega',
        sentAt: '2025-03-01T10:02:30.000Z',
      });
      await seedMessage(chatId, {
        text: 'Mensagem do cliente',
        side: 'cliente',
        sentAt: '2025-03-01T10:03:00.000Z',
        readAt: '2025-03-01T10:04:00.000Z',
      });
    });
    await screen.findByText('Só neste aparelho');
    const stateOf = (text: string) => bubble(text).querySelector('[data-state]')?.getAttribute('data-state') ?? null;
    // No sync in this test: nothing is confirmed unless the document says so.
    expect(stateOf('Lida pelo cliente')).toBe('lida');
    expect(stateOf('Confirmada pelo servidor')).toBe('enviada');
    expect(stateOf('Só neste aparelho')).toBe('pendente');
    expect(within(bubble('Só neste aparelho')).getByText('Pendente')).toBeTruthy();
    expect(stateOf('Mensagem do cliente')).toBeNull();
    expect(stateOf('De um colega')).toBe('enviada');

    // The server confirmed every local write: the pending one is now sent.
    syncStatus$.next({ ...syncStatus$.value, phase: 'sincronizado', pendingWrites: 0 } as SyncStatus);
    await waitFor(() => expect(stateOf('Só neste aparelho')).toBe('enviada'));
  });

  it("a message the server confirmed stays 'Enviada' when the app opens again, before the sync status knows anything (issue 30)", async () => {
    const { client, user } = await openConversation(async (chatId, uid) => {
      await seedMessage(chatId, {
        text: 'Enviada antes de fechar',
        side: 'staff',
        authorUid: uid,
        sentAt: new Date().toISOString(),
      });
    });
    const stateOf = (text: string) => bubble(text).querySelector('[data-state]')?.getAttribute('data-state') ?? null;
    await screen.findByText('Enviada antes de fechar');
    expect(stateOf('Enviada antes de fechar')).toBe('pendente');
    syncStatus$.next({
      ...syncStatus$.value,
      phase: 'sincronizado',
      pendingWrites: 0,
      lastSyncedAt: new Date(Date.now() + 1000).toISOString(),
    } as SyncStatus);
    await waitFor(() => expect(stateOf('Enviada antes de fechar')).toBe('enviada'));

    // The tab closes and opens again: pending writes not counted yet, no sync this session.
    cleanup();
    syncStatus$.next({ ...initialSync, phase: 'conectando', pendingWrites: null, lastSyncedAt: null });
    await reopenConversation(user, client.name);
    await screen.findByText('Enviada antes de fechar');
    expect(stateOf('Enviada antes de fechar')).toBe('enviada');
  });

  it('keeps a half-typed message per conversation on this device: reopened, it is in the composer; sent, it is gone (issue 30)', async () => {
    const { client, user, chat } = await openConversation();
    const draftKey = `advocacia:rascunho:${user.uid}:chat:${chat.id}`;
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Bom dia, Maria! Sobre a audiência de' },
    });
    await waitFor(() => expect(localStorage.getItem(draftKey)).not.toBeNull());

    cleanup();
    await reopenConversation(user, client.name);
    const box = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Bom dia, Maria! Sobre a audiência de');
    // Nothing of it was written to the replica (never synced, never seen by the client).
    expect(await findDocs('messages', { selector: { chatId: chat.id } })).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Bom dia, Maria! Sobre a audiência de amanhã: às 14h.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe(''));
    expect(localStorage.getItem(draftKey)).toBeNull();
    cleanup();
    await reopenConversation(user, client.name);
    expect((screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement).value).toBe('');
  });

  it("opening the conversation marks the client's messages read and clears the unread badge", async () => {
    const { chat } = await openConversation(
      async (chatId) => {
        await seedMessage(chatId, { text: 'Oi, doutora', side: 'cliente', sentAt: '2025-03-01T10:00:00.000Z' });
        await seedMessage(chatId, {
          text: 'Recebeu meu documento?',
          side: 'cliente',
          sentAt: '2025-03-01T10:01:00.000Z',
        });
        await seedMessage(chatId, { text: 'Resposta antiga', side: 'staff', sentAt: '2025-03-01T09:00:00.000Z' });
      },
      () => ({ unreadStaff: 2 }),
    );
    await waitFor(async () => {
      const unread = await findDocs('messages', { selector: { chatId: chat.id, side: 'cliente' } });
      expect(unread.every((m) => m.readAt !== null)).toBe(true);
    });
    await waitFor(async () => expect((await getDoc('chats', chat.id))?.unreadStaff).toBe(0));
    // Only the client's messages are marked: the firm's own message was not "read" by anyone.
    const [own] = await findDocs('messages', { selector: { chatId: chat.id, side: 'staff' } });
    expect(own?.readAt).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });

  it('changes the status and the person responsible', async () => {
    const { chat } = await openConversation(undefined, (uid) => ({ assignedUid: uid }));
    const assignee = screen.getByLabelText('Responsável pela conversa') as HTMLSelectElement;
    expect(assignee.selectedOptions[0]?.textContent).toBe('Ana Souza (você)');
    fireEvent.change(screen.getByLabelText('Situação da conversa'), { target: { value: 'aguardando' } });
    await waitFor(async () => expect((await getDoc('chats', chat.id))?.status).toBe('aguardando'));
    fireEvent.change(screen.getByLabelText('Responsável pela conversa'), { target: { value: '' } });
    await waitFor(async () => expect((await getDoc('chats', chat.id))?.assignedUid).toBeNull());
    await waitFor(async () => {
      const logs = await findDocs('logs', { selector: { documentId: chat.id } });
      expect(logs.map((l) => l.summary)).toEqual(
        expect.arrayContaining(['Alterou a situação da conversa para Aguardando', 'Removeu o responsável da conversa']),
      );
    });
  });

  it('keeps an attachment on the device and says so when Storage is not available', async () => {
    const { chat, user } = await openConversation();
    const input = screen.getByTestId('composer-file-input') as HTMLInputElement;
    const file = new File(['%PDF-1.4 conteúdo'], 'procuracao.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(
      await screen.findByText(
        'Anexo guardado neste aparelho — será enviado quando o armazenamento estiver disponível',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const [message] = await findDocs('messages', { selector: { chatId: chat.id } });
    expect(message?.attachments).toEqual([
      {
        name: 'procuracao.pdf',
        type: 'application/pdf',
        size: file.size,
        storagePath: expect.stringMatching(/^chats\/.+\/0-procuracao\.pdf$/),
        downloadUrl: null,
      },
    ]);
    const { listPendingUploads } = await import('@/data/uploads/pending-uploads');
    expect((await listPendingUploads(user.uid)).map((u) => u.name)).toEqual(['procuracao.pdf']);
  });
});
