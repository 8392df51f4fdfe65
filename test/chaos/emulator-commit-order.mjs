#!/usr/bin/env node
// Diagnostic, not a test: does a commit become visible only in serverTimestamp order? The
// product's pull (src/data/sync/firestore-pull.ts, createPullHandler) assumes it: it reads
// the documents after its checkpoint (serverTimestamp, id) and never looks behind it.
//
//   node test/chaos/emulator-commit-order.mjs [seconds=30]
//
// Plain Firebase Node SDK, no product code: 3 writers commit transactions (1 in 5 with 60
// documents) stamped with serverTimestamp(); one reader pulls with the product's exact
// checkpoint queries. At the end it lists the documents the reader never received and, for
// the first, when its transaction was acknowledged versus when the reader's checkpoint went
// past its serverTimestamp. Seen here (official emulator 1.19.x): a 60-document transaction
// stamped 594.950 s, acknowledged 0.37 s AFTER the reader had already read a document stamped
// 594.981 s — all 60 skipped for good.
import { initializeApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDocsFromServer,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setLogLevel,
  where,
} from 'firebase/firestore';
import { startFirestoreEmulator } from '../../scripts/lib/firestore-emulator.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';

setLogLevel('silent');
const seconds = Number(process.argv[2] ?? 30);
const project = `demo-order-${Date.now().toString(36)}`;
let host = process.env.FIRESTORE_EMULATOR_HOST;
let emulator;
if (!host) {
  emulator = await startFirestoreEmulator({ port: await freePort(), projectId: 'demo-order' });
  host = emulator.host;
}
const [h, p] = host.split(':');
// Owner clients (rules bypassed): the point is the server's ordering, not the rules.
const client = (name) => {
  const db = getFirestore(initializeApp({ projectId: project, apiKey: 'k', appId: 'a' }, name));
  connectFirestoreEmulator(db, h, Number(p), { mockUserToken: 'owner' });
  return db;
};
const writers = [client('w1'), client('w2'), client('w3')];
const reader = client('reader');
const logs = (db) => collection(db, 'logs');
const t0 = Date.now();
const now = () => Date.now() - t0;

let stop = false;
let n = 0;
const acknowledged = new Map();
const write = async (db, i) => {
  while (!stop) {
    const size = Math.random() < 0.2 ? 60 : 1;
    const started = now();
    let ids = [];
    try {
      await runTransaction(db, async (tx) => {
        const refs = Array.from({ length: size }, () => doc(logs(db), `w${i}-${n++}`));
        ids = refs.map((r) => r.id);
        await Promise.all(refs.map((r) => tx.get(r)));
        for (const r of refs)
          tx.set(r, { writer: i, size, summary: 'x'.repeat(200), _deleted: false, serverTimestamp: serverTimestamp() });
      });
      for (const id of ids) acknowledged.set(id, { started, at: now() });
    } catch (e) {
      console.log(`write failed: ${e.code}`);
    }
    await new Promise((r) => setTimeout(r, 30));
  }
};

const seen = new Set();
let checkpoint;
const moves = [];
const before = (c, t) => c.seconds < t.seconds || (c.seconds === t.seconds && c.nanoseconds < t.nanoseconds);
// The product's pull: the rest of the checkpoint's instant (by id), then what is newer.
const pull = async () => {
  let docs;
  if (checkpoint) {
    const time = new Timestamp(checkpoint.seconds, checkpoint.nanoseconds);
    docs = (
      await getDocsFromServer(
        query(
          logs(reader),
          where('serverTimestamp', '==', time),
          where(documentId(), '>', checkpoint.id),
          orderBy(documentId(), 'asc'),
          limit(500),
        ),
      )
    ).docs;
    docs = docs.concat(
      (
        await getDocsFromServer(
          query(
            logs(reader),
            where('serverTimestamp', '>', time),
            orderBy('serverTimestamp', 'asc'),
            limit(500 - docs.length),
          ),
        )
      ).docs,
    );
  } else docs = (await getDocsFromServer(query(logs(reader), orderBy('serverTimestamp', 'asc'), limit(500)))).docs;
  for (const d of docs) seen.add(d.id);
  const last = docs[docs.length - 1];
  if (last) {
    const t = last.get('serverTimestamp');
    const was = checkpoint;
    checkpoint = { seconds: t.seconds, nanoseconds: t.nanoseconds, id: last.id };
    moves.push({ at: now(), was, to: checkpoint });
  }
  return docs.length;
};

const running = writers.map((db, i) => write(db, i));
while (now() < seconds * 1000) {
  await pull().catch((e) => console.log(`pull failed: ${e.code}`));
  await new Promise((r) => setTimeout(r, 20));
}
stop = true;
await Promise.all(running);
while ((await pull()) > 0);

const all = (await getDocsFromServer(query(logs(reader)))).docs;
const missing = all.filter((d) => !seen.has(d.id));
const groups = {};
for (const d of missing) {
  const t = d.get('serverTimestamp');
  const key = `${t.seconds}.${String(t.nanoseconds).padStart(9, '0')} (transaction of ${d.get('size')})`;
  groups[key] = (groups[key] ?? 0) + 1;
}
console.log(
  `${all.length} documents committed; ${missing.length} never reached the reader (the pull never looks behind its checkpoint)`,
);
for (const [k, v] of Object.entries(groups)) console.log(`  serverTimestamp ${k}: ${v} missing`);
const first = missing[0];
if (first) {
  const t = first.get('serverTimestamp');
  const ack = acknowledged.get(first.id);
  const pass = moves.find((m) => m.was && before(m.was, t) && !before(m.to, t));
  console.log(
    `e.g. ${first.id}: stamped ${t.seconds}.${t.nanoseconds}; its transaction started at ${ack?.started} ms, acknowledged at ${ack?.at} ms; ` +
      `the reader's checkpoint went past that stamp at ${pass?.at} ms (${pass?.was.seconds}.${pass?.was.nanoseconds} → ${pass?.to.seconds}.${pass?.to.nanoseconds})`,
  );
}
await emulator?.stop();
process.exit(0);
