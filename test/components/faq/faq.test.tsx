// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, findDocs, openSessionDatabase } from '@/data';
import { FaqListPage } from '@/features/faq/components/FaqListPage';
import { FaqCreatePage, FaqEditPage } from '@/features/faq/components/FaqFormPage';
import { planMove } from '@/features/faq/reorder';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

// Live queries answer asynchronously and the suite runs beside others: give them time.
configure({ asyncUtilTimeout: 5000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `faq-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

const atendente = { ...TEST_USER, uid: 'att', role: 'atendente' as const };
const entry = (
  question: string,
  order: number,
  extra: Partial<{ published: boolean; categoryId: string | null; answer: string }> = {},
) =>
  createDoc('faq', {
    question,
    answer: extra.answer ?? 'Resposta.',
    categoryId: extra.categoryId ?? null,
    published: extra.published ?? true,
    order,
  });
const orderOf = async () =>
  (await findDocs('faq', { sort: [{ order: 'asc' }] })).map((f) => `${f.order}:${f.question}`);

describe('planMove', () => {
  it('swaps two neighbours of a compact list and writes only those two', () => {
    const items = [
      { id: 'a', order: 0, question: 'A' },
      { id: 'b', order: 1, question: 'B' },
      { id: 'c', order: 2, question: 'C' },
    ];
    expect(planMove(items, 'c', -1)).toEqual([
      { id: 'c', order: 1 },
      { id: 'b', order: 2 },
    ]);
    expect(planMove(items, 'a', -1)).toEqual([]);
  });

  it('repairs ties so the move is unambiguous', () => {
    const tied = [
      { id: 'a', order: 0, question: 'A' },
      { id: 'b', order: 0, question: 'B' },
    ];
    // Shown A, B (tie broken by question); B moves up: B keeps 0, A becomes 1.
    expect(planMove(tied, 'b', -1)).toEqual([{ id: 'a', order: 1 }]);
  });
});

describe('FAQ form', () => {
  it('shows the messages under each field and does not save invalid input', async () => {
    await renderScreen(<FaqCreatePage />, { path: '/faq/cadastrar' });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/Pergunta/), { target: { value: 'Qual' } });
    expect(await screen.findByText('Mínimo de 5 caracteres')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Posição na lista/), { target: { value: '0' } });
    expect(await screen.findByText('Número inválido')).toBeTruthy();
    expect(await findDocs('faq')).toHaveLength(0);
  });

  it('saves question, styled answer, category, published and the position after the last entry', async () => {
    await entry('Primeira pergunta?', 0);
    const category = await createDoc('categories', { name: 'Trabalhista', color: '#1d4ed8', description: '' });
    const { router } = await renderScreen(<FaqCreatePage />, { path: '/faq/cadastrar' });
    const position = (await screen.findByLabelText(/Posição na lista/)) as HTMLInputElement;
    expect(position.value).toBe('2');
    fireEvent.change(screen.getByLabelText(/Pergunta/), { target: { value: 'Quanto tempo demora um processo?' } });
    const answer = screen.getByLabelText(/Resposta/) as HTMLTextAreaElement;
    fireEvent.change(answer, { target: { value: 'Depende da vara' } });
    answer.setSelectionRange(0, 7);
    fireEvent.click(screen.getByRole('button', { name: /^Itálico/ }));
    expect(screen.getByTestId('styled-preview').querySelector('em')?.textContent).toBe('Depende');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Trabalhista' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: category.id } });
    fireEvent.click(screen.getByText('Publicada'));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Publicada' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    const saved = (await findDocs('faq')).find((f) => f.question.startsWith('Quanto'));
    expect(saved).toMatchObject({ answer: '_Depende_ da vara', categoryId: category.id, published: true, order: 1 });
  });

  it('is read-only for an atendente, with the reason', async () => {
    const f = await entry('Como agendar uma consulta?', 0);
    await renderScreen(<FaqEditPage id={f.id} />, { path: '/faq/editar/$id', user: atendente });
    expect(await screen.findByText('Sua função (atendente) permite apenas consultar esta área.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Negrito/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('FAQ list', () => {
  it('pages 10 at a time, searches the answer text and filters by category and status', async () => {
    const cat = await createDoc('categories', { name: 'Família', color: '#be185d', description: '' });
    for (let i = 0; i < 12; i++)
      await entry(`Pergunta número ${i + 1}`, i, {
        published: i % 2 === 0,
        categoryId: i < 3 ? cat.id : null,
        answer: i === 4 ? 'Leve a *certidão de casamento*' : 'Resposta.',
      });
    await renderScreen(<FaqListPage />, { path: '/faq' });
    expect(await screen.findByText('1–10 de 12')).toBeTruthy();
    expect(screen.queryByText('Pergunta número 11')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'certidão de casamento' } });
    await waitFor(() => expect(screen.getByText('1 registro')).toBeTruthy());
    expect(screen.getByText('Pergunta número 5')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });

    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: cat.id } });
    await waitFor(() => expect(screen.getByText('3 registros')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'draft' } });
    await waitFor(() => expect(screen.getByText('1 registro')).toBeTruthy());
    expect(screen.getByText('Pergunta número 2')).toBeTruthy();
    // Reordering a filtered list would move entries past hidden neighbours: it waits.
    expect(
      (screen.getByRole('button', { name: 'Mover para cima: Pergunta número 2' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('Para reordenar, ordene pela posição e limpe a busca e os filtros.')).toBeTruthy();
  });

  it('reorders with the up/down buttons and with the arrow keys, keeping focus on the moved entry', async () => {
    await entry('Alfa?', 0);
    await entry('Beta?', 1);
    await entry('Gama?', 2);
    await renderScreen(<FaqListPage />, { path: '/faq' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mover para cima: Gama?' }));
    await waitFor(async () => expect(await orderOf()).toEqual(['0:Alfa?', '1:Gama?', '2:Beta?']));
    expect(await screen.findByText('“Gama?” movida para a posição 2 de 3.')).toBeTruthy();

    const up = await screen.findByRole('button', { name: 'Mover para cima: Gama?' });
    await waitFor(() => expect((up as HTMLButtonElement).disabled).toBe(false));
    fireEvent.keyDown(up, { key: 'ArrowUp' });
    await waitFor(async () => expect(await orderOf()).toEqual(['0:Gama?', '1:Alfa?', '2:Beta?']));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Gama?');
    // At the top 'up' is disabled, so the keyboard lands on 'down' of the same entry.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Mover para baixo: Gama?'));
  });

  it('lets an atendente read but not reorder, edit or delete', async () => {
    await entry('Alfa?', 0);
    await renderScreen(<FaqListPage />, { path: '/faq', user: atendente });
    expect(await screen.findByText('Alfa?')).toBeTruthy();
    expect(screen.getByText('Sua função (atendente) permite apenas consultar esta área.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mover/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });
});
