// A FAKE of Expo's push endpoint (https://exp.host/--/api/v2/push/send), on 127.0.0.1: the real
// one is on the internet and sends to real phones. It records every request as received and
// answers as Expo documents it: one ticket per message, in order; a token in `unregistered`
// gets `{ status: 'error', details: { error: 'DeviceNotRegistered' } }`. `failNext(n, status)`
// makes the next n requests fail with that HTTP status (Expo's 429/5xx), to test retries.
import { startFakeHttpServer } from './fake-http-server.mjs';

/** @returns {Promise<import('./fake-expo-push.d.mts').FakeExpoPush>} */
export async function startFakeExpoPush() {
  const unregistered = new Set();
  let ticketCounter = 0;
  const server = await startFakeHttpServer(
    (req, send) => {
      if (!Array.isArray(req.body))
        return send(400, { errors: [{ code: 'VALIDATION_ERROR', message: 'expected an array of messages' }] });
      const data = req.body.map((m) =>
        unregistered.has(m.to)
          ? {
              status: 'error',
              message: `"${m.to}" is not a registered push notification recipient`,
              details: { error: 'DeviceNotRegistered', expoPushToken: m.to },
            }
          : { status: 'ok', id: `ticket-${++ticketCounter}` },
      );
      send(200, { data });
    },
    { failureBody: () => ({ errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'fake outage' }] }) },
  );
  return {
    url: `${server.url}/--/api/v2/push/send`,
    requests: server.requests,
    unregistered,
    failNext(n, status = 502) {
      server.failNext(...Array.from({ length: n }, () => status));
    },
    /** Every message received by requests that were answered 200, in order. */
    messages() {
      return server.requests.filter((r) => r.status === 200).flatMap((r) => (Array.isArray(r.body) ? r.body : []));
    },
    close: server.close,
  };
}
