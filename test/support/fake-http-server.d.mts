// The plumbing the fakes of outside HTTP APIs share: see fake-http-server.mjs.
import type { IncomingHttpHeaders } from 'node:http';

export interface FakeHttpRequest {
  /** When it arrived (Date.now()). */
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body, null when there is none or it is not JSON. */
  body: unknown;
  /** The status it was answered with; 0 for a dropped connection. */
  status: number;
}

export type FakeHandler = (request: FakeHttpRequest, send: (status: number, payload: unknown) => void) => void;

export interface FakeHttpServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  requests: FakeHttpRequest[];
  /** The next requests fail, in order: an HTTP status (429/5xx) or a dropped connection ('network'). */
  failNext(...failures: (number | 'network')[]): void;
  close(): Promise<void>;
}

export function startFakeHttpServer(
  handle: FakeHandler,
  options?: { failureBody?: (status: number) => unknown; headers?: Record<string, string> },
): Promise<FakeHttpServer>;
