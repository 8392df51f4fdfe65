import type { DocumentData, DocumentReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { datajudCourtOf } from '@advocacia/shared/datajud/court';
import {
  DATAJUD_SOURCE,
  datajudEntryId,
  type DatajudStatus,
  type DatajudTracking,
} from '@advocacia/shared/datajud/tracking';
import type { BackendDeps } from '../access.js';
import { BACKEND_ACTOR, replicatedStamp, squatted } from '../replicated.js';
import {
  lookupDatajud,
  type DatajudConfig,
  type DatajudFailure,
  type DatajudMovement,
  type DatajudProcessSource,
  type LookupOptions,
} from './client.js';
import { Pacer } from '../http-retry.js';
import { readJobsConfig } from '../jobs-config.js';
import { recordDatajudCapture } from './capture-status.js';

/**
 * Processes that follow themselves (issue 16): each judicial process of the firm is looked up in
 * DataJud, every movement not yet on its timeline becomes a `status_proccess` entry marked
 * `source: 'datajud'` (id = process + movement code + instant, so a run repeated, or two at once,
 * never duplicates), the process's court/class/subjects are filled when missing, and the outcome
 * is kept on `proccess.datajud` (codes; the app words them). Plain functions: the schedule and
 * the "Atualizar agora" endpoint (index.ts, router.ts) call them; tests run them directly.
 */

export interface DatajudDeps extends BackendDeps {
  datajud: DatajudConfig;
}

export interface FollowOutcome {
  processId: string;
  status: DatajudStatus;
  /** Timeline entries written now. */
  added: number;
  /** Why DataJud could not be used, when `status` is 'unavailable'. */
  failure?: DatajudFailure;
  checkedAt: string;
}

const MAX_STATUS = 200;
const MAX_DESCRIPTION = 5000;
/** Movements per transaction (Firestore allows 500 writes; the process update is apart). */
const CHUNK = 400;

/** A DataJud instant as an ISO string: their own ISO form, or the older `yyyyMMddHHmmss` (Brasília time). */
export function datajudInstant(value: string | undefined): string | null {
  if (!value) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  const parsed = compact
    ? Date.parse(`${compact[1]}-${compact[2]}-${compact[3]}T${compact[4]}:${compact[5]}:${compact[6]}-03:00`)
    : Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function describeMovement(m: DatajudMovement): string {
  const parts = (m.complementosTabelados ?? [])
    .map((c) => [c.descricao?.replace(/_/g, ' '), c.nome].filter(Boolean).join(': '))
    .filter((s) => s.trim() !== '');
  return parts.join('; ').slice(0, MAX_DESCRIPTION);
}

interface MovementEntry {
  id: string;
  code: number;
  name: string;
  date: string;
  description: string;
}

/** Every movement of every hit (a process has one hit per degree), deduplicated by identity. */
export function movementsOf(processId: string, hits: DatajudProcessSource[]): MovementEntry[] {
  const byId = new Map<string, MovementEntry>();
  for (const hit of hits) {
    for (const m of hit.movimentos ?? []) {
      const date = datajudInstant(m.dataHora);
      const code = typeof m.codigo === 'number' && Number.isInteger(m.codigo) && m.codigo >= 0 ? m.codigo : 0;
      if (!date) continue;
      const id = datajudEntryId(processId, code, date);
      if (!byId.has(id))
        byId.set(id, {
          id,
          code,
          date,
          name: (m.nome ?? '').trim().slice(0, MAX_STATUS) || `Movimento ${code}`,
          description: describeMovement(m),
        });
    }
  }
  return [...byId.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The hit most recently updated (its class, court and subjects describe the process now). */
function latestHit(hits: DatajudProcessSource[]): DatajudProcessSource {
  return [...hits].sort((a, b) =>
    String(datajudInstant(b.dataHoraUltimaAtualizacao) ?? '').localeCompare(
      String(datajudInstant(a.dataHoraUltimaAtualizacao) ?? ''),
    ),
  )[0]!;
}

/** Writes the entries that are not on the server yet; answers how many were written. */
async function writeNewEntries(
  deps: BackendDeps,
  process: DocumentData & { id: string },
  movements: MovementEntry[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < movements.length; start += CHUNK) {
    const chunk = movements.slice(start, start + CHUNK);
    const refs = chunk.map((m) => deps.db.doc(`status_proccess/${m.id}`));
    added += await deps.db.runTransaction(async (tx) => {
      const existing = await tx.getAll(...(refs as [DocumentReference, ...DocumentReference[]]));
      const stamp = replicatedStamp(deps, BACKEND_ACTOR);
      const { now } = stamp;
      let n = 0;
      chunk.forEach((m, i) => {
        // A movement already there — even one staff deleted (a tombstone) — is left as it is; a
        // document under its id that is not a movement (squatted, issue 37) is written over.
        const reclaim = existing[i]!.exists && squatted(existing[i]!.data(), DATAJUD_SOURCE);
        if (existing[i]!.exists && !reclaim) return;
        if (reclaim) console.warn(`datajud: ${m.id} held a document that was not a movement; replaced`);
        n++;
        (reclaim ? tx.set.bind(tx) : tx.create.bind(tx))(refs[i]!, {
          id: m.id,
          processId: process.id,
          clientId: String(process.clientId ?? ''),
          status: m.name,
          description: m.description,
          date: m.date,
          visibleToClient: false,
          notifyClient: false,
          source: DATAJUD_SOURCE,
          movementCode: m.code,
          createdAt: now,
          createdBy: BACKEND_ACTOR,
          ...stamp.for(m.id),
        });
      });
      return n;
    });
  }
  return added;
}

type Found = { hits: DatajudProcessSource[]; added: number };

/** Records the outcome on the process (and court/class/subjects when DataJud has them). */
async function recordOutcome(
  deps: BackendDeps,
  processId: string,
  alias: string,
  status: DatajudStatus,
  found: Found | null,
): Promise<string> {
  const ref = deps.db.doc(`proccess/${processId}`);
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data() ?? {};
    const previous = (current.datajud ?? {}) as Partial<DatajudTracking> & { className?: string; subjects?: string[] };
    const { now, ...stamp } = replicatedStamp(deps, BACKEND_ACTOR);
    const seenAt = typeof current.datajudSeenAt === 'string' ? current.datajudSeenAt : '';
    const lastChange = previous.lastChangeAt ?? '';
    // Movements not seen yet: those of earlier runs unless the staff marked them seen since, plus now's.
    const unseenBefore = lastChange !== '' && lastChange > seenAt ? (previous.newCount ?? 0) : 0;
    // The first successful lookup brings the history: that is the baseline, not news.
    const baseline = previous.status !== 'ok' && !lastChange;
    const added = found?.added ?? 0;
    const tracking: DatajudTracking & { className: string; subjects: string[] } = {
      alias,
      checkedAt: now,
      lastChangeAt: added > 0 && !baseline ? now : lastChange,
      status,
      newCount: added > 0 && !baseline ? unseenBefore + added : unseenBefore,
      className: previous.className ?? '',
      subjects: previous.subjects ?? [],
    };
    const update: Record<string, unknown> = { ...stamp.for(processId) };
    if (found) {
      const hit = latestHit(found.hits);
      const className = (hit.classe?.nome ?? '').trim().slice(0, 300);
      const subjects = (hit.assuntos ?? [])
        .map((a) => (a.nome ?? '').trim().slice(0, 300))
        .filter(Boolean)
        .slice(0, 50);
      if (className) tracking.className = className;
      if (subjects.length > 0) tracking.subjects = subjects;
      const court = (hit.orgaoJulgador?.nome ?? '').trim().slice(0, 200);
      if (court && !String(current.court ?? '').trim()) update.court = court;
    }
    update.datajud = tracking;
    tx.update(ref, update);
    return now;
  });
}

export interface FollowOptions extends LookupOptions {
  pacer?: Pacer;
}

/** Looks one process up and records what it found. Null when the process does not exist (or is deleted). */
export async function followProcess(
  deps: DatajudDeps,
  processId: string,
  options: FollowOptions = {},
): Promise<FollowOutcome | null> {
  const snap = await deps.db.doc(`proccess/${processId}`).get();
  const process = snap.data();
  if (!snap.exists || !process || process._deleted === true) return null;
  const court = datajudCourtOf(process.type === 'Judicial' ? String(process.cnj ?? '') : '');
  if (!court.ok) {
    const status: DatajudStatus = court.reason === 'invalid-number' ? 'invalid-number' : 'not-covered';
    const checkedAt = await recordOutcome(deps, processId, '', status, null);
    return { processId, status, added: 0, checkedAt };
  }
  const digits = String(process.cnj).replace(/\D/g, '');
  const lookup = await lookupDatajud(deps.datajud, court.alias, digits, options);
  if (lookup.kind === 'unavailable') {
    const checkedAt = await recordOutcome(deps, processId, court.alias, 'unavailable', null);
    return { processId, status: 'unavailable', added: 0, failure: lookup.failure, checkedAt };
  }
  if (lookup.kind === 'not-found') {
    const checkedAt = await recordOutcome(deps, processId, court.alias, 'not-found', null);
    return { processId, status: 'not-found', added: 0, checkedAt };
  }
  const added = await writeNewEntries(deps, { ...process, id: processId }, movementsOf(processId, lookup.hits));
  const checkedAt = await recordOutcome(deps, processId, court.alias, 'ok', { hits: lookup.hits, added });
  return { processId, status: 'ok', added, checkedAt };
}

export interface FollowRunOptions extends FollowOptions {
  /** Processes checked more recently than this are left for a later run (default 20 h). */
  minAgeMs?: number;
  /** At most this many lookups per run (default 300: ~3 min at 2 requests/s with the schedule's timeout to spare). */
  maxPerRun?: number;
  /** Documents read per page while walking the firm's processes. */
  pageSize?: number;
}

export interface FollowRunReport {
  checked: FollowOutcome[];
  /** Processes left for a later run (checked recently, or over `maxPerRun`). */
  deferred: number;
  /** Set when the run stopped early: DataJud refused the API key, or none is configured. */
  stoppedBecause?: 'unauthorized' | 'no-api-key' | 'disabled';
}

/**
 * The scheduled job: every judicial process of the firm not checked in the last `minAgeMs`, up
 * to `maxPerRun` per run (the rest wait for the next run), walking the collection in pages by
 * id, one lookup at a time at the polite rate. A refused key stops the run (every other lookup
 * would be refused too): the process that met it says 'unavailable', the others keep their state.
 */
export async function followAllProcesses(deps: DatajudDeps, options: FollowRunOptions = {}): Promise<FollowRunReport> {
  const report: FollowRunReport = { checked: [], deferred: 0 };
  if (!deps.datajud.apiKey) return { ...report, stoppedBecause: 'no-api-key' };
  // The admin's switch in the app (config/jobs, issue 38); the key stays in the environment.
  if ((await readJobsConfig(deps)).datajud === false) return { ...report, stoppedBecause: 'disabled' };
  const minAgeMs = options.minAgeMs ?? 20 * 60 * 60_000;
  const maxPerRun = options.maxPerRun ?? 300;
  const pageSize = options.pageSize ?? 200;
  const pacer = options.pacer ?? new Pacer(deps.datajud.minIntervalMs, options.sleep);
  const now = (deps.now?.() ?? new Date()).getTime();
  let cursor: QueryDocumentSnapshot | null = null;
  for (;;) {
    let query = deps.db.collection('proccess').where('type', '==', 'Judicial').orderBy('__name__').limit(pageSize);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    for (const doc of page.docs) {
      const data = doc.data();
      if (data._deleted === true) continue;
      const checkedAt = Date.parse(String((data.datajud as Partial<DatajudTracking> | undefined)?.checkedAt ?? ''));
      if (!Number.isNaN(checkedAt) && now - checkedAt < minAgeMs) {
        report.deferred++;
        continue;
      }
      if (report.checked.length >= maxPerRun || report.stoppedBecause) {
        report.deferred++;
        continue;
      }
      const outcome = await followProcess(deps, doc.id, { ...options, pacer });
      if (!outcome) continue;
      report.checked.push(outcome);
      if (outcome.failure === 'unauthorized') report.stoppedBecause = 'unauthorized';
    }
    if (page.docs.length < pageSize) break;
    cursor = page.docs[page.docs.length - 1]!;
  }
  if (report.checked.length > 0)
    await recordDatajudCapture(deps, {
      checked: report.checked.length,
      unauthorized: report.stoppedBecause === 'unauthorized',
    });
  return report;
}
