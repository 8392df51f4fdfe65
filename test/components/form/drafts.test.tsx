// @vitest-environment happy-dom
// Issue 30: a half-filled client or event form is kept on the device when the person leaves
// it, and offered on return ("Você tem um rascunho de 14:32 — Continuar / Descartar").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { closeSessionDatabase, currentActorUid, findDocs } from '@/data';
import { ClientCreatePage } from '@/features/clients';
import { EventCreatePage } from '@/features/events/components/EventFormPage';
import { draftTitle } from '@/components/form';
import { clearUserCaches } from '@/lib/user-caches';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { openFreshSession } from '../../support/db';
import { withQuery } from '../clients/helpers';
import { seedStaffUser } from '../events/fixtures';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  localStorage.clear();
  await openFreshSession('drafts');
  await seedStaffUser();
  vi.stubEnv('VITE_CEP_URL', 'http://127.0.0.1:9/ws/{cep}/json/');
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  vi.unstubAllEnvs();
  await closeSessionDatabase();
});

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(input(label), { target: { value } });
const draftKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('advocacia:rascunho:'));
const openEvent = () => renderScreen(withQuery(<EventCreatePage day="2025-05-06" />), { path: '/eventos/cadastrar' });
const openClient = () => renderScreen(withQuery(<ClientCreatePage />), { path: '/clientes/cadastrar' });
/** Leaving the page (the form unmounts) and coming back to it later. */
async function leaveAndReturn(open: () => Promise<unknown>) {
  cleanup();
  await open();
}

describe('form drafts', () => {
  it('an event form left half-filled is offered on return: Continuar fills it again, and saving removes the draft', async () => {
    await openEvent();
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    type(/Título/, 'Audiência com Maria Aparecida');
    type(/Local/, 'Fórum Central, sala 302');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    expect(draftKeys()[0]).toBe(`advocacia:rascunho:${currentActorUid()}:evento:novo`);

    await leaveAndReturn(openEvent);
    const notice = await screen.findByTestId('draft-notice');
    expect(notice.textContent).toMatch(/^Você tem um rascunho de \d\d:\d\d/);
    // The form starts empty until the person chooses.
    expect(input(/Título/).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(input(/Título/).value).toBe('Audiência com Maria Aparecida'));
    expect(input(/Local/).value).toBe('Fórum Central, sala 302');
    expect(screen.queryByTestId('draft-notice')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await findDocs('events')).toHaveLength(1));
    await waitFor(() => expect(draftKeys()).toEqual([]));
    await leaveAndReturn(openEvent);
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  it('Descartar removes the draft; a form typed back to empty keeps none', async () => {
    await openEvent();
    type(/Título/, 'Reunião');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    await leaveAndReturn(openEvent);
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect(draftKeys()).toEqual([]);
    expect(input(/Título/).value).toBe('');

    type(/Título/, 'Outra');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    type(/Título/, '');
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });

  it('a client form left half-filled is offered on return with its values', async () => {
    await openClient();
    type(/Nome completo/, 'Maria Aparecida dos Santos Oliveira Cavalcanti');
    type(/^CPF/, '52998224725');
    await waitFor(() => expect(draftKeys()).toEqual([`advocacia:rascunho:${currentActorUid()}:cliente:novo`]));
    await leaveAndReturn(openClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(input(/Nome completo/).value).toBe('Maria Aparecida dos Santos Oliveira Cavalcanti'));
    expect(input(/^CPF/).value).toBe('52998224725');
  });

  it('logout removes every draft with the user caches; the theme stays', async () => {
    await openEvent();
    type(/Título/, 'Reunião');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    localStorage.setItem('advocacia:tema', 'dark');
    clearUserCaches();
    expect(draftKeys()).toEqual([]);
    expect(localStorage.getItem('advocacia:tema')).toBe('dark');
  });

  it('says when the draft was written: the time today, the date before', () => {
    const now = new Date(2026, 10, 27, 15, 0);
    expect(draftTitle(new Date(2026, 10, 27, 14, 32).toISOString(), now)).toBe('Você tem um rascunho de 14:32');
    expect(draftTitle(new Date(2026, 10, 25, 9, 5).toISOString(), now)).toBe(
      'Você tem um rascunho de 25/11/2026 09:05',
    );
  });
});
