import { describe, expect, it } from 'vitest';
import type { ChatDoc, ClientDoc } from '@/data';
import { attachmentProblem, safeFileName, storagePathFor, MAX_ATTACHMENT_BYTES } from '@/features/chats/attachments';
import { countByStatus, filterChats, type ChatListItem } from '@/features/chats/chat-list';
import { chatPlaceholderValues } from '@/lib/text-styles';
import { findSlashToken, insertBlock, replaceRange } from '@/features/chats/composer-text';
import { messageState } from '@/features/chats/message-state';
import { findWindowStart } from '@/data/message-window';
import { previewOf } from '@/features/chats/api/send-message';
import { fillPlaceholders } from '@/lib/text-styles';
import { PAULISTA_ADDRESS } from '../../../support/addresses';

describe('findSlashToken', () => {
  it("finds the '/word' under the caret only at the start of a word", () => {
    expect(findSlashToken('/bom', 4)).toEqual({ start: 0, end: 4, query: 'bom' });
    expect(findSlashToken('Olá /Bo dia', 7)).toEqual({ start: 4, end: 7, query: 'bo' });
    expect(findSlashToken('linha\n/', 7)).toEqual({ start: 6, end: 7, query: '' });
    expect(findSlashToken('e/ou', 4)).toBeNull();
    expect(findSlashToken('12/03/2025', 10)).toBeNull();
    expect(findSlashToken('/chats/abc', 10)).toBeNull();
    expect(findSlashToken('sem barra', 9)).toBeNull();
  });

  it('replaces the token and puts the caret after the insertion', () => {
    expect(replaceRange('Oi /bo!', 3, 6, 'Bom dia')).toEqual({ text: 'Oi Bom dia!', caret: 10 });
    expect(insertBlock('Pergunta:', 9, 9, 'Resposta')).toEqual({ text: 'Pergunta:\nResposta', caret: 18 });
    expect(insertBlock('', 0, 0, 'Resposta')).toEqual({ text: 'Resposta', caret: 8 });
  });
});

describe('messageState', () => {
  const base = { side: 'staff' as const, createdAt: '2025-03-01T10:00:00.000Z', deliveredAt: null, readAt: null };
  it('lida > enviada > pendente, and none for the client side', () => {
    const unknown = { pendingWrites: null, lastSyncedAt: null };
    expect(messageState({ ...base, readAt: '2025-03-01T11:00:00.000Z' }, unknown)).toBe('lida');
    expect(messageState({ ...base, deliveredAt: '2025-03-01T10:00:01.000Z' }, unknown)).toBe('enviada');
    expect(messageState(base, unknown)).toBe('pendente');
    expect(messageState({ ...base, side: 'cliente' }, unknown)).toBeNull();
  });
  it('is enviada once the server has everything, or the message predates the last full sync', () => {
    expect(messageState(base, { pendingWrites: 0, lastSyncedAt: null })).toBe('enviada');
    expect(messageState(base, { pendingWrites: 2, lastSyncedAt: '2025-03-01T10:00:05.000Z' })).toBe('enviada');
    expect(messageState(base, { pendingWrites: 2, lastSyncedAt: '2025-03-01T09:59:00.000Z' })).toBe('pendente');
  });
});

describe('filterChats', () => {
  const client = (id: string, name: string) =>
    ({ id, name, document: '52998224725', phone: '11987654321', email: '' }) as ClientDoc;
  const chat = (
    id: string,
    clientId: string,
    status: ChatDoc['status'],
    lastMessageAt: string,
    lastMessagePreview = '',
  ) => ({ id, clientId, status, lastMessageAt, lastMessagePreview, unreadStaff: 0 }) as ChatDoc;
  const items: ChatListItem[] = [
    { chat: chat('1', 'a', 'aberto', '2025-01-01T00:00:00Z', 'Bom dia'), client: client('a', 'José Araújo') },
    { chat: chat('2', 'b', 'encerrado', '2025-03-01T00:00:00Z', 'Obrigado'), client: client('b', 'Beatriz Lima') },
    { chat: chat('3', 'c', 'aguardando', '2025-02-01T00:00:00Z', 'Aguardo o *RG*'), client: null },
  ];
  it('sorts by newest activity, filters by status and searches accent-insensitively', () => {
    expect(filterChats(items, { search: '', status: 'todos' }).map((i) => i.chat.id)).toEqual(['2', '3', '1']);
    expect(filterChats(items, { search: '', status: 'aberto' }).map((i) => i.chat.id)).toEqual(['1']);
    expect(filterChats(items, { search: 'jose araujo', status: 'todos' }).map((i) => i.chat.id)).toEqual(['1']);
    expect(filterChats(items, { search: 'rg', status: 'todos' }).map((i) => i.chat.id)).toEqual(['3']);
    expect(countByStatus(items)).toEqual({ todos: 3, aberto: 1, aguardando: 1, encerrado: 1 });
  });
});

