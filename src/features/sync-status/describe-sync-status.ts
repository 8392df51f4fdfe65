import type { SyncPhase, SyncStatus } from '@/data';
import { formatDateTime } from '@/lib/format';

/** Colour of the phase everywhere it is shown (badge, home card). */
export const SYNC_PHASE_PALETTE: Record<SyncPhase, string> = {
  sincronizado: 'green',
  sincronizando: 'blue',
  offline: 'orange',
  erro: 'red',
  indisponivel: 'gray',
  parado: 'gray',
};

/**
 * What the person should understand from the phase, in one sentence: the label alone
 * ("Offline") does not say that their work is safe on the device.
 */
export const SYNC_PHASE_HINTS: Record<SyncPhase, string> = {
  sincronizado: 'Tudo o que foi feito neste dispositivo já está no servidor.',
  sincronizando: 'Enviando e recebendo alterações do servidor.',
  offline: 'Sem conexão: você pode continuar trabalhando; as alterações ficam guardadas neste dispositivo e são enviadas quando a conexão voltar.',
  erro: 'O servidor recusou ou não respondeu; as alterações continuam guardadas neste dispositivo.',
  indisponivel: 'Este ambiente não está ligado a um servidor: os dados ficam somente neste dispositivo.',
  parado: 'A sincronização ainda não começou.',
};

/** 'Nenhuma', '1 alteração', '3 alterações'; unknown (sync never confirmed anything) says so. */
export function pendingWritesText(pending: number | null): string {
  if (pending === null) return 'Desconhecidas (nunca confirmadas pelo servidor)';
  if (pending === 0) return 'Nenhuma';
  return pending === 1 ? '1 alteração' : `${pending} alterações`;
}

export function lastSyncText(lastSyncedAt: string | null): string {
  return lastSyncedAt ? formatDateTime(lastSyncedAt) : 'Nunca';
}

/** The short text of the badge: the phase, plus the count when something waits to be sent. */
export function badgeText(status: SyncStatus): string {
  return status.pendingWrites ? `${status.label} · ${status.pendingWrites}` : status.label;
}

/** One line for screen readers and tooltips: phase, pending, last sync. */
export function syncSummary(status: SyncStatus): string {
  return `${status.label}. Alterações pendentes: ${pendingWritesText(status.pendingWrites)}. Última sincronização: ${lastSyncText(status.lastSyncedAt)}.`;
}
