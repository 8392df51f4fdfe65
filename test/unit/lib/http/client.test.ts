import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError, backend, backendBaseUrl, createBackendClient, setBackendIdTokenSource } from '@/lib/http';

/**
 * The HTTP client against a real HTTP server on 127.0.0.1 — a FAKE backend written here, which
 * records what it received and answers as the real one would (`{ statusCode, message, error }`).
 */
interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const received: Received[] = [];

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/api/ok') return reply(res, 200, { ok: true, echo: body ? JSON.parse(body) : null });
      if (req.url === '/api/list')
        return reply(res, 400, { statusCode: 400, message: ['email: E-mail inválido'], error: 'Bad Request' });
      if (req.url === '/api/forbidden')
        return reply(res, 403, {
          statusCode: 403,
          message: 'Sua função não permite convidar clientes',
          error: 'Forbidden',
        });
      if (req.url === '/api/html') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<h1>Bad Gateway</h1>');
      }
      if (req.url === '/api/slow') return void setTimeout(() => reply(res, 200, { late: true }), 1_000);
      if (req.url === '/api/empty') {
        res.writeHead(204);
        return res.end();
      }
      reply(res, 404, { statusCode: 404, message: 'Rota não encontrada', error: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (overrides: Partial<Parameters<typeof createBackendClient>[0]> = {}) =>
  createBackendClient({ baseUrl: () => base, getIdToken: async () => 'token-de-teste', timeoutMs: 300, ...overrides });

describe('backend HTTP client (against a fake server on 127.0.0.1)', () => {
  it('sends the ID token as Bearer, JSON in and out', async () => {
    received.length = 0;
    await expect(client().request('POST', '/ok', { clientId: 'c1' })).resolves.toEqual({
      ok: true,
      echo: { clientId: 'c1' },
    });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/ok', body: '{"clientId":"c1"}' });
    expect(received[0]!.headers).toMatchObject({
      authorization: 'Bearer token-de-teste',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('sends no body (and no content type) for a call without one', async () => {
    received.length = 0;
    await expect(client().request('DELETE', 'empty')).resolves.toBeUndefined();
    expect(received[0]).toMatchObject({ method: 'DELETE', url: '/api/empty', body: '' });
    expect(received[0]!.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['/list', 400, { statusCode: 400, message: ['email: E-mail inválido'], error: 'Bad Request' }],
    ['/forbidden', 403, { statusCode: 403, message: 'Sua função não permite convidar clientes', error: 'Forbidden' }],
    ['/nada', 404, { statusCode: 404, message: 'Rota não encontrada', error: 'Not Found' }],
    ['/html', 502, '<h1>Bad Gateway</h1>'],
  ])('a %s answer is a BackendError with its status and body', async (path, status, body) => {
    const error = await client()
      .request('GET', path)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'http', status, body });
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(client().request('GET', '/slow')).rejects.toMatchObject({ code: 'timeout', status: 0 });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports a server that is not there as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(client({ baseUrl: () => `http://127.0.0.1:${port}/api` }).request('GET', '/ok')).rejects.toMatchObject(
      { code: 'network' },
    );
  });

  it('calls nothing without a signed-in person or without a backend', async () => {
    received.length = 0;
    await expect(client({ getIdToken: async () => null }).request('GET', '/ok')).rejects.toMatchObject({
      code: 'unauthenticated',
      status: 401,
    });
    const none = client({ baseUrl: () => undefined });
    expect(none.available()).toBe(false);
    await expect(none.request('GET', '/ok')).rejects.toMatchObject({ code: 'unavailable' });
    expect(received).toHaveLength(0);
  });
});

describe("the app's backend client", () => {
  it('takes its URL from the build and the token from the source Auth registered', async () => {
    vi.stubEnv('VITE_BACKEND_URL', base);
    try {
      received.length = 0;
      await expect(backend.request('POST', '/ok', {})).rejects.toMatchObject({ code: 'unauthenticated' });
      setBackendIdTokenSource(async () => 'token-registrado');
      await expect(backend.request('POST', '/ok', { a: 1 })).resolves.toMatchObject({ ok: true });
      expect(received[0]!.headers.authorization).toBe('Bearer token-registrado');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('backendBaseUrl', () => {
  const demo = { demo: true, projectId: 'demo-advocacia' };
  it('uses VITE_BACKEND_URL when set, the Functions emulator for the demo project, /api on a real project', () => {
    expect(backendBaseUrl(demo, { VITE_BACKEND_URL: 'https://api.escritorio.example/api/' })).toBe(
      'https://api.escritorio.example/api',
    );
    expect(backendBaseUrl(demo, { VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001' })).toBe(
      'http://127.0.0.1:5001/demo-advocacia/southamerica-east1/api',
    );
    expect(backendBaseUrl(demo, {})).toBeUndefined();
    expect(backendBaseUrl({ demo: false, projectId: 'escritorio-prod' }, {})).toBe('/api');
  });
});
