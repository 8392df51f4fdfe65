import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_TITLE, AuthFlowError, loginErrorMessage, signUpErrorMessage } from '@/features/auth/auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('login error catalogue (spec §8)', () => {
  it('uses the title of the catalogue', () => {
    expect(AUTH_ERROR_TITLE).toBe('Erro ao fazer login');
  });

  it.each([
    ['auth/user-not-found', 'Usuário não encontrado!'],
    ['auth/wrong-password', 'Senha incorreta!'],
    ['auth/too-many-requests', 'Muitas tentativas, tente mais tarde!'],
    ['auth/invalid-email', 'Email inválido!'],
    ['auth/invalid-credential', 'Dados inválidos!'],
    ['auth/network-request-failed', 'Não foi possível fazer o login!'],
    ['auth/internal-error', 'Não foi possível fazer o login!'],
  ])('%s → %s', (code, message) => {
    expect(loginErrorMessage(firebaseError(code))).toBe(message);
  });

  it('falls back for errors without a code (offline, crashes)', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Não foi possível fazer o login!');
    expect(loginErrorMessage(undefined)).toBe('Não foi possível fazer o login!');
  });

  it('keeps the message of the app’s own flow errors (missing user document)', () => {
    expect(loginErrorMessage(new AuthFlowError('auth/user-not-found', 'Usuário não encontrado!'))).toBe(
      'Usuário não encontrado!',
    );
  });
});

describe('sign-up error catalogue (spec §8)', () => {
  it.each([
    ['auth/email-already-in-use', 'Email já cadastrado!'],
    ['auth/weak-password', 'Senha muito fraca, tente uma mais forte!'],
    // A project's password policy (Identity Platform) refuses a long but common password.
    ['auth/password-does-not-meet-requirements', 'Senha muito fraca, tente uma mais forte!'],
    ['auth/invalid-email', 'Email inválido!'],
    ['auth/operation-not-allowed', 'Não foi possível criar o usuário!'],
    ['auth/network-request-failed', 'Não foi possível criar o usuário!'],
  ])('%s → %s', (code, message) => {
    expect(signUpErrorMessage(firebaseError(code))).toBe(message);
  });
});
