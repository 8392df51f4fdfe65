import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, vi } from 'vitest';
import { setBackendIdTokenSource } from '@/lib/http';

/**
 * A FAKE BACKEND (a test double) for component tests: a real HTTP server on 127.0.0.1 that
 * answers the CORS preflight a browser sends (Authorization + JSON) like the deployed
 * functions' `cors: true`, records what it received, and is where the app's own backend client
 * is pointed (VITE_BACKEND_URL). Nothing of the app is mocked. Call at the top of a test file:
 * it starts in beforeAll and stops in afterAll.
 */
export interface ReceivedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
}

export type Reply = (status: number, body: unknown) => void;

/** `answer` replies and returns true for the routes it plays; anything else is a 404 'Rota não encontrada'. */
export function startFakeBackend(answer: (req: IncomingMessage, reply: Reply) => boolean): {
  received: ReceivedRequest[];
} {
  const received: ReceivedRequest[] = [];
  let server: Server;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const reply: Reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET,POST,DELETE,OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      return res.end();
    }
    received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    if (!answer(req, reply)) reply(404, { statusCode: 404, message: 'Rota não encontrada', error: 'Not Found' });
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => handle(req, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The app's backend client reads its base URL once, on first use: set it before any render.
    vi.stubEnv('VITE_BACKEND_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
    setBackendIdTokenSource(async () => 'token-de-teste');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { received };
}
