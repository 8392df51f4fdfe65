import { FieldValue } from 'firebase-admin/firestore';
import { addDays } from '@advocacia/shared/deadlines/days';
import {
  cnjDigitsOf,
  DJEN_SOURCE,
  djenEntryId,
  djenOabNumber,
  djenPlainText,
  oabKey,
  type DjenPublication,
  type DjenTriage,
} from '@advocacia/shared/djen/publication';
import type { BackendDeps } from '../access.js';
import { Pacer } from '../http-retry.js';
import { BACKEND_ACTOR, replicatedStamp, squatted } from '../replicated.js';
import { fetchDjenDay, type DjenConfig, type DjenFailure, type DjenItem, type DjenRequestOptions } from './client.js';
import { recordCapture } from './capture-status.js';
import { recheckCancellations } from './recheck.js';
import { readJobsConfig } from '../jobs-config.js';

/**
 * Intimations find the lawyer (issue 28): for each active lawyer of the firm with an OAB, every
 * DJEN communication made available since their cursor becomes one `status_proccess` document
 * (`source: 'djen'`, id `djen-<communication id>`: a run repeated, a retry or two lawyers named in
 * it never duplicate it). When its CNJ number is a process of the firm it lands on that timeline
 * (`triage: 'matched'`); otherwise it waits in "Publicações a triar" (`processId: ''`,
 * `triage: 'pending'`) for the lawyers it names. The per-lawyer cursor (`djen_cursors/{UF-number}`,
 * server-side only, never replicated) remembers the last availability day asked completely; the
 * next run asks that day again (late additions) and every day after it up to today.
 */

export interface DjenDeps extends BackendDeps {
  djen: DjenConfig;
}

export interface FirmLawyer {
  uid: string;
  name: string;
  uf: string;
  /** As DJEN wants it (digits, no leading zeros). */
  number: string;
  key: string;
}

export interface LawyerOutcome {
  key: string;
  uids: string[];
  /** Availability days asked completely in this run. */
  days: string[];
  /** Publications written for the first time. */
  added: number;
  /** Publications already there that now also name this lawyer. */
  joined: number;
  requests: number;
  /** Publications marked cancelled by the court in this run (issue 38). */
  cancelled?: number;
  failure?: DjenFailure;
  httpStatus?: number | null;
}

export interface DjenRunReport {
  lawyers: LawyerOutcome[];
  added: number;
  /** Set when the run stopped early: DJEN is off, rate-limited or down after the retries. */
  stoppedBecause?: 'disabled' | 'budget' | DjenFailure;
}

/** Cursor of one OAB registration (server-side, `djen_cursors`). */
export interface DjenCursor {
  uf: string;
  number: string;
  uids: string[];
  /** The last availability day asked completely (YYYY-MM-DD), '' before the first. */
  lastDay: string;
  checkedAt: string;
  status: 'ok' | 'unavailable';
  failure: DjenFailure | '';
}

const MAX_TEXT = 200_000;
const MAX_DESCRIPTION = 5000;

/** Today in Brasília (DJEN's days are Brasília days), YYYY-MM-DD. */
export function brasiliaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The registrations DJEN is asked about: each OAB registration (principal and suplementares) of the active staff (advogado or admin). */
export async function firmLawyers(deps: BackendDeps): Promise<FirmLawyer[]> {
  const snap = await deps.db.collection('users').where('status', '==', 'active').get();
  const lawyers: FirmLawyer[] = [];
  for (const doc of snap.docs) {
    const u = doc.data();
    if (u._deleted === true || !['advogado', 'admin'].includes(String(u.role))) continue;
    // The principal registration and the suplementares (issue 38): each is asked, with its own cursor.
    const supplementary = Array.isArray(u.oabSupplementary) ? (u.oabSupplementary as unknown[]).slice(0, 10) : [];
    const seen = new Set<string>();
    for (const entry of [u.oab, ...supplementary]) {
      const oab = entry as { uf?: unknown; number?: unknown } | null | undefined;
      if (!oab || typeof oab.uf !== 'string' || typeof oab.number !== 'string') continue;
      const key = oabKey(oab.uf, oab.number);
      const number = djenOabNumber(oab.number);
      if (!key || !number || seen.has(key)) continue;
      seen.add(key);
      lawyers.push({ uid: doc.id, name: String(u.displayName ?? ''), uf: oab.uf.trim().toUpperCase(), number, key });
    }
  }
  return lawyers.sort((a, b) => a.key.localeCompare(b.key) || a.uid.localeCompare(b.uid));
}

const cursorId = (key: string) => key.replace(/[^0-9A-Za-z]/g, '-');

/** The firm's process with this CNJ number (the oldest when two records share it), or null. */
async function processByCnj(deps: BackendDeps, cnj: string): Promise<{ id: string; clientId: string } | null> {
  if (!cnj) return null;
  const snap = await deps.db.collection('proccess').where('cnj', '==', cnj).limit(10).get();
  const live = snap.docs
    .map((d) => ({ id: d.id, data: d.data() }))
    .filter((p) => p.data._deleted !== true)
    .sort(
      (a, b) =>
        String(a.data.createdAt ?? '').localeCompare(String(b.data.createdAt ?? '')) || a.id.localeCompare(b.id),
    );
  return live[0] ? { id: live[0].id, clientId: String(live[0].data.clientId ?? '') } : null;
}

