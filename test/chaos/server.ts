import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { profileDocument } from '../support/fixtures';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  disableNetwork,
  enableNetwork,
  getDocsFromServer,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
// prettier-ignore
// @ts-expect-error -- plain ESM module without type declarations
import { loadFirestoreRules, planFirestoreEmulator, startFirestoreEmulator } from '../../scripts/lib/firestore-emulator.mjs';
// @ts-expect-error -- plain ESM module without type declarations
import { freePort } from '../../scripts/lib/ports.mjs';

/**
 * The chaos run's server: the official Firestore emulator with firestore.rules loaded for
 * the run's own project id. FIRESTORE_EMULATOR_HOST when set (npm test, npm run chaos),
 * else one started for this process through scripts/lib/firestore-emulator.mjs.
 */
export interface ChaosServer {
  host: string;
  port: number;
  /** 'env' = FIRESTORE_EMULATOR_HOST; 'started' = started by this process. */
  origin: 'env' | 'started';
  how: string;
  stop(): Promise<void>;
}

/** Why this machine cannot run the chaos test (no emulator to be had), or undefined. */
export function unavailableReason(brokerUrl?: string | null): string | undefined {
  if (process.env.FIRESTORE_EMULATOR_HOST || brokerUrl) return undefined;
  const plan = planFirestoreEmulator();
  return plan.how === 'none' ? String(plan.reason) : undefined;
}

/**
 * `brokerUrl`: the run-wide emulator of a vitest global setup that offers one (asked once,
 * it answers { host } | { unavailable } | { error }), so a whole `vitest run` shares one JVM.
 */
export async function acquireServer(projectId: string, brokerUrl?: string | null): Promise<ChaosServer> {
  let fromEnv = process.env.FIRESTORE_EMULATOR_HOST;
  let origin = 'FIRESTORE_EMULATOR_HOST';
  if (!fromEnv && brokerUrl) {
    const answer = (await (await fetch(brokerUrl)).json()) as { host?: string; unavailable?: string; error?: string };
    if (answer.error) throw new Error(`chaos: the run's Firestore emulator did not start: ${answer.error}`);
    if (answer.host) {
      fromEnv = answer.host;
      origin = 'shared by this vitest run';
    }
  }
  if (fromEnv) {
    const [host, port] = fromEnv.split(':');
    await loadFirestoreRules(fromEnv, projectId);
    return {
      host: host || '127.0.0.1',
      port: Number(port),
      origin: 'env',
      how: `official emulator (${origin})`,
      stop: async () => undefined,
    };
  }
  const plan = planFirestoreEmulator();
  if (plan.how === 'none') throw new Error(`chaos: no Firestore emulator on this machine: ${plan.reason as string}`);
  const started = (await startFirestoreEmulator({ port: await freePort(), projectId, plan })) as {
    host: string;
    stop(): Promise<void>;
  };
  const [host, port] = started.host.split(':');
  return {
    host: host || '127.0.0.1',
    port: Number(port),
    origin: 'started',
    how: `official emulator (${plan.how as string}, started for this run)`,
    stop: () => started.stop(),
  };
}

let appCounter = 0;

export interface FirestoreClient {
  app: FirebaseApp;
  firestore: Firestore;
  close(): Promise<void>;
}

/** A Firebase app of its own (Node SDK), connected to `port`, signed in as `uid` or as the emulator's owner. */
export function connectClient(
  projectId: string,
  host: string,
  port: number,
  as: { uid: string } | 'owner',
): FirestoreClient {
  appCounter += 1;
  const app = initializeApp(
    { projectId, apiKey: 'chaos-api-key', appId: 'chaos-app' },
    `chaos-${appCounter}-${Date.now().toString(36)}`,
  );
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, host, port, {
    mockUserToken: as === 'owner' ? 'owner' : { user_id: as.uid, sub: as.uid },
  });
  return {
    app,
    firestore,
    close: async () => {
      await terminate(firestore).catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
    },
  };
}

/**
 * users/{uid} with role 'advogado', written by the person's own signed-in client as the app
 * does at sign-up (firestore.rules: own document, a staff role other than admin, pending),
 * then approved (the owner's write stands in for the admin's "Aprovar").
 */
export async function signUpStaff(projectId: string, server: ChaosServer, uid: string): Promise<void> {
  const client = connectClient(projectId, server.host, server.port, { uid });
  const owner = connectClient(projectId, server.host, server.port, 'owner');
  try {
    const ref = doc(client.firestore, 'users', uid);
    await setDoc(ref, profileDocument(uid, 'advogado'));
    await setDoc(
      doc(owner.firestore, 'users', uid),
      { status: 'active', updatedBy: 'admin-approval', serverTimestamp: serverTimestamp() },
      { merge: true },
    );
    const back = await getDoc(ref);
    if (!back.exists() || back.get('role') !== 'advogado' || back.get('status') !== 'active')
      throw new Error(`users/${uid} was not created and approved`);
  } finally {
    await client.close();
    await owner.close();
  }
}

export type ServerDoc = Record<string, unknown>;

/** Every document of a collection as the server has it (owner: rules bypassed), by id. */
export async function readServerCollection(owner: FirestoreClient, name: string): Promise<Map<string, ServerDoc>> {
  // The owner (the oracle's eyes, never behind a fault proxy) can still meet the emulator's
  // gRPC glitch (test/support/firestore-emulator.ts): reconnect and ask again, a few times.
  let snap;
  for (let attempt = 1; ; attempt++) {
    try {
      snap = await getDocsFromServer(collection(owner.firestore, name));
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'unavailable' || attempt === 5) throw error;
      await disableNetwork(owner.firestore);
      await enableNetwork(owner.firestore);
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
  const out = new Map<string, ServerDoc>();
  for (const d of snap.docs) out.set(d.id, { ...d.data(), id: d.id });
  return out;
}

/**
 * Node-only transport back-off. In Node the Firestore SDK speaks gRPC (grpc-js), whose channel
 * waits up to 120 s between reconnect attempts once connections have failed (a partition);
 * the browser's transport (WebChannel over HTTP) has no such layer — only the SDK's own
 * back-off, which the product resets (replication.ts, "the SDK's own back-off"). Measured with
 * it, "time to converge" after a long partition is grpc-js's, not the product's (up to 80 s for
 * one read after a 75 s outage, here). So chaos devices cap grpc-js's reconnect delay at
 * `maxMs`; CHAOS_GRPC_BACKOFF=native keeps grpc-js as it is (to compare).
 */
export function capNodeGrpcReconnectBackoff(maxMs = 1_000): boolean {
  if (process.env.CHAOS_GRPC_BACKOFF === 'native') return false;
  const require = createRequire(import.meta.url);
  // The copy of grpc-js the Firestore SDK itself loads (it may be nested under it).
  const path = require.resolve('@grpc/grpc-js/build/src/backoff-timeout.js', {
    paths: [dirname(require.resolve('@firebase/firestore'))],
  });
  const { BackoffTimeout } = require(path) as {
    BackoffTimeout: { prototype: { runOnce(): void; nextDelay: number; __capped?: boolean } };
  };
  const proto = BackoffTimeout.prototype;
  if (proto.__capped) return true;
  const runOnce = proto.runOnce;
  proto.runOnce = function cappedRunOnce(this: { nextDelay: number }) {
    this.nextDelay = Math.min(this.nextDelay, maxMs);
    runOnce.call(this);
    this.nextDelay = Math.min(this.nextDelay, maxMs);
  };
  proto.__capped = true;
  return true;
}
