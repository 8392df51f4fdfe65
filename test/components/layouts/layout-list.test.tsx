// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { LayoutListPage } from '@/features/layouts';
import { renderScreen } from '../../support/render';

configure({ asyncUtilTimeout: 5000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `layout-list-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  cleanup();
  await closeSessionDatabase();
});

// The name column's links, in the table's order.
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link', { name: /^(?!Preencher|Editar)/ })
    .map((a) => a.textContent);

describe('layouts list', () => {
  it('searches the name, the kind and the text, filters by kind and sorts by the chosen column', async () => {
    await createDoc('layouts', {
      name: 'Procuração ad judicia',
      kind: 'procuracao',
      content: 'Outorgante',
      placeholders: [],
    });
    await createDoc('layouts', { name: 'Boas-vindas', kind: 'mensagem', content: 'Olá, *cliente*!', placeholders: [] });
    await createDoc('layouts', {
      name: 'Contrato',
      kind: 'contrato_honorarios',
      content: 'Honorários',
      placeholders: [],
    });
    await renderScreen(<LayoutListPage />, { path: '/layouts' });
    await waitFor(() => expect(names()).toEqual(['Boas-vindas', 'Contrato', 'Procuração ad judicia']));

    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'honorarios' } });
    await waitFor(() => expect(names()).toEqual(['Contrato']));
    fireEvent.change(search, { target: { value: 'cliente' } });
    await waitFor(() => expect(names()).toEqual(['Boas-vindas']));
    fireEvent.change(search, { target: { value: '' } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Filtrar por tipo' }), { target: { value: 'procuracao' } });
    await waitFor(() => expect(names()).toEqual(['Procuração ad judicia']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Filtrar por tipo' }), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: /Tipo/ }));
    await waitFor(() => expect(names()).toEqual(['Contrato', 'Boas-vindas', 'Procuração ad judicia']));
  });
});
