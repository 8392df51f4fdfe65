import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  requiredString,
  optionalString,
  optionalField,
  email,
  phoneDigits,
  cpfDigits,
  cnpj,
  cep,
  uf,
  cnjNumber,
  oabNumber,
  oabRegistration,
  isoDate,
  dateInput,
  isoDateTime,
  minLength,
  maxLength,
} from '@/lib/validation';

/** The first message, or the output when valid — what a form shows under the field. */
function check(schema: v.GenericSchema, input: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const r = v.safeParse(schema, input);
  return r.success ? { ok: true, value: r.output } : { ok: false, message: r.issues[0].message };
}
const fail = (message: string) => ({ ok: false, message });
const ok = (value: unknown) => ({ ok: true, value });

describe('requiredString / optionalString', () => {
  it('requires non-blank text, trimmed', () => {
    const s = requiredString();
    expect(check(s, undefined)).toEqual(fail('Campo obrigatório'));
    expect(check(s, null)).toEqual(fail('Campo obrigatório'));
    expect(check(s, '')).toEqual(fail('Campo obrigatório'));
    expect(check(s, '   ')).toEqual(fail('Campo obrigatório'));
    expect(check(s, '  Maria  ')).toEqual(ok('Maria'));
  });
  it('applies min/max with the exact messages', () => {
    const s = requiredString({ min: 3, max: 5 });
    expect(check(s, 'ab')).toEqual(fail('Mínimo de 3 caracteres'));
    expect(check(s, 'abcdef')).toEqual(fail('Máximo de 5 caracteres'));
    expect(check(s, 'abc')).toEqual(ok('abc'));
    expect(check(s, 'abcde')).toEqual(ok('abcde'));
  });
  it('optionalString accepts missing/blank as "" but checks present values', () => {
    const s = optionalString({ max: 4 });
    expect(check(s, undefined)).toEqual(ok(''));
    expect(check(s, null)).toEqual(ok(''));
    expect(check(s, '  ')).toEqual(ok(''));
    expect(check(s, 'abcd')).toEqual(ok('abcd'));
    expect(check(s, 'abcde')).toEqual(fail('Máximo de 4 caracteres'));
  });
  it('minLength/maxLength pipes carry the exact messages', () => {
    const s = v.pipe(v.string(), minLength(2), maxLength(3));
    expect(check(s, 'a')).toEqual(fail('Mínimo de 2 caracteres'));
    expect(check(s, 'abcd')).toEqual(fail('Máximo de 3 caracteres'));
    expect(check(s, 'ab')).toEqual(ok('ab'));
  });
});

describe('email', () => {
  it('validates and stores lower-case', () => {
    expect(check(email(), 'Ana.Souza@Exemplo.com.br')).toEqual(ok('ana.souza@exemplo.com.br'));
    expect(check(email(), 'ana@')).toEqual(fail('Email inválido'));
    expect(check(email(), 'ana souza@x.com')).toEqual(fail('Email inválido'));
    expect(check(email(), '')).toEqual(fail('Campo obrigatório'));
  });
  it('optionalField(email()) allows blank but not a bad address', () => {
    const s = optionalField(email());
    expect(check(s, '')).toEqual(ok(''));
    expect(check(s, 'x')).toEqual(fail('Email inválido'));
  });
});

describe('cpfDigits', () => {
  it('stores a valid CPF as digits', () => {
    expect(check(cpfDigits(), '52998224725')).toEqual(ok('52998224725'));
  });
  it("rejects dots or dashes with the spec's message", () => {
    expect(check(cpfDigits(), '529.982.247-25')).toEqual(fail(MESSAGES.cpf));
    expect(check(cpfDigits(), '529982247-25')).toEqual(fail('CPF não pode conter traços e nem pontos'));
    expect(check(cpfDigits(), '529.98224725')).toEqual(fail('CPF não pode conter traços e nem pontos'));
  });
  it("rejects wrong check digits, length and all-equal with 'CPF inválido'", () => {
    expect(check(cpfDigits(), '52998224726')).toEqual(fail('CPF inválido'));
    expect(check(cpfDigits(), '5299822472')).toEqual(fail('CPF inválido'));
    expect(check(cpfDigits(), '11111111111')).toEqual(fail('CPF inválido'));
  });
  it('requires a value', () => {
    expect(check(cpfDigits(), '')).toEqual(fail('Campo obrigatório'));
  });
});

describe('cnpj', () => {
  it('stores numeric and alphanumeric CNPJs unmasked, upper-case', () => {
    expect(check(cnpj(), '11.222.333/0001-81')).toEqual(ok('11222333000181'));
    expect(check(cnpj(), '12.abc.345/01de-35')).toEqual(ok('12ABC34501DE35'));
  });
  it("rejects wrong DVs with 'CNPJ inválido'", () => {
    expect(check(cnpj(), '12ABC34501DE36')).toEqual(fail('CNPJ inválido'));
  });
});

