/**
 * Test support: a small iCalendar reader, enough to read back what lib/ics's buildIcs writes, so
 * the export tests check the file as a calendar app would read it. No screen imports .ics, so it
 * is not app code (issue 31); if one ever does, it moves back to lib/ics. Unfolds lines, splits
 * parameters, unescapes TEXT, and returns VEVENTs.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface ParsedIcsEvent {
  uid: string;
  summary: string;
  /** ISO instant for timed events, 'YYYY-MM-DD' for all-day ones. */
  start: string;
  /** As written: exclusive for all-day events (RFC 5545). */
  end?: string;
  allDay: boolean;
  location?: string;
  description?: string;
  url?: string;
  status?: string;
  alarmTrigger?: string;
  properties: IcsProperty[];
}

export interface ParsedIcs {
  prodId?: string;
  version?: string;
  calendarName?: string;
  events: ParsedIcsEvent[];
}

/** Undo folding: a CRLF (or LF) followed by one space or tab joins with the previous line. */
export function unfold(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseLine(line: string): IcsProperty {
  // The value starts at the first ':' outside a quoted parameter value.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new SyntaxError(`Linha iCalendar inválida: ${line}`);
  const [name = '', ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

function icsDateToIso(prop: IcsProperty): { value: string; allDay: boolean } {
  const v = prop.value;
  if (prop.params.VALUE === 'DATE' || /^\d{8}$/.test(v)) {
    return { value: `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`, allDay: true };
  }
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?$/.exec(v);
  if (!m) throw new SyntaxError(`Data iCalendar inválida: ${v}`);
  const [, y, mo, d, h, mi, s] = m;
  // Floating times (no Z, no TZID support here) are read as UTC; buildIcs never writes them.
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
  return { value: new Date(iso).toISOString(), allDay: false };
}

export function parseIcs(text: string): ParsedIcs {
  const result: ParsedIcs = { events: [] };
  const stack: string[] = [];
  let props: IcsProperty[] | null = null;
  let alarmTrigger: string | undefined;

  for (const line of unfold(text)) {
    const prop = parseLine(line);
    if (prop.name === 'BEGIN') {
      stack.push(prop.value.toUpperCase());
      if (prop.value.toUpperCase() === 'VEVENT') {
        props = [];
        alarmTrigger = undefined;
      }
      continue;
    }
    if (prop.name === 'END') {
      const closed = stack.pop();
      if (closed !== prop.value.toUpperCase()) throw new SyntaxError(`END:${prop.value} sem BEGIN correspondente`);
      if (closed === 'VEVENT' && props) {
        result.events.push(toEvent(props, alarmTrigger));
        props = null;
      }
      continue;
    }
    const where = stack[stack.length - 1];
    if (where === 'VCALENDAR') {
      if (prop.name === 'PRODID') result.prodId = prop.value;
      if (prop.name === 'VERSION') result.version = prop.value;
      if (prop.name === 'X-WR-CALNAME') result.calendarName = unescapeText(prop.value);
    } else if (where === 'VEVENT' && props) {
      props.push(prop);
    } else if (where === 'VALARM' && prop.name === 'TRIGGER') {
      alarmTrigger = prop.value;
    }
  }
  if (stack.length > 0) throw new SyntaxError(`BEGIN:${stack[stack.length - 1]} sem END`);
  return result;
}

function toEvent(props: IcsProperty[], alarmTrigger: string | undefined): ParsedIcsEvent {
  const get = (name: string) => props.find((p) => p.name === name);
  const text = (name: string) => {
    const p = get(name);
    return p ? unescapeText(p.value) : undefined;
  };
  const dtstart = get('DTSTART');
  if (!dtstart) throw new SyntaxError('VEVENT sem DTSTART');
  const start = icsDateToIso(dtstart);
  const dtend = get('DTEND');
  const event: ParsedIcsEvent = {
    uid: text('UID') ?? '',
    summary: text('SUMMARY') ?? '',
    start: start.value,
    allDay: start.allDay,
    properties: props,
  };
  if (dtend) event.end = icsDateToIso(dtend).value;
  const location = text('LOCATION');
  if (location !== undefined) event.location = location;
  const description = text('DESCRIPTION');
  if (description !== undefined) event.description = description;
  const url = get('URL')?.value;
  if (url !== undefined) event.url = url;
  const status = get('STATUS')?.value;
  if (status !== undefined) event.status = status;
  if (alarmTrigger !== undefined) event.alarmTrigger = alarmTrigger;
  return event;
}
