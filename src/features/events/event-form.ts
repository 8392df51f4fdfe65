import * as v from 'valibot';
import dayjs from 'dayjs';
import { eventInputSchema, EVENT_KINDS, type EventDoc, type EventInput, type EventValues } from '@/data';
import { MESSAGES, maxLengthMessage } from '@/lib/validation/messages';
import { requiredString } from '@/lib/validation/schemas';
import { dayStart, isIsoDay, type IsoDay } from './agenda';

/**
 * The event form edits days and times as the native date/time inputs give them (local
 * 'YYYY-MM-DD' and 'HH:mm'); `toEventInput` turns them into what the collection stores.
 */
export interface EventFormValues extends Record<string, unknown> {
  title: string;
  kind: (typeof EVENT_KINDS)[number];
  allDay: boolean;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  location: string;
  clientId: string;
  processId: string;
  notes: string;
  responsibleUid: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const day = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.check(isIsoDay, MESSAGES.date));
const time = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || TIME.test(s), MESSAGES.time),
);

function instant(d: string, t: string): number {
  const [h, m] = (t || '00:00').split(':').map(Number) as [number, number];
  return dayStart(d).hour(h).minute(m).valueOf();
}

export const eventFormSchema = v.pipe(
  v.object({
    title: requiredString({ min: 3, max: 200 }),
    kind: v.picklist(EVENT_KINDS, MESSAGES.required),
    allDay: v.boolean(),
    startDay: day,
    startTime: time,
    endDay: day,
    endTime: time,
    location: v.pipe(v.string(), v.trim(), v.maxLength(300, maxLengthMessage(300))),
    clientId: v.string(),
    processId: v.string(),
    notes: v.pipe(v.string(), v.maxLength(5000, maxLengthMessage(5000))),
    responsibleUid: v.string(),
  }),
  v.forward(
    v.check((f) => f.allDay || f.startTime !== '', MESSAGES.required),
    ['startTime'],
  ),
  v.forward(
    v.check((f) => f.allDay || f.endTime !== '', MESSAGES.required),
    ['endTime'],
  ),
  v.forward(
    v.check(
      (f) => (f.allDay ? f.endDay >= f.startDay : instant(f.endDay, f.endTime) >= instant(f.startDay, f.startTime)),
      MESSAGES.dateBeforeStart,
    ),
    ['endDay'],
  ),
);

/** Form → collection input: timed events as UTC instants, all-day as UTC midnights (see agenda.ts). */
export function toEventInput(f: EventFormValues): EventInput {
  const start = f.allDay ? `${f.startDay}T00:00:00.000Z` : new Date(instant(f.startDay, f.startTime)).toISOString();
  const end = f.allDay ? `${f.endDay}T00:00:00.000Z` : new Date(instant(f.endDay, f.endTime)).toISOString();
  return {
    title: f.title,
    kind: f.kind,
    start,
    end,
    allDay: f.allDay,
    location: f.location,
    clientId: f.clientId || null,
    processId: f.processId || null,
    notes: f.notes,
    responsibleUid: f.responsibleUid || null,
  };
}

/** Collection → form. */
export function fromEventDoc(e: EventDoc): EventFormValues {
  const local = (iso: string) => dayjs(iso);
  return {
    title: e.title,
    kind: e.kind,
    allDay: e.allDay,
    startDay: e.allDay ? e.start.slice(0, 10) : local(e.start).format('YYYY-MM-DD'),
    startTime: e.allDay ? '' : local(e.start).format('HH:mm'),
    endDay: e.allDay ? e.end.slice(0, 10) : local(e.end).format('YYYY-MM-DD'),
    endTime: e.allDay ? '' : local(e.end).format('HH:mm'),
    location: e.location,
    clientId: e.clientId ?? '',
    processId: e.processId ?? '',
    notes: e.notes,
    responsibleUid: e.responsibleUid ?? '',
  };
}

/** A new event on `day` (default 09:00–10:00), booked to the current user. */
export function blankEvent(
  day: IsoDay,
  responsibleUid: string,
  preset: Partial<EventFormValues> = {},
): EventFormValues {
  return {
    title: '',
    kind: 'audiencia',
    allDay: false,
    startDay: day,
    startTime: '09:00',
    endDay: day,
    endTime: '10:00',
    location: '',
    clientId: '',
    processId: '',
    notes: '',
    responsibleUid,
    ...preset,
  };
}

/** The stored values of a valid form (the collection schema has the last word). */
export function eventValuesOf(f: EventFormValues): EventValues {
  return v.parse(eventInputSchema, toEventInput(f));
}
