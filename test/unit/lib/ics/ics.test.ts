import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsFileName, toIcsUtc, DEFAULT_PRODID, type IcsEvent } from '@/lib/ics';
import { parseIcs, unfold } from '../../../support/ics-reader';

const NOW = new Date('2024-04-30T12:00:00.000Z');
const octets = (s: string) => new TextEncoder().encode(s).length;

const hearing: IcsEvent = {
  uid: 'evt-1',
  summary: 'Audiência de conciliação; processo 0000002-65.2005.4.05.8100, Maria',
  start: '2024-05-01T13:00:00.000Z',
  end: '2024-05-01T14:30:00.000Z',
  location: 'Fórum João Mendes Jr., Sala 12; 3º andar',
  description: 'Levar: RG, procuração\\substabelecimento\nChegar 30 min antes.\r\nTel. (11) 3456-7890',
  status: 'CONFIRMED',
  alarmMinutesBefore: 60,
};

describe('buildIcs', () => {
  const ics = buildIcs([hearing], { now: NOW, calendarName: 'Agenda, escritório' });

  it('uses CRLF line endings only, ending with CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the calendar and event envelope with required properties', () => {
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain(`PRODID:${DEFAULT_PRODID}`);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:evt-1@atendimento-advocacia');
    expect(lines).toContain('DTSTAMP:20240430T120000Z');
    expect(lines).toContain('DTSTART:20240501T130000Z');
    expect(lines).toContain('DTEND:20240501T143000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('TRIGGER:-PT60M');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('escapes , ; \\ and newlines in TEXT values', () => {
    const lines = unfold(ics);
    expect(lines).toContain('LOCATION:Fórum João Mendes Jr.\\, Sala 12\\; 3º andar');
    expect(lines).toContain(
      'DESCRIPTION:Levar: RG\\, procuração\\\\substabelecimento\\nChegar 30 min antes.\\nTel. (11) 3456-7890',
    );
    expect(lines).toContain('X-WR-CALNAME:Agenda\\, escritório');
  });

  it('folds every line at 75 octets without splitting UTF-8 characters', () => {
    const physical = ics.split('\r\n').filter(Boolean);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    // The summary is long enough to need folding.
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    // No replacement characters: each physical line is valid UTF-8 by itself.
    for (const line of physical) {
      const bytes = new TextEncoder().encode(line);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
  });

  it('round-trips through parseIcs with special characters intact', () => {
    const parsed = parseIcs(ics);
    expect(parsed.prodId).toBe(DEFAULT_PRODID);
    expect(parsed.version).toBe('2.0');
    expect(parsed.calendarName).toBe('Agenda, escritório');
    expect(parsed.events).toHaveLength(1);
    const e = parsed.events[0]!;
    expect(e.uid).toBe('evt-1@atendimento-advocacia');
    expect(e.summary).toBe(hearing.summary);
    expect(e.location).toBe(hearing.location);
    expect(e.description).toBe('Levar: RG, procuração\\substabelecimento\nChegar 30 min antes.\nTel. (11) 3456-7890');
    expect(e.start).toBe('2024-05-01T13:00:00.000Z');
    expect(e.end).toBe('2024-05-01T14:30:00.000Z');
    expect(e.allDay).toBe(false);
    expect(e.alarmTrigger).toBe('-PT60M');
  });

  it('writes all-day events as VALUE=DATE with an exclusive DTEND', () => {
    const out = buildIcs(
      [
        { uid: 'p1', summary: 'Prazo: contestação', start: '2024-06-11', allDay: true },
        { uid: 'p2@outro', summary: 'Recesso', start: '2024-12-20', end: '2025-01-06', allDay: true },
      ],
      { now: NOW },
    );
    const lines = unfold(out);
    expect(lines).toContain('DTSTART;VALUE=DATE:20240611');
    expect(lines).toContain('DTEND;VALUE=DATE:20240612');
    expect(lines).toContain('DTSTART;VALUE=DATE:20241220');
    expect(lines).toContain('DTEND;VALUE=DATE:20250107');
    expect(lines).toContain('UID:p2@outro');
    const [a, b] = parseIcs(out).events;
    expect(a).toMatchObject({ allDay: true, start: '2024-06-11', end: '2024-06-12' });
    expect(b).toMatchObject({ allDay: true, start: '2024-12-20', end: '2025-01-07' });
  });

  it('converts offsets to UTC and omits optional properties when absent', () => {
    const out = buildIcs([{ uid: 'x', summary: 'Reunião', start: '2024-05-01T10:00:00-03:00' }], { now: NOW });
    expect(unfold(out)).toContain('DTSTART:20240501T130000Z');
    expect(out).not.toMatch(/DTEND|LOCATION|DESCRIPTION|VALARM/);
  });

  it('writes several events and an empty calendar', () => {
    const two = parseIcs(buildIcs([hearing, { ...hearing, uid: 'evt-2' }], { now: NOW }));
    expect(two.events.map((e) => e.uid)).toEqual(['evt-1@atendimento-advocacia', 'evt-2@atendimento-advocacia']);
    expect(parseIcs(buildIcs([], { now: NOW })).events).toEqual([]);
  });

  it('escapes a hostile document id and title: no injected property or event reaches the calendar', () => {
    const hostile: IcsEvent = {
      uid: 'evt-9\r\nATTENDEE:mailto:intruso@exemplo.com\nX-INJ;a=b:c',
      summary: 'Audiência\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:falso\r\nDTSTART:20300101T000000Z',
      start: '2024-05-01T13:00:00.000Z',
      location: 'Sala\u0000 1\u001b[31m',
      url: 'https://exemplo.com/a\r\nATTENDEE:mailto:x@y',
    };
    const out = buildIcs([hostile], { now: NOW, prodId: 'x\r\nMETHOD:CANCEL' });
    const lines = unfold(out);
    // Every logical line is one property the builder wrote: nothing starts with an injected name.
    expect(lines.filter((l) => /^(ATTENDEE|X-INJ|METHOD:CANCEL)/.test(l))).toEqual([]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:evt-9\\nATTENDEE:mailto:intruso@exemplo.com\\nX-INJ\\;a=b:c',
    ]);
    expect(lines.filter((l) => l.startsWith('DTSTART'))).toEqual(['DTSTART:20240501T130000Z']);
    // eslint-disable-next-line no-control-regex -- checking that control characters are gone
    expect(out.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/);
    const [e, ...rest] = parseIcs(out).events;
    expect(rest).toEqual([]);
    // The id and title come back as written (line breaks normalised to \n), not as properties.
    expect(e!.uid).toBe('evt-9\nATTENDEE:mailto:intruso@exemplo.com\nX-INJ;a=b:c');
    expect(e!.summary).toBe('Audiência\nEND:VEVENT\nBEGIN:VEVENT\nUID:falso\nDTSTART:20300101T000000Z');
    expect(e!.location).toBe('Sala 1[31m');
    // A URL is written only in its parsed, percent-encoded form (the URL parser drops CR/LF).
    expect(lines.filter((l) => l.startsWith('URL:'))).toEqual(['URL:https://exemplo.com/aATTENDEE:mailto:x@y']);
  });

  it('writes no URL property for a value that is not an http(s) or mailto URL', () => {
    for (const url of ['javascript:alert(1)', 'não é url', 'data:text/html,oi']) {
      expect(buildIcs([{ uid: 'u', summary: 's', start: '2024-05-01T13:00:00.000Z', url }], { now: NOW })).not.toMatch(
        /^URL:/m,
      );
    }
  });

  it('rejects invalid dates', () => {
    expect(() => buildIcs([{ uid: 'x', summary: 'x', start: 'amanhã' }])).toThrow(RangeError);
  });
});

describe('pieces', () => {
  it('escapeText', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
  it('foldLine keeps short lines and folds long multibyte ones at 75 octets', () => {
    expect(foldLine('SUMMARY:curto')).toBe('SUMMARY:curto');
    const long = 'DESCRIPTION:' + 'ção'.repeat(60);
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toEqual([long]);
  });
  it('toIcsUtc', () => {
    expect(toIcsUtc('2024-12-31T23:59:59.999Z')).toBe('20241231T235959Z');
  });
  it('icsFileName', () => {
    expect(icsFileName('Audiência – Maria José')).toBe('audiencia-maria-jose.ics');
    expect(icsFileName('!!!')).toBe('agenda.ics');
  });
  it('parseIcs rejects unbalanced components', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).toThrow(SyntaxError);
  });
});

