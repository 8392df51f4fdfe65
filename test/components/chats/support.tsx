import * as v from 'valibot';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  chatInputSchema,
  closeSessionDatabase,
  createDoc,
  messageInputSchema,
  type ChatDoc,
  type ClientDoc,
  type EditableOf,
  type MessageDoc,
} from '@/data';
import { ChatsPage } from '@/features/chats';
import { TEST_USER } from '../../support/render';
import { makeClient } from '../../support/fixtures';
import { openFreshSession, uniqueUid } from '../../support/db';
import { PAULISTA_ADDRESS } from '../../support/addresses';

// The in-memory replica runs RxDB's dev-mode checks on every write: give async UI updates time.
configure({ asyncUtilTimeout: 8000 });

/** A fresh session replica per test (own uid, so nothing leaks between tests), and its user. */
export async function openChatsDatabase() {
  const user = { ...TEST_USER, uid: uniqueUid('chats') };
  await openFreshSession('chats', user.uid);
  return user;
}

export const closeChatsDatabase = closeSessionDatabase;

export function seedClient(
  name = 'Maria das Graças Silva',
  extra: Partial<EditableOf<'clients'>> = {},
): Promise<ClientDoc> {
  return createDoc(
    'clients',
    makeClient(name, {
      email: 'maria@exemplo.com.br',
      address: PAULISTA_ADDRESS,
      // Staff write to them in these tests: a client who consented to messages (LGPD; without it the composer is blocked).
      consent: { messaging: true, date: '2025-01-02T12:00:00.000Z', purpose: 'Atendimento do processo' },
      ...extra,
    }),
  );
}

export function seedChat(clientId: string, patch: Partial<ChatDoc> = {}): Promise<ChatDoc> {
  return createDoc('chats', { ...v.parse(chatInputSchema, { clientId, status: 'aberto' }), ...patch });
}

export function seedMessage(chatId: string, patch: Partial<MessageDoc> & { text: string }): Promise<MessageDoc> {
  return createDoc('messages', {
    ...v.parse(messageInputSchema, { chatId, authorUid: 'alguem', side: 'cliente', text: patch.text }),
    ...patch,
  });
}

/** /chats wired like the route: `?conversa=` selects, navigation updates the search. */
export function ChatsHarness() {
  const search = useSearch({ strict: false }) as {
    conversa?: string;
    situacao?: 'aberto' | 'aguardando' | 'encerrado';
  };
  const navigate = useNavigate();
  return (
    <ChatsPage
      chatId={search.conversa}
      status={search.situacao}
      onNavigate={(s) => void navigate({ to: '.', search: s as never })}
    />
  );
}

/**
 * happy-dom has no layout: give elements a size so the virtualised lists render their rows
 * (the scroll containers are 720 px tall, every row 120 px).
 */
/**
 * The chats screens' test lifecycle: a stubbed layout before each test; after it, unmount,
 * restore the layout, run `after` (extra clean-up) and close the session database.
 */
export function setUpChatsTests(after?: () => void) {
  let restoreLayout: () => void = () => undefined;
  beforeEach(() => {
    restoreLayout = stubLayout();
  });
  afterEach(async () => {
    cleanup();
    restoreLayout();
    after?.();
    await closeChatsDatabase();
  });
}

export function stubLayout() {
  const proto = HTMLElement.prototype;
  const keys = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'];
  const saved = keys.map(
    (k) =>
      [k, Object.getOwnPropertyDescriptor(proto, k) ?? Object.getOwnPropertyDescriptor(Element.prototype, k)] as const,
  );
  const heightOf = (el: HTMLElement) =>
    el.dataset.testid === 'message-list' || el.dataset.testid === 'chat-list' ? 720 : 120;
  for (const k of ['offsetHeight', 'clientHeight'])
    Object.defineProperty(proto, k, {
      configurable: true,
      get(this: HTMLElement) {
        return heightOf(this);
      },
    });
  for (const k of ['offsetWidth', 'clientWidth'])
    Object.defineProperty(proto, k, { configurable: true, get: () => 600 });
  return () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(proto, k, d);
      else delete (proto as unknown as Record<string, unknown>)[k];
    }
  };
}
