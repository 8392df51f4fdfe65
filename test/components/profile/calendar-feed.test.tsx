// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CalendarFeedSection } from '@/features/profile/components/CalendarFeedSection';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { startFakeBackend } from '../../support/fake-backend';

/**
 * Perfil's "Assinar no calendário" (issue 36) against a FAKE BACKEND (test/support/fake-backend.ts)
 * that plays `GET /calendar-feed` and `POST /calendar-feed/rotate` as functions/src/calendar-feed
 * answers them. The section, its api module and the app's HTTP client run as in the app.
 */
const FIRST = 'A'.repeat(40) + 'a_-';
const SECOND = 'B'.repeat(40) + 'b-_';
let current = FIRST;
let answer: { status: number; body: unknown } | null = null;

const { received } = startFakeBackend((req, reply) => {
  const feed = (token: string) => ({ path: `/calendar/${token}.ics`, createdAt: '2026-12-01T15:00:00.000Z' });
  if (answer && req.url?.startsWith('/api/calendar-feed')) reply(answer.status, answer.body);
  else if (req.url === '/api/calendar-feed' && req.method === 'GET') reply(200, feed(current));
  else if (req.url === '/api/calendar-feed/rotate' && req.method === 'POST') {
    current = SECOND;
    reply(200, feed(current));
  } else return false;
  return true;
});

const section = () => within(screen.getByTestId('profile-calendario'));
const feedUrl = (token: string) => `${import.meta.env.VITE_BACKEND_URL as string}/calendar/${token}.ics`;

beforeEach(() => {
  received.length = 0;
  current = FIRST;
  answer = null;
});
afterEach(() => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
});

describe('Perfil — Assinar no calendário', () => {
  it('offline: explains the feed, and the link waits for the connection, saying so', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await renderScreen(<CalendarFeedSection />, { path: '/perfil' });
    expect(section().getByRole('heading', { name: 'Assinar no calendário' })).toBeTruthy();
    expect(section().getByText(/mesmo com este aplicativo fechado e sem internet/)).toBeTruthy();
    const show = section().getByRole('button', { name: /Mostrar link do calendário/ }) as HTMLButtonElement;
    expect(show.disabled).toBe(true);
    expect(section().getByText('Disponível quando houver conexão')).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('shows the link from the backend, opens it as webcal:// and copies it', async () => {
    await renderScreen(<CalendarFeedSection />, { path: '/perfil' });
    fireEvent.click(section().getByRole('button', { name: /Mostrar link do calendário/ }));
    const input = (await section().findByRole('textbox', { name: 'Link da sua agenda' })) as HTMLInputElement;
    expect(input.value).toBe(feedUrl(FIRST));
    expect(received).toEqual([{ method: 'GET', url: '/api/calendar-feed', authorization: 'Bearer token-de-teste' }]);
    const open = section().getByRole('link', { name: /Abrir no calendário/ });
    expect(open.getAttribute('href')).toBe(feedUrl(FIRST).replace(/^http:/, 'webcal:'));

    fireEvent.click(section().getByRole('button', { name: /Copiar link/ }));
    expect(await screen.findByText('Link copiado')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(feedUrl(FIRST));
  });

  it('"Gerar novo link" asks first, says the old link stops working, and shows the new one', async () => {
    await renderScreen(<CalendarFeedSection />, { path: '/perfil' });
    fireEvent.click(section().getByRole('button', { name: /Mostrar link do calendário/ }));
    await section().findByRole('textbox', { name: 'Link da sua agenda' });

    fireEvent.click(section().getByRole('button', { name: /Gerar novo link/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/O link atual deixa de funcionar na hora/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received.map((r) => r.method)).toEqual(['GET']);

    fireEvent.click(section().getByRole('button', { name: /Gerar novo link/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Gerar novo link' }));
    await waitFor(() =>
      expect((section().getByRole('textbox', { name: 'Link da sua agenda' }) as HTMLInputElement).value).toBe(
        feedUrl(SECOND),
      ),
    );
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/api/calendar-feed/rotate' });
    expect(await screen.findByText('Novo link gerado')).toBeTruthy();
  });

  it("a refusal is toasted with the backend's words; an answer that is not a feed link is never shown as one", async () => {
    await renderScreen(<CalendarFeedSection />, { path: '/perfil' });
    answer = {
      status: 403,
      body: { statusCode: 403, message: 'Seu acesso não está ativo. Fale com um administrador.', error: 'Forbidden' },
    };
    fireEvent.click(section().getByRole('button', { name: /Mostrar link do calendário/ }));
    expect(await screen.findByText('Seu acesso não está ativo. Fale com um administrador.')).toBeTruthy();

    // One toast at a time (lib/toaster): clear the first before the next.
    toaster.remove();
    answer = { status: 200, body: { path: 'javascript:alert(1)', createdAt: 'x' } };
    const show = section().getByRole('button', { name: /Mostrar link do calendário/ }) as HTMLButtonElement;
    await waitFor(() => expect(show.disabled).toBe(false));
    fireEvent.click(show);
    expect(await screen.findByText('Não foi possível obter o link do calendário')).toBeTruthy();
    expect(section().queryByRole('textbox')).toBeNull();
    expect(section().queryByRole('link')).toBeNull();
  });
});
