// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { AgendaPage, type AgendaSearch } from '@/features/events/components/AgendaPage';
import { parseIcs } from '../../support/ics-reader';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { eventData, seedStaffUser } from './fixtures';

// The replica answers asynchronously; on a busy CI machine the first live result can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `agenda-${++run}-${Date.now()}`, multiInstance: false, sync: false });
  await seedStaffUser();
});
afterEach(async () => {
  vi.restoreAllMocks();
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

/** The route keeps the search params; here a state does, so the views can be switched. */
function Harness({ initial }: { initial: AgendaSearch }) {
  const [search, setSearch] = useState(initial);
  return <AgendaPage search={search} onSearchChange={setSearch} today="2025-05-06" />;
}

async function seedMay() {
  await createDoc(
    'events',
    eventData({
      title: 'Audiência de instrução',
      start: new Date(2025, 4, 6, 14, 0).toISOString(),
      end: new Date(2025, 4, 6, 15, 30).toISOString(),
    }),
  );
  await createDoc(
    'events',
    eventData({
      title: 'Prazo: contestação',
      kind: 'prazo',
      allDay: true,
      start: '2025-05-07T00:00:00.000Z',
      end: '2025-05-07T00:00:00.000Z',
      location: 'TJSP; 2ª Vara, Cível',
    }),
  );
  await createDoc(
    'events',
    eventData({
      title: 'Reunião de junho',
      kind: 'reuniao',
      start: new Date(2025, 5, 10, 9).toISOString(),
      end: new Date(2025, 5, 10, 10).toISOString(),
    }),
  );
}

describe('agenda', () => {
  it('shows the month, then the same events as a list grouped by day', async () => {
    await seedMay();
    await renderScreen(<Harness initial={{ view: 'mes', data: '2025-05-06' }} />, { path: '/eventos' });
    expect(await screen.findByRole('link', { name: /Audiência: Audiência de instrução, 14:00/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Prazo: Prazo: contestação, Dia inteiro/ })).toBeTruthy();
    // June's meeting is outside May's grid.
    expect(screen.queryByText('Reunião de junho')).toBeNull();
    expect(screen.getByText('2 eventos no período')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lista' }));
    const day = await screen.findByRole('region', { name: /Terça-feira, 6 de maio de 2025 — hoje/ });
    expect(within(day).getByText('14:00–15:30')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Quarta-feira, 7 de maio de 2025/ }).textContent).toContain(
      'Dia inteiro',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(await screen.findByText('Reunião de junho')).toBeTruthy();
  });

  it('exports the visible period as an .ics that parses back to the same events', async () => {
    await seedMay();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:agenda';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await renderScreen(<Harness initial={{ view: 'mes', data: '2025-05-06' }} />, { path: '/eventos' });
    await screen.findByText('2 eventos no período');
    fireEvent.click(screen.getByRole('button', { name: /Exportar período/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const text = await blobs[0]!.text();
    expect(text).toContain('\r\n');
    const ics = parseIcs(text);
    expect(ics.calendarName).toBe('Agenda — maio de 2025');
    expect(ics.events.map((e) => e.summary).sort()).toEqual([
      'Audiência: Audiência de instrução',
      'Prazo: Prazo: contestação',
    ]);
    const hearing = ics.events.find((e) => e.summary.startsWith('Audiência'))!;
    expect(hearing.allDay).toBe(false);
    expect(Date.parse(hearing.start)).toBe(new Date(2025, 4, 6, 14, 0).getTime());
    expect(hearing.location).toBe('Fórum Central, sala 302');
    const deadline = ics.events.find((e) => e.summary.startsWith('Prazo'))!;
    // All-day: the day itself, with the RFC's exclusive end the next day; TEXT escaping survives.
    expect(deadline).toMatchObject({
      allDay: true,
      start: '2025-05-07',
      end: '2025-05-08',
      location: 'TJSP; 2ª Vara, Cível',
    });
  });

  it('filters by kind', async () => {
    await seedMay();
    await renderScreen(<Harness initial={{ view: 'lista', data: '2025-05-06' }} />, { path: '/eventos' });
    await screen.findByText('2 eventos no período');
    fireEvent.change(screen.getByLabelText('Filtrar por tipo'), { target: { value: 'prazo' } });
    await screen.findByText('1 evento no período');
    expect(screen.queryByText('Audiência de instrução')).toBeNull();
    expect(screen.getByText('Prazo: contestação')).toBeTruthy();
  });
});
