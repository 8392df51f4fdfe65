/**
 * Errors in the shape the app's HTTP client expects (spec §8, `src/lib/http`):
 * `{ statusCode, message: string | string[], error }`. `message` is shown to the person as it
 * is (a list: one toast per item), so it is pt-BR and names no internal detail.
 */
export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  500: 'Internal Server Error',
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages);
    this.name = 'HttpError';
  }

  get body(): ErrorBody {
    return { statusCode: this.statusCode, message: this.messages, error: REASONS[this.statusCode] ?? 'Error' };
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Por favor tente novamente';

/** The answer for anything thrown by a handler: its own HttpError, else a 500 that leaks nothing. */
export function errorResponse(error: unknown): { status: number; body: ErrorBody } {
  const known = error instanceof HttpError ? error : new HttpError(500, INTERNAL_ERROR_MESSAGE);
  return { status: known.statusCode, body: known.body };
}
