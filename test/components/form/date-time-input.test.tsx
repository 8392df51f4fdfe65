// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { system } from '@/app/theme';
import { registerSignedInRecipes } from '@/app/theme-signed-in';
import { DateInput, FormField, TimeInput } from '@/components/form';

registerSignedInRecipes();
afterEach(cleanup);

/** A field as the forms use it: the value lives outside, and what the input emits is shown beside it. */
function Harness({
  kind,
  initial = '',
  min,
  max,
}: {
  kind: 'date' | 'time';
  initial?: string;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ChakraProvider value={system}>
      <FormField label={kind === 'date' ? 'Data' : 'Hora'}>
        {kind === 'date' ? (
          <DateInput value={value} onValueChange={setValue} min={min} max={max} />
        ) : (
          <TimeInput value={value} onValueChange={setValue} />
        )}
      </FormField>
      <output data-testid="value">{value}</output>
      <Button onClick={() => setValue(kind === 'date' ? '2025-01-02' : '08:30')}>Restaurar</Button>
      <Button onClick={() => setValue('')}>Limpar</Button>
    </ChakraProvider>
  );
}

/** Types like a keyboard: one key at a time, each added to what the field shows. */
function type(input: HTMLInputElement, keys: string) {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

const emitted = () => screen.getByTestId('value').textContent;

describe('DateInput (dd/mm/aaaa whatever the device language)', () => {
  it('adds the slashes while typing 25122026 and emits the ISO day 2026-12-25', () => {
    render(<Harness kind="date" />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/aaaa');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.type).toBe('text');

    type(input, '251');
    expect(input.value).toBe('25/1');
    // Incomplete text is emitted as is, so the form's rules reject it ('Data inválida').
    expect(emitted()).toBe('25/1');
    type(input, '22026');
    expect(input.value).toBe('25/12/2026');
    expect(emitted()).toBe('2026-12-25');
  });

  it('keeps an impossible day as typed (31/02/2026) and never turns it into a date', async () => {
    render(<Harness kind="date" />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    type(input, '31022026');
    expect(input.value).toBe('31/02/2026');
    expect(emitted()).toBe('31/02/2026');
    // Opening and closing the calendar does not blank it (Ark writes into inputs inside its control).
    const trigger = screen.getByRole('button', { name: 'Abrir calendário' });
    fireEvent.click(trigger);
    await screen.findByRole('grid');
    await waitFor(() => expect(trigger.getAttribute('aria-label')).toBe('Fechar calendário'));
    fireEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(input.value).toBe('31/02/2026');
    expect(emitted()).toBe('31/02/2026');
  });

  it('reads 1/2/2026 typed with slashes as 01/02/2026', () => {
    render(<Harness kind="date" />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    type(input, '1/2/2026');
    expect(input.value).toBe('01/02/2026');
    expect(emitted()).toBe('2026-02-01');
  });

  it('shows a value set from outside (a form reset) and an emptied one', () => {
    render(<Harness kind="date" initial="2026-12-25" />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    expect(input.value).toBe('25/12/2026');
    type(input, '9');
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(input.value).toBe('02/01/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(input.value).toBe('');
  });

  it('opens a calendar in Portuguese, weeks from Sunday, and writes the picked day as dd/mm/aaaa', async () => {
    render(<Harness kind="date" initial="2026-12-25" />);
    const trigger = screen.getByRole('button', { name: 'Abrir calendário' });
    fireEvent.click(trigger);
    const calendar = await screen.findByRole('grid');
    const content = calendar.closest('[data-part="content"]') as HTMLElement;
    expect(content.textContent).toContain('dezembro de 2026');
    // The header row is hidden from screen readers (each day's label names its weekday).
    const heads = within(calendar)
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent);
    expect(heads).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    // 1 Dec 2026 is a Tuesday: two days of November before it in the first week.
    const firstWeek = within(calendar).getAllByRole('row')[0]!;
    expect(within(firstWeek).getAllByRole('gridcell')[2]!.textContent).toBe('1');

    fireEvent.click(within(calendar).getByRole('button', { name: /^Escolher .*10 de dezembro de 2026/ }));
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('10/12/2026'));
    expect(emitted()).toBe('2026-12-10');
  });

  it('moves through the calendar with the arrow keys and picks with Enter', async () => {
    render(<Harness kind="date" initial="2026-12-25" />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = await screen.findByRole('grid');
    const focused = () =>
      within(calendar)
        .getAllByRole('button')
        .find((b) => b.getAttribute('tabindex') === '0')!;
    await waitFor(() => expect(focused().textContent).toBe('25'));
    act(() => void fireEvent.keyDown(focused(), { key: 'ArrowRight' }));
    await waitFor(() => expect(focused().textContent).toBe('26'));
    act(() => void fireEvent.keyDown(focused(), { key: 'ArrowDown' }));
    // A week later: 2 January 2027, the next month.
    await waitFor(() =>
      expect(screen.getByRole('grid').closest('[data-part="content"]')!.textContent).toContain('janeiro de 2027'),
    );
    act(() => void fireEvent.keyDown(focused(), { key: 'Enter' }));
    await waitFor(() => expect(emitted()).toBe('2027-01-02'));
    expect((screen.getByLabelText('Data') as HTMLInputElement).value).toBe('02/01/2027');
  });

  it('disables the days outside min and max', async () => {
    render(<Harness kind="date" initial="2024-05-10" min="2024-05-05" max="2024-05-20" />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = await screen.findByRole('grid');
    const day = (d: number) => within(calendar).getByRole('button', { name: new RegExp(` ${d} de maio de 2024`) });
    expect(day(4).getAttribute('aria-disabled')).toBe('true');
    expect(day(21).getAttribute('aria-disabled')).toBe('true');
    expect(day(5).getAttribute('aria-disabled')).toBeNull();
    expect(day(20).getAttribute('aria-disabled')).toBeNull();
  });
});

describe('TimeInput (24 h hh:mm)', () => {
  it('adds the colon while typing 1405 and emits 14:05', () => {
    render(<Harness kind="time" />);
    const input = screen.getByLabelText('Hora') as HTMLInputElement;
    expect(input.placeholder).toBe('hh:mm');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    type(input, '1405');
    expect(input.value).toBe('14:05');
    expect(emitted()).toBe('14:05');
  });

  it('pads a one-digit hour typed with a colon (9:30 → 09:30) and shows a reset value', () => {
    render(<Harness kind="time" initial="17:45" />);
    const input = screen.getByLabelText('Hora') as HTMLInputElement;
    expect(input.value).toBe('17:45');
    fireEvent.change(input, { target: { value: '' } });
    type(input, '9:30');
    expect(input.value).toBe('09:30');
    expect(emitted()).toBe('09:30');
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(input.value).toBe('08:30');
  });
});
