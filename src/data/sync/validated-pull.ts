import { map } from 'rxjs';
import type { RxCollection, WithDeleted } from 'rxdb';
import type { CollectionName } from '../collections';
import { validateIncoming } from './validate';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { FirestoreCheckpoint } from './firestore-documents';

export interface InvalidDocumentReport {
  collection: CollectionName;
  id: string;
  problems: string[];
}

/** The pull handler and the live stream's documents, wrapped: invalid documents are dropped and reported. */
export function wrapPullWithValidation(
  state: RxReplicationState<Record<string, unknown>, FirestoreCheckpoint>,
  name: CollectionName,
  collection: RxCollection<Record<string, unknown>>,
  reads: { readStarted: () => number; readDone: (token: number) => void },
  report: (r: InvalidDocumentReport) => void,
) {
  const pull = state.pull;
  if (!pull) return;
  const original = pull.handler;
  const validOnly = (documents: readonly WithDeleted<Record<string, unknown>>[]) => {
    const valid: WithDeleted<Record<string, unknown>>[] = [];
    for (const raw of documents) {
      const outcome = validateIncoming(collection.schema.jsonSchema as never, raw as Record<string, unknown>);
      if (outcome.ok) valid.push(outcome.doc as WithDeleted<Record<string, unknown>>);
      else report({ collection: name, id: String((raw as { id?: unknown }).id ?? '?'), problems: outcome.problems });
    }
    return valid;
  };
  // The stream hands over the listener's document (firestore-listener.ts, createPullStream).
  pull.stream$ = pull.stream$?.pipe(
    map((item) => (item === 'RESYNC' ? item : { ...item, documents: validOnly(item.documents) })),
  );
  // Replaced before start() runs (replicateRxCollection starts it after a leadership promise).
  pull.handler = async (checkpoint, batchSize) => {
    let cursor = checkpoint;
    const valid: WithDeleted<Record<string, unknown>>[] = [];
    // Refill the batch when documents were dropped: RxDB treats a short batch as "nothing
    // more on the server" and a batch of 0 as "stop", which would stall on a bad document.
    for (;;) {
      const want = batchSize - valid.length;
      const token = reads.readStarted();
      const result = await original(cursor, want);
      reads.readDone(token);
      valid.push(...validOnly(result.documents));
      cursor = result.checkpoint ?? cursor;
      if (valid.length >= batchSize || result.documents.length < want || result.documents.length === 0) {
        return { documents: valid, checkpoint: cursor };
      }
    }
  };
}
