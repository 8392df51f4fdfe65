// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDoc, findDocs, softDeleteDoc, type ClientDoc } from '@/data';
import { ClientCreatePage, ClientEditPage } from '@/features/clients';
import { renderScreen } from '../../support/render';
import { closeSessionDatabase, withQuery } from './helpers';
import { openFreshSession } from '../../support/db';

beforeEach(async () => {
  await openFreshSession('dup');
  vi.stubEnv('VITE_CEP_URL', 'http://127.0.0.1:9/ws/{cep}/json/');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  await closeSessionDatabase();
});

function type(label: RegExp, value: string) {
  const el = screen.getByLabelText(label);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

function seed(name: string, kind: 'PF' | 'PJ', document: string, phone = ''): Promise<ClientDoc> {
  return createDoc('clients', {
    kind,
    name,
    document,
    email: '',
    phone,
    birthDate: null,
    address: { cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' },
    categoryIds: [],
    notes: '',
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  });
}

const renderCreate = () => renderScreen(withQuery(<ClientCreatePage />), { path: '/clientes/cadastrar' });

describe('client form — same CPF/CNPJ as another client', () => {
  it('warns with a link to the existing record and saves nothing until "Salvar mesmo assim"', async () => {
    const maria = await seed('Maria da Silva', 'PF', '52998224725');
    const { router } = await renderCreate();
    type(/Nome completo/, 'Maria S. Souza');
    type(/^CPF/, '52998224725');

    const alert = await screen.findByRole('alert', { name: 'CPF já cadastrado' });
    expect(within(alert).getByText(/Este CPF já está no cadastro de/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Maria da Silva' }).getAttribute('href')).toBe(
      `/clientes/editar/${maria.id}`,
    );
    expect(within(alert).getByRole('link', { name: 'Abrir cadastro existente' }).getAttribute('href')).toBe(
      `/clientes/editar/${maria.id}`,
    );

    save();
    expect(
      await within(alert).findByText('Nada foi salvo: abra o cadastro existente ou salve mesmo assim.'),
    ).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(await findDocs('clients')).toHaveLength(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Salvar mesmo assim' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/clientes\/editar\//));
    const all = await findDocs('clients');
    expect(all.map((c) => c.name).sort()).toEqual(['Maria S. Souza', 'Maria da Silva']);
    expect(router.state.location.pathname).not.toBe(`/clientes/editar/${maria.id}`);
  });

  it('"Abrir cadastro existente" opens the other record (after confirming the unsaved form may be left)', async () => {
    const maria = await seed('Maria da Silva', 'PF', '52998224725');
    const { router } = await renderCreate();
    type(/Nome completo/, 'Maria S. Souza');
    type(/^CPF/, '52998224725');
    const alert = await screen.findByRole('alert', { name: 'CPF já cadastrado' });
    fireEvent.click(within(alert).getByRole('link', { name: 'Abrir cadastro existente' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clientes/editar/${maria.id}`));
    expect(await findDocs('clients')).toHaveLength(1);
  });

  it('finds a CNPJ typed masked and in lower case', async () => {
    await seed('Construtora Alfa Ltda', 'PJ', '12ABC34501DE35');
    await renderCreate();
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    fireEvent.change(await screen.findByLabelText(/^CNPJ/), { target: { value: '12.abc.345/01de-35' } });
    const alert = await screen.findByRole('alert', { name: 'CNPJ já cadastrado' });
    expect(within(alert).getByRole('link', { name: 'Construtora Alfa Ltda' })).toBeTruthy();
  });

  it('says nothing for another CPF, a deleted client or a phone number equal to the CPF, and saves at once', async () => {
    const gone = await seed('Cliente Excluído', 'PF', '52998224725');
    await softDeleteDoc('clients', gone.id);
    // Another CPF, whose phone digits happen to equal the typed CPF (the search index matches phones too).
    await seed('Telefone Igual', 'PF', '11144477735', '52998224725');
    const { router } = await renderCreate();
    type(/Nome completo/, 'Maria S. Souza');
    type(/^CPF/, '52998224725');
    save();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/clientes\/editar\//));
    expect(screen.queryByRole('alert', { name: 'CPF já cadastrado' })).toBeNull();
  });

  it('on a record that already shared its CPF, shows the other one but does not ask again to save', async () => {
    await seed('Maria da Silva', 'PF', '52998224725');
    const twin = await seed('Maria da Silva (2)', 'PF', '52998224725');
    await renderScreen(
      withQuery(<ClientEditPage id={twin.id} tab="dados" processId={undefined} onNavigate={() => undefined} />),
      { path: '/clientes/editar/$id' },
    );
    const alert = await screen.findByRole('alert', { name: 'CPF já cadastrado' });
    expect(within(alert).getByRole('link', { name: 'Maria da Silva' })).toBeTruthy();
    expect(within(alert).queryByRole('link', { name: 'Maria da Silva (2)' })).toBeNull();
    expect(within(alert).queryByRole('button', { name: 'Salvar mesmo assim' })).toBeNull();
    type(/Nome completo/, 'Maria da Silva Filha');
    save();
    await waitFor(async () =>
      expect(await findDocs('clients', { selector: { id: twin.id } })).toMatchObject([
        { name: 'Maria da Silva Filha' },
      ]),
    );
  });
});
