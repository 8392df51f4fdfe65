/**
 * The one HTTP client for calls to the firm's backend (Cloud Functions, `functions/`): the
 * signed-in person's Firebase ID token in `Authorization: Bearer`, JSON both ways, a timeout.
 * It reports facts, not words: a failure is a `BackendError` with a code and, when the server
 * answered, its status and body (`{ statusCode, message, error }`); `error-catalogue.ts` and
 * `mutation-errors.ts` word it.
 */

export type BackendErrorCode =
  /** The server answered with a status outside 2xx (see `status`, `body`). */
  | 'http'
  /** No answer within the timeout. */
  | 'timeout'
  /** The request never reached a server (offline, refused, DNS, CORS). */
  | 'network'
  /** This build has no backend configured (see `backend.ts`). */
  | 'unavailable'
  /** Nobody is signed in, so there is no ID token to send. */
  | 'unauthenticated';

export class BackendError extends Error {
  constructor(
    readonly code: BackendErrorCode,
    /** HTTP status; 0 when no answer came. */
    readonly status = 0,
    /** The parsed JSON body of the answer (or its text when it was not JSON). */
    readonly body: unknown = undefined,
  ) {
    super(`backend ${code}${status ? ` ${status}` : ''}`);
    this.name = 'BackendError';
  }
}

export interface BackendClientOptions {
  /** Base URL of the backend's API, without a trailing slash; undefined = no backend in this build. */
  baseUrl: () => string | undefined;
  /** The signed-in person's ID token, or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BackendClient {
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** Whether this build has a backend to call at all. */
  available(): boolean;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createBackendClient(options: BackendClientOptions): BackendClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    available: () => Boolean(options.baseUrl()),
    async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
      const baseUrl = options.baseUrl();
      if (!baseUrl) throw new BackendError('unavailable');
      const token = await options.getIdToken();
      if (!token) throw new BackendError('unauthenticated', 401);
      const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        let response: Response;
        try {
          response = await doFetch(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
            method,
            headers: {
              Authorization: `Bearer ${token}`,
              Accept: 'application/json',
              ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: controller.signal,
          });
        } catch {
          throw new BackendError(controller.signal.aborted ? 'timeout' : 'network');
        }
        const parsed = await readBody(response).catch(() => {
          throw new BackendError(controller.signal.aborted ? 'timeout' : 'network', response.status);
        });
        if (!response.ok) throw new BackendError('http', response.status, parsed);
        return parsed as T;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
