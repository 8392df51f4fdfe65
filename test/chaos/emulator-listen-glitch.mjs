#!/usr/bin/env node
// Diagnostic, not a test: does the Firestore emulator's Listen stream stay healthy under the
// product's kind of load? No RxDB, no product code, no proxy — the plain Firebase Node SDK:
// 3 signed-in staff (firestore.rules loaded), each with "newest document" listeners on two
// collections and getDocsFromServer pulls after a checkpoint (as sync/firestore-pull.ts
// does), writing one document and one log entry per round in transactions.
//
//   node test/chaos/emulator-listen-glitch.mjs [seconds=60]
//
// Uses FIRESTORE_EMULATOR_HOST or starts the official emulator (scripts/lib/firestore-emulator.mjs).
// Prints every Listen stream error the SDK reports and every getDocsFromServer that failed.
// Seen here (official emulator 1.19.x, firebase 12.19.0 with its @grpc/grpc-js 1.9.16):
// "RESOURCE_EXHAUSTED: Received message larger than max (3264211713 vs 17825792)" and
// "INTERNAL: Response message parsing error: invalid wire type 6" on Listen — a corrupted
// stream — after which the SDK waits its maximum back-off (60 s) before listening again, and
// getDocsFromServer fails with 'unavailable' ~10 s later, until then.
import { initializeApp, onLog } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDocsFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
} from 'firebase/firestore';
import { loadFirestoreRules, startFirestoreEmulator } from '../../scripts/lib/firestore-emulator.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';

const seconds = Number(process.argv[2] ?? 60);
const project = `demo-glitch-${Date.now().toString(36)}`;
let host = process.env.FIRESTORE_EMULATOR_HOST;
let emulator;
if (host) await loadFirestoreRules(host, project);
else {
  emulator = await startFirestoreEmulator({ port: await freePort(), projectId: project });
  host = emulator.host;
}
const [h, p] = host.split(':');
const t0 = Date.now();
const stamp = () => `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`;
let streamErrors = 0;
let failedReads = 0;
onLog(
  (e) => {
    const text = e.args.map(String).join(' ');
    if (/stream .* error|backoff/.test(text)) {
      if (/stream .* error/.test(text)) streamErrors++;
      console.log(`${stamp()} SDK ${e.level}: ${text.replace(/^.*Firestore \([\d.]+\): /, '').slice(0, 180)}`);
    }
  },
  { level: 'warn' },
);
setLogLevel('warn');
console.warn = () => undefined;
console.error = () => undefined;

const uids = ['ana', 'bruno', 'carla'];
const dbs = uids.map((uid) => {
  const db = getFirestore(initializeApp({ projectId: project, apiKey: 'k', appId: 'a' }, uid));
  connectFirestoreEmulator(db, h, Number(p), { mockUserToken: { user_id: uid, sub: uid } });
  return db;
});
for (const [i, db] of dbs.entries()) {
  const uid = uids[i];
  const now = new Date().toISOString();
  await setDoc(doc(db, 'users', uid), {
    uid,
    displayName: uid,
    email: `${uid}@x.com`,
    phoneNumber: '11987654321',
    cpf: '52998224725',
    role: 'advogado',
    oab: null,
    createdAt: now,
    createdBy: uid,
    updatedAt: now,
    updatedBy: uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  });
}
const checkpoints = dbs.map(() => ({}));
const pull = (i) =>
  Promise.all(
    ['clients', 'logs'].map(async (name) => {
      const col = collection(dbs[i], name);
      const cp = checkpoints[i][name];
      let docs;
      if (cp) {
        docs = (
          await getDocsFromServer(
            query(
              col,
              where('serverTimestamp', '==', cp.t),
              where(documentId(), '>', cp.id),
              orderBy(documentId(), 'asc'),
              limit(500),
            ),
          )
        ).docs;
        docs = docs.concat(
          (
            await getDocsFromServer(
              query(col, where('serverTimestamp', '>', cp.t), orderBy('serverTimestamp', 'asc'), limit(500)),
            )
          ).docs,
        );
      } else docs = (await getDocsFromServer(query(col, orderBy('serverTimestamp', 'asc'), limit(500)))).docs;
      const last = docs[docs.length - 1];
      if (last) checkpoints[i][name] = { t: last.get('serverTimestamp'), id: last.id };
    }),
  ).catch((e) => {
    failedReads++;
    console.log(`${stamp()} ${uids[i]}: getDocsFromServer failed: ${e.code}`);
  });
for (const [i, db] of dbs.entries()) {
  for (const name of ['clients', 'logs']) {
    onSnapshot(
      query(collection(db, name), orderBy('serverTimestamp', 'desc'), limit(1)),
      (s) => void (s.metadata.fromCache || pull(i)),
      (e) => console.log(`${stamp()} listener ended: ${e.code}`),
    );
  }
}
let n = 0;
while (Date.now() - t0 < seconds * 1000) {
  await Promise.all(
    dbs.map(async (db, i) => {
      n++;
      const uid = uids[i];
      const id = `d${n % 6}`;
      const now = new Date().toISOString();
      try {
        await runTransaction(db, async (tx) => {
          const ref = doc(db, 'clients', id);
          const s = await tx.get(ref);
          const data = {
            notes: `nota ${n}`,
            name: `Cliente ${n}`,
            updatedBy: uid,
            updatedAt: now,
            _deleted: false,
            serverTimestamp: serverTimestamp(),
          };
          if (s.exists()) tx.update(ref, data);
          else tx.set(ref, { ...data, createdAt: now, createdBy: uid });
        });
        await runTransaction(db, async (tx) => {
          const ref = doc(db, 'logs', `l${n}${uid}`);
          await tx.get(ref);
          tx.set(ref, {
            actorUid: uid,
            action: 'update',
            collectionName: 'clients',
            documentId: id,
            summary: `Alterou ${id}`,
            deviceTime: now,
            conflict: null,
            createdAt: now,
            createdBy: uid,
            updatedAt: now,
            updatedBy: uid,
            _deleted: false,
            serverTimestamp: serverTimestamp(),
          });
        });
      } catch (e) {
        if (e.code !== 'aborted' && e.code !== 'failed-precondition') console.log(`${stamp()} write failed: ${e.code}`);
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 50));
}
console.log(
  `${n} writes in ${seconds} s: ${streamErrors} Listen stream errors, ${failedReads} failed server reads (no network fault was injected)`,
);
await emulator?.stop();
process.exit(0);
