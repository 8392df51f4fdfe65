// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../support/render';
import { ChatsHarness, openChatsDatabase, seedChat, seedClient, setUpChatsTests } from './support';

setUpChatsTests();

const rowNames = () => screen.queryAllByTestId('chat-row').map((r) => r.getAttribute('aria-label')?.split(',')[0]);

describe('chat list', () => {
  it('lists newest activity first with unread badges, filters by status and searches by client', async () => {
    const user = await openChatsDatabase();
    const maria = await seedClient('Maria das Graças Silva');
    const joao = await seedClient('João Pereira');
    const ana = await seedClient('Ana Lúcia Prado');
    await seedChat(maria.id, {
      lastMessageAt: '2025-03-01T10:00:00.000Z',
      lastMessagePreview: 'Bom dia',
      unreadStaff: 3,
    });
    await seedChat(joao.id, {
      lastMessageAt: '2025-03-05T10:00:00.000Z',
      lastMessagePreview: 'Recebi o contrato',
      status: 'aguardando',
    });
    await seedChat(ana.id, {
      lastMessageAt: '2025-02-01T10:00:00.000Z',
      lastMessagePreview: 'Obrigada',
      status: 'encerrado',
    });

    const { router } = await renderScreen(<ChatsHarness />, { path: '/chats', user });
    await waitFor(() => expect(rowNames()).toEqual(['João Pereira', 'Maria das Graças Silva', 'Ana Lúcia Prado']));

    const mariaRow = screen.getAllByTestId('chat-row')[1]!;
    expect(within(mariaRow).getByTestId('unread-badge').textContent).toBe('3');
    expect(mariaRow.getAttribute('aria-label')).toContain('3 mensagens não lidas');
    expect(within(screen.getAllByTestId('chat-row')[0]!).queryByTestId('unread-badge')).toBeNull();

    fireEvent.change(screen.getByLabelText('Filtrar por situação'), { target: { value: 'aguardando' } });
    await waitFor(() => expect(rowNames()).toEqual(['João Pereira']));
    // The filter lives in the URL, so it survives a reload and can be shared.
    expect(router.state.location.search).toMatchObject({ situacao: 'aguardando' });

    fireEvent.change(screen.getByLabelText('Filtrar por situação'), { target: { value: 'todos' } });
    fireEvent.change(screen.getByLabelText('Buscar cliente ou mensagem'), { target: { value: 'graca' } });
    await waitFor(() => expect(rowNames()).toEqual(['Maria das Graças Silva']));

    fireEvent.change(screen.getByLabelText('Buscar cliente ou mensagem'), { target: { value: 'contrato' } });
    await waitFor(() => expect(rowNames()).toEqual(['João Pereira']));

    fireEvent.change(screen.getByLabelText('Buscar cliente ou mensagem'), { target: { value: 'ninguém' } });
    expect(await screen.findByText('Nenhuma conversa encontrada com esta busca ou situação.')).toBeTruthy();
  });

  it('opens a conversation into the URL (?conversa=) and says what to do when there is none', async () => {
    const user = await openChatsDatabase();
    const { router } = await renderScreen(<ChatsHarness />, { path: '/chats', user });
    expect(
      await screen.findByText('Nenhuma conversa ainda. Use “Nova conversa” para falar com um cliente.'),
    ).toBeTruthy();

    const maria = await seedClient();
    const chat = await seedChat(maria.id);
    fireEvent.click(await screen.findByRole('button', { name: /^Maria das Graças Silva/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ conversa: chat.id }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maria das Graças Silva' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar cliente' }).getAttribute('href')).toBe(
      `/clientes/editar/${maria.id}`,
    );
    expect(screen.getByRole('link', { name: /Novo cliente/ }).getAttribute('href')).toBe('/clientes/cadastrar');
  });

  it('the new-conversation dialog marks a client without recorded LGPD consent', async () => {
    const user = await openChatsDatabase();
    await seedClient('Sem Consentimento', {
      document: '11144477735',
      consent: { messaging: false, date: null, purpose: '' },
    });
    await seedClient('Com Consentimento', { document: '39053344705' });
    await renderScreen(<ChatsHarness />, { path: '/chats', user });
    fireEvent.click(await screen.findByRole('button', { name: /Nova conversa/ }));
    const list = await screen.findByRole('list', { name: 'Clientes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [without] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('Sem Consentimento'));
    expect(without!.textContent).toMatch(/Sem consentimento para mensagens/);
    const [withConsent] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('Com Consentimento'));
    expect(withConsent!.textContent).not.toMatch(/Sem consentimento para mensagens/);
  });
});
