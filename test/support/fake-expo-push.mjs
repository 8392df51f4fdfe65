// A FAKE of Expo's push endpoint (https://exp.host/--/api/v2/push/send), on 127.0.0.1: the real
// one is on the internet and sends to real phones. It records every request as received and
// answers as Expo documents it: one ticket per message, in order; a token in `unregistered`
// gets `{ status: 'error', details: { error: 'DeviceNotRegistered' } }`. `failNext(n, status)`
// makes the next n requests fail with that HTTP status (Expo's 429/5xx), to test retries.
import { createServer } from 'node:http';

/** @returns {Promise<{ url: string, requests: { method: string, path: string, status: number, headers: Record<string, string | string[] | undefined>, body: any }[], unregistered: Set<string>, failNext(n: number, status?: number): void, messages(): any[], close(): Promise<void> }>} */
export async function startFakeExpoPush() {
  const requests = [];
  const unregistered = new Set();
  let failures = [];
  let ticketCounter = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* recorded as null */
      }
      const record = { method: req.method, path: req.url, headers: req.headers, body, status: 200 };
      requests.push(record);
      const failure = failures.shift();
      if (failure) {
        record.status = failure;
        res.writeHead(failure, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'fake outage' }] }));
        return;
      }
      if (!Array.isArray(body)) {
        record.status = 400;
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ code: 'VALIDATION_ERROR', message: 'expected an array of messages' }] }));
        return;
      }
      const data = body.map((m) =>
        unregistered.has(m.to)
          ? {
              status: 'error',
              message: `"${m.to}" is not a registered push notification recipient`,
              details: { error: 'DeviceNotRegistered', expoPushToken: m.to },
            }
          : { status: 'ok', id: `ticket-${++ticketCounter}` },
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/--/api/v2/push/send`,
    requests,
    unregistered,
    failNext(n, status = 502) {
      failures = [...failures, ...Array.from({ length: n }, () => status)];
    },
    /** Every message received by requests that were answered 200, in order. */
    messages() {
      return requests.filter((r) => r.status === 200).flatMap((r) => (Array.isArray(r.body) ? r.body : []));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
