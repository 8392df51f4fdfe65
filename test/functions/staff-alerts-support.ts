import { backendDeps, deleteApp, initializeApp, Timestamp, type App } from '../../functions/src/admin';
import type { AlertDeps } from '../../functions/src/alerts/run';
import { saveSubscription } from '../../functions/src/alerts/subscriptions';
import { DEMO_VAPID_PRIVATE_KEY } from '../../functions/src/alerts/demo-vapid-private';
import type { WebPushConfig } from '../../functions/src/alerts/web-push-config';
import { DEMO_VAPID_PUBLIC_KEY } from '@advocacia/shared/alerts/demo-vapid';
import type { AlertPrefs } from '@advocacia/shared/alerts/preferences';
import type { StaffPushPayload } from '@advocacia/shared/alerts/push-payload';
import {
  prepareProject,
  profileDocument,
  uniqueProjectId,
  type TestFirestoreServer,
} from '../support/firestore-emulator';
import type { FakeWebPush } from '../support/fake-web-push.mjs';

/**
 * A firm for one case of the staff alert job (issue 36): its own project on the official
 * Firestore emulator, staff written as the app writes users/{uid}, devices subscribed through
 * the backend's own writer with keys the FAKE push service made (so it can decrypt), and a
 * clock the case moves.
 */
export function webPushConfig(): WebPushConfig {
  return {
    publicKey: DEMO_VAPID_PUBLIC_KEY,
    privateKey: DEMO_VAPID_PRIVATE_KEY,
    subject: 'mailto:alertas@demo-advocacia.invalid',
    timeoutMs: 10_000,
    ttlSeconds: 3600,
    allowLoopbackHttp: true,
  };
}

export interface Firm {
  deps: AlertDeps;
  /** A second instance of the backend (its own Admin app) on the same project: another job run. */
  other: AlertDeps;
  setClock(iso: string): void;
  staff(uid: string, role?: 'admin' | 'advogado' | 'atendente', prefs?: Partial<AlertPrefs>): Promise<string>;
  device(uid: string, deviceId: string): Promise<{ endpoint: string; deviceId: string }>;
  put(path: string, fields: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

let apps = 0;

export async function startFirm(server: TestFirestoreServer, push: FakeWebPush): Promise<Firm> {
  const project = uniqueProjectId('demo-alerts');
  await prepareProject(server, project);
  const app: App = initializeApp({ projectId: project }, `alerts-${++apps}-${Date.now()}`);
  const app2: App = initializeApp({ projectId: project }, `alerts-${++apps}-${Date.now()}`);
  let clock = new Date('2026-12-01T12:00:00.000Z');
  const now = () => clock;
  const deps: AlertDeps = { ...backendDeps(app), now, webPush: webPushConfig() };
  const other: AlertDeps = { ...backendDeps(app2), now, webPush: webPushConfig() };
  const replicated = (id: string, fields: Record<string, unknown>) => ({
    id,
    createdAt: clock.toISOString(),
    createdBy: 'adv-seed',
    updatedAt: clock.toISOString(),
    updatedBy: 'adv-seed',
    _deleted: false,
    serverTimestamp: Timestamp.now(),
    ...fields,
  });
  return {
    deps,
    other,
    setClock(iso) {
      clock = new Date(iso);
    },
    async staff(uid, role = 'advogado', prefs) {
      await deps.db.doc(`users/${uid}`).set({
        ...profileDocument(uid, role, 'active'),
        ...(prefs ? { alertPrefs: prefs } : {}),
        serverTimestamp: Timestamp.now(),
      });
      return uid;
    },
    async device(uid, deviceId) {
      const sub = push.subscribe();
      const role = (await deps.db.doc(`users/${uid}`).get()).get('role') as 'advogado';
      await saveSubscription(deps, { uid, role }, deviceId, { ...sub, userAgent: `Tablet ${deviceId}` });
      return { endpoint: sub.endpoint, deviceId };
    },
    async put(path, fields) {
      const id = path.split('/').pop()!;
      await deps.db.doc(path).set(replicated(id, fields));
    },
    async close() {
      await deleteApp(app);
      await deleteApp(app2);
    },
  };
}

/** What one device received, decrypted, in order. */
export function receivedBy(push: FakeWebPush, endpoint: string): StaffPushPayload[] {
  return push.received(endpoint) as StaffPushPayload[];
}

export const titles = (push: FakeWebPush, endpoint: string) => receivedBy(push, endpoint).map((p) => p.title);
