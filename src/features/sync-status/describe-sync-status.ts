import type { PendingLocalWork, SyncError, SyncPhase, SyncStatus } from '@/data';
import { formatDateTime, formatTime } from '@/lib/format';
import { catalogueText } from '@/lib/http/error-catalogue';

/**
 * The words of the sync status. The data layer publishes codes (`SyncStatus.phase`, counts,
 * times, the mapped error); everything a person reads about them is written here, so the
 * shell indicator, its details, the home card and the profile say the same thing.
 */
export const SYNC_PHASE_LABELS: Record<SyncPhase, string> = {
  offline: 'Offline',
  conectando: 'Conectando…',
  sincronizando: 'Sincronizando',
  sincronizado: 'Sincronizado',
  indisponivel: 'Sincronização indisponível',
  erro: 'Erro de sincronização',
  parado: 'Sincronização parada',
};

/** Colour of the phase everywhere it is shown (shell indicator, home card). */
export const SYNC_PHASE_PALETTE: Record<SyncPhase, string> = {
  sincronizado: 'green',
  sincronizando: 'blue',
  conectando: 'blue',
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
  sincronizado:
    'Tudo o que foi feito neste dispositivo já está no servidor, e os dados deste dispositivo foram conferidos com os do servidor.',
  sincronizando: 'Enviando e recebendo alterações do servidor e conferindo os dados deste dispositivo com os dele.',
  conectando:
    'Tentando falar com o servidor. Você pode continuar trabalhando; as alterações ficam guardadas neste dispositivo e são enviadas assim que ele responder.',
  offline:
    'Sem conexão: você pode continuar trabalhando; as alterações ficam guardadas neste dispositivo e são enviadas quando a conexão voltar.',
  erro: 'O servidor recusou ou não respondeu; as alterações continuam guardadas neste dispositivo.',
  indisponivel: 'Este ambiente não está ligado a um servidor: os dados ficam somente neste dispositivo.',
  parado: 'A sincronização ainda não começou.',
};

/**
 * The status as the shell shows it. The browser's connectivity wins over anything the
 * replication last said (its own view lags behind the `offline` event and cannot say
 * "offline" where sync is unavailable). Signed in and online, a replication that has not
 * started yet ('parado', while its code loads) is still connecting.
 */
export function shownSyncStatus(status: SyncStatus, online: boolean): SyncStatus {
  if (!online) return status.phase === 'offline' ? status : { ...status, phase: 'offline' };
  if (status.phase === 'parado') return { ...status, phase: 'conectando' };
  return status;
}

/** 'Nenhuma', '1 alteração', '3 alterações'; unknown (sync never confirmed anything) says so. */
export function pendingWritesText(pending: number | null): string {
  if (pending === null) return 'Ainda não verificadas: sem contato com o servidor';
  if (pending === 0) return 'Nenhuma';
  return pending === 1 ? '1 alteração' : `${pending} alterações`;
}

/**
 * What this device still holds for the server, one line per kind (logout, device wipe):
 * '3 alterações ainda não enviadas', '2 anexos aguardando envio'. Empty when nothing is pending.
 */
export function pendingWorkLines(work: PendingLocalWork): string[] {
  const lines: string[] = [];
  if (work.writes === null)
    lines.push('Não é possível confirmar que as alterações deste dispositivo chegaram ao servidor');
  else if (work.writes > 0)
    lines.push(work.writes === 1 ? '1 alteração ainda não enviada' : `${work.writes} alterações ainda não enviadas`);
  if (work.uploads === null) lines.push('Não é possível verificar os anexos aguardando envio');
  else if (work.uploads > 0)
    lines.push(work.uploads === 1 ? '1 anexo aguardando envio' : `${work.uploads} anexos aguardando envio`);
  if (work.refused > 0) {
    lines.push(
      work.refused === 1
        ? '1 alteração recusada pelo servidor aguarda sua decisão (Restaurar ou Descartar, nos detalhes da sincronização)'
        : `${work.refused} alterações recusadas pelo servidor aguardam sua decisão (Restaurar ou Descartar, nos detalhes da sincronização)`,
    );
  }
  return lines;
}

export function lastSyncText(lastSyncedAt: string | null): string {
  return lastSyncedAt ? formatDateTime(lastSyncedAt) : 'Nunca';
}

/**
 * When the device was last found equal to the server (the consistency check): 'verificado às
 * 14:32' today, with the date otherwise; 'Ainda não verificado' before the first check.
 */
export function verifiedText(verifiedAt: string | null, now: Date = new Date()): string {
  if (!verifiedAt) return 'Ainda não verificado';
  const at = new Date(verifiedAt);
  const today = at.toDateString() === now.toDateString();
  return today ? `verificado às ${formatTime(verifiedAt)}` : `verificado em ${formatDateTime(verifiedAt)}`;
}

/**
 * The one line of the indicator: the phase; while syncing, connecting or offline, how many
 * changes wait to be sent ('Sincronizando · 3 pendentes', 'Offline · 2 pendentes'); on error, the catalogue's title ('Sem permissão').
 */
export function syncStatusText(status: SyncStatus): string {
  // Pending writes show whenever they wait or travel: while reconnecting a device sends what it
  // kept, and "Conectando…" alone hid that for seconds (issue 41).
  const showsCount = status.phase === 'sincronizando' || status.phase === 'conectando' || status.phase === 'offline';
  if (showsCount && status.pendingWrites) {
    const n = status.pendingWrites;
    return `${SYNC_PHASE_LABELS[status.phase]} · ${n} ${n === 1 ? 'pendente' : 'pendentes'}`;
  }
  if (status.phase === 'erro' && status.error) return catalogueText(status.error.status).title;
  return SYNC_PHASE_LABELS[status.phase];
}

/** The error of the details: the catalogue's title and description ('Sem permissão: Você não tem…'). */
export function syncErrorText(error: SyncError): string {
  const text = catalogueText(error.status);
  return `${text.title}: ${text.description}`;
}

/** One line for screen readers: the indicator's text, pending writes, last sync. */
export function syncSummary(status: SyncStatus): string {
  return `${syncStatusText(status)}. Alterações pendentes: ${pendingWritesText(status.pendingWrites)}. Última sincronização: ${lastSyncText(status.lastSyncedAt)}.`;
}

/** Below this the device's clock is close enough not to mention (the rules allow 5 minutes). */
export const CLOCK_NOTICE_MS = 2 * 60_000;

/**
 * The device's clock when it is off by more than 2 minutes ('O relógio deste aparelho está
 * 12 min adiantado'); null when it is right or was never compared. The offset is the server's
 * time minus the device's: negative means the device is ahead.
 */
export function clockOffsetText(offsetMs: number | null | undefined): string | null {
  if (offsetMs === null || offsetMs === undefined || Math.abs(offsetMs) <= CLOCK_NOTICE_MS) return null;
  const direction = offsetMs < 0 ? 'adiantado' : 'atrasado';
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const amount =
    minutes < 120
      ? `${minutes} min`
      : minutes < 48 * 60
        ? `${Math.round(minutes / 60)} h`
        : `${Math.round(minutes / (24 * 60))} dias`;
  return `O relógio deste aparelho está ${amount} ${direction}`;
}
