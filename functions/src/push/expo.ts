/**
 * Expo's push service (https://docs.expo.dev/push-notifications/sending-notifications/): the
 * firm's mobile app registers Expo push tokens (`expoToken/{uid}`), and the backend sends to
 * them through one HTTPS endpoint. Its contract, as this module relies on it:
 * - POST a JSON array of messages, at most 100 per request;
 * - the answer's `data` holds one ticket per message, in order: `{ status: 'ok', id }` or
 *   `{ status: 'error', message, details: { error: 'DeviceNotRegistered' | … } }`;
 * - 429 and 5xx are worth retrying (with back-off); other 4xx are not;
 * - with "enhanced push security" on, requests carry `Authorization: Bearer <access token>`.
 * The endpoint and token come from configuration (EXPO_PUSH_URL, EXPO_ACCESS_TOKEN secret);
 * tests point it at a fake on 127.0.0.1.
 */
import { fetchWithRetry } from '../http-retry.js';

export const EXPO_PUSH_URL = 'https://exp.host/--/api/v2/push/send';
/** Expo takes at most 100 messages per request. */
export const EXPO_BATCH_SIZE = 100;

export interface ExpoMessage {
  to: string;
  title: string;
  body: string;
  data: Record<string, string>;
  sound: 'default';
  priority: 'high';
  /** Android notification channel the mobile app creates. */
  channelId: 'default';
}

export type ExpoTicket = { status: 'ok'; id: string } | { status: 'error'; message: string; error: string | null };

export interface ExpoConfig {
  url: string;
  accessToken: string | null;
  /** Attempts per batch (first try included) when Expo answers 429/5xx or the network fails. */
  attempts: number;
  /** Wait before the n-th retry: base × 2^(n-1) ms. */
  retryBaseMs: number;
  /** Per request. */
  timeoutMs: number;
}

/** From the environment: EXPO_PUSH_URL (default Expo's), EXPO_ACCESS_TOKEN (a secret in production; optional). */
export function expoConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ExpoConfig {
  return {
    url: env.EXPO_PUSH_URL || EXPO_PUSH_URL,
    accessToken: env.EXPO_ACCESS_TOKEN || null,
    attempts: Number(env.EXPO_PUSH_ATTEMPTS) || 4,
    retryBaseMs: Number(env.EXPO_PUSH_RETRY_BASE_MS) || 1000,
    timeoutMs: 15_000,
  };
}

/** Only well-formed Expo tokens are sent (`ExponentPushToken[…]` or `ExpoPushToken[…]`). */
export function isExpoPushToken(token: unknown): token is string {
  return typeof token === 'string' && /^Expo(nent)?PushToken\[[^\]\s]+\]$/.test(token);
}

function ticketOf(raw: unknown): ExpoTicket {
  const t = (raw ?? {}) as { status?: unknown; id?: unknown; message?: unknown; details?: { error?: unknown } };
  if (t.status === 'ok' && typeof t.id === 'string') return { status: 'ok', id: t.id };
  return {
    status: 'error',
    message: typeof t.message === 'string' ? t.message : 'resposta sem ticket',
    error: typeof t.details?.error === 'string' ? t.details.error : null,
  };
}

/** One batch's tickets from an answer that is not 429/5xx. */
function ticketsOf(batch: ExpoMessage[], response: Response, text: string): ExpoTicket[] {
  let body: { data?: unknown; errors?: { message?: string }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    /* not JSON: handled below */
  }
  if (!response.ok || !Array.isArray(body.data)) {
    const reason = body.errors?.map((e) => e.message).join('; ') || `Expo respondeu ${response.status}`;
    return batch.map(() => ({ status: 'error', message: reason, error: null }));
  }
  const data = body.data;
  return batch.map((_, i) => ticketOf(data[i]));
}

/**
 * Sends the messages in batches of at most 100 and returns one ticket per message, in order.
 * A batch Expo could not take (429/5xx/network) is retried with exponential back-off; after the
 * last attempt its messages get error tickets, the other batches are unaffected.
 */
export async function sendExpoPush(config: ExpoConfig, messages: ExpoMessage[]): Promise<ExpoTicket[]> {
  const tickets: ExpoTicket[] = [];
  for (let start = 0; start < messages.length; start += EXPO_BATCH_SIZE) {
    const batch = messages.slice(start, start + EXPO_BATCH_SIZE);
    const result = await fetchWithRetry(
      config.url,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(config.accessToken ? { authorization: `Bearer ${config.accessToken}` } : {}),
        },
        body: JSON.stringify(batch),
      },
      config,
      (response, text) => ticketsOf(batch, response, text),
    );
    if (Array.isArray(result)) tickets.push(...result);
    else {
      const message = result.httpStatus ? `Expo respondeu ${result.httpStatus}` : 'Expo inacessível';
      tickets.push(...batch.map((): ExpoTicket => ({ status: 'error', message, error: 'Unavailable' })));
    }
  }
  return tickets;
}
