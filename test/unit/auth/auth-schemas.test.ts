import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LoginSchema, SignUpSchema } from '@/features/auth/auth-schemas';
import { fieldErrors } from '@/lib/forms/use-form';

const valid = {
  displayName: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  password: 'segredo-forte-123',
  cpf: '52998224725',
  phoneNumber: '11987654321',
  role: 'advogado',
};

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('sign-up validation (spec §5 messages)', () => {
  it('accepts a complete, valid payload', () => {
    expect(errorsOf(SignUpSchema, valid)).toEqual({});
  });

  it('requires every field', () => {
    const errors = errorsOf(SignUpSchema, {
      ...valid,
      displayName: '  ',
      email: '',
      password: '',
      cpf: '',
      phoneNumber: '',
    });
    expect(errors).toEqual({
      displayName: 'Campo obrigatório',
      email: 'Campo obrigatório',
      password: 'Campo obrigatório',
      cpf: 'Campo obrigatório',
      phoneNumber: 'Campo obrigatório',
    });
  });

  it('gives the exact messages for e-mail, phone, CPF and lengths', () => {
    const errors = errorsOf(SignUpSchema, {
      ...valid,
      displayName: 'Al',
      email: 'ana@',
      password: '123',
      cpf: '529.982.247-25',
      phoneNumber: '1234',
    });
    expect(errors).toEqual({
      displayName: 'Mínimo de 3 caracteres',
      email: 'Email inválido',
      password: 'Mínimo de 12 caracteres',
      cpf: 'CPF não pode conter traços e nem pontos',
      phoneNumber: 'Telefone inválido',
    });
    expect(errorsOf(SignUpSchema, { ...valid, password: 'x'.repeat(65) })).toEqual({
      password: 'Máximo de 64 caracteres',
    });
  });

  it("refuses a password under 12 characters ('123456' and 11 characters) and takes 12", () => {
    expect(errorsOf(SignUpSchema, { ...valid, password: '123456' })).toEqual({ password: 'Mínimo de 12 caracteres' });
    expect(errorsOf(SignUpSchema, { ...valid, password: 'a'.repeat(11) })).toEqual({
      password: 'Mínimo de 12 caracteres',
    });
    expect(errorsOf(SignUpSchema, { ...valid, password: 'a'.repeat(12) })).toEqual({});
  });

  it('does not trim a password: spaces around 11 characters do not make 12', () => {
    expect(v.parse(SignUpSchema, { ...valid, password: ' abcdefghijk ' }).password).toBe(' abcdefghijk ');
  });

  it('rejects a CPF with wrong check digits', () => {
    expect(errorsOf(SignUpSchema, { ...valid, cpf: '52998224724' })).toEqual({ cpf: 'CPF inválido' });
  });

  it('offers only Advogado(a) and Atendente: admin and cliente cannot be self-assigned', () => {
    expect(errorsOf(SignUpSchema, { ...valid, role: 'admin' })).toHaveProperty('role');
    expect(errorsOf(SignUpSchema, { ...valid, role: 'cliente' })).toHaveProperty('role');
    expect(errorsOf(SignUpSchema, { ...valid, role: 'atendente' })).toEqual({});
  });

  it('stores the phone as digits even when typed with a mask', () => {
    const out = v.parse(SignUpSchema, { ...valid, phoneNumber: '(11) 98765-4321' });
    expect(out.phoneNumber).toBe('11987654321');
  });
});

describe('login validation', () => {
  it('uses username (the e-mail) and password, per spec §7', () => {
    expect(errorsOf(LoginSchema, { username: '', password: '' })).toEqual({
      username: 'Campo obrigatório',
      password: 'Campo obrigatório',
    });
    expect(errorsOf(LoginSchema, { username: 'nao-e-email', password: 'x' })).toEqual({ username: 'Email inválido' });
  });
});
