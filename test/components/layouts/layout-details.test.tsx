// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, configure } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { LayoutDetailsPage } from '@/features/layouts/components/LayoutDetailsPage';
import { STARTER_TEMPLATES } from '@/features/layouts/starters';
import { fillPlaceholders } from '@/lib/text-styles';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { seedClient } from './fixtures';

// The replica answers asynchronously; on a busy CI machine the first live result can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  localStorage.clear();
  await openSessionDatabase({ uid: `layouts-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

const NOW = new Date(2025, 4, 1, 10, 0);

describe('layout details', () => {
  it('fills the client, highlights what is missing, and lets the user complete it for this document', async () => {
    const client = await seedClient();
    const layout = await createDoc('layouts', {
      name: 'Declaração simples',
      kind: 'declaracao',
      content: '*DECLARAÇÃO*\nEu, {{cliente.nome}}, CPF {{cliente.cpf}}, RG {{cliente.rg}}, em {{data.hojeExtenso}}.',
      placeholders: [],
    });
    await renderScreen(
      <LayoutDetailsPage id={layout.id} clientId={client.id} onSelectionChange={() => undefined} now={NOW} />,
      { path: '/layouts/detalhes/$id' },
    );
    const doc = await screen.findByRole('article', { name: 'Documento preenchido' });
    await waitFor(() => expect(doc.textContent).toContain('Eu, Maria da Silva, CPF 529.982.247-25'));
    expect(doc.textContent).toContain('em 1º de maio de 2025.');
    // The style is rendered as an element, not as asterisks.
    expect(doc.querySelector('strong')?.textContent).toBe('DECLARAÇÃO');
    // Numbers never break across lines in the justified text, and the paper stays light in the dark theme.
    const cpf = [...doc.querySelectorAll('span')].find((el) => el.textContent === '529.982.247-25');
    expect(cpf && getComputedStyle(cpf).whiteSpace).toBe('nowrap');
    expect(doc.classList.contains('light')).toBe(true);

    const missing = doc.querySelectorAll('mark[data-missing]');
    expect([...missing].map((m) => m.getAttribute('data-missing'))).toEqual(['cliente.rg']);
    expect(missing[0]?.textContent).toBe('[RG do cliente]');
    expect(screen.getByRole('heading', { name: 'Faltam 1 valor' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('RG do cliente'), { target: { value: '12.345.678-9' } });
    await waitFor(() => expect(doc.querySelector('mark[data-missing]')).toBeNull());
    expect(doc.textContent).toContain('RG 12.345.678-9');
    // Only the document goes to the printer: its copy under <body> has the same text.
    expect(screen.getByTestId('print-root').textContent).toBe(doc.textContent);
  });

  it('without a client every client field is highlighted, and copying gives the chat markup with a warning', async () => {
    const layout = await createDoc('layouts', {
      name: 'Boas-vindas',
      kind: 'mensagem',
      content: 'Olá, *{{cliente.primeiroNome}}*! Seja bem-vindo(a) ao {{escritorio.nome}}.',
      placeholders: [],
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderScreen(<LayoutDetailsPage id={layout.id} onSelectionChange={() => undefined} now={NOW} />, {
      path: '/layouts/detalhes/$id',
    });
    const doc = await screen.findByRole('article', { name: 'Documento preenchido' });
    expect([...doc.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      '[Primeiro nome do cliente]',
      '[Nome do escritório]',
    ]);

    fireEvent.change(screen.getByLabelText('Primeiro nome do cliente'), { target: { value: 'Ana_Paula' } });
    fireEvent.change(screen.getByLabelText('Nome do escritório'), { target: { value: 'Souza Advogados' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar como mensagem' }));
    // Values are escaped so "Ana_Paula" stays literal inside the bold markup.
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('Olá, *Ana\\_Paula*! Seja bem-vindo(a) ao Souza Advogados.'),
    );
    expect(await screen.findByText('Copiado')).toBeTruthy();
  });
});

describe('starter templates', () => {
  it('use only known placeholders', () => {
    for (const s of STARTER_TEMPLATES) expect(fillPlaceholders(s.content).unknown, s.name).toEqual([]);
  });
});