describe('attachments', () => {
  it('accepts images and PDF up to 10 MB, with pt-BR reasons otherwise', () => {
    expect(attachmentProblem({ name: 'rg.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'peticao.pdf', type: 'application/pdf', size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(attachmentProblem({ name: 'grande.pdf', type: 'application/pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      '"grande.pdf" tem 10,0 MB; o limite é de 10,0 MB por arquivo.',
    );
    expect(attachmentProblem({ name: 'planilha.xlsx', type: 'application/vnd.ms-excel', size: 10 })).toBe(
      '"planilha.xlsx" não pode ser anexado: envie imagens ou PDF.',
    );
    expect(attachmentProblem({ name: 'vazio.pdf', type: 'application/pdf', size: 0 })).toBe('"vazio.pdf" está vazio.');
    // SVG can carry scripts: storage.rules refuse it, so the composer refuses it first.
    expect(attachmentProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe(
      '"logo.svg" não pode ser anexado: envie imagens ou PDF.',
    );
  });
  it('makes portable storage paths', () => {
    expect(safeFileName('Procuração assinada (1).PDF')).toBe('Procuracao_assinada_1_.PDF');
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(storagePathFor('c1', 'm1', 0, 'Cópia RG.jpg')).toBe('chats/c1/m1/0-Copia_RG.jpg');
  });
});

describe('chatPlaceholderValues', () => {
  it("fills the client's and the sender's placeholders, escaping markup in values", () => {
    const client = {
      kind: 'PF',
      name: 'Maria_da *Silva*',
      document: '52998224725',
      email: 'maria@exemplo.com.br',
      phone: '11987654321',
      address: PAULISTA_ADDRESS,
    } as ClientDoc;
    const values = chatPlaceholderValues(client, {
      displayName: 'Ana Souza',
      email: 'ana@x.com',
      phoneNumber: '11912345678',
      oab: { uf: 'SP', number: '123456' },
    });
    const filled = fillPlaceholders(
      '{{cliente.primeiroNome}} / {{cliente.cpf}} / {{cliente.endereco}} / {{usuario.oab}} / {{processo.numero}}',
      values,
    );
    expect(filled.text).toBe(
      'Maria\\_da / 529.982.247-25 / Avenida Paulista, 1000 - Bela Vista - São Paulo/SP - CEP 01310-100 / OAB/SP 123456 / {{processo.numero}}',
    );
    expect(filled.missing).toEqual(['processo.numero']);
  });
});

describe('findWindowStart', () => {
  // 5,000 messages one minute apart, newest at `newest`.
  const newest = Date.parse('2025-03-01T12:00:00.000Z');
  const times = Array.from({ length: 5000 }, (_, i) => newest - (4999 - i) * 60_000);
  const count = async (since: string) => times.filter((t) => t >= Date.parse(since)).length;

  it('starts the window so that between N and 3N of the newest messages are loaded', async () => {
    const start = await findWindowStart(count, new Date(newest).toISOString(), 60);
    const n = await count(start!);
    expect(n).toBeGreaterThanOrEqual(60);
    expect(n).toBeLessThanOrEqual(180);
  });
  it('loads everything (null) when the conversation is shorter than the window', async () => {
    expect(await findWindowStart(async () => 12, new Date(newest).toISOString(), 60)).toBeNull();
  });
});

describe('previewOf', () => {
  it('is plain text, or the attachment names, cut at 200 characters', () => {
    expect(previewOf('*Prazo* _amanhã_', [])).toBe('Prazo amanhã');
    expect(previewOf('', [{ name: 'rg.pdf' }])).toBe('📎 rg.pdf');
    expect(previewOf('x'.repeat(300), [])).toHaveLength(200);
  });
});
