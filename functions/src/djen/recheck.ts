import { addDays, toBr } from '@advocacia/shared/deadlines/days';
import { DJEN_SOURCE, djenEntryId } from '@advocacia/shared/djen/publication';
import type { BackendDeps } from '../access.js';
import { BACKEND_ACTOR, replicatedStamp } from '../replicated.js';
import { fetchDjenRange, type DjenConfig, type DjenFailure, type DjenItem, type DjenRequestOptions } from './client.js';

/**
 * Cancellations (issue 38): for 30 days after availability each stored communication is looked at
 * again — one DJEN query per registration over the window, not one per day — and one the court
 * cancelled (`ativo: false`, with DJEN's `data_cancelamento` and `motivo_cancelamento`) is marked
 * (`cancellation: { on, reason }` on its `status_proccess` document) and its deadline event
 * flagged (title and notes), so it never silently keeps its deadline. Nothing is deleted.
 */
export const RECHECK_DAYS = 30;

export interface RecheckOutcome {
  cancelled: number;
  requests: number;
  failure?: DjenFailure;
}

const MAX_REASON = 1000;
export const CANCELLED_TITLE_PREFIX = 'CANCELADA — ';

function cancelledOf(item: DjenItem, today: string): { on: string; reason: string } | null {
  const when = String(item.data_cancelamento ?? '').slice(0, 10);
  if (item.ativo !== false && !/^\d{4}-\d{2}-\d{2}$/.test(when)) return null;
  return {
    on: /^\d{4}-\d{2}-\d{2}$/.test(when) ? when : today,
    reason:
      String(item.motivo_cancelamento ?? '')
        .trim()
        .slice(0, MAX_REASON) || 'sem motivo informado',
  };
}

/** Marks one publication cancelled and flags its deadline event; false when there is nothing to do. */
async function markCancelled(deps: BackendDeps, entryId: string, cancellation: { on: string; reason: string }) {
  const ref = deps.db.doc(`status_proccess/${entryId}`);
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data();
    if (!current || current.source !== DJEN_SOURCE || current.cancellation) return false;
    const eventId = typeof current.deadlineEventId === 'string' ? current.deadlineEventId : '';
    const eventRef = eventId ? deps.db.doc(`events/${eventId}`) : null;
    const event = eventRef ? (await tx.get(eventRef)).data() : undefined;
    const stamp = replicatedStamp(deps, BACKEND_ACTOR);
    tx.update(ref, { cancellation, ...stamp.for(entryId) });
    if (eventRef && event && event._deleted !== true) {
      const note = `Publicação cancelada pelo tribunal em ${toBr(cancellation.on)}: ${cancellation.reason}. Confira antes de cumprir este prazo.`;
      const title = String(event.title ?? '');
      tx.update(eventRef, {
        title: (title.startsWith(CANCELLED_TITLE_PREFIX) ? title : CANCELLED_TITLE_PREFIX + title).slice(0, 200),
        notes: `${note}\n${String(event.notes ?? '')}`.slice(0, 5000),
        ...stamp.for(eventId),
      });
    }
    return true;
  });
}

/** Looks again at the registration's last 30 availability days and marks what the court cancelled. */
export async function recheckCancellations(
  deps: BackendDeps & { djen: DjenConfig },
  registration: { uf: string; number: string },
  today: string,
  options: DjenRequestOptions,
): Promise<RecheckOutcome> {
  const result = await fetchDjenRange(deps.djen, registration, addDays(today, -RECHECK_DAYS), today, options);
  if (result.kind === 'unavailable') return { cancelled: 0, requests: result.pages, failure: result.failure };
  let cancelled = 0;
  for (const item of result.items) {
    const mark = cancelledOf(item, today);
    const communicationId = String(item.id ?? item.hash ?? '').trim();
    if (!mark || !communicationId) continue;
    if (await markCancelled(deps, djenEntryId(communicationId), mark)) cancelled++;
  }
  return { cancelled, requests: result.pages };
}
