/**
 * Bench-only page script: the baseline of bench/sync-browser.mjs. The plain Firebase web SDK
 * (the version the app ships) with its own persistent cache —
 * `initializeFirestore(app, { localCache: persistentLocalCache() })`, IndexedDB — doing the same
 * work the app does, against the same emulators and rules, signed in as a staff user. Built into
 * one classic script by test/e2e/helpers/page-script.mjs and injected into a blank page; never
 * part of the app's bundle.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDocFromCache,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  terminate,
  waitForPendingWrites,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { clientFields } from './client-fixtures.mjs';

let db: Firestore;
let uid = '';
let pending: Promise<number> | undefined;
const watchers: { name: string; resolve: (at: number) => void }[] = [];

/** Signs in and opens Firestore with the persistent cache. Resolves with the uid. */
async function start({
  authHost,
  firestoreHost,
  projectId,
  email,
  password,
}: {
  authHost: string;
  firestoreHost: string;
  projectId: string;
  email: string;
  password: string;
}) {
  const app = initializeApp({
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    appId: 'bench-baseline',
  });
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const cred = await signInWithEmailAndPassword(auth, email, password);
  uid = cred.user.uid;
  db = initializeFirestore(app, { localCache: persistentLocalCache() });
  const [host, port] = firestoreHost.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  return uid;
}

/**
 * Every client from the server into the cache; the count shown in the page. What the SDK offers
 * for this is one listener (or getDocs) on the collection, until its first snapshot from the
 * server. Against the emulator that fails at this size: its WebChannel aborts a channel with more
 * than 10,000 undelivered messages ("too many pending messagings in the back channel (10001)"),
 * one per document, and the SDK retries forever (getDocs gives up after 10 s and answers from the
 * empty cache). So the collection is read by four listeners one after the other, each on a
 * range of document ids (random UUIDs: hex), each until its first snapshot from the server.
 */
const SLICE_BOUNDS = ['0', '4', '8', 'c'];

async function initialSync(): Promise<number> {
  let n = 0;
  for (let i = 0; i < SLICE_BOUNDS.length; i++) {
    const next = SLICE_BOUNDS[i + 1];
    const range = query(
      collection(db, 'clients'),
      ...(i > 0 ? [where(documentId(), '>=', SLICE_BOUNDS[i]!)] : []),
      ...(next ? [where(documentId(), '<', next)] : []),
    );
    n += await new Promise<number>((resolve, reject) => {
      const unsubscribe = onSnapshot(
        range,
        { includeMetadataChanges: true },
        (snap) => {
          if (snap.metadata.fromCache) return;
          unsubscribe();
          resolve(snap.docs.filter((d) => d.get('_deleted') !== true).length);
        },
        reject,
      );
    });
  }
  document.body.textContent = `${n} clientes`;
  return n;
}

/** A client document as the rules and the app expect it, written by this user now. */
function clientData(i: number, tag: string) {
  const at = new Date().toISOString();
  return {
    ...clientFields(i, { notes: tag }),
    id: '',
    createdAt: at,
    createdBy: uid,
    updatedAt: at,
    updatedBy: uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  };
}

/**
 * `count` setDoc while offline (not awaited: they resolve on the server's ack), then waits until
 * the cache holds the last one (the writes are queued in IndexedDB) and arms waitForPendingWrites.
 */
async function writeOffline({ count, tag, from = 0 }: { count: number; tag: string; from?: number }): Promise<void> {
  let last = '';
  for (let i = 0; i < count; i++) {
    const ref = doc(collection(db, 'clients'));
    last = ref.id;
    void setDoc(ref, { ...clientData(from + i, tag), id: ref.id }).catch(() => undefined);
  }
  await getDocFromCache(doc(db, 'clients', last));
  pending = waitForPendingWrites(db).then(() => Date.now());
}

/** The same writes as writeOffline, in batches of 500 (writeBatch: one mutation per batch). */
async function writeOfflineBatched({
  count,
  tag,
  from = 0,
}: {
  count: number;
  tag: string;
  from?: number;
}): Promise<void> {
  let last = '';
  for (let i = 0; i < count; i += 500) {
    const batch = writeBatch(db);
    for (let j = i; j < Math.min(count, i + 500); j++) {
      const ref = doc(collection(db, 'clients'));
      last = ref.id;
      batch.set(ref, { ...clientData(from + j, tag), id: ref.id });
    }
    void batch.commit().catch(() => undefined);
  }
  await getDocFromCache(doc(db, 'clients', last));
  pending = waitForPendingWrites(db).then(() => Date.now());
}

/** Date.now() when every write of writeOffline was acknowledged by the server. */
function pendingDone(): Promise<number> {
  if (!pending) throw new Error('writeOffline first');
  return pending;
}

/** Shows client `id`'s name in the page, live from the server; `waitForName` resolves at the paint of a given name. */
function watchClient(id: string): Promise<void> {
  const el = document.createElement('h1');
  document.body.replaceChildren(el);
  return new Promise((ready) => {
    onSnapshot(doc(db, 'clients', id), (snap) => {
      const name = String(snap.get('name') ?? '');
      el.textContent = name;
      if (!snap.metadata.fromCache) ready();
      for (let i = watchers.length - 1; i >= 0; i--) {
        const w = watchers[i]!;
        if (w.name !== name) continue;
        watchers.splice(i, 1);
        requestAnimationFrame(() => setTimeout(() => w.resolve(Date.now()), 0)); // after the frame that shows it
      }
    });
  });
}

function waitForName(name: string): Promise<number> {
  return new Promise((resolve) => watchers.push({ name, resolve }));
}

/** One edit: the name. Resolves with Date.now() at the call. */
function editName(id: string, name: string): number {
  const at = Date.now();
  void setDoc(
    doc(db, 'clients', id),
    { name, updatedAt: new Date(at).toISOString(), updatedBy: uid, serverTimestamp: serverTimestamp() },
    { merge: true },
  );
  return at;
}

/**
 * The same edit as a compare-and-set, as the app's push does it: the document read and written
 * in one transaction (two server round trips). Resolves with Date.now() at the call.
 */
function editNameInTransaction(id: string, name: string): number {
  const at = Date.now();
  const ref = doc(db, 'clients', id);
  void runTransaction(db, async (transaction) => {
    await transaction.get(ref);
    transaction.update(ref, {
      name,
      updatedAt: new Date(at).toISOString(),
      updatedBy: uid,
      serverTimestamp: serverTimestamp(),
    });
  });
  return at;
}

/**
 * Closes the SDK's streams (its listeners end on the server). Called before the page closes: the
 * emulator keeps a closed page's listeners for minutes, and each one it keeps costs every later
 * commit to the collection a query over the whole collection.
 */
async function stop(): Promise<void> {
  await terminate(db);
}

(window as unknown as { __baseline: unknown }).__baseline = {
  start,
  initialSync,
  writeOffline,
  writeOfflineBatched,
  pendingDone,
  watchClient,
  waitForName,
  editName,
  editNameInTransaction,
  stop,
};
