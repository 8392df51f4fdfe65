import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
// @ts-expect-error -- plain ESM helper without type declarations
import { PATCHED_EMULATOR_VERSION, patchServer } from './firestore-emulator-patch.mjs';

/**
 * Firestore for tests.
 *
 * With FIRESTORE_EMULATOR_HOST set (e.g. the official emulator on a developer machine)
 * tests use it. Otherwise a Node gRPC implementation (@firestore-emulator/server, pinned,
 * patched so the real `firebase` SDK works with it) is started in this process on a free
 * port. It keeps data in memory and evaluates no security rules; each test uses its own
 * project id, so tests never see each other's data.
 */

const require = createRequire(import.meta.url);

export interface TestFirestoreServer {
  host: string;
  port: number;
  /** 'official' when FIRESTORE_EMULATOR_HOST pointed at an external emulator. */
  kind: 'node-grpc' | 'external';
  stop(): Promise<void>;
}

function assertPinnedVersion() {
  const version = (require('@firestore-emulator/server/package.json') as { version: string }).version;
  if (version !== PATCHED_EMULATOR_VERSION) {
    throw new Error(`@firestore-emulator/server ${version} instalado, mas o patch foi escrito para ${PATCHED_EMULATOR_VERSION}`);
  }
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

export async function startTestFirestore(): Promise<TestFirestoreServer> {
  const external = process.env.FIRESTORE_EMULATOR_HOST;
  if (external) {
    const [host, port] = external.split(':');
    return { host: host ?? '127.0.0.1', port: Number(port), kind: 'external', stop: async () => {} };
  }
  assertPinnedVersion();
  const { FirestoreServer } = require('@firestore-emulator/server') as { FirestoreServer: new () => { start(port: number): Promise<void>; stop(): void } };
  const server = new FirestoreServer();
  patchServer(server);
  const port = await freePort();
  await server.start(port);
  return {
    host: '127.0.0.1',
    port,
    kind: 'node-grpc',
    stop: async () => server.stop(),
  };
}

let appCounter = 0;

export interface TestFirestoreClient {
  app: FirebaseApp;
  firestore: Firestore;
  close(): Promise<void>;
}

/** One firebase app + Firestore client, as one device would have (no Firestore persistence). */
export function connectTestFirestore(server: TestFirestoreServer, projectId: string): TestFirestoreClient {
  appCounter += 1;
  const app = initializeApp({ projectId, apiKey: 'test-api-key', appId: 'test-app' }, `device-${appCounter}-${Date.now()}`);
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, server.host, server.port);
  return {
    app,
    firestore,
    close: async () => {
      await terminate(firestore).catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
    },
  };
}

let projectCounter = 0;
/** A project id of its own per test: the emulator keeps one data set per project. */
export function uniqueProjectId(prefix = 'demo-test'): string {
  projectCounter += 1;
  return `${prefix}-${process.pid}-${projectCounter}`;
}