const clip = (value: unknown, max: number) =>
  String(value ?? '')
    .trim()
    .slice(0, max);

/** The `djen` map of a communication; `lawyerUids` = the firm's lawyers it names (plus the one whose query found it). */
export function publicationOf(item: DjenItem, communicationId: string, lawyerUids: string[]): DjenPublication {
  return {
    communicationId,
    hash: clip(item.hash, 100),
    availableOn: /^\d{4}-\d{2}-\d{2}$/.test(String(item.data_disponibilizacao ?? ''))
      ? String(item.data_disponibilizacao)
      : '',
    court: clip(item.siglaTribunal, 20),
    kind: clip(item.tipoComunicacao, 100),
    organ: clip(item.nomeOrgao, 300),
    documentType: clip(item.tipoDocumento, 100),
    className: clip(item.nomeClasse, 300),
    cnj: cnjDigitsOf(item.numero_processo) || cnjDigitsOf(item.numeroprocessocommascara),
    text: djenPlainText(item.texto).slice(0, MAX_TEXT),
    link: clip(item.link, 1000),
    lawyerUids,
    lawyers: (item.destinatarioadvogados ?? [])
      .map((d) => d.advogado)
      .filter((a): a is NonNullable<typeof a> => Boolean(a))
      .map((a) => ({
        name: clip(a.nome, 200),
        oab: `${clip(a.uf_oab, 2).toUpperCase()} ${clip(a.numero_oab, 20)}`.trim(),
      }))
      .slice(0, 50),
    parties: (item.destinatarios ?? []).map((d) => ({ name: clip(d.nome, 300), pole: clip(d.polo, 2) })).slice(0, 50),
  };
}

/** The firm's lawyers a communication names, by OAB (DJEN's `destinatarioadvogados`). */
function namedUids(item: DjenItem, byKey: Map<string, string[]>): string[] {
  const uids = new Set<string>();
  for (const d of item.destinatarioadvogados ?? []) {
    const key = d.advogado ? oabKey(String(d.advogado.uf_oab ?? ''), String(d.advogado.numero_oab ?? '')) : null;
    for (const uid of (key && byKey.get(key)) || []) uids.add(uid);
  }
  return [...uids];
}

/** 'reclaimed': its id held something else (squatted), which the publication replaced (issue 37). */
type StoreResult = 'added' | 'reclaimed' | 'joined' | 'kept' | 'skipped';

/** Writes one communication once; when it is already there, adds the lawyers it did not name yet. */
export async function storePublication(
  deps: BackendDeps,
  item: DjenItem,
  finder: FirmLawyer[],
  byKey: Map<string, string[]>,
): Promise<StoreResult> {
  const communicationId = String(item.id ?? item.hash ?? '').trim();
  // A communication the court cancelled before we saw it is not news.
  if (!communicationId || item.ativo === false) return 'skipped';
  const id = djenEntryId(communicationId);
  const uids = [...new Set([...namedUids(item, byKey), ...finder.map((l) => l.uid)])].sort();
  const publication = publicationOf(item, communicationId, uids);
  const process = await processByCnj(deps, publication.cnj);
  const ref = deps.db.doc(`status_proccess/${id}`);
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const stamp = replicatedStamp(deps, BACKEND_ACTOR);
    const { now } = stamp;
    const reclaim = snap.exists && squatted(snap.data(), DJEN_SOURCE);
    if (snap.exists && !reclaim) {
      const current = snap.data() ?? {};
      // A publication staff deleted stays deleted; one already there is never rewritten (staff triage it).
      if (current._deleted === true) return 'kept';
      const known = new Set<string>(
        ((current.djen as Partial<DjenPublication> | undefined)?.lawyerUids ?? []) as string[],
      );
      const missing = uids.filter((u) => !known.has(u));
      if (missing.length === 0) return 'kept';
      tx.update(ref, { 'djen.lawyerUids': FieldValue.arrayUnion(...missing), ...stamp.for(id) });
      return 'joined';
    }
    const triage: DjenTriage = process ? 'matched' : 'pending';
    if (reclaim) console.warn(`djen: ${id} held a document that was not this publication; replaced`);
    const write = (data: Record<string, unknown>) => (reclaim ? tx.set(ref, data) : tx.create(ref, data));
    write({
      id,
      processId: process?.id ?? '',
      clientId: process?.clientId ?? '',
      status: publication.kind || 'Publicação',
      description: [publication.organ, publication.className].filter(Boolean).join(' · ').slice(0, MAX_DESCRIPTION),
      // Midnight in Brasília of the availability day: the timeline orders by it.
      date: publication.availableOn ? `${publication.availableOn}T03:00:00.000Z` : now,
      visibleToClient: false,
      notifyClient: false,
      source: DJEN_SOURCE,
      djen: publication,
      triage,
      triageReason: '',
      seenAt: '',
      deadlineEventId: '',
      deadlineDueOn: '',
      createdAt: now,
      createdBy: BACKEND_ACTOR,
      ...stamp.for(id),
    });
    return reclaim ? 'reclaimed' : 'added';
  });
}

