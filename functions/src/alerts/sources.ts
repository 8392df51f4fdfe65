import type { DocumentData } from 'firebase-admin/firestore';
import { addDays, toBr, type IsoDay } from '@advocacia/shared/deadlines/days';
import { awaitsTriage, DJEN_SOURCE, type DjenPublication } from '@advocacia/shared/djen/publication';
import { formatCnj } from '@advocacia/shared/validation/cnj';
import type { BackendDeps } from '../access.js';
import { clipBody, clipTitle, keyPart, plural, type StaffAlert } from './alert.js';
import { eventDay, nextBusinessDay, spDay, spEndOfDay, spInstant, spTime } from './clock.js';
import type { StaffMember } from './staff.js';

/**
 * What may be due now (issue 36), read from the firm's data with the Admin SDK: deadlines,
 * hearings and other timed events, DJEN intimations (new, and untriaged after a business day),
 * staff reminders, and the daily summary. Plain data out; run.ts decides who, when, and once.
 */
export interface AlertContext {
  now: Date;
  today: IsoDay;
  staff: Map<string, StaffMember>;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Days before a deadline it is announced, each at 07:00 in São Paulo. */
export const DEADLINE_NOTICE_DAYS = [3, 1, 0] as const;
export const MORNING = '07:00';
export const EVENING_BEFORE = '18:00';
/** How long a new intimation stays worth announcing (a job down for longer leaves it to the untriaged alert). */
const NEW_INTIMATION_FOR_MS = DAY;
const UNTRIAGED_FOR_MS = 7 * DAY;
const REMINDER_FOR_MS = DAY;
// dueAt may carry any UTC offset (±14 h): the query reaches that far, the exact check is done here.
const OFFSET_REACH_MS = 14 * HOUR;

const live = (d: DocumentData | undefined): d is DocumentData => Boolean(d) && d!._deleted !== true;
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 12);

function publicationLabel(p: Partial<DjenPublication> | undefined): string {
  const court = p?.court || 'DJEN';
  return p?.cnj ? `${court}, proc. ${formatCnj(p.cnj)}` : court;
}
const publicationUrl = (id: string) => `/publicacoes?id=${encodeURIComponent(id)}`;

interface EventRow {
  id: string;
  data: DocumentData;
}

/** The events of yesterday to five days ahead (deadlines D-3, hearings of tomorrow), one range query on `start`. */
async function eventsAround(deps: BackendDeps, today: IsoDay): Promise<EventRow[]> {
  const snap = await deps.db
    .collection('events')
    .where('start', '>=', addDays(today, -1))
    .where('start', '<', addDays(today, 5))
    .get();
  return snap.docs.map((d) => ({ id: d.id, data: d.data() })).filter((e) => live(e.data));
}

/** The lawyers named on the publication a deadline came from (its `deadlineEventId`). */
async function publicationLawyers(deps: BackendDeps, eventId: string): Promise<string[]> {
  if (!eventId.startsWith('prazo-')) return [];
  const pub = (await deps.db.doc(`status_proccess/${eventId.slice('prazo-'.length)}`).get()).data();
  if (!live(pub) || pub.deadlineEventId !== eventId) return [];
  return ((pub.djen as Partial<DjenPublication> | undefined)?.lawyerUids ?? []).filter(
    (u): u is string => typeof u === 'string',
  );
}

/** The firm's admins, who also hear of a deadline nobody is responsible for. */
const admins = (ctx: AlertContext) => [...ctx.staff.values()].filter((s) => s.role === 'admin').map((s) => s.uid);

