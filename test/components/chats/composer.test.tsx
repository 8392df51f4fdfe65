// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { createDoc, faqInputSchema, shortcutInputSchema, type ClientDoc } from '@/data';
import { Composer } from '@/features/chats/components/Composer';
import { renderScreen, TEST_USER } from '../../support/render';
import { closeChatsDatabase, openChatsDatabase, seedClient } from './support';

let client: ClientDoc;
beforeEach(async () => {
  await openChatsDatabase();
  client = await seedClient('Maria das Graças Silva');
});
afterEach(async () => {
  cleanup();
  await closeChatsDatabase();
});

const sender = { displayName: 'Ana Souza', email: 'ana@exemplo.com.br', phoneNumber: '11987654321' };

async function renderComposer(onSend = vi.fn(async () => undefined), withClient: ClientDoc | null = client) {
  await renderScreen(<Composer client={withClient} sender={sender} onSend={onSend} />, { user: TEST_USER });
  const box = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
  return { box, onSend };
}

/** Types `value` as if the caret ended at its end (what a change event leaves in the browser). */
function type(box: HTMLTextAreaElement, value: string) {
  fireEvent.change(box, { target: { value } });
  box.setSelectionRange(value.length, value.length);
}

describe('Composer: shortcuts', () => {
  it("typing '/' lists the shortcuts; Enter inserts the chosen one with the client's placeholders filled", async () => {
    await createDoc(
      'shortcuts',
      v.parse(shortcutInputSchema, {
        trigger: '/bomdia',
        title: 'Bom dia',
        message: 'Bom dia, {{cliente.primeiroNome}}! Aqui é {{usuario.nome}}.',
      }),
    );
    await createDoc(
      'shortcuts',
      v.parse(shortcutInputSchema, { trigger: '/docs', title: 'Documentos', message: 'Envie o *RG*.' }),
    );
    const { box, onSend } = await renderComposer();

    type(box, 'Olá! /');
    const list = await screen.findByRole('listbox', { name: 'Atalhos' });
    await waitFor(() => expect(list.querySelectorAll('[role="option"]')).toHaveLength(2));

    type(box, 'Olá! /bo');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(box.value).toBe('Olá! Bom dia, Maria! Aqui é Ana Souza.'));
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter chose the shortcut; it did not send the message.
    expect(onSend).not.toHaveBeenCalled();
  });

  it('warns about placeholders that have no value instead of guessing', async () => {
    await createDoc(
      'shortcuts',
      v.parse(shortcutInputSchema, {
        trigger: '/processo',
        title: 'Processo',
        message: 'Seu processo {{processo.numero}} andou.',
      }),
    );
    const { box } = await renderComposer();
    type(box, '/proc');
    await screen.findByRole('option', { name: /Processo/ });
    fireEvent.keyDown(box, { key: 'Tab' });
    await waitFor(() => expect(box.value).toBe('Seu processo {{processo.numero}} andou.'));
    expect(screen.getByRole('status').textContent).toContain('Número do processo (CNJ)');
  });

  it("a '/' inside a word (e/ou, dates) does not open the list; Escape closes it", async () => {
    const { box } = await renderComposer();
    type(box, 'e/ou');
    expect(screen.queryByRole('listbox')).toBeNull();
    type(box, '/');
    await screen.findByText('Nenhum atalho cadastrado. Cadastre em Atalhos.');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Nenhum atalho cadastrado. Cadastre em Atalhos.')).toBeNull());
  });
});

describe('Composer: text styles', () => {
  it('the toolbar wraps the selection in the markup of each of the five styles', async () => {
    const { box } = await renderComposer();
    const cases: [string, string][] = [
      ['Negrito (Ctrl+B)', '*prazo*'],
      ['Itálico (Ctrl+I)', '_prazo_'],
      ['Tachado (Ctrl+Shift+X)', '~prazo~'],
      ['Sublinhado (Ctrl+U)', '++prazo++'],
      ['Sublinhado e tachado (Ctrl+Shift+U)', '~++prazo++~'],
    ];
    for (const [button, expected] of cases) {
      type(box, 'prazo');
      box.setSelectionRange(0, 5);
      fireEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(box.value).toBe(expected));
    }
  });

  it('keyboard shortcuts apply the styles and toggle them off again', async () => {
    const { box } = await renderComposer();
    const keys: [Parameters<typeof fireEvent.keyDown>[1], string][] = [
      [{ key: 'b', ctrlKey: true }, '*audiência*'],
      [{ key: 'i', ctrlKey: true }, '_audiência_'],
      [{ key: 'u', ctrlKey: true }, '++audiência++'],
      [{ key: 'X', ctrlKey: true, shiftKey: true }, '~audiência~'],
      [{ key: 'U', ctrlKey: true, shiftKey: true }, '~++audiência++~'],
    ];
    for (const [key, expected] of keys) {
      type(box, 'audiência');
      box.setSelectionRange(0, 9);
      fireEvent.keyDown(box, key);
      await waitFor(() => expect(box.value).toBe(expected));
    }
    // The selection stays on the word (inside the markers): the same key removes the style.
    fireEvent.keyDown(box, { key: 'U', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(box.value).toBe('audiência'));
  });
});

describe('Composer: sending', () => {
  it('Enter sends the text as typed (markup included); Shift+Enter does not', async () => {
    const { box, onSend } = await renderComposer();
    type(box, 'Linha *um*');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ text: 'Linha *um*', files: [] }));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('does not send an empty message', async () => {
    const { box, onSend } = await renderComposer();
    type(box, '   ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Enviar mensagem' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('inserts a published FAQ answer with placeholders filled', async () => {
    await createDoc(
      'faq',
      v.parse(faqInputSchema, {
        question: 'Quanto tempo demora?',
        answer: '{{cliente.primeiroNome}}, em média *2 anos*.',
        published: true,
      }),
    );
    await createDoc(
      'faq',
      v.parse(faqInputSchema, { question: 'Rascunho não publicado', answer: 'não deve aparecer', published: false }),
    );
    const { box } = await renderComposer();
    type(box, 'Sobre sua dúvida:');
    fireEvent.click(screen.getByRole('button', { name: 'Inserir resposta das perguntas frequentes' }));
    const answer = await screen.findByRole('button', { name: /Quanto tempo demora\?/ }, { timeout: 5000 });
    expect(screen.queryByText('Rascunho não publicado')).toBeNull();
    fireEvent.click(answer);
    await waitFor(() => expect(box.value).toBe('Sobre sua dúvida:\nMaria, em média *2 anos*.'));
  });

  it('refuses files that are not images/PDF or exceed 10 MB, with a clear message', async () => {
    const { onSend } = await renderComposer();
    const input = screen.getByTestId('composer-file-input') as HTMLInputElement;
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'processo-digitalizado.pdf', {
      type: 'application/pdf',
    });
    const video = new File(['x'], 'audiencia.mp4', { type: 'video/mp4' });
    const ok = new File(['%PDF-1.4'], 'procuracao.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big, video, ok] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('"processo-digitalizado.pdf" tem 10,0 MB; o limite é de 10,0 MB por arquivo.');
    expect(alert.textContent).toContain('"audiencia.mp4" não pode ser anexado: envie imagens ou PDF.');
    expect(screen.getByRole('list', { name: 'Anexos a enviar' }).textContent).toContain('procuracao.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ text: '', files: [ok] }));
  });
});
