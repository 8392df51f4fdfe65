import { describe, expect, it } from 'vitest';
import { redactFields, redactText, redactionsFor, type PersonalData } from '@/lib/lgpd/redact';

const maria: PersonalData = {
  kind: 'PF',
  name: 'Maria da Conceição',
  document: '52998224725',
  email: 'Maria.C@Exemplo.com.br',
  phone: '11987654321',
  address: { cep: '01001000', street: 'Praça da Sé', number: '12' },
};
const linked = redactionsFor(maria, 'Cliente anonimizado x', { linked: true });
const unlinked = redactionsFor(maria, 'Cliente anonimizado x', { linked: false });

describe('redacting a client from free text', () => {
  it('finds the name in any case and with or without accents, only as whole words', () => {
    expect(redactText('Reunião com MARIA DA CONCEICAO amanhã', unlinked)).toBe(
      'Reunião com Cliente anonimizado x amanhã',
    );
    expect(redactText('Mariana da Conceição Lima', unlinked)).toBe('Mariana da Conceição Lima');
    // The first name alone only in her own records.
    expect(redactText('Ligar para Maria', linked)).toBe('Ligar para Cliente anonimizado x');
    expect(redactText('Ligar para Maria', unlinked)).toBe('Ligar para Maria');
  });

  it('finds CPF, phone and CEP with or without punctuation, never inside a longer number', () => {
    expect(redactText('CPF 529.982.247-25 e 52998224725', unlinked)).toBe('CPF [CPF removido] e [CPF removido]');
    expect(redactText('Tel. +55 (11) 98765-4321 ou 98765 4321', unlinked)).toBe(
      'Tel. +55 [telefone removido] ou [telefone removido]',
    );
    expect(redactText('processo 152998224725', unlinked)).toBe('processo 152998224725');
    expect(redactText('CEP 01001-000', linked)).toBe('CEP [CEP removido]');
    expect(redactText('CEP 01001-000', unlinked)).toBe('CEP 01001-000');
  });

  it('finds the e-mail in any case and the street with its number in her own records', () => {
    expect(redactText('escreva para maria.c@exemplo.COM.br.', unlinked)).toBe('escreva para [e-mail removido].');
    expect(redactText('Praça da Sé, nº 12 — 3º andar', linked)).toBe('[endereço removido] — 3º andar');
  });

  it('a company keeps its CNPJ label; fields are patched only when they change, within their limits', () => {
    const company = redactionsFor(
      { ...maria, kind: 'PJ', name: 'Conceição Ltda', document: '11222333000181' },
      'Cliente anonimizado y',
      { linked: true },
    );
    expect(redactText('CNPJ 11.222.333/0001-81', company)).toBe('CNPJ [CNPJ removido]');
    expect(redactFields({ title: 'Sem dados', notes: '' }, ['title', 'notes'], linked)).toBeNull();
    expect(redactFields({ title: 'Maria', n: 1 }, ['title'], linked, { title: 10 })).toEqual({ title: 'Cliente an' });
  });
});
