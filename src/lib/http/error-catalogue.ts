/**
 * The spec's catalogue for failed mutations (§8), word for word. The UI owns these words:
 * the HTTP client (`client.ts`) and the data layer only report a status and the server's
 * answer; `mutationErrorToasts` turns that into the toasts to show.
 */
export interface ToastText {
  title: string;
  description?: string;
}

export const MUTATION_ERROR_CATALOGUE = {
  400: { title: 'Credenciais inválidas', description: 'Por favor tente novamente' },
  401: { title: 'Não autorizado', description: 'Sessão expirada, por favor faça login novamente' },
  403: { title: 'Sem permissão', description: 'Você não tem permissão para acessar este recurso' },
  404: { title: 'Não encontrado', description: 'Recurso não encontrado' },
  500: { title: 'Erro interno do servidor', description: 'Por favor tente novamente' },
} as const satisfies Record<number, Required<ToastText>>;

/** "Any other case" of the catalogue. */
export const UNKNOWN_ERROR = {
  title: 'Erro desconhecido',
  description: 'Por favor tente novamente',
} as const satisfies Required<ToastText>;

/** The catalogue's words for a status (a failed write, the sync's error); 'Erro desconhecido' for any other. */
export function catalogueText(status: number): Required<ToastText> {
  return MUTATION_ERROR_CATALOGUE[status as keyof typeof MUTATION_ERROR_CATALOGUE] ?? UNKNOWN_ERROR;
}

/** Why a mutation that needs the server is disabled while offline (never queued silently). */
export const NEEDS_CONNECTION_REASON = 'Disponível quando houver conexão';

/** What a failed call left to go on: the HTTP status (0 when no answer came) and the answer's body. */
export interface FailedCall {
  status: number;
  body?: unknown;
}

function messagesOf(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !('message' in body)) return [];
  const message = (body as { message: unknown }).message;
  if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  return typeof message === 'string' && message.trim() !== '' ? [message] : [];
}

/**
 * The toasts for a failed mutation, in order: a `message` list → one toast per item; a single
 * message → that text; otherwise by status (400/401/403/404/500), else 'Erro desconhecido'.
 * The server's own text is the toast's title (the spec names no other title for it).
 */
export function mutationErrorToasts(failure: FailedCall): ToastText[] {
  const messages = messagesOf(failure.body);
  if (messages.length > 0) return messages.map((title) => ({ title }));
  const known = MUTATION_ERROR_CATALOGUE[failure.status as keyof typeof MUTATION_ERROR_CATALOGUE];
  return [known ?? UNKNOWN_ERROR];
}
