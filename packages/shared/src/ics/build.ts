/**
 * iCalendar (RFC 5545) export, so a lawyer can put hearings and deadlines in the
 * tablet's own calendar.
 *
 * What the RFC requires and calendar apps actually check: CRLF line endings; content
 * lines folded at 75 octets (bytes, not characters — a split inside a UTF-8 sequence
 * corrupts 'ã'); TEXT values escaped (\\ \; \, \n); UID and DTSTAMP on every VEVENT;
 * PRODID and VERSION on the calendar. Timed events are written in UTC ('Z'), so no instant
 * depends on a VTIMEZONE's rules; all-day events use VALUE=DATE with an exclusive DTEND.
 * One builder for the app's export (src/lib/ics) and the backend's calendar feed (issue 36).
 */
import { FIRM_TIME_ZONE, SAO_PAULO_VTIMEZONE } from './time-zone.js';

/**
 * When a display alarm rings: `minutesFromStart` relative to DTSTART (negative = before; for
 * an all-day event DTSTART is the day's local midnight on the device, so -900 is 09:00 the day
 * before), or `at`, an absolute ISO instant.
 */
export type IcsAlarm = { minutesFromStart: number } | { at: string };

export interface IcsEvent {
  /** Stable id (e.g. the RxDB document id): re-importing updates instead of duplicating. */
  uid: string;
  summary: string;
  /** Timed: ISO instant ('2024-05-01T13:00:00.000Z'). All-day: 'YYYY-MM-DD'. */
  start: string;
  /** Timed: ISO instant. All-day: the *inclusive* last day 'YYYY-MM-DD' (what the UI shows). */
  end?: string;
  allDay?: boolean;
  location?: string;
  description?: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Adds a display alarm this many minutes before the start. */
  alarmMinutesBefore?: number;
  /** More display alarms (the calendar feed's). */
  alarms?: readonly IcsAlarm[];
  /** SEQUENCE (§3.8.7.4): must grow with each change, so subscribed calendars replace their copy. */
  sequence?: number;
  /** Last change (ISO instant), written as LAST-MODIFIED so apps pick up updates. */
  updatedAt?: string;
}

export interface IcsOptions {
  prodId?: string;
  /** X-WR-CALNAME, shown by Google/Apple as the calendar name on import. */
  calendarName?: string;
  /** DTSTAMP; defaults to now. Injected by tests for reproducible output. */
  now?: Date;
  /** Declares America/Sao_Paulo as the calendar's zone: X-WR-TIMEZONE and its VTIMEZONE. */
  firmTimeZone?: boolean;
  /** How often a subscribed calendar should refetch (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
}

export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
export const DEFAULT_PRODID = '-//Sistema de Atendimento para Advocacia//Agenda//PT-BR';
const UID_DOMAIN = 'atendimento-advocacia';

/**
 * Escape a TEXT value (RFC 5545 §3.3.11). Line breaks become '\\n'; other control characters
 * (not allowed in TEXT) are dropped, so no value can end its line and start a property.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- the point is to remove them
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

/** A URI value (§3.3.13) is not escaped, so only a parsed absolute URL (no CR/LF, no spaces) is written. */
function safeUri(value: string): string | null {
  try {
    const url = new URL(value);
    return /^(https?|mailto):$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const encoder = new TextEncoder();

/**
 * Fold one content line at 75 octets (§3.1): continuation lines begin with a space, which
 * counts toward their 75. Splits only between code points so UTF-8 stays intact.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  let limit = 75;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (bytes + n > limit) {
      parts.push(current);
      current = ' ';
      bytes = 1;
      limit = 75;
    }
    current += ch;
    bytes += n;
  }
  parts.push(current);
  return parts.join('\r\n');
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** ISO instant → '20240501T130000Z'. */
export function toIcsUtc(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Data inválida: ${String(value)}`);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (optionally shifted by whole days, for the exclusive DTEND). */
function toIcsDate(day: string, addDays = 0): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`Data inválida: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + addDays));
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** Minutes → a DURATION value ('-PT15H', 'PT8H', '-PT90M'). */
function duration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.round(Math.abs(minutes));
  return abs % 60 === 0 ? `${sign}PT${abs / 60}H` : `${sign}PT${abs}M`;
}

function alarmLines(summary: string, trigger: string): string[] {
  return ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(summary)}`, trigger, 'END:VALARM'];
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT'];
  // UID is TEXT (§3.8.4.7): a document id comes from any device and may hold CR/LF or ';'.
  lines.push(`UID:${escapeText(e.uid.includes('@') ? e.uid : `${e.uid}@${UID_DOMAIN}`)}`);
  lines.push(`DTSTAMP:${stamp}`);
  if (e.sequence !== undefined) lines.push(`SEQUENCE:${Math.max(0, Math.floor(e.sequence))}`);
  if (e.allDay) {
    const startDay = e.start.slice(0, 10);
    lines.push(`DTSTART;VALUE=DATE:${toIcsDate(startDay)}`);
    // DTEND is exclusive for VALUE=DATE; the UI's end is the inclusive last day.
    lines.push(`DTEND;VALUE=DATE:${toIcsDate((e.end ?? e.start).slice(0, 10), 1)}`);
  } else {
    lines.push(`DTSTART:${toIcsUtc(e.start)}`);
    if (e.end) lines.push(`DTEND:${toIcsUtc(e.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  const url = e.url ? safeUri(e.url) : null;
  if (url) lines.push(`URL:${url}`);
  if (e.status) lines.push(`STATUS:${e.status}`);
  if (e.updatedAt) lines.push(`LAST-MODIFIED:${toIcsUtc(e.updatedAt)}`);
  if (e.alarmMinutesBefore !== undefined && e.alarmMinutesBefore >= 0) {
    lines.push(...alarmLines(e.summary, `TRIGGER:-PT${Math.round(e.alarmMinutesBefore)}M`));
  }
  for (const alarm of e.alarms ?? []) {
    const trigger =
      'at' in alarm ? `TRIGGER;VALUE=DATE-TIME:${toIcsUtc(alarm.at)}` : `TRIGGER:${duration(alarm.minutesFromStart)}`;
    lines.push(...alarmLines(e.summary, trigger));
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A complete VCALENDAR with one VEVENT per event, CRLF-terminated. */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions = {}): string {
  const stamp = toIcsUtc(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.prodId ?? DEFAULT_PRODID)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.calendarName) lines.push(`X-WR-CALNAME:${escapeText(options.calendarName)}`);
  if (options.refreshMinutes) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:${duration(options.refreshMinutes)}`,
      `X-PUBLISHED-TTL:${duration(options.refreshMinutes)}`,
    );
  }
  if (options.firmTimeZone) lines.push(`X-WR-TIMEZONE:${FIRM_TIME_ZONE}`, ...SAO_PAULO_VTIMEZONE);
  for (const e of events) lines.push(...eventLines(e, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A safe download name: 'Audiência – Maria' → 'audiencia-maria.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'agenda'}.ics`;
}
