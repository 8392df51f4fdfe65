// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, findDocs, openSessionDatabase } from '@/data';
import { ShortcutListPage } from '@/features/shortcuts/components/ShortcutListPage';
import { ShortcutCreatePage, ShortcutEditPage } from '@/features/shortcuts/components/ShortcutFormPage';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

// Live queries answer asynchronously and the suite runs beside others: give them time.
configure({ asyncUtilTimeout: 5000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `shortcuts-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

const atendente = { ...TEST_USER, uid: 'att', role: 'atendente' as const };
const message = () => screen.getByLabelText(/Mensagem/) as HTMLTextAreaElement;

describe('shortcut form', () => {
  it('shows the messages under each field: required, and a trigger that does not start with /', async () => {
    await renderScreen(<ShortcutCreatePage />, { path: '/atalhos/cadastrar' });
    fireEvent.change(screen.getByLabelText(/Gatilho/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText(/Gatilho/), { target: { value: 'bom dia' } });
    expect(await screen.findByText("O atalho deve começar com '/' e não ter espaços")).toBeTruthy();
    expect(await findDocs('shortcuts')).toHaveLength(0);
  });

  it('says a trigger is taken while typing (case-insensitive) and does not save a duplicate', async () => {
    await createDoc('shortcuts', { trigger: '/bomdia', title: 'Bom dia', message: 'Bom dia!' });
    await renderScreen(<ShortcutCreatePage />, { path: '/atalhos/cadastrar' });
    fireEvent.change(screen.getByLabelText(/Gatilho/), { target: { value: '/BomDia' } });
    expect(await screen.findByText('Já existe um atalho com este gatilho')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Outro bom dia' } });
    fireEvent.change(message(), { target: { value: 'Olá' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(await findDocs('shortcuts')).toHaveLength(1);
  });

  it('keeps its own trigger when editing (not a duplicate of itself) and saves the change', async () => {
    const s = await createDoc('shortcuts', { trigger: '/docs', title: 'Documentos', message: 'Envie RG e CPF.' });
    const { router } = await renderScreen(<ShortcutEditPage id={s.id} />, { path: '/atalhos/editar/$id' });
    fireEvent.change(await screen.findByLabelText(/Título/), { target: { value: 'Documentos necessários' } });
    expect(screen.queryByText('Já existe um atalho com este gatilho')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/atalhos'));
    expect((await findDocs('shortcuts'))[0]).toMatchObject({ trigger: '/docs', title: 'Documentos necessários' });
  });

  it('applies a style from the toolbar to the selection, and the preview renders it as elements, never as HTML', async () => {
    await renderScreen(<ShortcutCreatePage />, { path: '/atalhos/cadastrar' });
    fireEvent.change(message(), { target: { value: 'Olá <b>cliente</b>' } });
    message().setSelectionRange(0, 3);
    fireEvent.click(screen.getByRole('button', { name: /^Negrito/ }));
    expect(message().value).toBe('*Olá* <b>cliente</b>');
    const preview = screen.getByTestId('styled-preview');
    expect(preview.querySelector('strong')?.textContent).toBe('Olá');
    expect(preview.querySelector('b')).toBeNull();
    expect(preview.textContent).toContain('<b>cliente</b>');

    // Ctrl+U on a new selection: underline markers around it.
    message().setSelectionRange(9, 16);
    fireEvent.keyDown(message(), { key: 'u', ctrlKey: true });
    expect(message().value).toBe('*Olá* <b>++cliente++</b>');
  });

  it('inserts a client placeholder at the caret and flags unknown ones', async () => {
    await renderScreen(<ShortcutCreatePage />, { path: '/atalhos/cadastrar' });
    fireEvent.change(message(), { target: { value: 'Olá, !' } });
    message().setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: /Inserir campo/ }));
    const item = (await screen.findByText('Nome do cliente')).closest('[role="menuitem"]')!;
    fireEvent.pointerDown(item); // the menu selects the highlighted item
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.click(item);
    await waitFor(() => expect(message().value).toBe('Olá, {{cliente.nome}}!'));
    expect(screen.getByTestId('styled-preview').querySelector('[data-placeholder="cliente.nome"]')).toBeTruthy();

    fireEvent.change(message(), { target: { value: 'Olá, {{cliente.nme}}' } });
    expect(await screen.findByText(/Campo desconhecido: \{\{cliente\.nme\}\}/)).toBeTruthy();
  });

  it('saves a new shortcut with the trigger in lower case and returns to the list', async () => {
    const { router } = await renderScreen(<ShortcutCreatePage />, { path: '/atalhos/cadastrar' });
    fireEvent.change(screen.getByLabelText(/Gatilho/), { target: { value: '/Horario' } });
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Horário de atendimento' } });
    fireEvent.change(message(), { target: { value: 'Atendemos de *segunda a sexta*, das 9h às 18h.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/atalhos'));
    expect((await findDocs('shortcuts'))[0]).toMatchObject({ trigger: '/horario', title: 'Horário de atendimento' });
  });
});

describe('shortcut list', () => {
  it('pages 10 at a time and searches trigger, title and the message text without markup', async () => {
    for (let i = 1; i <= 11; i++) {
      await createDoc('shortcuts', {
        trigger: `/a${String(i).padStart(2, '0')}`,
        title: `Atalho ${i}`,
        message: i === 7 ? 'Traga a *procuração* assinada' : 'Texto',
      });
    }
    await renderScreen(<ShortcutListPage />, { path: '/atalhos' });
    expect(await screen.findByText('1–10 de 11')).toBeTruthy();
    expect(screen.queryByText('/a11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('/a11')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'procuração assinada' } });
    await waitFor(() => expect(screen.getByText('1 registro')).toBeTruthy());
    expect(within(screen.getByRole('table')).getByText('/a07')).toBeTruthy();
  });

  it('deletes after confirmation and offers Desfazer; an atendente only reads', async () => {
    await createDoc('shortcuts', { trigger: '/tchau', title: 'Despedida', message: 'Até logo!' });
    await renderScreen(<ShortcutListPage />, { path: '/atalhos' });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir /tchau' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(async () => expect(await findDocs('shortcuts')).toHaveLength(0));
    expect(await screen.findByText('Desfazer')).toBeTruthy();
    cleanup();

    await createDoc('shortcuts', { trigger: '/oi', title: 'Oi', message: 'Oi!' });
    await renderScreen(<ShortcutListPage />, { path: '/atalhos', user: atendente });
    expect(await screen.findByText('/oi')).toBeTruthy();
    expect(screen.getByText('Sua função (atendente) permite apenas consultar esta área.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Novo atalho/ })).toBeNull();
  });
});
