// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageDoc } from '@/data';
import { INITIAL_WINDOW } from '@/features/chats/hooks/use-messages';
import { keepUnchanged, peekMessageWindow } from '@/data/message-window';
import { renderScreen } from '../../support/render';
import { ChatsHarness, openChatsDatabase, seedChat, seedClient, seedMessage, setUpChatsTests } from './support';

setUpChatsTests();

const EMPTY = 'Nenhuma mensagem ainda. Escreva a primeira abaixo.';

/**
 * What the conversation pane showed after each DOM change (a MutationObserver sees the
 * result of every commit): the "no messages" text, or a header without any message.
 */
function watchPane() {
  const seen = { emptyText: false, headerWithoutMessages: false, lists: new Set<Element>() };
  const observer = new MutationObserver(() => {
    const pane = document.querySelector('section[aria-label="Conversa"]');
    if (!pane) return;
    if (pane.textContent?.includes(EMPTY)) seen.emptyText = true;
    if (pane.querySelector('h2') && !pane.querySelector('[data-testid="message"]')) seen.headerWithoutMessages = true;
    const list = pane.querySelector('[data-testid="message-list"]');
    if (list) seen.lists.add(list);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

async function seedConversation(name: string, lastMessageAt: string, texts: string[]) {
  const client = await seedClient(name);
  const chat = await seedChat(client.id, { lastMessageAt, lastMessagePreview: texts.at(-1) ?? '' });
  const base = Date.parse(lastMessageAt) - texts.length * 60_000;
  for (const [i, text] of texts.entries()) {
    await seedMessage(chat.id, {
      text,
      sentAt: new Date(base + (i + 1) * 60_000).toISOString(),
      side: i % 2 ? 'staff' : 'cliente',
      readAt: '2025-03-01T12:00:00.000Z',
    });
  }
  return { client, chat };
}

describe('opening a conversation', () => {
  it('a conversation at the top of the list opens with its messages in its first frame', async () => {
    const user = await openChatsDatabase();
    const { chat } = await seedConversation('Maria das Graças Silva', '2025-03-01T10:00:00.000Z', [
      'Bom dia',
      'Olá, Maria',
      'Alguma novidade?',
    ]);
    await renderScreen(<ChatsHarness />, { path: '/chats', user });
    await screen.findByRole('button', { name: /^Maria das Graças Silva/ }, { timeout: 5000 });
    // Once the list is idle, the newest messages of its first conversations are kept ready.
    await waitFor(
      () =>
        expect(peekMessageWindow(chat.id, INITIAL_WINDOW)?.messages.map((m) => m.text)).toEqual([
          'Bom dia',
          'Olá, Maria',
          'Alguma novidade?',
        ]),
      {
        timeout: 8000,
      },
    );

    const pane = watchPane();
    fireEvent.click(screen.getByRole('button', { name: /^Maria das Graças Silva/ }));
    await screen.findByRole('heading', { level: 2, name: 'Maria das Graças Silva' });
    pane.stop();
    expect(pane.seen.headerWithoutMessages).toBe(false);
    expect(pane.seen.emptyText).toBe(false);
    const list = screen.getByTestId('message-list');
    expect(within(list).getAllByTestId('message')).toHaveLength(3);
  });

  it('opened from a link (nothing read ahead), it waits for the messages instead of saying there are none', async () => {
    const user = await openChatsDatabase();
    // Four conversations: the oldest is not among those kept ready.
    const { chat } = await seedConversation('Ana Lúcia Prado', '2025-01-01T10:00:00.000Z', ['Primeira', 'Segunda']);
    await seedConversation('João Pereira', '2025-03-01T10:00:00.000Z', []);
    await seedConversation('Carla Dias', '2025-03-02T10:00:00.000Z', []);
    await seedConversation('Bruno Lima', '2025-03-03T10:00:00.000Z', []);
    const { router } = await renderScreen(<ChatsHarness />, { path: '/chats', user });
    await screen.findByRole('button', { name: /^Ana Lúcia Prado/ }, { timeout: 5000 });

    const pane = watchPane();
    await router.navigate({ to: '/chats', search: { conversa: chat.id } as never });
    await screen.findByRole('heading', { level: 2, name: 'Ana Lúcia Prado' });
    const list = screen.getByTestId('message-list');
    await waitFor(() => expect(within(list).getAllByTestId('message')).toHaveLength(2), { timeout: 8000 });
    pane.stop();
    expect(pane.seen.emptyText).toBe(false);
    // The same scrollable element from the empty pane to the messages (keyboard focus, screen readers).
    expect(pane.seen.lists.size).toBe(1);
    expect(list.getAttribute('aria-busy')).toBe('false');
  });

  it('says a conversation has no messages once it knows', async () => {
    const user = await openChatsDatabase();
    await seedConversation('Maria das Graças Silva', '2025-03-01T10:00:00.000Z', []);
    await renderScreen(<ChatsHarness />, { path: '/chats', user });
    fireEvent.click(await screen.findByRole('button', { name: /^Maria das Graças Silva/ }, { timeout: 5000 }));
    expect(await screen.findByText(EMPTY, {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe('keepUnchanged', () => {
  const message = (id: string, patch: Partial<MessageDoc> = {}): MessageDoc => ({
    id,
    createdAt: '2025-03-01T10:00:00.000Z',
    createdBy: 'u',
    updatedAt: '2025-03-01T10:00:00.000Z',
    updatedBy: 'u',
    chatId: 'c',
    authorUid: 'u',
    side: 'cliente',
    text: `texto ${id}`,
    attachments: [],
    sentAt: '2025-03-01T10:00:00.000Z',
    deliveredAt: null,
    readAt: null,
    ...patch,
  });

  it('keeps the previous objects (and array) when a live query re-emits the same messages', () => {
    const prev = [message('a'), message('b')];
    expect(keepUnchanged(prev, [message('a'), message('b')])).toBe(prev);
  });

  it('replaces only what changed, and takes arrivals and removals', () => {
    const prev = [message('a'), message('b'), message('c')];
    const next = keepUnchanged(prev, [
      message('b', { readAt: '2025-03-01T11:00:00.000Z', updatedAt: '2025-03-01T11:00:00.000Z' }),
      message('c'),
      message('d'),
    ]);
    expect(next).not.toBe(prev);
    expect(next.map((m) => m.id)).toEqual(['b', 'c', 'd']);
    expect(next[0]).not.toBe(prev[1]);
    expect(next[0]?.readAt).toBe('2025-03-01T11:00:00.000Z');
    expect(next[1]).toBe(prev[2]);
  });

  it('sees an attachment that finished uploading', () => {
    const file = { name: 'a.pdf', type: 'application/pdf', size: 10, storagePath: 'p/a.pdf', downloadUrl: null };
    const prev = [message('a', { attachments: [file] })];
    const next = keepUnchanged(prev, [
      message('a', { attachments: [{ ...file, downloadUrl: 'https://exemplo.com/a.pdf' }] }),
    ]);
    expect(next[0]?.attachments[0]?.downloadUrl).toBe('https://exemplo.com/a.pdf');
  });
});
