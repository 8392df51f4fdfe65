// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDoc, type ClientDoc } from '@/data';
import { ClientEditPage } from '@/features/clients';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';
import { makeClient } from '../../support/fixtures';
import { closeSessionDatabase } from './helpers';
import { openFreshSession } from '../../support/db';
import { startFakeBackend } from '../../support/fake-backend';

/**
 * The client page's Aplicativo tab against a FAKE BACKEND (test/support/fake-backend.ts) that
 * plays `POST`/`DELETE /clients/{id}/app-access` as functions/src/client-app-access.ts answers
 * them. Nothing of ours is mocked: the tab, the api modules, the HTTP client and the error
 * catalogue all run as in the app.
 */
const LINK = 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=abc_DEF-123&apiKey=fake-api-key&lang=pt';
const INVALID_MESSAGES = ['clientId: identificador do cliente inválido', 'Corpo da requisição: campo não permitido'];

/** Client ids the fake answers with a 400 and a message list (valibot's issues, one toast each). */
const refused = new Set<string>();

const { received } = startFakeBackend((req, reply) => {
  const match = /^\/api\/clients\/([^/]+)\/app-access$/.exec(req.url ?? '');
  if (!match) return false;
  const clientId = decodeURIComponent(match[1]!);
  if (refused.has(clientId)) reply(400, { statusCode: 400, message: INVALID_MESSAGES, error: 'Bad Request' });
  else if (req.method === 'POST')
    reply(200, { uid: `app-${clientId}`, email: 'maria@exemplo.com.br', created: true, passwordSetupLink: LINK });
  else if (req.method === 'DELETE') reply(200, { uid: 'app-maria', revoked: true, accountDisabled: true });
  else return false;
  return true;
});

// Maria, who consented to messages (test/support/fixtures makeClient, with her e-mail).
const maria = makeClient('Maria da Silva', {
  email: 'maria@exemplo.com.br',
  consent: { messaging: true, date: '2024-05-01T12:00:00.000Z', purpose: 'Avisos de andamento' },
});

function newClient(overrides: Parameters<typeof makeClient>[1] = {}): Promise<ClientDoc> {
  return createDoc('clients', { ...maria, ...overrides });
}

function renderAppTab(client: ClientDoc, user = TEST_USER) {
  return renderScreen(
    <ClientEditPage id={client.id} tab="aplicativo" processId={undefined} onNavigate={() => undefined} />,
    {
      path: '/clientes/editar/$id',
      user,
    },
  );
}

const button = (name: string | RegExp) => screen.findByRole('button', { name });

beforeEach(async () => {
  received.length = 0;
  refused.clear();
  await openFreshSession('app-access');
});

afterEach(async () => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
  await closeSessionDatabase();
});

