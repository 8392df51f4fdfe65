import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchWithRetry, type RetryInfo } from '../../functions/src/http-retry';
import { startFakeHttpServer, type FakeHttpServer } from '../support/fake-http-server.mjs';

/**
 * The backend's one retry policy for outside APIs (functions/src/http-retry.ts: DataJud, DJEN,
 * Expo's push), against a local server answering as scripted: 429, 5xx and a dropped or silent
 * connection are asked again after an exponential back-off until the attempts run out; any other
 * answer goes to the caller at once. The waits are recorded, not slept.
 */
describe('fetchWithRetry', () => {
  let server: FakeHttpServer;
  let silent = false;
  const waits: number[] = [];
  const retries: RetryInfo[] = [];
  const policy = { attempts: 3, retryBaseMs: 100, timeoutMs: 2000 };
  const options = {
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    onRetry: (info: RetryInfo) => retries.push(info),
  };
  const read = (response: Response, text: string) => ({ status: response.status, text });

  beforeAll(async () => {
    server = await startFakeHttpServer((req, send) => {
      if (silent) return; // never answers: the try times out
      send(req.path === '/gone' ? 404 : 200, { ok: req.path });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    waits.length = 0;
    retries.length = 0;
    silent = false;
  });

  it('asks again after 429 and 5xx, doubling the wait, and reads the answer that comes', async () => {
    server.failNext(429, 503);
    const result = await fetchWithRetry(`${server.url}/x`, { method: 'POST', body: '{"a":1}' }, policy, read, options);
    expect(result).toEqual({ status: 200, text: '{"ok":"/x"}' });
    expect(server.requests.map((r) => [r.method, r.status, r.body])).toEqual([
      ['POST', 429, { a: 1 }],
      ['POST', 503, { a: 1 }],
      ['POST', 200, { a: 1 }],
    ]);
    expect(waits).toEqual([100, 200]);
    expect(retries).toEqual([
      { attempt: 1, waitMs: 100, failure: 'rate-limited', httpStatus: 429 },
      { attempt: 2, waitMs: 200, failure: 'server-error', httpStatus: 503 },
    ]);
  });

  it('asks again when the connection drops or the answer does not come in time', async () => {
    server.failNext('network');
    expect(await fetchWithRetry(`${server.url}/x`, {}, policy, read, options)).toMatchObject({ status: 200 });
    expect(retries).toEqual([{ attempt: 1, waitMs: 100, failure: 'network', httpStatus: null }]);

    silent = true;
    const started = Date.now();
    const result = await fetchWithRetry(
      `${server.url}/x`,
      {},
      { ...policy, attempts: 2, timeoutMs: 200 },
      read,
      options,
    );
    expect(result).toEqual({ kind: 'unavailable', failure: 'network', httpStatus: null, attempts: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 190);
  });

  it('gives up after the last attempt with the last failure', async () => {
    server.failNext(502, 429, 502);
    const result = await fetchWithRetry(`${server.url}/x`, {}, policy, read, options);
    expect(result).toEqual({ kind: 'unavailable', failure: 'server-error', httpStatus: 502, attempts: 3 });
    expect(server.requests).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it('hands any other answer to the caller at once (a 4xx is not asked again)', async () => {
    const result = await fetchWithRetry(`${server.url}/gone`, {}, policy, read, options);
    expect(result).toEqual({ status: 404, text: '{"ok":"/gone"}' });
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});
