import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { maskCnpj, maskCpf } from '@advocacia/shared/format/masks';
import type { BackendDeps } from '../access.js';
import { BACKEND_ACTOR, replicatedStamp } from '../replicated.js';

/**
 * Two clients with the same CPF/CNPJ (issue 26): the form only warns, and two devices offline
 * can each create one, so the backend marks the later record. `clients.duplicateOf` is the id of
 * the oldest other live client with the same document when that one is older than this record
 * ('' otherwise): the first record stays unmarked, every later one points at it. "Older" is the
 * server's time of creation, never the device's `createdAt`.
 */
export const DUPLICATE_FIELD = 'duplicateOf';

/** CPF (11 digits) or CNPJ (14, alphanumeric from July 2026) compared as digits and upper-case letters; '' when neither. */
export function documentKeyOf(document: unknown): string {
  if (typeof document !== 'string') return '';
  const key = document.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return /^\d{11}$/.test(key) || /^[0-9A-Z]{12}\d{2}$/.test(key) ? key : '';
}

/** How the document may be stored: unmasked is the rule, but older or imported records may carry the mask. */
function storedForms(key: string): string[] {
  const masked = key.length === 11 ? maskCpf(key) : maskCnpj(key);
  return [...new Set([key, masked, key.toLowerCase(), masked.toLowerCase()])];
}

const isLive = (data: DocumentData) => data._deleted !== true;
/**
 * When the server first stored the record (Firestore's `createTime`, set by the server and never
 * changed), as a string that sorts: the device's `createdAt` is whatever the device wrote, and a
 * record back-dated to 2000 would otherwise make the original the duplicate (issue 37).
 */
function serverCreatedKey(createTime: Timestamp | undefined): string {
  if (!createTime) return '';
  return `${String(createTime.seconds).padStart(12, '0')}.${String(createTime.nanoseconds).padStart(9, '0')}`;
}
/** Older first: the server's creation time, then id. */
const older = (a: { id: string; createdAt: string }, b: { id: string; createdAt: string }) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export interface DuplicateOutcome {
  /** Clients whose `duplicateOf` was written, with the new value. */
  changed: { id: string; duplicateOf: string }[];
}

/**
 * After a client was written (created, edited, deleted): recomputes `duplicateOf` for every live
 * client holding the document it had before or has now — so deleting or re-documenting the first
 * record moves the mark to the next one — and writes only values that change (the write is itself
 * a client write: the next run finds nothing to change, so no loop).
 */
export async function onClientWritten(
  deps: BackendDeps,
  id: string,
  after: DocumentData | undefined,
  before?: DocumentData,
): Promise<DuplicateOutcome> {
  const keys = new Set([documentKeyOf(after?.document), documentKeyOf(before?.document)].filter(Boolean));
  const changed: DuplicateOutcome['changed'] = [];
  // The written record itself, even with no document any more (anonymised): an old mark goes.
  const wanted = new Map<string, string>();
  if (after && isLive(after) && !documentKeyOf(after.document)) wanted.set(id, '');
  for (const key of keys) {
    const snapshot = await deps.db.collection('clients').where('document', 'in', storedForms(key)).get();
    const group = snapshot.docs
      .filter((d) => isLive(d.data()))
      .map((d) => ({ id: d.id, createdAt: serverCreatedKey(d.createTime) }))
      .sort(older);
    const first = group[0];
    for (const member of group) wanted.set(member.id, member === first ? '' : first!.id);
  }
  for (const [clientId, duplicateOf] of wanted) {
    const ref = deps.db.doc(`clients/${clientId}`);
    const wrote = await deps.db.runTransaction(async (tx) => {
      const current = await tx.get(ref);
      const data = current.data();
      // Only a change is written; a record never marked has nothing to clear.
      if (!data || !isLive(data) || (data[DUPLICATE_FIELD] ?? '') === duplicateOf) return false;
      tx.update(ref, { [DUPLICATE_FIELD]: duplicateOf, ...replicatedStamp(deps, BACKEND_ACTOR).for(clientId) });
      return true;
    });
    if (wrote) changed.push({ id: clientId, duplicateOf });
  }
  return { changed };
}
