import type { Subscription } from 'rxjs';
import type { RxChangeEvent, RxCollection } from 'rxdb';
import type { AppDatabase } from './database';
import type { ClientDoc } from './collections/clients';
import { readRemotePage } from './storage-client';
import { withoutStorageFields, type StoredPage } from './storage-protocol';

/**
 * Type-ahead search over clients, fast enough for every keystroke on 10,000 records.
 *
 * An RxDB `$regex` query re-reads every document from IndexedDB per keystroke (tens to
 * hundreds of ms at 10k); here the searchable text of each record is kept in memory,
 * folded (lower case, no accents, digits also without punctuation), pre-sorted by name,
 * and kept current from the collection's change stream. A keystroke is a linear scan
 * over short strings that stops once `limit` matches are found.
 */

const NON_ASCII = /[\u0080-\uffff]/;

/** Lower-case, accents removed: 'José' and 'jose' match. */
export function foldText(text: string): string {
  // Most of a record (e-mail, digits, many names) is plain ASCII: skip the costly normalize.
  return NON_ASCII.test(text)
    ? text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    : text.toLowerCase();
}

/**
 * Between two pages of a long read: a new task, so input and paint are not held up behind it.
 * `scheduler.yield()` (Chromium) resumes ahead of other queued work and without setTimeout's
 * 4 ms clamp on nested timers.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * One page of stored documents, read where the storage lives: in the replica's worker (the
 * browser), or from the in-process Dexie storage (Node tests); null for other storages.
 */
async function readStoredPage(collection: RxCollection, after: unknown, pageSize: number): Promise<StoredPage | null> {
  const raw = collection.internalStorageInstance as unknown as { originalStorageInstance?: unknown };
  // Dev builds wrap the storage instance in the schema validator; the pages come from the one inside.
  const instance = raw.originalStorageInstance ?? raw;
  const remote = await readRemotePage(instance, after, pageSize);
  if (remote) return remote;
  if ((instance as { storage?: { name?: string } }).storage?.name !== 'dexie') return null;
  // Loaded only where the storage runs in process: in the browser Dexie stays in the worker.
  const { readDexiePage } = await import('./storage-pages');
  return readDexiePage(instance, after, pageSize);
}

/**
 * Every live document of a collection as plain data, handed to `onPage` a page at a time. On
 * the IndexedDB (Dexie) storage each page is one keyed `getAll` in primary-key order
 * (storage-pages.ts), about 7× faster than RxDB's own query at 10,000 clients. Reading (the
 * structured clone) and handling 10,000 documents at once was also one long task of about 200 ms
 * (800 ms on a tablet's slower CPU), whatever screen was open; in pages of `pageSize` (250: about
 * 10 ms here) with a new task between them, a tap or a keystroke waits for one page at most.
 * Other storages (memory in tests) take the ordinary query, in one page.
 */
export async function readDocumentsInPages<T>(
  collection: RxCollection<T>,
  onPage: (docs: T[]) => void,
  pageSize = 250,
): Promise<void> {
  let page = await readStoredPage(collection as RxCollection, null, pageSize);
  if (!page) {
    onPage((await collection.find().exec()).map((d) => d.toJSON() as T));
    return;
  }
  for (;;) {
    onPage(page.docs as T[]);
    if (page.done) return;
    const after: unknown = page.after;
    await nextTask();
    page = (await readStoredPage(collection as RxCollection, after, pageSize))!;
  }
}

/** Every live document of a collection as plain data (`readDocumentsInPages`, gathered). */
export async function readAllDocuments<T>(collection: RxCollection<T>): Promise<T[]> {
  const out: T[] = [];
  await readDocumentsInPages<T>(collection, (page) => out.push(...page));
  return out;
}

interface Entry<T> {
  doc: T;
  text: string;
  sortKey: string;
}

export class TextIndex<T extends { id: string }> {
  private readonly entries = new Map<string, Entry<T>>();
  private sorted: Entry<T>[] | null = null;
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change once loaded: a cheap "did anything change" for React. */
  version = 0;
  private readonly subscription: Subscription;
  readonly ready: Promise<void>;
  /** True once `ready` has resolved (for a synchronous look during render). */
  loaded = false;

  constructor(
    collection: RxCollection<T>,
    private readonly textOf: (doc: T) => string,
    private readonly sortKeyOf: (doc: T) => string,
  ) {
    const pending: RxChangeEvent<T>[] = [];
    let caughtUp = false;
    performance.mark('client-index:start');
    // Subscribe before the initial read so no change between the two is missed.
    this.subscription = collection.$.subscribe((event) => (caughtUp ? this.apply(event) : pending.push(event)));
    this.ready = readDocumentsInPages(collection, (docs) => {
      for (const d of docs) this.put(d);
    }).then(() => {
      caughtUp = true;
      pending.splice(0).forEach((e) => this.apply(e));
      this.loaded = true;
      // User Timing marks: the browser benchmark reports how long the index took to build.
      performance.mark('client-index:ready');
    });
  }

  private put(doc: T) {
    this.entries.set(doc.id, { doc, text: foldText(this.textOf(doc)), sortKey: foldText(this.sortKeyOf(doc)) });
    this.sorted = null;
  }

  private apply(event: RxChangeEvent<T>) {
    const data = event.documentData as (T & { _deleted?: boolean }) | undefined;
    if (event.operation === 'DELETE' || !data || data._deleted) {
      if (this.entries.delete(event.documentId)) this.sorted = null;
    } else {
      this.put(withoutStorageFields<T>(data));
    }
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** Calls `listener` after each change to the indexed documents; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get size(): number {
    return this.entries.size;
  }

  /** Documents whose text contains every word of `term`, in name order, at most `limit`. */
  search(term: string, limit = 50): T[] {
    this.sorted ??= [...this.entries.values()].sort((a, b) =>
      a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0,
    );
    const words = foldText(term).split(/\s+/).filter(Boolean);
    const out: T[] = [];
    for (const entry of this.sorted) {
      if (words.every((w) => entry.text.includes(w))) {
        out.push(entry.doc);
        if (out.length >= limit) break;
      }
    }
    return out;
  }

  close() {
    this.subscription.unsubscribe();
    this.listeners.clear();
  }
}

function clientText(c: ClientDoc): string {
  const digits = [c.document, c.phone].join(' ');
  return [c.name, c.email, c.document, c.phone, digits.replace(/\D/g, ''), c.address?.city ?? ''].join(' ');
}

const clientIndexes = new WeakMap<AppDatabase, TextIndex<ClientDoc>>();

/** The (lazily built, then live) client search index of a database. */
export async function getClientSearchIndex(db: AppDatabase): Promise<TextIndex<ClientDoc>> {
  let index = clientIndexes.get(db);
  if (!index) {
    index = new TextIndex<ClientDoc>(db.clients, clientText, (c) => c.name);
    clientIndexes.set(db, index);
    void db.onClose.push(async () => index?.close());
  }
  await index.ready;
  return index;
}

/** The database's client index if it is already built, else null (nothing is started). */
export function builtClientSearchIndex(db: AppDatabase): TextIndex<ClientDoc> | null {
  const index = clientIndexes.get(db);
  return index?.loaded ? index : null;
}

export async function searchClients(db: AppDatabase, term: string, limit = 50): Promise<ClientDoc[]> {
  return (await getClientSearchIndex(db)).search(term, limit);
}