export interface DjenRunOptions extends DjenRequestOptions {
  /** Log lines (the local jobs print them). */
  log?: (line: string) => void;
  /** Milliseconds clock for the run's budget (tests drive it). */
  clock?: () => number;
}

/** Asks DJEN for one OAB registration, day after day from its cursor to today, and stores what it finds. */
export async function followLawyer(
  deps: DjenDeps,
  lawyers: FirmLawyer[],
  byKey: Map<string, string[]>,
  options: DjenRunOptions & { pacer: Pacer },
): Promise<LawyerOutcome> {
  const first = lawyers[0]!;
  const outcome: LawyerOutcome = {
    key: first.key,
    uids: lawyers.map((l) => l.uid),
    days: [],
    added: 0,
    joined: 0,
    requests: 0,
  };
  const ref = deps.db.doc(`djen_cursors/${cursorId(first.key)}`);
  const cursor = (await ref.get()).data() as Partial<DjenCursor> | undefined;
  const today = brasiliaDay(deps.now?.() ?? new Date());
  const lastDay =
    typeof cursor?.lastDay === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cursor.lastDay) ? cursor.lastDay : '';
  let day = lastDay && lastDay <= today ? lastDay : addDays(today, -(Math.max(1, deps.djen.lookbackDays) - 1));
  const save = (patch: Partial<DjenCursor>) =>
    ref.set(
      {
        uf: first.uf,
        number: first.number,
        uids: outcome.uids,
        checkedAt: (deps.now?.() ?? new Date()).toISOString(),
        ...patch,
      },
      { merge: true },
    );
  for (; day <= today; day = addDays(day, 1)) {
    const result = await fetchDjenDay(deps.djen, { uf: first.uf, number: first.number }, day, options);
    outcome.requests += result.pages;
    if (result.kind === 'unavailable') {
      outcome.failure = result.failure;
      outcome.httpStatus = result.httpStatus;
      await save({ status: 'unavailable', failure: result.failure });
      return outcome;
    }
    for (const item of result.items) {
      const stored = await storePublication(deps, item, lawyers, byKey);
      if (stored === 'added' || stored === 'reclaimed') outcome.added++;
      if (stored === 'joined') outcome.joined++;
    }
    outcome.days.push(day);
    await save({ lastDay: day, status: 'ok', failure: '' });
  }
  // Issue 38: what the court cancelled in the last 30 days is marked (one more query per registration).
  const recheck = await recheckCancellations(deps, first, today, options);
  outcome.requests += recheck.requests;
  outcome.cancelled = recheck.cancelled;
  return outcome;
}

/**
 * The scheduled job: every OAB registration of the firm's active lawyers, one request at a time
 * at the polite rate (`minIntervalMs`, shared by the whole run, retries included). A 429 or an
 * outage that outlasts the retries stops the run (the next run resumes from each cursor); a
 * query DJEN refuses (422) only skips that lawyer.
 */
export async function followDjen(deps: DjenDeps, options: DjenRunOptions = {}): Promise<DjenRunReport> {
  const report: DjenRunReport = { lawyers: [], added: 0 };
  // The admin's switch in the app (config/jobs, issue 38) wins over the environment's default.
  const enabled = (await readJobsConfig(deps)).djen ?? deps.djen.enabled;
  if (!enabled) return { ...report, stoppedBecause: 'disabled' };
  const pacer = options.pacer ?? new Pacer(deps.djen.minIntervalMs, options.sleep);
  const all = await firmLawyers(deps);
  const byKey = new Map<string, string[]>();
  for (const l of all) byKey.set(l.key, [...(byKey.get(l.key) ?? []), l.uid]);
  // Issue 38: the registrations asked least recently first (never asked: first of all), and no new
  // one once the run's budget is spent — a run cut short resumes with the ones it left.
  const clock = options.clock ?? Date.now;
  const started = clock();
  const cursors = await Promise.all(
    [...byKey.keys()].map(async (key) => {
      const data = (await deps.db.doc(`djen_cursors/${cursorId(key)}`).get()).data();
      return { key, checkedAt: typeof data?.checkedAt === 'string' ? data.checkedAt : '' };
    }),
  );
  cursors.sort((a, b) => a.checkedAt.localeCompare(b.checkedAt) || a.key.localeCompare(b.key));
  for (const { key } of cursors) {
    if (deps.djen.runBudgetMs !== undefined && clock() - started >= deps.djen.runBudgetMs) {
      report.stoppedBecause = 'budget';
      break;
    }
    const outcome = await followLawyer(
      deps,
      all.filter((l) => l.key === key),
      byKey,
      { ...options, pacer },
    );
    report.lawyers.push(outcome);
    report.added += outcome.added;
    const first = all.find((l) => l.key === key)!;
    await recordCapture(deps, first, outcome);
    if (outcome.failure && outcome.failure !== 'refused') {
      report.stoppedBecause = outcome.failure;
      break;
    }
  }
  return report;
}
