// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { closeSessionDatabase, findDocs, openSessionDatabase } from '@/data';
import { ReminderCreatePage } from '@/features/reminders/components/ReminderFormPage';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';

// The replica answers asynchronously; on a busy CI machine the first live result can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `reminder-dates-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

/** Types like a keyboard: one key at a time, each added to what the field shows. */
function type(input: HTMLInputElement, keys: string) {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

describe('reminder date and time: dd/mm/aaaa and 24 h, not the device language', () => {
  it("says 'Data inválida' for 31/02/2026 on saving, keeps what was typed, and saves once corrected", async () => {
    await renderScreen(<ReminderCreatePage />, { path: '/lembretes/novo' });
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Protocolar recurso' } });
    const day = screen.getByLabelText(/^Data/) as HTMLInputElement;
    const time = screen.getByLabelText(/^Hora/) as HTMLInputElement;
    // The blank reminder's day and time are shown the Brazilian way.
    expect(day.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(time.value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);

    fireEvent.change(day, { target: { value: '' } });
    type(day, '31022026');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(day.value).toBe('31/02/2026');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(await findDocs('lembrets')).toHaveLength(0);

    // A time that does not exist on a 24 h clock is refused too.
    fireEvent.change(time, { target: { value: '' } });
    type(time, '2561');
    expect(time.value).toBe('25:61');
    expect(await screen.findByText('Hora inválida')).toBeTruthy();

    fireEvent.change(day, { target: { value: '' } });
    type(day, '25122030');
    fireEvent.change(time, { target: { value: '' } });
    type(time, '1405');
    expect(day.value).toBe('25/12/2030');
    expect(time.value).toBe('14:05');
    await waitFor(() => expect(screen.queryByText('Data inválida')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await findDocs('lembrets')).toHaveLength(1));
    const [saved] = await findDocs('lembrets');
    // 14:05 local time on 25 December 2030, whatever the time zone of the machine running the test.
    expect(saved?.dueAt).toBe(new Date(2030, 11, 25, 14, 5).toISOString());
  });
});
