import type { ProcessStatusDoc } from '@/data';
import { addDays, toBr } from '@/lib/deadlines';
import {
  brasiliaClock,
  CAPTURE_SOURCE,
  nextRunAfter,
  DATAJUD_CAPTURE_ID,
  parseCaptureStatus,
  parseDatajudCapture,
  type CaptureFailure,
  type DatajudCaptureStatus,
  type CaptureStatus,
} from '@advocacia/shared/djen/capture';

/**
 * The words of the DJEN capture status (issue 38; the backend writes codes,
 * packages/shared/src/djen/capture.ts). Times are Brasília's, as the schedule is.
 */
export { CAPTURE_SOURCE };

export interface CaptureEntry extends CaptureStatus {
  id: string;
}

/** The capture documents on this device, parsed; the malformed ones only counted (reported, never shown as a status). */
export function captureEntries(docs: readonly ProcessStatusDoc[]): {
  entries: CaptureEntry[];
  datajud: DatajudCaptureStatus | null;
  invalid: string[];
} {
  const entries: CaptureEntry[] = [];
  const invalid: string[] = [];
  let datajud: DatajudCaptureStatus | null = null;
  for (const d of docs) {
    if (d.source !== CAPTURE_SOURCE) continue;
    if (d.id === DATAJUD_CAPTURE_ID) {
      datajud = parseDatajudCapture(d.description);
      if (!datajud) invalid.push(d.id);
      continue;
    }
    const status = parseCaptureStatus(d.description);
    if (status) entries.push({ ...status, id: d.id });
    else invalid.push(d.id);
  }
  entries.sort((a, b) => `${a.uf}${a.number}`.localeCompare(`${b.uf}${b.number}`));
  return { entries, datajud, invalid };
}

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** "hoje às 07:00", "ontem às 19:00", "em 10/03/2026 às 12:00". */
export function whenText(iso: string, now: Date): string {
  const at = brasiliaClock(new Date(iso));
  const today = brasiliaClock(now).day;
  const day = at.day === today ? 'hoje' : at.day === addDays(today, -1) ? 'ontem' : `em ${toBr(at.day)}`;
  return `${day} às ${hhmm(at.hour, at.minute)}`;
}

const FAILURE_TEXT: Readonly<Record<CaptureFailure, string>> = {
  'server-error': 'DJEN não respondeu',
  network: 'DJEN não respondeu',
  'bad-response': 'DJEN respondeu com erro',
  'rate-limited': 'DJEN pediu para esperar (limite de consultas)',
  refused: 'DJEN recusou a consulta deste número',
};

export const registrationText = (e: { uf: string; number: string }) => `OAB ${e.uf} ${e.number}`;

/** "DJEN consultado hoje às 07:00 — 2 novas" (or null before the first good check). */
export function lastCheckText(e: CaptureStatus, now: Date): string | null {
  if (!e.lastOkAt) return null;
  const found = e.lastOkFound === 0 ? 'nenhuma nova' : e.lastOkFound === 1 ? '1 nova' : `${e.lastOkFound} novas`;
  return `DJEN consultado ${whenText(e.lastOkAt, now)} — ${found}`;
}

/** "DJEN não respondeu às 07:00; nova tentativa às 12:00" (null when the last run went through). */
export function failureText(e: CaptureStatus, now: Date): string | null {
  if (!e.failure || !e.failedAt) return null;
  const failedAt = new Date(e.failedAt);
  const at = brasiliaClock(failedAt);
  const sameDay = at.day === brasiliaClock(now).day;
  const next = nextRunAfter(failedAt);
  const retry =
    e.failure === 'refused'
      ? 'confira o número em Perfil'
      : `nova tentativa ${next.nextDay ? 'amanhã ' : ''}às ${hhmm(next.hour, 0)}`;
  return `${FAILURE_TEXT[e.failure]} ${sameDay ? '' : `em ${toBr(at.day)} `}às ${hhmm(at.hour, at.minute)}; ${retry}`;
}

/** An admin is warned when a registration failed more than one scheduled run in a row. */
export const failingForAdmin = (e: CaptureStatus) => e.failure !== '' && e.failedRuns >= 2;

/** "DataJud recusou a chave de acesso em 13/03/2026 às 07:00: …" (null when the key works). */
export function datajudKeyText(d: DatajudCaptureStatus | null, now: Date): string | null {
  if (!d || d.failure !== 'unauthorized' || !d.failedAt) return null;
  return `DataJud recusou a chave de acesso ${whenText(d.failedAt, now)}: os andamentos não estão sendo consultados. Atualize a chave (DATAJUD_API_KEY) no servidor.`;
}
