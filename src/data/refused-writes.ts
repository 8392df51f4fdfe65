import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { RxCollection } from 'rxdb';
import type { AppDatabase } from './database';
import type { WritableCollectionName } from './repository';
import { DataError, createDoc, restoreDoc, softDeleteDoc, updateDoc } from './repository';
import { databaseChanges, requireDatabase } from './session';
import {
  listRefusedWrites,
  observeRefusedWritesOf,
  removeRefusedWrite,
  type RefusedWrite,
} from './sync/refused-writes';

export { REFUSAL_CODES, type RefusalCode, type RefusedWrite } from './sync/refused-writes';

/**
 * Writes the server refused, as screens use them: the list (live) and the two ways out —
 * restore (the set-aside version written again as a new local write of the person, e.g.
 * after a role change; it is pushed like any other and, if refused again, set aside again)
 * and discard. See sync/refused-writes.ts.
 */

/** The session's refused writes, newest first, live. */
export function observeSessionRefusedWrites(): Observable<RefusedWrite[]> {
  return observeRefusedWritesOf(databaseChanges);
}

export function useRefusedWrites(): RefusedWrite[] {
  const [items, setItems] = useState<RefusedWrite[]>([]);
  useEffect(() => {
    const sub = observeSessionRefusedWrites().subscribe(setItems);
    return () => sub.unsubscribe();
  }, []);
  return items;
}

/** What a restore would write: a deletion, a new record, or the fields the refused write changed. */
export type RefusedWriteKind = 'delete' | 'create' | 'update';
export function refusedWriteKind(item: Pick<RefusedWrite, 'doc' | 'base'>): RefusedWriteKind {
  if (item.doc._deleted === true) return 'delete';
  return item.base && item.base._deleted !== true ? 'update' : 'create';
}

const BOOKKEEPING = new Set([
  'id',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  '_deleted',
  '_meta',
  '_rev',
  '_attachments',
]);
const editable = (doc: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => !BOOKKEEPING.has(k)));

interface Options {
  db?: AppDatabase;
  actorUid?: string;
}

async function find(db: AppDatabase, id: string): Promise<RefusedWrite> {
  const item = (await listRefusedWrites(db)).find((i) => i.id === id);
  if (!item) throw new DataError('refused-write-not-found');
  return item;
}

/** Forgets a refused write (the record keeps the server's state). */
export async function discardRefusedWrite(id: string, options: Options = {}): Promise<void> {
  const db = options.db ?? requireDatabase();
  await removeRefusedWrite(db, id);
}

/**
 * Writes the set-aside version again, stamped and audited as the person's own write: a
 * deletion deletes, a refused new record is created again (same id), an edit writes the
 * fields it changed (with the refused write's base, so what others changed since is kept;
 * a field both changed takes the restored value and the replaced one is logged as a
 * conflict, as an edit form does).
 */
export async function restoreRefusedWrite(id: string, options: Options = {}): Promise<void> {
  const db = options.db ?? requireDatabase();
  const item = await find(db, id);
  if (item.collection === 'logs' || !(item.collection in db.collections)) {
    throw new DataError('not-restorable');
  }
  const name = item.collection as WritableCollectionName;
  const write = { db, actorUid: options.actorUid };
  const collection = db.collections[name] as unknown as RxCollection<Record<string, unknown>>;
  const [stored] = await collection.storageInstance.findDocumentsById([item.documentId], true);
  const active = stored && !stored._deleted;
  const kind = refusedWriteKind(item);
  if (kind === 'delete') {
    if (active)
      await softDeleteDoc(name, item.documentId, {
        ...write,
        summary: 'Excluiu de novo um registro cuja exclusão o servidor recusou',
      });
  } else if (!stored) {
    await createDoc(name, editable(item.doc) as never, {
      ...write,
      id: item.documentId,
      summary: 'Criou de novo um registro que o servidor recusou',
    });
  } else {
    if (!active) await restoreDoc(name, item.documentId, write);
    const base = kind === 'update' && item.base ? editable(item.base) : undefined;
    await updateDoc(name, item.documentId, editable(item.doc) as never, {
      ...write,
      ...(base ? { base: base as never } : {}),
      summary: 'Aplicou de novo uma alteração que o servidor recusou',
    });
  }
  await removeRefusedWrite(db, id);
}
