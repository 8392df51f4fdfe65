import { createServer } from 'node:net';
import { inject, it } from 'vitest';
import { deleteApp, initializeApp, onLog, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  documentId,
  enableNetwork,
  getDoc,
  getDocFromServer,
  getDocsFromServer,
  getFirestore,
  query,
  where,
  type DocumentData,
  serverTimestamp,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import type { Role } from '@advocacia/shared/config/roles';
import { profileDocument } from './fixtures';

export { profileDocument };
// prettier-ignore
// @ts-expect-error -- plain ESM module without type declarations
import { loadFirestoreRules, planFirestoreEmulator, startFirestoreEmulator } from '../../scripts/lib/firestore-emulator.mjs';

/**
 * Firestore for tests: the OFFICIAL emulator, with firestore.rules enforced.
 *
 * Where it comes from, in order:
 *  1. FIRESTORE_EMULATOR_HOST (npm test starts one for the whole run);
 *  2. the one the vitest global setup (test/support/firestore-global-setup.ts) starts, once
 *     per run and only when a test asks for it, through scripts/lib/firestore-emulator.mjs;
 *  3. under a config without that global setup, one started by this worker.
 * When the machine has none (planFirestoreEmulator() says 'none'), `testFirestore()` gives
 * the plan's reason and the tests report themselves as skipped with it.
 *
 * The emulator keeps one data set and one rule set per project id, and allows everything in
 * a project that has no rules: every test takes its own project (`uniqueProjectId`) and
 * `prepareProject` loads firestore.rules into it (createDevice does that for you). Clients
 * are signed in as a uid (`mockUserToken`) or as the emulator's owner (rules bypassed).
 *
 * The Node gRPC server these tests used before (@firestore-emulator/server with a runtime
 * patch; no rules) is gone: measured on this machine with the project's handlers, the volume
 * file took 24 s here against 340 s there (where the interrupted-push case never converged),
 * and the other sync files gain the rules for a few seconds. See docs/architecture.md.
 */

export interface TestFirestoreServer {
  host: string;
  port: number;
  /** Always the official emulator: rules are enforced in every project prepareProject set up. */
  kind: 'official';
  stop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL that answers with the run's official emulator ({ host } | { unavailable } | { error }); null when none is brokered. */
    firestoreEmulatorBroker: string | null;
  }
}

type Official = { host: string; unavailable?: undefined } | { unavailable: string; host?: undefined };

// One per worker: the host is asked for (or the emulator started) once.
let official: Promise<Official> | undefined;
let ownEmulator: { stop(): Promise<void> } | undefined;
let ownEmulatorUsers = 0;

function brokerUrl(): string | null {
  try {
    return inject('firestoreEmulatorBroker') ?? null;
  } catch {
    return null; // not inside a vitest worker
  }
}

async function findOfficial(): Promise<Official> {
  const fromEnv = process.env.FIRESTORE_EMULATOR_HOST;
  if (fromEnv) return { host: fromEnv };
  const broker = brokerUrl();
  if (broker) {
    const answer = (await (await fetch(broker)).json()) as { host?: string; unavailable?: string; error?: string };
    if (answer.error) throw new Error(`o emulador oficial do Firestore não iniciou: ${answer.error}`);
    return answer.host ? { host: answer.host } : { unavailable: answer.unavailable ?? 'motivo desconhecido' };
  }
  const plan = planFirestoreEmulator();
  if (plan.how === 'none') return { unavailable: plan.reason as string };
  const started = await startFirestoreEmulator({ port: await freePort(), plan });
  ownEmulator = started;
  return { host: started.host as string };
}

/** The official emulator's host, or why this machine has none. Never starts a second one per worker. */
export async function testFirestore(): Promise<
  { server: TestFirestoreServer; skipReason?: undefined } | { server?: undefined; skipReason: string }
