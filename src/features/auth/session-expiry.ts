import type { StoredUser } from './session-storage';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_OFFLINE_SESSION_DAYS = 14;

/**
 * How many days a session lasts on a device that does not reach the server: access is
 * revoked on the server, and a device that never asks would otherwise keep the firm's data
 * open forever. `VITE_OFFLINE_SESSION_DAYS` sets it per deployment.
 */
export function offlineSessionDays(env: Record<string, unknown> = import.meta.env as Record<string, unknown>): number {
  const raw = Number(env.VITE_OFFLINE_SESSION_DAYS);
  return Number.isFinite(raw) && raw > 0 ? raw : DEFAULT_OFFLINE_SESSION_DAYS;
}

/** Whether the session went longer than `days` without an answer from the server. */
export function isSessionExpired(
  user: Pick<StoredUser, 'lastServerContactAt'>,
  now = Date.now(),
  days = offlineSessionDays(),
): boolean {
  if (user.lastServerContactAt === undefined) return false;
  return now - user.lastServerContactAt > days * DAY_MS;
}

export const SESSION_EXPIRED_REASON = 'sessao-expirada';

/** The login page's words for why the session ended (search param `motivo`). */
export function signedOutReasonText(reason: string | undefined, days = offlineSessionDays()): string | null {
  if (reason === SESSION_EXPIRED_REASON) {
    return `Sua sessão expirou: este dispositivo ficou mais de ${days} dias sem contato com o servidor. Conecte-se à internet e entre novamente.`;
  }
  return null;
}
