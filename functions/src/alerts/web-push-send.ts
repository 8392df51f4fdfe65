import webpush from 'web-push';
import type { StaffPushPayload } from '@advocacia/shared/alerts/push-payload';
import { isAllowedEndpoint, type WebPushConfig } from './web-push-config.js';

/**
 * One Web Push message to one device: `web-push` signs the VAPID JWT (RFC 8292) and encrypts the
 * JSON payload (RFC 8291, aes128gcm); the request itself goes out with fetch, so a FAKE push
 * service on http://127.0.0.1 can receive it in emulator runs (web-push's own sender speaks https only).
 */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushResult =
  | { ok: true; status: number }
  /** `gone`: the push service says the subscription no longer exists (404/410): delete it. */
  | { ok: false; gone: boolean; status: number | null; error: string };

export async function sendWebPush(
  config: WebPushConfig,
  subscription: DeviceSubscription,
  payload: StaffPushPayload,
): Promise<PushResult> {
  if (!isAllowedEndpoint(subscription.endpoint, config.allowLoopbackHttp))
    return { ok: false, gone: true, status: null, error: 'endpoint não permitido' };
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
      TTL: config.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    });
  } catch (error) {
    // Keys that do not make a P-256 point / 16-byte secret: this subscription can never work.
    return { ok: false, gone: true, status: null, error: `assinatura inválida: ${String(error)}` };
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    return {
      ok: false,
      gone: response.status === 404 || response.status === 410,
      status: response.status,
      error: `serviço de push respondeu ${response.status}`,
    };
  } catch (error) {
    return { ok: false, gone: false, status: null, error: `serviço de push inacessível: ${String(error)}` };
  }
}