export async function deadlineAlerts(deps: BackendDeps, ctx: AlertContext, events: EventRow[]): Promise<StaffAlert[]> {
  const alerts: StaffAlert[] = [];
  for (const { id, data } of events) {
    if (data.kind !== 'prazo') continue;
    const day = eventDay(String(data.start ?? ''), data.allDay === true);
    if (!day || day < ctx.today) continue;
    const responsible = typeof data.responsibleUid === 'string' && data.responsibleUid ? [data.responsibleUid] : [];
    const named = await publicationLawyers(deps, id);
    const uids = [...new Set([...responsible, ...named])];
    const title = String(data.title ?? 'Prazo');
    for (const n of DEADLINE_NOTICE_DAYS) {
      const alertDay = addDays(day, -n);
      if (alertDay < ctx.today) continue; // never for a day already past
      alerts.push({
        key: `prazo-${keyPart(id)}-${day}-D${n}`,
        kind: 'prazo',
        pref: 'prazos',
        dueAt: spInstant(alertDay, MORNING),
        expiresAt: spEndOfDay(alertDay),
        uids: uids.length > 0 ? uids : admins(ctx),
        title: clipTitle(n === 0 ? 'Prazo vence hoje' : n === 1 ? 'Prazo vence amanhã' : `Prazo vence em ${n} dias`),
        body: clipBody(`${title} — ${toBr(day)}`),
        url: `/eventos/editar/${encodeURIComponent(id)}`,
        tag: `prazo-${id}`,
        sources: [`events/${id}`],
        stillValid: ([e]) =>
          live(e) && e.kind === 'prazo' && eventDay(String(e.start ?? ''), e.allDay === true) === day,
      });
    }
  }
  return alerts;
}

export function timedEventAlerts(ctx: AlertContext, events: EventRow[]): StaffAlert[] {
  const alerts: StaffAlert[] = [];
  for (const { id, data } of events) {
    if (data.kind === 'prazo' || data.allDay === true) continue;
    const startIso = String(data.start ?? '');
    const start = new Date(Date.parse(startIso));
    if (Number.isNaN(start.getTime()) || start <= ctx.now) continue;
    const uid = typeof data.responsibleUid === 'string' && data.responsibleUid ? data.responsibleUid : null;
    if (!uid) continue;
    const hearing = data.kind === 'audiencia';
    const what = hearing ? 'Audiência' : 'Compromisso';
    const at = spTime(start);
    const where = String(data.location ?? '').trim();
    const body = clipBody(`${String(data.title ?? what)}${where ? ` — ${where}` : ''}`);
    const common = {
      kind: 'audiencia' as const,
      pref: 'audiencias' as const,
      expiresAt: start,
      uids: [uid],
      body,
      url: `/eventos/editar/${encodeURIComponent(id)}`,
      tag: `evento-${id}`,
      sources: [`events/${id}`],
      stillValid: ([e]: (DocumentData | undefined)[]) =>
        live(e) && e.kind !== 'prazo' && e.allDay !== true && e.start === startIso,
    };
    alerts.push(
      {
        ...common,
        key: `evento-${keyPart(id)}-${stamp(start)}-vespera`,
        dueAt: spInstant(addDays(spDay(start), -1), EVENING_BEFORE),
        title: clipTitle(`${what} amanhã às ${at}`),
      },
      {
        ...common,
        key: `evento-${keyPart(id)}-${stamp(start)}-2h`,
        dueAt: new Date(start.getTime() - 2 * HOUR),
        title: clipTitle(`${what} em 2 horas (${at})`),
      },
    );
  }
  return alerts;
}

/** When an intimation captured at `capturedAt` has waited one business day (same São Paulo time, next business day). */
export function untriagedAfter(capturedAt: Date): Date {
  return spInstant(nextBusinessDay(spDay(capturedAt)), spTime(capturedAt));
}

