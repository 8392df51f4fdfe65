/**
 * Capture status (issue 38): per OAB registration, when DJEN was last asked for it, what it found
 * and the last failure, so a lawyer sees on their own device that the job ran — or why it did not.
 * The backend (functions/src/djen/capture-status.ts) writes it; the app words it
 * (src/features/publications). Pure: both import it.
 *
 * Where it lives: a typed document of `status_proccess` (beside the publications it is about; no
 * 14th collection, no schema change): id `captura-djen-<UF>-<number>`, `source: 'captura'`,
 * `processId`/`clientId` '' (on no timeline), `visibleToClient: false`, `status` the state code
 * ('ok' | 'falha'), `date` the last run, and `description` the status below as JSON (the schema's
 * free text field; parsed and checked on the device, a malformed one is reported, never shown).
 * firestore.rules let only the backend (Admin SDK) write `source: 'captura'`.
 */
import type { IsoDay } from '../deadlines/days.js';

export const CAPTURE_SOURCE = 'captura';

/** Why a run could not ask DJEN (functions/src/djen/client.ts's failures). */
export const CAPTURE_FAILURES = ['rate-limited', 'server-error', 'network', 'bad-response', 'refused'] as const;
export type CaptureFailure = (typeof CAPTURE_FAILURES)[number];

/** The scheduled runs, hours in Brasília (functions/src/index.ts: '0 7,12,19 * * *'). */
export const DJEN_RUN_HOURS = [7, 12, 19] as const;

export interface CaptureStatus {
  v: 1;
  /** The registration as DJEN knows it. */
  uf: string;
  number: string;
  /** The firm's people who hold it (usually one). */
  uids: string[];
  /** The last run that tried it (ISO instant). */
  lastRunAt: string;
  /** The last run that asked every day up to today ('' before the first). */
  lastOkAt: string;
  /** Publications new to the firm found by that run. */
  lastOkFound: number;
  /** The last run's failure ('' when it went through). */
  failure: CaptureFailure | '';
  failedAt: string;
  /** Scheduled runs in a row that failed (0 after a good one): an admin is warned from 2. */
  failedRuns: number;
  /** The first availability day ever asked for it (the follow-up starts there). */
  since: IsoDay | '';
}

/** The capture document's id for a registration. */
export function captureDocId(uf: string, number: string): string {
  return `captura-djen-${uf.trim().toUpperCase()}-${number.replace(/\D/g, '').replace(/^0+/, '')}`.slice(0, 128);
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const isIsoOrEmpty = (x: unknown): x is string => x === '' || (typeof x === 'string' && ISO.test(x));

/** The status a capture document carries, or null when it is malformed (the caller reports it). */
export function parseCaptureStatus(description: string): CaptureStatus | null {
  let raw: unknown;
  try {
    raw = JSON.parse(description);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const ok =
    s.v === 1 &&
    typeof s.uf === 'string' &&
    /^[A-Z]{2}$/.test(s.uf) &&
    typeof s.number === 'string' &&
    /^\d{1,10}$/.test(s.number) &&
    Array.isArray(s.uids) &&
    s.uids.every((u) => typeof u === 'string') &&
    isIsoOrEmpty(s.lastRunAt) &&
    s.lastRunAt !== '' &&
    isIsoOrEmpty(s.lastOkAt) &&
    Number.isInteger(s.lastOkFound) &&
    (s.lastOkFound as number) >= 0 &&
    (s.failure === '' || (CAPTURE_FAILURES as readonly unknown[]).includes(s.failure)) &&
    isIsoOrEmpty(s.failedAt) &&
    Number.isInteger(s.failedRuns) &&
    (s.failedRuns as number) >= 0 &&
    (s.since === '' || (typeof s.since === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.since)));
  return ok ? (s as unknown as CaptureStatus) : null;
}

/** The state code kept in `status` (what a query or a glance needs without parsing). */
export function captureState(status: CaptureStatus): 'ok' | 'falha' {
  return status.failure ? 'falha' : 'ok';
}

/** Hour and minute in Brasília of an instant, and its Brasília day. */
export function brasiliaClock(at: Date): { day: IsoDay; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  };
}

/** The scheduled run after an instant: its hour in Brasília and whether it is the next day. */
export function nextRunAfter(at: Date): { hour: number; nextDay: boolean } {
  const { hour } = brasiliaClock(at);
  const next = DJEN_RUN_HOURS.find((h) => h > hour);
  return next === undefined ? { hour: DJEN_RUN_HOURS[0], nextDay: true } : { hour: next, nextDay: false };
}

/**
 * DataJud's firm-wide status (issue 38): one capture document, id `captura-datajud`, written after
 * each run that had a key. A refused key (rotated, revoked) is a banner for admins, not an older
 * "consultado em" on each process.
 */
export const DATAJUD_CAPTURE_ID = 'captura-datajud';

export interface DatajudCaptureStatus {
  v: 1;
  kind: 'datajud';
  lastRunAt: string;
  /** The last run whose lookups the key allowed. */
  lastOkAt: string;
  /** Processes looked up by the last run. */
  checked: number;
  failure: 'unauthorized' | '';
  failedAt: string;
}

export function parseDatajudCapture(description: string): DatajudCaptureStatus | null {
  let raw: unknown;
  try {
    raw = JSON.parse(description);
  } catch {
    return null;
  }
  const s = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const ok =
    s.v === 1 &&
    s.kind === 'datajud' &&
    isIsoOrEmpty(s.lastRunAt) &&
    s.lastRunAt !== '' &&
    isIsoOrEmpty(s.lastOkAt) &&
    Number.isInteger(s.checked) &&
    (s.failure === '' || s.failure === 'unauthorized') &&
    isIsoOrEmpty(s.failedAt);
  return ok ? (s as unknown as DatajudCaptureStatus) : null;
}
