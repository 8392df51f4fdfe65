/** The spec's error catalogue (section 8) for login and sign-up. */
export const AUTH_ERROR_TITLE = 'Erro ao fazer login';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado!';
export const CLIENT_ACCOUNT_MESSAGE =
  'Esta conta é de cliente. Use o aplicativo do escritório no seu celular; este sistema é só para a equipe.';

const LOGIN_MESSAGES: Record<string, string> = {
  'auth/user-not-found': USER_NOT_FOUND_MESSAGE,
  'auth/wrong-password': 'Senha incorreta!',
  'auth/too-many-requests': 'Muitas tentativas, tente mais tarde!',
  'auth/invalid-email': 'Email inválido!',
  'auth/invalid-credential': 'Dados inválidos!',
  'auth/invalid-login-credentials': 'Dados inválidos!',
};
export const LOGIN_FALLBACK_MESSAGE = 'Não foi possível fazer o login!';

export const WEAK_PASSWORD_MESSAGE = 'Senha muito fraca, tente uma mais forte!';

const SIGN_UP_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'Email já cadastrado!',
  // The form already asks for 12 characters; these come from the server's own rules — a
  // project's password policy refuses a long but common password with the second code.
  'auth/weak-password': WEAK_PASSWORD_MESSAGE,
  'auth/password-does-not-meet-requirements': WEAK_PASSWORD_MESSAGE,
  'auth/invalid-email': 'Email inválido!',
};
export const SIGN_UP_FALLBACK_MESSAGE = 'Não foi possível criar o usuário!';

/** Errors of our own that carry a message meant for the user as-is. */
export class AuthFlowError extends Error {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthFlowError';
  }
}

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof AuthFlowError) return error.message;
  const code = codeOf(error);
  return (code && LOGIN_MESSAGES[code]) || LOGIN_FALLBACK_MESSAGE;
}

export function signUpErrorMessage(error: unknown): string {
  if (error instanceof AuthFlowError) return error.message;
  const code = codeOf(error);
  return (code && SIGN_UP_MESSAGES[code]) || SIGN_UP_FALLBACK_MESSAGE;
}