export async function intimationAlerts(deps: BackendDeps, ctx: AlertContext): Promise<StaffAlert[]> {
  const alerts: StaffAlert[] = [];
  const [recent, pending] = await Promise.all([
    deps.db
      .collection('status_proccess')
      .where('createdAt', '>=', new Date(ctx.now.getTime() - NEW_INTIMATION_FOR_MS).toISOString())
      .get(),
    deps.db.collection('status_proccess').where('triage', '==', 'pending').get(),
  ]);
  for (const d of recent.docs) {
    const p = d.data();
    const capturedAt = Date.parse(String(p.createdAt ?? ''));
    if (!live(p) || p.source !== DJEN_SOURCE || Number.isNaN(capturedAt)) continue;
    const djen = p.djen as Partial<DjenPublication> | undefined;
    alerts.push({
      key: `intimacao-${keyPart(d.id)}`,
      kind: 'intimacao',
      pref: 'intimacoes',
      dueAt: new Date(capturedAt),
      expiresAt: new Date(capturedAt + NEW_INTIMATION_FOR_MS),
      uids: (djen?.lawyerUids ?? []).filter((u): u is string => typeof u === 'string'),
      title: clipTitle(`Nova intimação — ${publicationLabel(djen)}`),
      body: clipBody([djen?.kind || String(p.status ?? ''), djen?.organ].filter(Boolean).join(' · ') || 'DJEN'),
      url: publicationUrl(d.id),
      tag: `intimacao-${d.id}`,
      sources: [`status_proccess/${d.id}`],
      stillValid: ([e]) => live(e) && e.source === DJEN_SOURCE && e.triage !== 'dismissed',
    });
  }
  const overdue: { id: string; dueAt: Date }[] = [];
  for (const d of pending.docs) {
    const p = d.data();
    const capturedAt = Date.parse(String(p.createdAt ?? ''));
    if (!live(p) || !awaitsTriage(p as Parameters<typeof awaitsTriage>[0]) || Number.isNaN(capturedAt)) continue;
    const dueAt = untriagedAfter(new Date(capturedAt));
    if (dueAt <= ctx.now) overdue.push({ id: d.id, dueAt });
    const djen = p.djen as Partial<DjenPublication> | undefined;
    alerts.push({
      key: `triagem-${keyPart(d.id)}`,
      kind: 'triagem',
      pref: 'intimacoes',
      dueAt,
      expiresAt: new Date(dueAt.getTime() + UNTRIAGED_FOR_MS),
      uids: (djen?.lawyerUids ?? []).filter((u): u is string => typeof u === 'string'),
      title: clipTitle('Intimação sem triagem há mais de 1 dia útil'),
      body: clipBody(publicationLabel(djen)),
      url: publicationUrl(d.id),
      tag: `intimacao-${d.id}`,
      sources: [`status_proccess/${d.id}`],
      stillValid: ([e]) => live(e) && awaitsTriage(e as Parameters<typeof awaitsTriage>[0]),
    });
  }
  if (overdue.length > 0) {
    const n = overdue.length;
    alerts.push({
      key: `triagem-admins-${ctx.today}`,
      kind: 'triagem',
      pref: 'intimacoes',
      // Once a day, from 07:00, while any is overdue.
      dueAt: spInstant(ctx.today, MORNING),
      expiresAt: spEndOfDay(ctx.today),
      uids: admins(ctx),
      title: clipTitle(`${plural(n, 'intimação', 'intimações')} sem triagem há mais de 1 dia útil`),
      body: clipBody('Abra "Publicações a triar" para anexar ou descartar.'),
      url: '/publicacoes',
      tag: 'triagem-admins',
      sources: overdue.map((o) => `status_proccess/${o.id}`),
      // The count said is the count still true.
      stillValid: (docs) => docs.every((e) => live(e) && awaitsTriage(e as Parameters<typeof awaitsTriage>[0])),
    });
  }
  return alerts;
}

