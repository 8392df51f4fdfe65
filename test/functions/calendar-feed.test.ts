import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import type { CalendarFeedLink } from '@advocacia/shared/config/backend';
import { Timestamp } from '../../functions/src/admin';
import type { BackendDeps } from '../../functions/src/access';
import { handleApiRequest, type ApiResponse } from '../../functions/src/router';
import { CALENDAR_FEEDS } from '../../functions/src/calendar-feed/tokens';
import {
  connectTestFirestore,
  prepareProject,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
} from '../support/firestore-emulator';
import { backendForTest, staffWithToken } from '../support/backend';

/**
 * "Assinar no calendário" (issue 36): the backend's per-person iCalendar feed, called as the
 * Functions wrapper calls it, against the Auth emulator and the official Firestore emulator with
 * firestore.rules. The feed is read back with ical.js, as a calendar app would parse it.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: calendar feed', skipReason);

// 12:00 in São Paulo; the window is 2026-11-01 … 2027-12-01 (local days).
const NOW = new Date('2026-12-01T15:00:00.000Z');

describe.skipIf(!server)('backend: the calendar feed per person', { timeout: 120_000 }, () => {
  const project = uniqueProjectId('demo-feed');
  let authHost = '';
  let backend: Awaited<ReturnType<typeof backendForTest>> | undefined;
  let deps: BackendDeps;
  let ana: { uid: string; token: string };
  let bruno: { uid: string; token: string };

  const call = (method: string, path: string, idToken?: string) =>
    handleApiRequest(deps, { method, path: `/api${path}`, ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) });
  const linkOf = async (idToken: string, rotate = false): Promise<CalendarFeedLink> => {
    const answer = await call(rotate ? 'POST' : 'GET', rotate ? '/calendar-feed/rotate' : '/calendar-feed', idToken);
    expect(answer.status).toBe(200);
    return answer.body as CalendarFeedLink;
  };
  const fetchFeed = (link: CalendarFeedLink) => call('GET', link.path);
  const parse = (answer: ApiResponse) => new ICAL.Component(ICAL.parse(answer.raw!.body) as unknown[]);
  const eventsOf = (cal: ICAL.Component) =>
    new Map(cal.getAllSubcomponents('vevent').map((e) => [String(e.getFirstPropertyValue('uid')), e]));
  const triggersOf = (e: ICAL.Component) =>
    e.getAllSubcomponents('valarm').map((a) => {
      const t = a.getFirstPropertyValue('trigger');
      return t instanceof ICAL.Duration ? t.toSeconds() / 60 : (t as ICAL.Time).toJSDate().toISOString();
    });

  let stamp = Date.parse('2026-11-20T10:00:00.000Z');
  async function putEvent(id: string, fields: Record<string, unknown>) {
    stamp += 5000;
    await deps.db.doc(`events/${id}`).set({
      id,
      title: `Evento ${id}`,
      kind: 'outro',
      allDay: false,
      location: '',
      clientId: null,
      processId: null,
      notes: 'Anotação interna: cliente Maria, CPF 529.982.247-25',
      responsibleUid: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      createdBy: 'seed',
      updatedAt: '2026-11-20T10:00:00.000Z',
      updatedBy: 'seed',
      _deleted: false,
      // As the devices' writes carry it (request.time): grows with each write.
      serverTimestamp: Timestamp.fromMillis(stamp),
      ...fields,
    });
  }
  const allDay = (day: string) => ({ allDay: true, start: `${day}T00:00:00.000Z`, end: `${day}T00:00:00.000Z` });

  beforeAll(async () => {
    backend = await backendForTest(server!, project, { name: 'feed', now: () => NOW });
    ({ authHost, deps } = backend);
    await prepareProject(server!, project);
    ana = await staffWithToken(deps, authHost, 'ana', 'advogado');
    bruno = await staffWithToken(deps, authHost, 'bruno', 'advogado');

    await putEvent('prazo-ana', {
      kind: 'prazo',
      title: 'Contestação',
      ...allDay('2026-12-11'),
      responsibleUid: ana.uid,
    });
    await putEvent('prazo-hora', {
      kind: 'prazo',
      title: 'Protocolo até 14h',
      start: '2026-12-15T17:00:00.000Z',
      end: '2026-12-15T17:00:00.000Z',
      responsibleUid: ana.uid,
    });
    await putEvent('audiencia-livre', {
      kind: 'audiencia',
      title: 'Audiência de conciliação; sala 3',
      location: 'Fórum João Mendes Jr., 12º andar',
      start: '2026-12-05T17:00:00.000Z',
      end: '2026-12-05T18:00:00.000Z',
    });
    await putEvent('reuniao-bruno', {
      kind: 'reuniao',
      start: '2026-12-03T13:00:00.000Z',
      end: '2026-12-03T14:00:00.000Z',
      responsibleUid: bruno.uid,
    });
    await putEvent('cancelado', { kind: 'prazo', ...allDay('2026-12-20'), responsibleUid: ana.uid, _deleted: true });
    await putEvent('passado-29', allDay('2026-11-02'));
    await putEvent('passado-31', allDay('2026-10-31'));
    await putEvent('futuro-364', allDay('2027-11-30'));
    await putEvent('futuro-367', allDay('2027-12-03'));
    // Not an event (no title): skipped and reported, the feed still served.
    await deps.db
      .doc('events/quebrado')
      .set({ id: 'quebrado', kind: 'prazo', start: '2026-12-10T00:00:00.000Z', responsibleUid: null });
  });

  afterAll(async () => {
    await backend?.close();
  });

  it("serves the person's events and the unassigned ones in the −30/+365-day window, with alarms, UIDs and the time zone", async () => {
    const link = await linkOf(ana.token);
    expect(link.path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same link on every call (and so on every device) until it is replaced.
    expect((await linkOf(ana.token)).path).toBe(link.path);

    const answer = await fetchFeed(link);
    expect(answer.status).toBe(200);
    expect(answer.raw!.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(answer.raw!.headers['Cache-Control']).toMatch(/^private/);
    const text = answer.raw!.body;
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Notes (client data) never leave the agenda.
    expect(text).not.toContain('CPF');

    const cal = parse(answer);
    expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBeTruthy();

    const events = eventsOf(cal);
    expect([...events.keys()].sort()).toEqual(
      ['audiencia-livre', 'cancelado', 'futuro-364', 'passado-29', 'prazo-ana', 'prazo-hora'].map(
        (id) => `${id}@atendimento-advocacia`,
      ),
    );

    const prazo = events.get('prazo-ana@atendimento-advocacia')!;
    const start = prazo.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2026-12-11');
    expect(prazo.getFirstPropertyValue('summary')).toBe('Prazo: Contestação');
    expect(prazo.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // D-1 09:00 and D-0 08:00 from the day's midnight.
    expect(triggersOf(prazo)).toEqual([-15 * 60, 8 * 60]);

    // A timed deadline (14:00 in São Paulo): 09:00 the day before and 08:00 on the day, São Paulo time.
    expect(triggersOf(events.get('prazo-hora@atendimento-advocacia')!)).toEqual([
      '2026-12-14T12:00:00.000Z',
      '2026-12-15T11:00:00.000Z',
    ]);

    const hearing = events.get('audiencia-livre@atendimento-advocacia')!;
    expect(triggersOf(hearing)).toEqual([-120]);
    expect(hearing.getFirstPropertyValue('location')).toBe('Fórum João Mendes Jr., 12º andar');
    expect(hearing.getFirstPropertyValue('summary')).toBe('Audiência: Audiência de conciliação; sala 3');
    expect((hearing.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-12-05T17:00:00.000Z',
    );

    const cancelled = events.get('cancelado@atendimento-advocacia')!;
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(triggersOf(cancelled)).toEqual([]);
  });

  it("an edit raises the event's SEQUENCE, even when the editing device's clock is behind", async () => {
    const link = await linkOf(ana.token);
    const sequence = async () =>
      Number(
        eventsOf(parse(await fetchFeed(link)))
          .get('prazo-ana@atendimento-advocacia')!
          .getFirstPropertyValue('sequence'),
      );
    const before = await sequence();
    expect(before).toBeGreaterThan(0);
    await putEvent('prazo-ana', {
      kind: 'prazo',
      title: 'Contestação (prorrogada)',
      ...allDay('2026-12-14'),
      responsibleUid: ana.uid,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    const after = await sequence();
    expect(after).toBeGreaterThan(before);
    await putEvent('prazo-ana', { kind: 'prazo', ...allDay('2026-12-15'), responsibleUid: ana.uid });
    expect(await sequence()).toBeGreaterThan(after);
  });

  it('"Gerar novo link": the old link answers 404 with an empty body at once, the new one serves', async () => {
    const old = await linkOf(ana.token);
    const fresh = await linkOf(ana.token, true);
    expect(fresh.path).not.toBe(old.path);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(gone.raw?.body).toBe('');
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect((await linkOf(ana.token)).path).toBe(fresh.path);
    // A made-up or malformed token opens nothing either.
    for (const path of ['/calendar/' + 'A'.repeat(43) + '.ics', '/calendar/x.ics', '/calendar/%E0%A4%A.ics']) {
      const answer = await call('GET', path);
      expect(answer).toMatchObject({ status: 404, raw: { body: '' } });
    }
  });

  it('a person who loses access: their link answers 404 with an empty body from that moment', async () => {
    const carla = await staffWithToken(deps, authHost, 'carla', 'atendente');
    const link = await linkOf(carla.token);
    expect((await fetchFeed(link)).status).toBe(200);
    for (const change of [{ status: 'disabled' }, { role: 'cliente', status: 'active' }, { _deleted: true }]) {
      await deps.db
        .doc(`users/${carla.uid}`)
        .update({ status: 'active', role: 'atendente', _deleted: false, ...change });
      const answer = await fetchFeed(link);
      expect(answer.status).toBe(404);
      expect(answer.raw?.body).toBe('');
    }
  });

  it('only active staff get a link: no token 401, a pending request 403', async () => {
    expect((await call('GET', '/calendar-feed')).status).toBe(401);
    const pending = await staffWithToken(deps, authHost, 'davi', 'advogado', 'pending');
    expect((await call('GET', '/calendar-feed', pending.token)).status).toBe(403);
    expect((await call('POST', '/calendar-feed/rotate', pending.token)).status).toBe(403);
    expect((await call('DELETE', '/calendar-feed', ana.token)).status).toBe(405);
  });

  it('no client reads calendarFeeds through the rules, not even the person it belongs to', async () => {
    await linkOf(bruno.token);
    for (const who of [ana.uid, bruno.uid]) {
      const device = connectTestFirestore(server!, project, { uid: who });
      try {
        await expect(getDoc(doc(device.firestore, CALENDAR_FEEDS, bruno.uid))).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(getDocs(collection(device.firestore, CALENDAR_FEEDS))).rejects.toMatchObject({
          code: 'permission-denied',
        });
      } finally {
        await device.close();
      }
    }
  });
});