describe('phoneDigits', () => {
  it('accepts masked or bare numbers and stores digits', () => {
    expect(check(phoneDigits(), '(11) 98765-4321')).toEqual(ok('11987654321'));
    expect(check(phoneDigits(), '+55 11 3456-7890')).toEqual(ok('551134567890'));
  });
  it("rejects bad numbers with 'Telefone inválido'", () => {
    expect(check(phoneDigits(), '(01) 98765-4321')).toEqual(fail('Telefone inválido'));
    expect(check(phoneDigits(), '11 8765-4321a')).toEqual(fail('Telefone inválido'));
  });
});

describe('cep / uf', () => {
  it('cep accepts masked or bare and stores digits', () => {
    expect(check(cep(), '01310-100')).toEqual(ok('01310100'));
    expect(check(cep(), '0131-010')).toEqual(fail('CEP inválido'));
    expect(check(cep(), 'abcdefgh')).toEqual(fail('CEP inválido'));
  });
  it('uf upper-cases and checks the 27 codes', () => {
    expect(check(uf(), 'sp')).toEqual(ok('SP'));
    expect(check(uf(), 'XX')).toEqual(fail('UF inválido'));
    expect(check(uf(), '')).toEqual(fail('Campo obrigatório'));
  });
});

describe('cnjNumber / oab', () => {
  it('cnjNumber validates DVs and stores 20 digits', () => {
    expect(check(cnjNumber(), '0000002-65.2005.4.05.8100')).toEqual(ok('00000026520054058100'));
    expect(check(cnjNumber(), '0000002-66.2005.4.05.8100')).toEqual(fail('Número CNJ inválido'));
  });
  it('oabNumber validates the format and normalizes', () => {
    expect(check(oabNumber(), '123.456')).toEqual(ok('123456'));
    expect(check(oabNumber(), '98765-a')).toEqual(ok('98765A'));
    expect(check(oabNumber(), '12345C')).toEqual(fail('Número da OAB inválido'));
    expect(check(oabNumber(), '0')).toEqual(fail('Número da OAB inválido'));
  });
  it('oabRegistration checks the pair', () => {
    expect(check(oabRegistration(), { uf: 'sp', number: '123456' })).toEqual(ok({ uf: 'SP', number: '123456' }));
    expect(check(oabRegistration(), { uf: 'ZZ', number: '123456' })).toEqual(fail('UF inválido'));
  });
});

describe('dates', () => {
  it("isoDate: real YYYY-MM-DD days, 'Data inválida' otherwise", () => {
    expect(check(isoDate(), '2024-02-29')).toEqual(ok('2024-02-29'));
    expect(check(isoDate(), '2023-02-29')).toEqual(fail('Data inválida'));
    expect(check(isoDate(), '29/02/2024')).toEqual(fail('Data inválida'));
  });
  it('isoDate honours min/max (e.g. birth date not in the future)', () => {
    const birth = isoDate({ min: '1900-01-01', max: '2025-06-01' });
    expect(check(birth, '2025-06-01')).toEqual(ok('2025-06-01'));
    expect(check(birth, '2025-06-02')).toEqual(fail('Data inválida'));
    expect(check(birth, '1899-12-31')).toEqual(fail('Data inválida'));
  });
  it('dateInput converts DD/MM/YYYY to ISO', () => {
    expect(check(dateInput(), '05/03/2024')).toEqual(ok('2024-03-05'));
    expect(check(dateInput(), '31/02/2024')).toEqual(fail('Data inválida'));
    expect(check(dateInput({ max: '2024-01-01' }), '02/01/2024')).toEqual(fail('Data inválida'));
  });
  it('isoDateTime requires an instant with zone', () => {
    expect(check(isoDateTime(), '2024-05-01T13:00:00.000Z')).toEqual(ok('2024-05-01T13:00:00.000Z'));
    expect(check(isoDateTime(), '2024-05-01 13:00')).toEqual(fail('Data inválida'));
  });
});

describe('composition in a form schema', () => {
  it('reports each field with its message', () => {
    const client = v.object({
      nome: requiredString({ min: 3, max: 120 }),
      cpf: cpfDigits(),
      email: optionalField(email()),
      telefone: phoneDigits(),
      cep: cep(),
      uf: uf(),
    });
    const r = v.safeParse(client, { nome: 'Jo', cpf: '529.982.247-25', email: 'x', telefone: '1', cep: '1', uf: 'ZZ' });
    if (r.success) throw new Error('expected the form to be invalid');
    const flat = v.flatten<typeof client>(r.issues);
    expect(flat.nested).toEqual({
      nome: ['Mínimo de 3 caracteres'],
      cpf: ['CPF não pode conter traços e nem pontos'],
      email: ['Email inválido'],
      telefone: ['Telefone inválido'],
      cep: ['CEP inválido'],
      uf: ['UF inválido'],
    });
  });
});