/** Staff reminders (`lembrets` without "avisar o cliente"): to the person who wrote them, at their time. */
export async function reminderAlerts(deps: BackendDeps, ctx: AlertContext): Promise<StaffAlert[]> {
  const snap = await deps.db
    .collection('lembrets')
    .where('status', '==', 'pendente')
    .where('notifyClient', '==', false)
    .where('dueAt', '>=', new Date(ctx.now.getTime() - REMINDER_FOR_MS - OFFSET_REACH_MS).toISOString())
    .where('dueAt', '<=', new Date(ctx.now.getTime() + OFFSET_REACH_MS).toISOString())
    .get();
  const alerts: StaffAlert[] = [];
  for (const d of snap.docs) {
    const r = d.data();
    const dueIso = String(r.dueAt ?? '');
    const dueAt = Date.parse(dueIso);
    const owner = typeof r.createdBy === 'string' ? r.createdBy : '';
    if (!live(r) || Number.isNaN(dueAt) || !owner) continue;
    const title = String(r.title ?? 'Lembrete');
    alerts.push({
      key: `lembrete-${keyPart(d.id)}-${stamp(new Date(dueAt))}`,
      kind: 'lembrete',
      pref: 'lembretes',
      dueAt: new Date(dueAt),
      expiresAt: new Date(dueAt + REMINDER_FOR_MS),
      uids: [owner],
      title: clipTitle(`Lembrete: ${title}`),
      body: clipBody(String(r.message ?? '').trim() || title),
      url: `/lembretes/editar/${encodeURIComponent(d.id)}`,
      tag: `lembrete-${d.id}`,
      sources: [`lembrets/${d.id}`],
      stillValid: ([e]) => live(e) && e.status === 'pendente' && e.notifyClient === false && e.dueAt === dueIso,
    });
  }
  return alerts;
}

/** The 07:00 summary, for each person who asked for it: their deadlines and appointments today, untriaged intimations. */
export function dailySummaryAlerts(ctx: AlertContext, events: EventRow[], all: StaffAlert[]): StaffAlert[] {
  const alerts: StaffAlert[] = [];
  const untriaged = all.filter((a) => a.key.startsWith('triagem-') && !a.key.startsWith('triagem-admins-'));
  for (const member of ctx.staff.values()) {
    if (!member.prefs.resumoDiario) continue;
    const mine = (a: StaffAlert) => a.uids.includes(member.uid);
    const deadlines = all.filter((a) => a.kind === 'prazo' && a.key.endsWith('-D0') && mine(a)).length;
    const appointments = events.filter(
      (e) =>
        e.data.kind !== 'prazo' &&
        e.data.responsibleUid === member.uid &&
        eventDay(String(e.data.start ?? ''), e.data.allDay === true) === ctx.today,
    ).length;
    const waiting = untriaged.filter((a) => member.role === 'admin' || mine(a)).length;
    const parts = [
      `Hoje: ${plural(deadlines, 'prazo', 'prazos')}, ${plural(appointments, 'compromisso', 'compromissos')}.`,
      waiting > 0 ? `${plural(waiting, 'intimação', 'intimações')} sem triagem.` : '',
    ];
    alerts.push({
      key: `resumo-${ctx.today}`,
      kind: 'resumo',
      pref: 'resumoDiario',
      dueAt: spInstant(ctx.today, MORNING),
      expiresAt: spEndOfDay(ctx.today),
      uids: [member.uid],
      title: clipTitle(`Resumo do dia — ${toBr(ctx.today)}`),
      body: clipBody(parts.filter(Boolean).join(' ')),
      url: '/',
      tag: 'resumo',
      sources: [],
      stillValid: () => true,
    });
  }
  return alerts;
}

/** Every alert the firm's data makes possible around now (due or not yet: run.ts filters). */
export async function collectAlerts(deps: BackendDeps, ctx: AlertContext): Promise<StaffAlert[]> {
  const events = await eventsAround(deps, ctx.today);
  const all = [
    ...(await deadlineAlerts(deps, ctx, events)),
    ...timedEventAlerts(ctx, events),
    ...(await intimationAlerts(deps, ctx)),
    ...(await reminderAlerts(deps, ctx)),
  ];
  return [...all, ...dailySummaryAlerts(ctx, events, all)];
}
