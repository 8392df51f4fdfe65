// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { syncStatus$ } from '@/data';
import { adoptClockReading, clockReading$ } from '@/data/clock-reading';
import { setClockOffset } from '@/data/sync/clock';
import { SyncStatusDetails } from '@/features/sync-status';
import { renderScreen } from '../../support/render';

afterEach(() => {
  cleanup();
  clockReading$.next(null);
  setClockOffset(0);
  localStorage.clear();
});

describe('the sync details and a wrong device clock (issue 41)', () => {
  it('say how far ahead the clock is once it was measured, and nothing when it is right', async () => {
    await renderScreen(<SyncStatusDetails status={syncStatus$.value} />);
    expect(screen.queryByTestId('sync-clock')).toBeNull();
    act(() => adoptClockReading({ offsetMs: -12 * 60_000, uncertaintyMs: 40, measuredAt: new Date().toISOString() }));
    expect((await screen.findByTestId('sync-clock')).textContent).toContain(
      'O relógio deste aparelho está 12 min adiantado',
    );
    act(() => adoptClockReading({ offsetMs: 30_000, uncertaintyMs: 40, measuredAt: new Date().toISOString() }));
    expect(screen.queryByTestId('sync-clock')).toBeNull();
  });

  it('the reading is kept on the device for a reload without network', () => {
    adoptClockReading({ offsetMs: -3 * 3_600_000, uncertaintyMs: 80, measuredAt: '2026-11-28T12:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem('advocacia:relogio') ?? 'null')).toMatchObject({ offsetMs: -3 * 3_600_000 });
  });
});
