// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createDoc, findDocs, getDoc, type AppDatabase } from '@/data';
import { ClientCreatePage, ClientEditPage } from '@/features/clients';
import { renderScreen } from '../../support/render';
import { closeSessionDatabase, withQuery } from './helpers';
import { openFreshSession } from '../../support/db';

let db: AppDatabase;
beforeEach(async () => {
  db = await openFreshSession('form');
  // No CEP service in these tests: a look-up that would go out fails fast instead.
  vi.stubEnv('VITE_CEP_URL', 'http://127.0.0.1:9/ws/{cep}/json/');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  await closeSessionDatabase();
});

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: RegExp | string, value: string) {
  const el = input(label);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
  return el;
}
/** Ark checkboxes react to a click on their label, through their state machine, a moment later. */
async function giveConsent() {
  fireEvent.click(screen.getByText(/autoriza receber mensagens/));
  await screen.findByText(/Consentimento registrado em/);
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

async function renderCreate() {
  return renderScreen(withQuery(<ClientCreatePage />), { path: '/clientes/cadastrar' });
}
/** A client's page on its "Dados" tab, once the record is loaded. */
async function renderEdit(id: string) {
  const rendered = await renderScreen(
    withQuery(<ClientEditPage id={id} tab="dados" processId={undefined} onNavigate={() => undefined} />),
    { path: '/clientes/editar/$id' },
  );
  await screen.findByRole('form', { name: 'Dados do cliente' });
  return rendered;
}

describe('client form — validation messages', () => {
  it('requires name and CPF and saves nothing while invalid', async () => {
    await renderCreate();
    save();
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(await findDocs('clients')).toHaveLength(0);
  });

  it("rejects a CPF typed with dots and dashes with the spec's message, and wrong check digits with 'CPF inválido'", async () => {
    await renderCreate();
    const cpf = type(/^CPF/, '529.982.247-25');
    expect(await screen.findByText('CPF não pode conter traços e nem pontos')).toBeTruthy();
    // A plain digits field: what was typed stays as typed (no mask hides the dots).
    expect(cpf.value).toBe('529.982.247-25');
    type(/^CPF/, '52998224724');
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    type(/^CPF/, '11111111111');
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    type(/^CPF/, '52998224725');
    await waitFor(() => expect(screen.queryByText('CPF inválido')).toBeNull());
  });

  it('shows the spec messages for name length, e-mail, phone, birth date and CEP', async () => {
    await renderCreate();
    type(/Nome completo/, 'Jo');
    expect(await screen.findByText('Mínimo de 3 caracteres')).toBeTruthy();
    type(/E-mail/, 'maria@');
    expect(await screen.findByText('Email inválido')).toBeTruthy();
    type(/Telefone/, '11 1234');
    expect(await screen.findByText('Telefone inválido')).toBeTruthy();
    type(/Data de nascimento/, '31022000');
    expect(input(/Data de nascimento/).value).toBe('31/02/2000');
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    type(/^CEP/, '0100');
    expect(await screen.findByText('CEP inválido')).toBeTruthy();
  });

  it('rejects a birth date in the future', async () => {
    await renderCreate();
    const next = new Date().getFullYear() + 1;
    type(/Data de nascimento/, `0101${next}`);
    expect(await screen.findByText('Data inválida')).toBeTruthy();
  });

  it('asks for street, city and UF once a CEP is given, and the purpose when consent is given', async () => {
    await renderCreate();
    type(/Nome completo/, 'Maria da Silva');
    type(/^CPF/, '52998224725');
    type(/^CEP/, '01001000');
    await giveConsent();
    type(/Finalidade/, '');
    save();
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(4));
    expect(await findDocs('clients')).toHaveLength(0);
  });
});

describe('client form — CNPJ (PJ)', () => {
  it('masks an alphanumeric CNPJ while typing and stores 14 upper-case characters', async () => {
    const { router } = await renderCreate();
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    const cnpj = await screen.findByLabelText(/^CNPJ/);
    fireEvent.change(cnpj, { target: { value: '12abc34501de35' } });
    expect((cnpj as HTMLInputElement).value).toBe('12.ABC.345/01DE-35');
    // PJ has no birth date; the name is the company name.
    expect(screen.queryByLabelText(/Data de nascimento/)).toBeNull();
    type(/Razão social/, 'Construtora Alfa Ltda');
    save();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/clientes\/editar\//));
    const [saved] = await findDocs('clients');
    expect(saved).toMatchObject({
      kind: 'PJ',
      name: 'Construtora Alfa Ltda',
      document: '12ABC34501DE35',
      birthDate: null,
    });
  });

  it("says 'CNPJ inválido' for wrong check digits and accepts a numeric CNPJ", async () => {
    await renderCreate();
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    const cnpj = await screen.findByLabelText(/^CNPJ/);
    fireEvent.change(cnpj, { target: { value: '11222333000180' } });
    fireEvent.blur(cnpj);
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    fireEvent.change(cnpj, { target: { value: '11222333000181' } });
    expect((cnpj as HTMLInputElement).value).toBe('11.222.333/0001-81');
    await waitFor(() => expect(screen.queryByText('CNPJ inválido')).toBeNull());
  });
});

