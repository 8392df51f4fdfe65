// A FAKE Web Push service (RFC 8030) on 127.0.0.1, standing in for the browsers' push services
// (FCM, Mozilla autopush, Apple's) which are on the internet. It does what a real one checks and
// more than a real one can: for each subscription it made (`subscribe()`: a real P-256 key pair
// and a 16-byte auth secret, made with node:crypto, whose public parts the test hands to the
// backend), it
// - accepts `POST /push/<id>` with `TTL` and `Content-Encoding: aes128gcm`;
// - verifies the VAPID JWT (RFC 8292: `Authorization: vapid t=<ES256 JWT>, k=<public key>`; aud =
//   this origin, exp within 24 h, sub a mailto:/https: contact), and the key when told which;
// - DECRYPTS the body (RFC 8291) with the subscription's private key and auth secret, as the
//   browser would, and records the plaintext (JSON-parsed) with what arrived;
// - answers 201, or what it was told for that subscription (`respondWith(endpoint, 404 | 410 | 500)`).
// `npm start` runs it too (scripts/start.mjs): `POST /subscriptions` makes a subscription whose
// keys stay here (answer: { endpoint, keys }, to PUT to the backend as a device), and `onReceive`
// prints what arrives, decrypted.
// Written from the RFCs with node:crypto alone (not with web-push's own helpers), so it checks the
// backend's use of the library rather than agreeing with it by construction.
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer } from 'node:http';

const b64u = (buf) => Buffer.from(buf).toString('base64url');
const fromB64u = (s) => Buffer.from(s, 'base64url');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: the plaintext of one aes128gcm body, or throws why not. */
export function decryptAes128gcm(body, { privateKey, publicKey, authSecret }) {
  if (body.length < 21 + 65 + 17) throw new Error('body too short');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  if (idlen !== 65) throw new Error(`keyid must be the 65-byte sender key, got ${idlen}`);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record (the backend sends one)');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter (0x02)');
  return padded.subarray(0, end);
}

/** RFC 8292: the claims of a valid `vapid t=…, k=…` header for `origin`, or throws why it is not. */
export function verifyVapid(authorization, origin, nowMs = Date.now()) {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)\s*$/.exec(authorization ?? '');
  if (!m) throw new Error('no "vapid t=…, k=…" authorization');
  const [jwt, k] = [m[1], m[2]];
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new Error('malformed JWT');
  const header = JSON.parse(fromB64u(parts[0]).toString('utf8'));
  const claims = JSON.parse(fromB64u(parts[1]).toString('utf8'));
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg} is not ES256`);
  const raw = fromB64u(k);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, fromB64u(parts[2])))
    throw new Error('bad JWT signature');
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(nowMs / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    throw new Error('exp missing, past, or more than 24 h ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is no contact');
  return { ...claims, k };
}

/**
 * @param {{ vapidPublicKey?: string, onReceive?: (record: object) => void }} [options] the key every
 *   request must be signed with; a callback for each request answered
 * @returns {Promise<import('./fake-web-push.d.mts').FakeWebPush>}
 */
export async function startFakeWebPush({ vapidPublicKey, onReceive } = {}) {
  const subscriptions = new Map();
  const answers = new Map();
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      if (req.method === 'POST' && path === '/subscriptions') {
        res.writeHead(201, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(api.subscribe()));
      }
      const id = /^\/push\/([^/]+)$/.exec(path)?.[1] ?? '';
      const record = {
        at: Date.now(),
        path,
        subscriptionId: id,
        headers: req.headers,
        status: 0,
        payload: null,
        vapid: null,
        error: null,
      };
      requests.push(record);
      const answer = (status, text = '') => {
        record.status = status;
        onReceive?.(record);
        res.writeHead(status, status === 201 ? { location: `${origin}/message/${randomUUID()}` } : {});
        res.end(text);
      };
      const sub = subscriptions.get(id);
      if (req.method !== 'POST' || !sub) return answer(404, 'no such subscription');
      try {
        record.vapid = verifyVapid(req.headers.authorization, origin);
        if (vapidPublicKey && record.vapid.k !== vapidPublicKey) throw new Error('signed with another VAPID key');
      } catch (error) {
        record.error = String(error.message ?? error);
        return answer(401, record.error);
      }
      if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return answer(400, 'TTL header required');
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'aes128gcm only');
      try {
        record.payload = JSON.parse(decryptAes128gcm(body, sub).toString('utf8'));
      } catch (error) {
        record.error = `cannot decrypt: ${error.message ?? error}`;
        return answer(400, record.error);
      }
      const told = answers.get(id);
      answer(told ?? 201);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const idOf = (endpoint) => new URL(endpoint).pathname.replace(/^\/push\//, '');
  const api = {
    url: origin,
    requests,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const publicKey = ecdh.getPublicKey();
      subscriptions.set(id, { privateKey: ecdh.getPrivateKey(), publicKey, authSecret });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(publicKey), auth: b64u(authSecret) } };
    },
    respondWith(endpoint, status) {
      if (status === null) answers.delete(idOf(endpoint));
      else answers.set(idOf(endpoint), status);
    },
    received(endpoint) {
      return requests
        .filter((r) => r.status === 201 && (!endpoint || r.subscriptionId === idOf(endpoint)))
        .map((r) => r.payload);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
  return api;
}
