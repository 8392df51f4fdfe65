// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase, type EditableOf } from '@/data';
import { DeadlinesCard } from '@/features/home/components/DeadlinesCard';
import { renderScreen } from '../../support/render';
import { sampleData } from '../../support/fixtures';

// Tuesday 10/06/2025, local noon: today, the week ahead and the week behind are fixed.
const NOW = new Date(2025, 5, 10, 12, 0);
let run = 0;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await openSessionDatabase({ uid: `deadlines-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  cleanup();
  await closeSessionDatabase();
  vi.useRealTimers();
});

function deadline(title: string, day: string, processId: string | null = null, kind = 'prazo'): EditableOf<'events'> {
  const start = `${day}T00:00:00.000Z`;
  return {
    title,
    kind: kind as EditableOf<'events'>['kind'],
    start,
    end: start,
    allDay: true,
    location: '',
    clientId: null,
    processId,
    notes: '',
    responsibleUid: null,
  };
}

/** The colour palette Chakra's badge was styled with: the one its emotion rule points the palette variables to. */
function paletteOf(el: HTMLElement): string | undefined {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  const cls = [...el.classList].find((c) => c.startsWith('css-'));
  const rule = cls ? new RegExp(`\\.${cls}\\{([^}]*)\\}`).exec(css)?.[1] : undefined;
  return rule ? /--chakra-colors-([a-z]+)-solid/.exec(rule)?.[1] : undefined;
}

describe('home: Prazos próximos', () => {
  it('lists the overdue first in red, then the next 7 days in order, each with its process and the business days left', async () => {
    const process = await createDoc('proccess', sampleData('proccess'));
    await createDoc('events', deadline('Réplica', '2025-06-16', process.id));
    await createDoc('events', deadline('Contestação', '2025-06-12', process.id));
    await createDoc('events', deadline('Embargos', '2025-06-10'));
    await createDoc('events', deadline('Recurso esquecido', '2025-06-06'));
    await createDoc('events', deadline('Daqui a dez dias', '2025-06-20'));
    await createDoc('events', deadline('Há duas semanas', '2025-05-27'));
    await createDoc('events', deadline('Audiência', '2025-06-11', null, 'audiencia'));

    await renderScreen(<DeadlinesCard now={NOW} />);
    const card = within(screen.getByTestId('home-card-prazos'));
    const rows = await card.findAllByRole('link', { name: /Réplica|Contestação|Embargos|Recurso esquecido/ });
    expect(rows.map((r) => r.querySelector('.home-card-primary')?.textContent)).toEqual([
      'Recurso esquecido',
      'Embargos',
      'Contestação',
      'Réplica',
    ]);
    const overdue = within(rows[0]!).getByText('Vencido em 06/06/2025');
    expect(overdue.getAttribute('data-overdue')).toBe('true');
    expect(paletteOf(overdue)).toBe('red');
    expect(paletteOf(within(rows[2]!).getByText(/faltam/))).not.toBe('red');
    expect(within(rows[1]!).getByText('Vence hoje').getAttribute('data-overdue')).toBeNull();
    // Wed 11 and Thu 12; then 11, 12, 13 and Monday 16 (the weekend does not count).
    expect(within(rows[2]!).getByText('faltam 2 dias úteis')).toBeTruthy();
    expect(within(rows[3]!).getByText('faltam 4 dias úteis')).toBeTruthy();
    // The process, CNJ formatted, and the row goes to it.
    expect(await within(rows[2]!).findByText('Processo 0001234-56.2025.8.26.0100')).toBeTruthy();
    expect(rows[2]!.getAttribute('href')).toContain(`processo=${process.id}`);
    expect(within(rows[1]!).getByText('Sem processo vinculado')).toBeTruthy();
    expect(card.queryByText('Daqui a dez dias')).toBeNull();
    expect(card.queryByText('Há duas semanas')).toBeNull();
    expect(card.queryByText('Audiência')).toBeNull();
  });

  it('says so when no deadline is near', async () => {
    await renderScreen(<DeadlinesCard now={NOW} />);
    expect(await screen.findByText('Nenhum prazo nos próximos 7 dias.')).toBeTruthy();
  });
});
