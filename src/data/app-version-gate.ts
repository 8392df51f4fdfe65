import {
  collection,
  documentId,
  getDocsFromServer,
  onSnapshot,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { APP_VERSION, compareVersions, setAppOutdated } from '@/lib/app-version';
import { withDeadline } from './sync/deadline';

/**
 * The server's minimum app version (issue 29): `config/app` = { minAppVersion: '0.2.0' },
 * written by the firm's admin in the Firebase console or by the backend (the rules let
 * signed-in people read it, nobody write it from a device). It is read online only: it is
 * not one of the replicated collections.
 *
 * A build older than the minimum holds its pushes: every push batch waits on `wait()`, so
 * the writes stay queued in the replica (IndexedDB) and the update prompt says "Há uma
 * versão nova do aplicativo". After the update the new build passes the gate and RxDB
 * pushes the queue from its own checkpoint. Without an answer from the server yet, a push
 * waits for the first one (at most `firstAnswerMs`, then goes on: a device that cannot read
 * the document cannot push either, and a project without the rule must keep syncing).
 * A listener keeps the minimum current, and the document is also read from the server at
 * start and whenever no answer came for `refreshMs` (default 5 min): a listener on the
 * official emulator was seen missing the creation of a document it watched (90 s and more),
 * and the Listen stream failing with RESOURCE_EXHAUSTED. A push never waits on those reads.
 */
export const APP_CONFIG_COLLECTION = 'config';
export const APP_CONFIG_ID = 'app';

export interface AppVersionGate {
  /** Resolves when pushing is allowed; rejects once the gate is stopped. */
  wait(): Promise<void>;
  /** The minimum the server asked for, once known. */
  readonly minimum: string | undefined;
  stop(): void;
}

export interface AppVersionGateOptions {
  appVersion?: string;
  firstAnswerMs?: number;
  /** After how long without an answer config/app is read from the server again (default 5 min). */
  refreshMs?: number;
  /** Told whenever the answer changes (default: the update prompt's store). */
  onOutdated?: (outdated: boolean) => void;
}

export function createAppVersionGate(firestore: Firestore, options: AppVersionGateOptions = {}): AppVersionGate {
  const {
    appVersion = APP_VERSION,
    firstAnswerMs = 10_000,
    refreshMs = 5 * 60_000,
    onOutdated = setAppOutdated,
  } = options;
  // A query on the id, not the document: a client whose listen on a document was answered
  // "absent" keeps that absence versioned with the answer's read time, and the official
  // emulator, under load, answers so at a read time later than a commit it had not applied:
  // the listener and every getDocFromServer then said "no minimum" for 90 s and more on that
  // client (CI, 2026-11-28; test/support/firestore-emulator.ts, readOnServer). A query keeps
  // no absence; it costs the same read.
  const ref = query(collection(firestore, APP_CONFIG_COLLECTION), where(documentId(), '==', APP_CONFIG_ID));
  let known = false;
  let answeredAt = 0;
  let minimum: string | undefined;
  let stopped = false;
  let waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let reading: Promise<void> | undefined;
  const outdated = () => minimum !== undefined && compareVersions(appVersion, minimum) < 0;

  const settle = () => {
    const isOutdated = outdated();
    onOutdated(isOutdated);
    if (isOutdated) return;
    const ready = waiters;
    waiters = [];
    for (const w of ready) w.resolve();
  };
  const answer = (snap: DocumentSnapshot | undefined) => {
    if (stopped) return;
    known = true;
    answeredAt = Date.now();
    const value: unknown = snap?.get('minAppVersion');
    minimum = typeof value === 'string' && value.trim() ? value.trim() : undefined;
    settle();
  };
  const unreadable = (error: unknown) => {
    // Not readable (rules without config/app): no minimum, pushes go on as before.
    if ((error as { code?: string }).code !== 'permission-denied') return;
    console.warn('config/app não pôde ser lido; sem versão mínima.', error);
    known = true;
    answeredAt = Date.now();
    minimum = undefined;
    settle();
  };
  // One read at a time, given up after a while (a read was seen never answering on the
  // emulator; it still counts if it answers later); offline it fails and the timer asks again.
  const readTimeoutMs = Math.max(refreshMs, firstAnswerMs);
  const refresh = () =>
    (reading ??= withDeadline(
      getDocsFromServer(ref).then((snap) => answer(snap.docs[0]), unreadable),
      readTimeoutMs,
      'config/app',
    )
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      }));

  const unsubscribe = onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snap) => {
      if (!snap.metadata.fromCache) answer(snap.docs[0]);
    },
    unreadable,
  );
  void refresh();
  const timer = setInterval(() => {
    if (Date.now() - answeredAt >= refreshMs) void refresh();
  }, refreshMs);

  return {
    get minimum() {
      return minimum;
    },
    async wait() {
      if (stopped) throw new Error('app-version gate stopped');
      if (known && !outdated()) return;
      return new Promise<void>((resolve, reject) => {
        const waiter = { resolve, reject };
        waiters.push(waiter);
        if (!known) {
          setTimeout(() => {
            if (known || !waiters.includes(waiter)) return;
            waiters = waiters.filter((w) => w !== waiter);
            resolve();
          }, firstAnswerMs);
        }
      });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      const pending = waiters;
      waiters = [];
      for (const w of pending) w.reject(new Error('app-version gate stopped'));
      onOutdated(false);
    },
  };
}
