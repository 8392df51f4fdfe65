// The plumbing the fakes of outside HTTP APIs share (fake-datajud, fake-djen, fake-expo-push): a
// server on 127.0.0.1 on a free port that reads each request's JSON body, records every request
// as received (with the status it was answered, 0 for a dropped connection), plays queued
// failures before the fake's own answer, and closes. The fake answers the rest through `handle`.
import { createServer } from 'node:http';

/**
 * @param {import('./fake-http-server.d.mts').FakeHandler} handle
 * @param {{ failureBody?: (status: number) => unknown, headers?: Record<string, string> }} [options]
 * @returns {Promise<import('./fake-http-server.d.mts').FakeHttpServer>}
 */
export async function startFakeHttpServer(
  handle,
  { failureBody = () => ({ message: 'fake outage' }), headers = {} } = {},
) {
  const requests = [];
  let failures = [];
  const server = createServer((req, res) => {
    // On arrival, before the body: what a test of request spacing measures.
    const at = Date.now();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* recorded as null */
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const record = {
        at,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        status: 200,
      };
      requests.push(record);
      const send = (status, payload) => {
        record.status = status;
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(payload));
      };
      const failure = failures.shift();
      if (failure === 'network') {
        record.status = 0;
        req.socket.destroy();
        return;
      }
      if (failure) return send(failure, failureBody(failure));
      handle(record, send);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    failNext: (...f) => {
      failures = [...failures, ...f];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
