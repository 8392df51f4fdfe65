import type { IncomingHttpHeaders } from 'node:http';
/** What the FAKE push service recorded of one request (test/support/fake-web-push.mjs). */
export interface FakePushRequest {
  at: number;
  path: string;
  subscriptionId: string;
  headers: IncomingHttpHeaders;
  /** The HTTP status it answered. */
  status: number;
  /** The decrypted body, JSON-parsed (null when it could not be). */
  payload: unknown;
  /** The verified VAPID claims and key (null when the check failed). */
  vapid: { aud: string; exp: number; sub: string; k: string } | null;
  error: string | null;
}
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
export interface FakeWebPush {
  url: string;
  requests: FakePushRequest[];
  /** A new subscription: a real P-256 key pair and auth secret, kept here to decrypt what arrives. */
  subscribe(): FakeSubscription;
  /** From now on answer this status for the endpoint (404/410: gone; 500: outage); null: back to 201. */
  respondWith(endpoint: string, status: number | null): void;
  /** The decrypted payloads accepted (201), for one endpoint or all. */
  received(endpoint?: string): unknown[];
  close(): Promise<void>;
}
export function startFakeWebPush(options?: {
  vapidPublicKey?: string;
  onReceive?: (record: FakePushRequest) => void;
}): Promise<FakeWebPush>;
export function decryptAes128gcm(
  body: Buffer,
  keys: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): Buffer;
export function verifyVapid(authorization: string | undefined, origin: string, nowMs?: number): Record<string, unknown>;
