/**
 * What the backend records about following a process in DataJud, shared by the backend (which
 * writes it) and the app (which words it). Codes only: the screens own the Portuguese.
 */

/** `source` of a timeline entry (`status_proccess`) the backend wrote from a DataJud movement. */
export const DATAJUD_SOURCE = 'datajud';

/**
 * The outcome of the last lookup, on `proccess.datajud.status`:
 * - `ok`: DataJud answered with the process;
 * - `not-covered`: a court DataJud does not serve (STF, CNJ…) or an extrajudicial matter;
 * - `not-found`: DataJud has no such process — under seal (sealed processes are not public) or not yet sent by the court;
 * - `unavailable`: DataJud did not answer (network, 429/5xx after the retries, a refused API key);
 * - `invalid-number`: the CNJ number fails its check digits.
 */
export const DATAJUD_STATUSES = ['ok', 'not-covered', 'not-found', 'unavailable', 'invalid-number'] as const;
export type DatajudStatus = (typeof DATAJUD_STATUSES)[number];

/** `proccess.datajud`: written by the backend only. */
export interface DatajudTracking {
  /** The court's DataJud alias (e.g. `tjsp`), '' when none. */
  alias: string;
  /** When the backend last asked (ISO instant). */
  checkedAt: string;
  /** When the backend last added movements to the timeline (ISO instant), '' if never. */
  lastChangeAt: string;
  status: DatajudStatus;
  /** Movements added and not yet seen: since `datajudSeenAt` (the staff's mark) reached `lastChangeAt`. */
  newCount: number;
}

/**
 * The deterministic id of a movement's timeline entry: process + movement code + its instant,
 * so a job run twice (or two runs at once) writes the same document and never a duplicate.
 */
export function datajudEntryId(processId: string, code: number | string, dataHora: string): string {
  const instant = dataHora.replace(/[^0-9A-Za-z]/g, '');
  return `datajud-${processId}-${String(code).replace(/[^0-9A-Za-z]/g, '')}-${instant}`.slice(0, 128);
}

/**
 * Whether a movement's name suggests a deadline for the firm (intimação, citação, sentença,
 * despacho, decisão): the timeline offers "Criar prazo" for it. Accent- and case-insensitive.
 */
export function suggestsDeadline(name: string): boolean {
  const folded = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return /\b(intimac|citac|sentenc|despacho|decisao|decisoes)/.test(folded);
}

/** Whether a process has DataJud movements nobody marked as seen yet. */
export function hasUnseenDatajud(process: {
  datajud?: Partial<DatajudTracking> | null;
  datajudSeenAt?: string | null;
}): boolean {
  const last = process.datajud?.lastChangeAt ?? '';
  return last !== '' && last > (process.datajudSeenAt ?? '') && (process.datajud?.newCount ?? 0) > 0;
}

/**
 * The timeline entries to mark "Nova": the `newCount` DataJud entries that arrived last, after
 * the staff's "Marcar como vistas". Counting from the newest arrivals keeps the marks equal to
 * the panel's "N novas movimentações": the first import (the history, never news) arrived
 * after a `datajudSeenAt` nobody set yet, so "arrived after the mark" alone marked it too.
 */
export function newDatajudEntryIds(
  process: { datajud?: Partial<DatajudTracking> | null; datajudSeenAt?: string | null },
  entries: readonly { id: string; source?: string | null; createdAt: string; date: string }[],
): Set<string> {
  if (!hasUnseenDatajud(process)) return new Set();
  const seenAt = process.datajudSeenAt ?? '';
  const arrivals = entries
    .filter((e) => e.source === DATAJUD_SOURCE && e.createdAt > seenAt)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.date.localeCompare(a.date));
  return new Set(arrivals.slice(0, process.datajud?.newCount ?? 0).map((e) => e.id));
}
