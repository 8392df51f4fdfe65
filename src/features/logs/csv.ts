import { LOG_ACTION_LABELS } from './labels';
import type { LogDoc } from '@/data';
import { type LogAction } from '@/data';
import { formatDateTime } from '@/lib/format';
import { downloadTextFile } from '@/lib/download';
import { collectionLabel } from './labels';
import { conflictSummary, fieldLabel } from './conflict-text';

/**
 * CSV for Excel in pt-BR: ';' separates fields (',' is the decimal mark there), UTF-8 with a
 * BOM so accents open correctly, CRLF line ends. Fields with the separator, quotes or line
 * breaks are quoted. Text starting with = + - @ (or tab/CR) is prefixed with an apostrophe
 * so a summary holding a client-typed name cannot run as a spreadsheet formula.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || /^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

export const LOG_CSV_HEADER = [
  'Data/hora',
  'Usuário',
  'Ação',
  'Coleção',
  'Documento',
  'Resumo',
  'Campo',
  'Valor mantido',
  'Valor perdido',
] as const;

export function logsToCsv(logs: readonly LogDoc[], nameOf: (uid: string) => string): string {
  return toCsv([
    LOG_CSV_HEADER,
    ...logs.map((log) => [
      // The server's time once the entry has been there (as on screen), the device's until then.
      formatDateTime(log.serverTime || log.deviceTime),
      nameOf(log.actorUid),
      LOG_ACTION_LABELS[log.action as LogAction] ?? log.action,
      collectionLabel(log.collectionName),
      log.documentId,
      log.conflict ? conflictSummary(log.conflict, nameOf) : log.summary,
      log.conflict ? fieldLabel(log.conflict.field) : '',
      log.conflict?.keptValue ?? '',
      log.conflict?.lostValue ?? '',
    ]),
  ]);
}

/** 'logs-2024-05-01-1030.csv' in local time. */
export function csvFileName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `logs-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  downloadTextFile(fileName, text, 'text/csv;charset=utf-8');
}