describe('client page — Aplicativo tab', () => {
  it('shows the access and the e-mail from the replica offline, with the invitation disabled and the reason beside it', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const linked = await newClient({ appUid: 'app-maria' });
    await renderAppTab(linked);

    expect((await screen.findByRole('tab', { name: 'Aplicativo' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Com acesso ao aplicativo')).toBeTruthy();
    expect(screen.getByText('maria@exemplo.com.br')).toBeTruthy();
    const invite = (await button('Gerar novo link de acesso')) as HTMLButtonElement;
    const revoke = (await button('Revogar acesso')) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    expect(revoke.disabled).toBe(true);
    // Beside the buttons, not only in a tooltip (a tablet has no hover), and tied to them.
    const reason = screen.getByText('Disponível quando houver conexão');
    expect(invite.getAttribute('aria-describedby')).toBe(reason.id);
    expect(revoke.getAttribute('aria-describedby')).toBe(reason.id);
    expect(received).toHaveLength(0);
  });

  it('without an e-mail says so, links to the Dados tab and does not offer the invitation', async () => {
    const withoutEmail = await newClient({ email: '' });
    await renderAppTab(withoutEmail);
    expect(await screen.findByText('Este cliente não tem e-mail cadastrado.')).toBeTruthy();
    expect(screen.getByText('Sem acesso ao aplicativo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadastrar o e-mail na aba Dados' }).getAttribute('href')).toBe(
      `/clientes/editar/${withoutEmail.id}`,
    );
    expect(((await button('Convidar para o aplicativo')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Cadastre o e-mail do cliente na aba Dados para convidá-lo.')).toBeTruthy();
  });

  it('an atendente sees the state, with the buttons disabled and why', async () => {
    const linked = await newClient({ appUid: 'app-maria' });
    await renderAppTab(linked, { ...TEST_USER, role: 'atendente' });
    expect(await screen.findByText('Com acesso ao aplicativo')).toBeTruthy();
    expect(((await button('Gerar novo link de acesso')) as HTMLButtonElement).disabled).toBe(true);
    expect(((await button('Revogar acesso')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Somente administradores e advogados convidam clientes/)).toBeTruthy();
  });

  it('invites: shows the link, copies it ("Link copiado") and builds the WhatsApp link from the default message or a shortcut', async () => {
    const client = await newClient();
    await createDoc('shortcuts', {
      trigger: '/app',
      title: 'Convite do aplicativo',
      message: 'Oi, *{{cliente.primeiroNome}}*! Crie sua senha: {{aplicativo.link}} Abraços, {{usuario.nome}}',
    });
    await createDoc('shortcuts', { trigger: '/ola', title: 'Saudação', message: 'Bom dia, {{cliente.nome}}.' });
    await renderAppTab(client);

    fireEvent.click(await button('Convidar para o aplicativo'));
    const input = (await screen.findByRole('textbox', { name: 'Link para criar a senha' })) as HTMLInputElement;
    expect(input.value).toBe(LINK);
    expect(received).toEqual([
      { method: 'POST', url: `/api/clients/${client.id}/app-access`, authorization: 'Bearer token-de-teste' },
    ]);
    // The backend's answer shows at once, before sync brings appUid to the replica.
    expect(screen.getByText('Com acesso ao aplicativo')).toBeTruthy();
    expect(screen.getByText(/Conta criada para maria@exemplo.com.br/)).toBeTruthy();

    fireEvent.click(await button('Copiar link'));
    expect(await screen.findByText('Link copiado')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(LINK);

    const whatsApp = () => screen.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    const sent = () => {
      const url = new URL(whatsApp().getAttribute('href')!);
      return { base: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') };
    };
    const defaultText = `Olá, Maria! Seu acesso ao aplicativo do escritório está pronto. Crie sua senha neste link: ${LINK}`;
    expect(whatsApp().getAttribute('href')).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(defaultText)}`);
    expect(whatsApp().getAttribute('target')).toBe('_blank');
    expect(whatsApp().getAttribute('rel')).toContain('noopener');
    expect(sent()).toEqual({ base: 'https://wa.me/5511987654321', text: defaultText });

    // A shortcut with {{aplicativo.link}}: the link takes its place (markup dropped, '_' in the link kept).
    const picker = screen.getByRole('combobox', { name: 'Mensagem do WhatsApp' });
    fireEvent.change(picker, {
      target: {
        value: ((await screen.findByRole('option', { name: '/app — Convite do aplicativo' })) as HTMLOptionElement)
          .value,
      },
    });
    await waitFor(() => expect(sent().text).toBe(`Oi, Maria! Crie sua senha: ${LINK} Abraços, Ana Souza`));
    expect(screen.getByTestId('invite-message').textContent).toBe(
      `Oi, Maria! Crie sua senha: ${LINK} Abraços, Ana Souza`,
    );

    // A shortcut without it: the link goes at the end.
    fireEvent.change(picker, {
      target: { value: ((await screen.findByRole('option', { name: '/ola — Saudação' })) as HTMLOptionElement).value },
    });
    await waitFor(() => expect(sent().text).toBe(`Bom dia, Maria da Silva.\n\n${LINK}`));
    expect(received).toHaveLength(1);
  });

  it('disables WhatsApp for a client without a valid phone, saying why', async () => {
    const client = await newClient({ phone: '' });
    await renderAppTab(client);
    fireEvent.click(await button('Convidar para o aplicativo'));
    await screen.findByRole('textbox', { name: 'Link para criar a senha' });
    const whatsApp = (await button('Enviar pelo WhatsApp')) as HTMLButtonElement;
    expect(whatsApp.disabled).toBe(true);
    const reason = screen.getByText(/Cliente sem telefone cadastrado/);
    expect(whatsApp.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByRole('link', { name: 'Enviar pelo WhatsApp' })).toBeNull();
  });

  it('a 400 with a message list shows one destructive toast per item, one at a time', async () => {
    const client = await newClient();
    refused.add(client.id);
    await renderAppTab(client);
    fireEvent.click(await button('Convidar para o aplicativo'));

    const first = await screen.findByRole('alert');
    expect(within(first).getByText(INVALID_MESSAGES[0]!)).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(INVALID_MESSAGES[1]!)).toBeNull();
    // The second waits in the toaster's queue until the first is closed.
    fireEvent.click(within(first).getByRole('button', { name: 'Fechar aviso' }));
    const second = await screen.findByText(INVALID_MESSAGES[1]!);
    expect(second.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Link para criar a senha' })).toBeNull();
    expect(screen.getByText('Sem acesso ao aplicativo')).toBeTruthy();
  });

  it('revokes only after confirmation, with DELETE, then says so', async () => {
    const linked = await newClient({ appUid: 'app-maria' });
    await renderAppTab(linked);
    fireEvent.click(await button('Revogar acesso'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Revogar o acesso ao aplicativo?' });
    expect(received).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received).toHaveLength(0);

    fireEvent.click(await button('Revogar acesso'));
    const again = await screen.findByRole('alertdialog', { name: 'Revogar o acesso ao aplicativo?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Revogar acesso' }));
    expect(await screen.findByText('Acesso revogado')).toBeTruthy();
    expect(received).toEqual([
      { method: 'DELETE', url: `/api/clients/${linked.id}/app-access`, authorization: 'Bearer token-de-teste' },
    ]);
    expect(screen.getByText('Sem acesso ao aplicativo')).toBeTruthy();
    expect(await button('Convidar para o aplicativo')).toBeTruthy();
  });
});
