import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { ClientDoc } from '@/data';
import { arrangeClients, EMPTY_FILTERS, NO_RESPONSIBLE, normalizeSearchTerm } from '@/features/clients/client-list';
import { cepUrl, DEFAULT_CEP_URL } from '@/features/clients/cep/cep-lookup';
import { clientFormSchema, EMPTY_CLIENT_FORM } from '@/features/clients/client-form';
import { fieldErrors } from '@/lib/forms/use-form';

describe('normalizeSearchTerm', () => {
  it('unmasks CPF, CNPJ (numeric and alphanumeric) and phones, and leaves names alone', () => {
    expect(normalizeSearchTerm('529.982.247-25')).toBe('52998224725');
    expect(normalizeSearchTerm('(11) 98765-4321')).toBe('11987654321');
    expect(normalizeSearchTerm('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeSearchTerm('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(normalizeSearchTerm(' Maria José ')).toBe('Maria José');
    expect(normalizeSearchTerm('maria@souza.adv.br')).toBe('maria@souza.adv.br');
  });
});

describe('arrangeClients', () => {
  const c = (name: string, over: Partial<ClientDoc>) =>
    ({
      id: name,
      name,
      kind: 'PF',
      categoryIds: [],
      responsibleUid: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
      ...over,
    }) as ClientDoc;
  const rows = [
    c('Ana', { kind: 'PF', updatedAt: '2025-01-03T00:00:00.000Z', responsibleUid: 'u1' }),
    c('Bia', { kind: 'PJ', categoryIds: ['k'], updatedAt: '2025-01-01T00:00:00.000Z' }),
    c('Caio', { kind: 'PJ', updatedAt: '2025-01-02T00:00:00.000Z', responsibleUid: 'u1' }),
  ];
  it('keeps the index name order, reverses it, or orders by last change', () => {
    expect(arrangeClients(rows, EMPTY_FILTERS, 'name', 'asc').map((r) => r.name)).toEqual(['Ana', 'Bia', 'Caio']);
    expect(arrangeClients(rows, EMPTY_FILTERS, 'name', 'desc').map((r) => r.name)).toEqual(['Caio', 'Bia', 'Ana']);
    expect(arrangeClients(rows, EMPTY_FILTERS, 'updatedAt', 'desc').map((r) => r.name)).toEqual(['Ana', 'Caio', 'Bia']);
    // The input (the shared search result) is never reordered in place.
    expect(rows.map((r) => r.name)).toEqual(['Ana', 'Bia', 'Caio']);
  });
  it('filters by kind, category and responsible (or none)', () => {
    expect(arrangeClients(rows, { ...EMPTY_FILTERS, kind: 'PJ' }, 'name', 'asc').map((r) => r.name)).toEqual([
      'Bia',
      'Caio',
    ]);
    expect(arrangeClients(rows, { ...EMPTY_FILTERS, categoryId: 'k' }, 'name', 'asc').map((r) => r.name)).toEqual([
      'Bia',
    ]);
    expect(
      arrangeClients(rows, { ...EMPTY_FILTERS, responsibleUid: NO_RESPONSIBLE }, 'name', 'asc').map((r) => r.name),
    ).toEqual(['Bia']);
    expect(
      arrangeClients(rows, { ...EMPTY_FILTERS, kind: 'PJ', responsibleUid: 'u1' }, 'name', 'asc').map((r) => r.name),
    ).toEqual(['Caio']);
  });
});

describe('cepUrl', () => {
  it('uses ViaCEP by default and accepts a template or ViaCEP-shaped base URL', () => {
    expect(cepUrl('01001000', DEFAULT_CEP_URL)).toBe('https://viacep.com.br/ws/01001000/json/');
    expect(cepUrl('01001000', 'http://127.0.0.1:8080/cep/{cep}')).toBe('http://127.0.0.1:8080/cep/01001000');
    expect(cepUrl('01001000', 'https://proxy.example/ws/')).toBe('https://proxy.example/ws/01001000/json/');
  });
});

describe('clientFormSchema', () => {
  const errorsOf = (values: object) => {
    const r = v.safeParse(clientFormSchema(new Date(2025, 0, 15)), {
      ...EMPTY_CLIENT_FORM,
      name: 'Maria da Silva',
      document: '52998224725',
      ...values,
    });
    return r.success ? {} : fieldErrors(r.issues);
  };
  it("uses the spec's messages", () => {
    expect(errorsOf({ document: '529.982.247-25' }).document).toBe('CPF não pode conter traços e nem pontos');
    expect(errorsOf({ document: '52998224724' }).document).toBe('CPF inválido');
    expect(errorsOf({ kind: 'PJ', document: '12.ABC.345/01DE-36' }).document).toBe('CNPJ inválido');
    expect(errorsOf({ email: 'a@b' }).email).toBe('Email inválido');
    expect(errorsOf({ phone: '(01) 98765-4321' }).phone).toBe('Telefone inválido');
    expect(errorsOf({ birthDate: '29/02/2023' }).birthDate).toBe('Data inválida');
    expect(errorsOf({ birthDate: '16/01/2025' }).birthDate).toBe('Data inválida');
    expect(errorsOf({ cep: '0100-100' }).cep).toBe('CEP inválido');
    expect(errorsOf({ cep: '01001000', street: 'Rua A', city: 'São Paulo', uf: 'XX' }).uf).toBe('UF inválido');
    expect(errorsOf({ name: 'a'.repeat(201) }).name).toBe('Máximo de 200 caracteres');
  });
  it('outputs the stored shape: digits, upper-case CNPJ, ISO day, null for empty references', () => {
    const r = v.parse(clientFormSchema(new Date(2025, 0, 15)), {
      ...EMPTY_CLIENT_FORM,
      kind: 'PJ',
      name: 'Alfa Ltda',
      document: '12.abc.345/01de-35',
      phone: '(11) 3333-4444',
      cep: '01001-000',
      street: 'Praça da Sé',
      city: 'São Paulo',
      uf: 'sp',
    });
    expect(r).toMatchObject({
      document: '12ABC34501DE35',
      phone: '1133334444',
      birthDate: null,
      responsibleUid: null,
      address: { cep: '01001000', uf: 'SP' },
    });
  });
});
