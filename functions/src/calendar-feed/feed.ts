import { isClosureId } from '@advocacia/shared/deadlines/closure-id';
import type { Timestamp } from 'firebase-admin/firestore';
import { isStaffRole, staffStatusOf } from '@advocacia/shared/config/roles';
import { addDays } from '@advocacia/shared/deadlines/days';
import { buildIcs, type IcsAlarm, type IcsEvent } from '@advocacia/shared/ics/build';
import { localDayOf, zonedInstant } from '@advocacia/shared/ics/time-zone';
import type { BackendDeps } from '../access.js';
import { feedOwner } from './tokens.js';

/**
 * The calendar feed (issue 36): what a person's own calendar app subscribes to, so it alarms
 * even with our app closed and the device offline. Whose events: those the person is
 * responsible for plus those with nobody responsible (docs/architecture.md, "Calendar feed":
 * every firm event would ring every lawyer's phone for everyone's deadlines). What of each: what
 * the agenda shows of it — kind, title, place; never notes or client data.
 */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 365;
/** A subscribed calendar refetches about this often (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const FEED_REFRESH_MINUTES = 60;
export const FEED_CALENDAR_NAME = 'Advocacia — meus prazos e audiências';

// The feed is a screen of its own, so it words the kinds (as src/features/events/labels.ts does for the app).
const KIND_LABELS: Record<string, string> = {
  audiencia: 'Audiência',
  prazo: 'Prazo',
  reuniao: 'Reunião',
  outro: 'Outro',
};

/** SEQUENCE counts seconds from here, so a later change always has a larger one (until 2088 in 32 bits). */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

interface StoredEvent {
  id: string;
  title: string;
  kind: string;
  start: string;
  end: string;
  allDay: boolean;
  location: string;
  responsibleUid: string | null;
  deleted: boolean;
  changedAtMs: number;
  updatedAt: string;
}

const isTimestamp = (v: unknown): v is Timestamp =>
  typeof v === 'object' && v !== null && typeof (v as Timestamp).toMillis === 'function';

/** A stored event as the feed needs it, or null when the document is not one (reported, skipped). */
export function readStoredEvent(id: string, data: Record<string, unknown>): StoredEvent | null {
  const { title, kind, start, end, allDay, location, responsibleUid, updatedAt, serverTimestamp } = data;
  if (typeof title !== 'string' || typeof kind !== 'string' || !(kind in KIND_LABELS)) return null;
  if (typeof start !== 'string' || Number.isNaN(Date.parse(start))) return null;
  const endOk = typeof end === 'string' && !Number.isNaN(Date.parse(end)) && end >= start;
  const updated = typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt)) ? updatedAt : undefined;
  // The server's time of the last write grows with every change whatever the device's clock says.
  const changedAtMs = isTimestamp(serverTimestamp) ? serverTimestamp.toMillis() : updated ? Date.parse(updated) : NaN;
  if (Number.isNaN(changedAtMs)) return null;
  return {
    id,
    title,
    kind,
    start,
    end: endOk ? end : start,
    allDay: allDay === true,
    location: typeof location === 'string' ? location : '',
    responsibleUid: typeof responsibleUid === 'string' && responsibleUid !== '' ? responsibleUid : null,
    deleted: data._deleted === true,
    changedAtMs,
    updatedAt: updated ?? new Date(changedAtMs).toISOString(),
  };
}

export function sequenceOf(changedAtMs: number): number {
  return Math.max(0, Math.floor((changedAtMs - SEQUENCE_EPOCH_MS) / 1000));
}

/**
 * Alarms in the firm's time zone: a deadline at 09:00 the day before and 08:00 on the day (for
 * an all-day one relative to its local midnight, as calendar apps write them); a timed event
 * 2 h before; another all-day event 08:00 on the day.
 */
export function alarmsFor(e: Pick<StoredEvent, 'kind' | 'allDay' | 'start'>): IcsAlarm[] {
  if (e.allDay)
    return e.kind === 'prazo'
      ? [{ minutesFromStart: -15 * 60 }, { minutesFromStart: 8 * 60 }]
      : [{ minutesFromStart: 8 * 60 }];
  if (e.kind !== 'prazo') return [{ minutesFromStart: -120 }];
  const start = new Date(e.start);
  const day = localDayOf(start);
  return [zonedInstant(addDays(day, -1), 9, 0), zonedInstant(day, 8, 0)]
    .filter((at) => at < start)
    .map((at) => ({ at: at.toISOString() }));
}

export function toFeedEvent(e: StoredEvent): IcsEvent {
  return {
    uid: e.id,
    summary: `${KIND_LABELS[e.kind]}: ${e.title}`,
    start: e.allDay ? e.start.slice(0, 10) : e.start,
    end: e.allDay ? e.end.slice(0, 10) : e.end,
    allDay: e.allDay,
    location: e.location || undefined,
    status: e.deleted ? 'CANCELLED' : 'CONFIRMED',
    sequence: sequenceOf(e.changedAtMs),
    updatedAt: e.updatedAt,
    // A cancelled event rings nobody; nor does a day the courts are closed (it is there to be seen).
    alarms: e.deleted || isClosureId(e.id) ? [] : alarmsFor(e),
  };
}

/** Whether users/{uid} still opens the firm's data: active staff, not deleted (as access.ts's requireStaff). */
async function stillStaff(deps: BackendDeps, uid: string): Promise<boolean> {
  const profile = (await deps.db.doc(`users/${uid}`).get()).data();
  return Boolean(
    profile && profile._deleted !== true && isStaffRole(profile.role) && staffStatusOf(profile.status) === 'active',
  );
}

/**
 * The iCalendar for a token, or null when it opens nothing: unknown or replaced token, or a
 * person who lost access (the router answers 404 with an empty body, never saying which).
 */
export async function calendarFeedFor(deps: BackendDeps, token: string): Promise<string | null> {
  const uid = await feedOwner(deps, token);
  if (!uid || !(await stillStaff(deps, uid))) return null;
  const now = deps.now?.() ?? new Date();
  const today = localDayOf(now);
  // Stored starts are ISO text ('YYYY-MM-DDT…', all-day ones at T00:00Z), so days bound them as text.
  const from = addDays(today, -FEED_DAYS_BEFORE);
  const until = addDays(today, FEED_DAYS_AFTER + 1);
  // Two queries on (responsibleUid, start) (firestore.indexes.json): a calendar polls every hour,
  // so each poll reads the person's events, not the whole firm's.
  const inWindow = (responsible: string | null) =>
    deps.db
      .collection('events')
      .where('responsibleUid', '==', responsible)
      .where('start', '>=', from)
      .where('start', '<', until)
      .get();
  const snapshots = await Promise.all([inWindow(uid), inWindow(null)]);
  const events: IcsEvent[] = [];
  let rejected = 0;
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    const e = readStoredEvent(doc.id, doc.data());
    if (!e) {
      rejected += 1;
      continue;
    }
    if (e.responsibleUid === null || e.responsibleUid === uid) events.push(toFeedEvent(e));
  }
  // Ids only: the token never reaches a log.
  if (rejected > 0) console.warn('calendar-feed: events skipped as malformed', rejected);
  events.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
  return buildIcs(events, {
    calendarName: FEED_CALENDAR_NAME,
    firmTimeZone: true,
    refreshMinutes: FEED_REFRESH_MINUTES,
    now,
  });
}