describe('client form — saving', () => {
  it('stores digits only, records consent with its date, says "Salvo" and opens the client page', async () => {
    const { router } = await renderCreate();
    type(/Nome completo/, '  Maria da Silva ');
    type(/^CPF/, '52998224725');
    type(/E-mail/, 'Maria@Exemplo.com.br');
    type(/Telefone/, '11987654321');
    expect(input(/Telefone/).value).toBe('(11) 98765-4321');
    type(/Data de nascimento/, '15/03/1980');
    type(/^CEP/, '01001000');
    expect(input(/^CEP/).value).toBe('01001-000');
    type(/Logradouro/, 'Praça da Sé');
    type(/Número/, '100');
    type(/Cidade/, 'São Paulo');
    fireEvent.change(screen.getByLabelText(/^UF/), { target: { value: 'SP' } });
    await giveConsent();
    save();
    expect(await screen.findByText('Salvo')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/clientes\/editar\//));
    const [saved] = await findDocs('clients');
    expect(saved).toMatchObject({
      kind: 'PF',
      name: 'Maria da Silva',
      document: '52998224725',
      email: 'maria@exemplo.com.br',
      phone: '11987654321',
      birthDate: '1980-03-15',
      address: { cep: '01001000', street: 'Praça da Sé', number: '100', city: 'São Paulo', uf: 'SP' },
      appUid: null,
    });
    expect(saved!.consent.messaging).toBe(true);
    expect(Date.parse(saved!.consent.date!)).toBeGreaterThan(Date.now() - 60_000);
    expect(saved!.consent.purpose).not.toBe('');
    expect(router.state.location.pathname).toBe(`/clientes/editar/${saved!.id}`);
  });

  it("flags a stored UF outside the 27 codes with 'UF inválido' and updates the record once fixed", async () => {
    const legacy = await createDoc('clients', {
      kind: 'PF',
      name: 'João Pereira',
      document: '52998224725',
      email: '',
      phone: '',
      birthDate: null,
      address: {
        cep: '01001000',
        street: 'Praça da Sé',
        number: '1',
        complement: '',
        district: 'Sé',
        city: 'São Paulo',
        uf: 'XX',
      },
      categoryIds: [],
      notes: '',
      responsibleUid: null,
      appUid: 'app-123',
      consent: { messaging: false, date: null, purpose: '' },
    });
    await renderEdit(legacy.id);
    save();
    expect(await screen.findByText('UF inválido')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^UF/), { target: { value: 'SP' } });
    save();
    await waitFor(async () => expect((await getDoc('clients', legacy.id))?.address.uf).toBe('SP'));
    const stored = await getDoc('clients', legacy.id);
    // The form does not own the app link: editing keeps it.
    expect(stored?.appUid).toBe('app-123');
    void db;
  });

  it("saving keeps what another device changed while the form was open (only the person's own changes are written)", async () => {
    const loaded = await createDoc('clients', {
      kind: 'PF',
      name: 'Marina Costa',
      document: '52998224725',
      email: '',
      phone: '11911112222',
      birthDate: null,
      address: { cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' },
      categoryIds: [],
      notes: '',
      responsibleUid: null,
      appUid: null,
      consent: { messaging: false, date: null, purpose: '' },
    });
    const { router } = await renderEdit(loaded.id);
    type(/^Observações/, 'Prefere contato à tarde.');
    // Meanwhile, another device's phone edit reaches this replica.
    const { updateDoc } = await import('@/data');
    await updateDoc('clients', loaded.id, { phone: '11933334444' }, { actorUid: 'outro-aparelho' });
    save();
    await waitFor(async () =>
      expect(await getDoc('clients', loaded.id)).toMatchObject({
        phone: '11933334444',
        notes: 'Prefere contato à tarde.',
      }),
    );
    expect(await findDocs('logs', { selector: { action: 'conflict' } })).toEqual([]);
    // The form takes the saved record as its baseline: it shows the other device's phone, and leaving asks nothing.
    await waitFor(() => expect(input(/Telefone/).value).toBe('(11) 93333-4444'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clientes'));
    expect(screen.queryByRole('button', { name: 'Sair sem salvar' })).toBeNull();
  });
});