describe('the calendar feed options (issue 36)', () => {
  const feed = buildIcs(
    [
      {
        uid: 'prazo-1',
        summary: 'Prazo: Contestação',
        start: '2024-05-10',
        allDay: true,
        sequence: 12345.7,
        alarms: [{ minutesFromStart: -900 }, { minutesFromStart: 480 }, { minutesFromStart: -90 }],
      },
      {
        uid: 'aud-1',
        summary: 'Audiência',
        start: '2024-05-11T13:00:00.000Z',
        alarms: [{ at: '2024-05-10T12:00:00.000Z' }],
      },
    ],
    { now: NOW, firmTimeZone: true, refreshMinutes: 60 },
  );
  const lines = unfold(feed);

  it('declares the zone and the refresh before the first event (calendar properties precede components)', () => {
    const firstEvent = lines.indexOf('BEGIN:VEVENT');
    for (const line of [
      'X-WR-TIMEZONE:America/Sao_Paulo',
      'BEGIN:VTIMEZONE',
      'TZID:America/Sao_Paulo',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ]) {
      expect(lines.indexOf(line)).toBeGreaterThan(0);
      expect(lines.indexOf(line)).toBeLessThan(firstEvent);
    }
  });

  it('writes SEQUENCE as a whole number and each alarm as a relative or absolute trigger', () => {
    expect(lines).toContain('SEQUENCE:12345');
    expect(lines.filter((l) => l.startsWith('TRIGGER'))).toEqual([
      'TRIGGER:-PT15H',
      'TRIGGER:PT8H',
      'TRIGGER:-PT90M',
      'TRIGGER;VALUE=DATE-TIME:20240510T120000Z',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(4);
    expect(lines.filter((l) => l === 'END:VALARM')).toHaveLength(4);
  });
});
