import { EVENT_KIND_LABELS } from './labels';
import { buildIcs, icsFileName, ICS_MIME_TYPE, type IcsEvent } from '@/lib/ics';
import { type EventDoc } from '@/data';

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

export function eventsToIcs(events: readonly EventDoc[], calendarName: string, clientNames: ReadonlyMap<string, string> = new Map()): string {
  return buildIcs(
    events.map((e) => toIcsEvent(e, { clientName: e.clientId ? clientNames.get(e.clientId) : undefined })),
    { calendarName },
  );
}

/**
 * Hands a file to the browser. On tablets the download opens the calendar app's import
 * (iOS/Android offer "Adicionar ao calendário" for text/calendar).
 */
export function downloadText(text: string, fileName: string, mime = ICS_MIME_TYPE): void {
  const blob = new Blob([text], { type: mime });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadIcs(events: readonly EventDoc[], title: string, clientNames?: ReadonlyMap<string, string>): void {
  downloadText(eventsToIcs(events, title, clientNames), icsFileName(title));
}