> {
  official ??= findOfficial();
  let found: Official;
  try {
    found = await official;
  } catch (error) {
    official = undefined;
    throw error;
  }
  if (found.unavailable !== undefined) return { skipReason: found.unavailable };
  const [host, port] = found.host.split(':');
  if (ownEmulator) ownEmulatorUsers += 1;
  const stop = async () => {
    if (!ownEmulator || --ownEmulatorUsers > 0) return;
    const e = ownEmulator;
    ownEmulator = undefined;
    official = undefined;
    await e.stop();
  };
  return { server: { host: host ?? '127.0.0.1', port: Number(port), kind: 'official', stop } };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The official emulator for a test file; throws with the reason when this machine has none
 * (use `testFirestore()` to report the tests as skipped instead).
 */
export async function startTestFirestore(): Promise<TestFirestoreServer> {
  const found = await testFirestore();
  if (!found.server) throw new Error(found.skipReason);
  return found.server;
}

const prepared = new Map<string, Promise<void>>();

/** Loads firestore.rules (the working tree's) into `projectId` once; until then the emulator allows everything there. */
export function prepareProject(server: TestFirestoreServer, projectId: string): Promise<void> {
  const key = `${server.host}:${server.port}/${projectId}`;
  let done = prepared.get(key);
  if (!done) {
    done = loadFirestoreRules(`${server.host}:${server.port}`, projectId) as Promise<void>;
    prepared.set(key, done);
    done.catch(() => prepared.delete(key));
  }
  return done;
}

let appCounter = 0;
const liveClients = new Set<Firestore>();

/**
 * Works around an emulator bug (firebase-tools#8654, open): now and then, mostly when the
 * machine is busy, a gRPC Listen stream from the Node SDK receives a corrupt frame
 * ("RESOURCE_EXHAUSTED: Received message larger than max (<garbage>)"). The SDK takes
 * RESOURCE_EXHAUSTED for a quota answer and waits the maximum back-off, 60 s, during which
 * that client counts as offline — longer than any wait in these tests. Browsers use
 * WebChannel, not this gRPC path, so the app never meets it. When the SDK logs it, every
 * test client whose server reads now fail 'unavailable' is reconnected at once
 * (disableNetwork + enableNetwork resets the back-off) and a warning line says so. Test
 * devices count the offline errors of such moments apart from real ones (see device.ts).
 */
let recovering: Promise<void> | undefined;
function reconnectStuckClients() {
  recovering ??= (async () => {
    await new Promise((r) => setTimeout(r, 200));
    for (const firestore of [...liveClients]) {
      const stuck = await getDocFromServer(doc(firestore, '__tests__', 'probe')).then(
        () => false,
        (error: { code?: string }) => error?.code === 'unavailable',
      );
      if (!stuck || !liveClients.has(firestore)) continue;
      console.warn(
        `[firestore] cliente de teste ${firestore.app.name} reconectado após um quadro corrompido do emulador (firebase-tools#8654)`,
      );
      await disableNetwork(firestore);
      await enableNetwork(firestore);
    }
  })().finally(() => (recovering = undefined));
}
onLog(
  ({ message }) => {
    if (message.includes('Received message larger than max')) reconnectStuckClients();
  },
  { level: 'warn' },
);

export interface TestFirestoreClient {
  app: FirebaseApp;
  firestore: Firestore;
  /** Who the client is signed in as: a uid, 'owner' (rules bypassed) or null (anonymous). */
  as: string | null;
  close(): Promise<void>;
}

/**
 * One firebase app + Firestore client, as one device would have (no Firestore persistence).
 * `as`: a uid (signed in through `mockUserToken`, as Firebase Auth would), `{ owner: true }`
 * (the emulator's owner: rules bypassed — set-up writes only) or nothing (anonymous).
 */
export function connectTestFirestore(
  server: TestFirestoreServer,
  projectId: string,
  as: { uid: string } | { owner: true } | null = null,
): TestFirestoreClient {
  appCounter += 1;
  const app = initializeApp(
    { projectId, apiKey: 'test-api-key', appId: 'test-app' },
    `device-${appCounter}-${Date.now()}`,
  );
  const firestore = getFirestore(app);
  const mockUserToken = as === null ? undefined : 'owner' in as ? 'owner' : { user_id: as.uid, sub: as.uid };
  connectFirestoreEmulator(firestore, server.host, server.port, mockUserToken ? { mockUserToken } : undefined);
  liveClients.add(firestore);
  return {
    app,
    firestore,
    as: as === null ? null : 'owner' in as ? 'owner' : as.uid,
    close: async () => {
      liveClients.delete(firestore);
      await terminate(firestore).catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
    },
  };
}

/**
 * What the server holds for `name/id` now (undefined: no such document), for a test that waits
 * for a document to appear there.
 *
 * A query on the id, not `getDoc`: a client's listen on one document that the server answers
 * "absent" keeps that absence in the client's cache, versioned with the answer's read time; the
 * emulator, under load, answers so at a read time later than a commit it had not applied yet, and
 * the SDK then drops the document's own (earlier) version as outdated, on that client, for good —
 * getDoc, getDocFromServer and onSnapshot all said "absent" for 30 s while the REST API, a
 * transaction and a new client read it (7 of 1,100 polled creations here, issue 27). A query keeps
 * no absence. Do not mix it with getDoc of the same document on the same client.
 */
export async function readOnServer(
  client: TestFirestoreClient,
  name: string,
  id: string,
): Promise<DocumentData | undefined> {
  const found = await getDocsFromServer(query(collection(client.firestore, name), where(documentId(), '==', id)));
  return found.docs[0]?.data();
}

/**
 * Makes `uid` an active member of `projectId` with `role`, as the product does it:
 * advogado/atendente sign themselves up (their own client writes users/{uid} as a pending
 * request — through `client` when given) and an admin approves them (here the set-up's
 * owner write, standing in for the admin); admin and cliente profiles are made by the firm
 * (owner write: the first admin comes from `npm run grant-admin`, a cliente from the
 * firm's backend). Checks the document exists and is active.
 */
export async function bootstrapProfile(
  server: TestFirestoreServer,
  projectId: string,
  uid: string,
  role: Role,
  client?: TestFirestoreClient,
): Promise<void> {
  await prepareProject(server, projectId);
  const selfSignUp = role === 'advogado' || role === 'atendente';
  const owner = connectTestFirestore(server, projectId, { owner: true });
  const own =
    selfSignUp && !(client && client.as === uid) ? connectTestFirestore(server, projectId, { uid }) : undefined;
  const signUpWriter = own ?? client ?? owner;
  try {
    const existing = await getDoc(doc(owner.firestore, 'users', uid));
    if (existing.exists()) {
      if (existing.get('role') !== role)
        throw new Error(`users/${uid} já existe com o papel ${String(existing.get('role'))}, não ${role}`);
      return;
    }
    if (selfSignUp) {
      await setDoc(doc(signUpWriter.firestore, 'users', uid), profileDocument(uid, role, 'pending'));
      await setDoc(
        doc(owner.firestore, 'users', uid),
        { status: 'active', updatedBy: 'admin-approval', serverTimestamp: serverTimestamp() },
        { merge: true },
      );
    } else {
      await setDoc(
        doc(owner.firestore, 'users', uid),
        profileDocument(uid, role, role === 'cliente' ? null : 'active'),
      );
    }
    const made = await getDoc(doc(owner.firestore, 'users', uid));
    if (!made.exists()) throw new Error(`users/${uid} não foi criado`);
  } finally {
    await own?.close();
    await owner.close();
  }
}

let projectCounter = 0;
const runId = Date.now().toString(36);
/**
 * A project id of its own per test: the emulator keeps one data set (and rule set) per
 * project, and may outlive this run (FIRESTORE_EMULATOR_HOST of a running `npm start`).
 */
export function uniqueProjectId(prefix = 'demo-test'): string {
  projectCounter += 1;
  return `${prefix}-${process.pid}-${runId}-${projectCounter}`;
}

/**
 * For a test file whose emulator is missing: one visible skipped case carrying the reason
 * (never a pass), and a warning line in the output.
 */
export function reportSkipped(what: string, reason: string | undefined): void {
  if (!reason) return;
  console.warn(`\n[${what}] TESTES PULADOS (skipped, não aprovados): ${reason}\n`);
  it.skip(`${what}: skipped — ${reason}`, () => undefined);
}
