// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { closeSessionDatabase, createDoc, findDocs, openSessionDatabase } from '@/data';
import { EventCreatePage } from '@/features/events/components/EventFormPage';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { eventData, seedStaffUser } from './fixtures';

// The replica answers asynchronously; on a busy CI machine the first live result can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `events-form-${++run}-${Date.now()}`, multiInstance: false, sync: false });
  await seedStaffUser();
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

describe('deadline helper in the event form (CPC art. 219/220)', () => {
  it('skips the weekend, Good Friday and Tiradentes, explains each skipped day, and books the due date as an all-day prazo', async () => {
    const { router } = await renderScreen(<EventCreatePage day="2025-04-17" kind="prazo" />, {
      path: '/eventos/cadastrar',
    });
    const helper = screen.getByRole('region', { name: 'Calcular prazo' });
    fireEvent.change(within(helper).getByLabelText('Dias úteis'), { target: { value: '5' } });

    // 17/04/2025 (Thu) excluded; 18 Good Friday, 19–20 weekend, 21 Tiradentes; 22–25 and 28 count.
    expect(within(helper).getByTestId('deadline-result').textContent).toContain(
      '5 dias úteis a partir de 17/04/2025: vence em 28/04/2025',
    );
    const skipped = within(helper).getByRole('list', { name: 'Dias não contados' });
    const items = within(skipped)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('21/04/2025 — Feriado nacional: Tiradentes');
    expect(items.some((t) => t?.startsWith('18/04/2025 —'))).toBe(true);
    expect(items).toContain('19/04/2025 — Sábado');
    expect(items).toContain('20/04/2025 — Domingo');

    fireEvent.click(within(helper).getByRole('button', { name: /Usar 28\/04\/2025 como data do prazo/ }));
    // Shown dd/mm/aaaa whatever the device language (a native date input would follow the browser's).
    expect((screen.getByLabelText(/Data inicial/) as HTMLInputElement).value).toBe('28/04/2025');
    expect((screen.getByLabelText(/Data final/) as HTMLInputElement).value).toBe('28/04/2025');

    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Contestação' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await findDocs('events')).toHaveLength(1), { timeout: 5000 }).catch(
      (e: unknown) => {
        throw new Error(`${String(e)}\n${document.body.textContent?.slice(0, 3000)}`);
      },
    );
    const [saved] = await findDocs('events');
    expect(saved).toMatchObject({
      kind: 'prazo',
      allDay: true,
      start: '2025-04-28T00:00:00.000Z',
      end: '2025-04-28T00:00:00.000Z',
    });
    expect(saved?.notes).toContain('5 dias úteis a partir de 17/04/2025 (CPC art. 219): vence em 28/04/2025.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventos'));
  });

  it('suspends the count from 20/12 to 20/01 (CPC art. 220)', async () => {
    await renderScreen(<EventCreatePage day="2025-12-18" kind="prazo" />, { path: '/eventos/cadastrar' });
    const helper = screen.getByRole('region', { name: 'Calcular prazo' });
    fireEvent.change(within(helper).getByLabelText('Dias úteis'), { target: { value: '3' } });
    // 19/12 counts; 20/12–20/01 suspended; 21/01/2026 (Wed) and 22/01 count.
    expect(within(helper).getByTestId('deadline-result').textContent).toContain('vence em 22/01/2026');
    expect(within(helper).getByRole('list', { name: 'Dias não contados' }).textContent).toContain(
      'Suspensão de prazos de 20/12 a 20/01 (CPC art. 220)',
    );

    // The start day is typed dd/mm/aaaa; while it is incomplete nothing is counted.
    const start = within(helper).getByLabelText('A partir de (intimação)') as HTMLInputElement;
    expect(start.value).toBe('18/12/2025');
    fireEvent.change(start, { target: { value: '19/12/202' } });
    expect(within(helper).getByText('Informe de 1 a 365 dias e uma data válida.')).toBeTruthy();
    expect(within(helper).queryByTestId('deadline-result')).toBeNull();
    fireEvent.change(start, { target: { value: '19/12/2025' } });
    // 19/12 excluded (art. 224), 20/12–20/01 suspended: 21, 22 and 23/01/2026.
    expect(within(helper).getByTestId('deadline-result').textContent).toContain(
      '3 dias úteis a partir de 19/12/2025: vence em 23/01/2026',
    );
  });
});

describe('overlap warning', () => {
  it('warns when the same person already has an event at that time, and not for another person', async () => {
    await createDoc('events', eventData({ title: 'Reunião com perito' }));
    await seedStaffUser('outra', 'Bruno Lima');
    await renderScreen(<EventCreatePage day="2025-05-06" />, { path: '/eventos/cadastrar' });

    // Default 09:00–10:00 is free.
    await screen.findByRole('option', { name: 'Bruno Lima' });
    expect(screen.queryByText('Conflito de horário')).toBeNull();

    fireEvent.change(screen.getByLabelText(/Início \(hora\)/), { target: { value: '14:30' } });
    fireEvent.change(screen.getByLabelText(/Fim \(hora\)/), { target: { value: '15:30' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Conflito de horário');
    expect(alert.textContent).toContain('Reunião com perito');

    // Touching is not overlapping: 15:00–16:00 starts when the other ends.
    fireEvent.change(screen.getByLabelText(/Início \(hora\)/), { target: { value: '15:00' } });
    fireEvent.change(screen.getByLabelText(/Fim \(hora\)/), { target: { value: '16:00' } });
    await waitFor(() => expect(screen.queryByText('Conflito de horário')).toBeNull());

    fireEvent.change(screen.getByLabelText(/Início \(hora\)/), { target: { value: '14:30' } });
    await screen.findByText('Conflito de horário');
    fireEvent.change(screen.getByLabelText(/Responsável/), { target: { value: 'outra' } });
    await waitFor(() => expect(screen.queryByText('Conflito de horário')).toBeNull());
  });

  it('treats an all-day event as occupying the whole day', async () => {
    await createDoc(
      'events',
      eventData({
        title: 'Mutirão de audiências',
        allDay: true,
        start: '2025-05-06T00:00:00.000Z',
        end: '2025-05-06T00:00:00.000Z',
      }),
    );
    await renderScreen(<EventCreatePage day="2025-05-06" />, { path: '/eventos/cadastrar' });
    expect((await screen.findByRole('alert')).textContent).toContain('Mutirão de audiências');
  });
});
