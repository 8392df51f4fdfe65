import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase-auth';

export const OFFLINE_PASSWORD_MESSAGE =
  'Sem conexão. A troca de senha precisa do servidor: conecte-se à internet e tente de novo.';

/** A failure to show under the form, already in the user's words. */
export class PasswordChangeError extends Error {
  constructor(
    message: string,
    readonly field?: 'current' | 'next',
  ) {
    super(message);
    this.name = 'PasswordChangeError';
  }
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
}

/** Firebase Auth errors of reauthentication/updatePassword, in pt-BR. */
export function passwordErrorMessage(error: unknown): PasswordChangeError {
  switch (codeOf(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return new PasswordChangeError('Senha atual incorreta.', 'current');
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return new PasswordChangeError('Senha muito fraca, tente uma mais forte!', 'next');
    case 'auth/too-many-requests':
      return new PasswordChangeError('Muitas tentativas, tente mais tarde!');
    case 'auth/network-request-failed':
      return new PasswordChangeError(OFFLINE_PASSWORD_MESSAGE);
    case 'auth/user-mismatch':
    case 'auth/user-not-found':
    case 'auth/requires-recent-login':
      return new PasswordChangeError('Sua sessão expirou. Saia e entre de novo para trocar a senha.');
    default:
      return new PasswordChangeError('Não foi possível trocar a senha. Tente de novo.');
  }
}

/**
 * Online only: Firebase requires a recent sign-in to change a password, so the current
 * password is checked again (reauthenticateWithCredential) before updatePassword.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  if (!navigator.onLine) throw new PasswordChangeError(OFFLINE_PASSWORD_MESSAGE);
  const user = getFirebaseAuth().currentUser;
  if (!user?.email) throw new PasswordChangeError('Sua sessão expirou. Saia e entre de novo para trocar a senha.');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
    await updatePassword(user, next);
  } catch (error) {
    throw passwordErrorMessage(error);
  }
}
