import { EVENT_KIND_LABELS } from './labels';
import { buildIcs, icsFileName, ICS_MIME_TYPE, type IcsEvent } from '@/lib/ics';
import { type EventDoc } from '@/data';
import { downloadTextFile } from '@/lib/download';

/** One agenda event as an iCalendar VEVENT: the kind leads the title, a 1-hour alarm for timed events. */
export function toIcsEvent(e: EventDoc, extra: { clientName?: string } = {}): IcsEvent {
  const description = [extra.clientName ? `Cliente: ${extra.clientName}` : '', e.notes].filter(Boolean).join('\n');
  return {
    uid: e.id,
    summary: `${EVENT_KIND_LABELS[e.kind]}: ${e.title}`,
    // All-day events are calendar days ('YYYY-MM-DD', inclusive end), see agenda.ts.
    start: e.allDay ? e.start.slice(0, 10) : e.start,
    end: e.allDay ? e.end.slice(0, 10) : e.end,
    allDay: e.allDay,
    location: e.location || undefined,
    description: description || undefined,
    alarmMinutesBefore: e.allDay ? undefined : 60,
    updatedAt: e.updatedAt,
  };
}

export function eventsToIcs(
  events: readonly EventDoc[],
  calendarName: string,
  clientNames: ReadonlyMap<string, string> = new Map(),
): string {
  return buildIcs(
    events.map((e) => toIcsEvent(e, { clientName: e.clientId ? clientNames.get(e.clientId) : undefined })),
    { calendarName },
  );
}

export function downloadIcs(
  events: readonly EventDoc[],
  title: string,
  clientNames?: ReadonlyMap<string, string>,
): void {
  downloadTextFile(icsFileName(title), eventsToIcs(events, title, clientNames), ICS_MIME_TYPE);
}
