import { Timestamp, type DocumentChange, type DocumentData, type Query } from 'firebase-admin/firestore';
import type { DatajudConfig } from '../datajud/client.js';
import { onClientWritten } from '../clients/duplicates.js';
import { followAllProcesses, type FollowRunReport } from '../datajud/follow.js';
import type { DjenConfig } from '../djen/client.js';
import { followDjen, type DjenRunReport } from '../djen/follow.js';
import { onMessageCreated, onTimelineEntryWritten, sendDueReminders, type DueRemindersReport } from './events.js';
import type { NotifyOutcome, PushDeps } from './notify-client.js';
import { runAlerts, type AlertRunReport } from '../alerts/run.js';
import { onUserWrittenForAlerts } from '../alerts/staff.js';
import type { WebPushConfig } from '../alerts/web-push-config.js';

/**
 * The push handlers of index.ts, run locally (`npm start`, tests): the Functions emulator only
 * delivers Firestore events from a Firestore emulator that firebase-tools itself started, and
 * here the official emulator jar runs apart (firebase-tools cannot start it on this Java). So
 * the same handlers are driven by Admin SDK listeners with a trigger's semantics — what was
 * written before start is not an event; a write after it is — and the scheduled jobs (reminders,
 * DataJud) run on timers instead of Cloud Scheduler. The duplicate-document marking of clients
 * (clients/duplicates.ts) rides on the same listeners.
 */
export interface LocalJobsOptions {
  /** How often the reminder job runs (production: every minute). */
  reminderEveryMs?: number;
  /**
   * The DataJud job (index.ts `followDatajud`, hourly in production): runs when a key is
   * configured, first at start, then every `datajudEveryMs`.
   */
  datajud?: DatajudConfig;
  datajudEveryMs?: number;
  /** A process looked up more recently than this waits for a later run (the schedule's 20 h by default). */
  datajudMinAgeMs?: number;
  /**
   * The DJEN job (index.ts `followDjenPublications`): runs when enabled (DJEN_ENABLED), first at
   * start, then every `djenEveryMs`.
   */
  djen?: DjenConfig;
  djenEveryMs?: number;
  /**
   * The staff alert job (index.ts `sendStaffAlerts`, issue 36): runs with VAPID keys (the demo
   * pair in demo-* projects), first at start, then every `alertsEveryMs` (production: 5 minutes).
   */
  webPush?: WebPushConfig | null;
  alertsEveryMs?: number;
  log?: (line: string) => void;
}

export interface LocalJobs {
  /** Runs the reminder job now (after any event being handled). */
  runReminders(): Promise<DueRemindersReport>;
  /** Runs the DataJud job now; null when no DataJud key is configured. */
  runDatajud(): Promise<FollowRunReport | null>;
  /** Runs the DJEN job now; null when it is off. */
  runDjen(): Promise<DjenRunReport | null>;
  /** Runs the staff alert job now; null without VAPID keys. */
  runAlerts(): Promise<AlertRunReport | null>;
  stop(): Promise<void>;
}

export function startLocalJobs(deps: PushDeps, options: LocalJobsOptions = {}): LocalJobs {
  const log = options.log ?? ((line: string) => console.log(line));
  // One handler at a time, in arrival order, as a small function instance would.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(what: string, job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job);
    queue = run.catch((error: unknown) =>
      log(`push: ${what} failed: ${error instanceof Error ? error.stack : String(error)}`),
    );
    return run;
  };
  const describe = (what: string, outcome: NotifyOutcome | null) => {
    if (outcome && outcome.outcome !== 'skipped')
      log(
        `push: ${what} → ${outcome.outcome === 'sent' ? `sent to ${outcome.delivered} device(s)` : `not sent (${outcome.reason})`}`,
      );
  };

  // Events are the writes made from now on: every write of the firm's data stamps
  // `serverTimestamp`, so "after start" is a query, not "whatever the first snapshot lacked"
  // (the emulator may deliver a first snapshot in parts, which made old messages look new).
  const startedAt = Timestamp.now();
  const listen = (
    query: Query,
    kinds: DocumentChange['type'][],
    handle: (change: DocumentChange) => Promise<NotifyOutcome | null>,
    what: string,
  ) =>
    query.where('serverTimestamp', '>=', startedAt).onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (kinds.includes(change.type))
            void enqueue(`${what} ${change.doc.id}`, async () =>
              describe(`${what} ${change.doc.id}`, await handle(change)),
            );
        }
      },
      (error) => log(`push: ${what} listener stopped: ${error.message}`),
    );

  // index.ts `markDuplicateClients`: the trigger's "before" is the last version this listener saw
  // (none for a record's first write since start: then only its current document is re-marked).
  const clientsSeen = new Map<string, DocumentData>();
  const markDuplicates = async (change: DocumentChange) => {
    const after = change.doc.data();
    const before = clientsSeen.get(change.doc.id);
    clientsSeen.set(change.doc.id, after);
    const { changed } = await onClientWritten(deps, change.doc.id, after, before);
    for (const c of changed) log(`duplicates: client ${c.id} → duplicateOf '${c.duplicateOf}'`);
    return null;
  };

  const unsubscribers = [
    listen(
      deps.db.collection('messages').where('side', '==', 'staff'),
      ['added'],
      (c) => onMessageCreated(deps, c.doc.id, c.doc.data()),
      'message',
    ),
    listen(
      deps.db.collection('status_proccess').where('notifyClient', '==', true),
      ['added', 'modified'],
      (c) => onTimelineEntryWritten(deps, c.doc.id, c.doc.data()),
      'timeline entry',
    ),
    listen(deps.db.collection('clients'), ['added', 'modified'], markDuplicates, 'client'),
    // index.ts `forgetRevokedDevices`: a person who lost access loses their Web Push subscriptions at once.
    listen(
      deps.db.collection('users'),
      ['added', 'modified'],
      async (c) => {
        const removed = await onUserWrittenForAlerts(deps, c.doc.id, c.doc.data());
        if (removed > 0) log(`alerts: ${c.doc.id} lost access → ${removed} subscription(s) deleted`);
        return null;
      },
      'user',
    ),
  ];

  const runReminders = () =>
    enqueue('reminders', async () => {
      const report = await sendDueReminders(deps);
      for (const id of report.sent) log(`push: reminder ${id} → sent`);
      for (const f of report.failed) log(`push: reminder ${f.id} → not sent (${f.reason})`);
      return report;
    });
  void runReminders();
  const timers = [setInterval(() => void runReminders().catch(() => undefined), options.reminderEveryMs ?? 60_000)];

  const datajud = options.datajud?.apiKey ? options.datajud : null;
  const runDatajud = () =>
    datajud
      ? enqueue('datajud', async () => {
          const report = await followAllProcesses({ ...deps, datajud }, { minAgeMs: options.datajudMinAgeMs });
          const added = report.checked.reduce((n, c) => n + c.added, 0);
          if (report.checked.length > 0 || report.stoppedBecause) {
            log(
              `datajud: ${report.checked.length} process(es) checked, ${added} new movement(s)${report.stoppedBecause ? `; stopped: ${report.stoppedBecause}` : ''}`,
            );
          }
          return report;
        })
      : Promise.resolve(null);
  if (datajud) {
    void runDatajud();
    timers.push(setInterval(() => void runDatajud().catch(() => undefined), options.datajudEveryMs ?? 60 * 60_000));
  }

  const djen = options.djen?.enabled ? options.djen : null;
  const runDjen = () =>
    djen
      ? enqueue('djen', async () => {
          const report = await followDjen({ ...deps, djen });
          const requests = report.lawyers.reduce((n, l) => n + l.requests, 0);
          log(
            `djen: ${report.lawyers.length} OAB(s) asked in ${requests} request(s), ${report.added} new publication(s)${report.stoppedBecause ? `; stopped: ${report.stoppedBecause}` : ''}`,
          );
          return report;
        })
      : Promise.resolve(null);
  if (djen) {
    void runDjen();
    timers.push(setInterval(() => void runDjen().catch(() => undefined), options.djenEveryMs ?? 3 * 60 * 60_000));
  }

  const webPush = options.webPush ?? null;
  const runStaffAlerts = () =>
    webPush
      ? enqueue('alerts', async () => {
          const report = await runAlerts({ ...deps, webPush });
          for (const s of report.sent) log(`alerts: ${s.key} → ${s.uid}/${s.deviceId}: ${s.result}`);
          for (const uid of report.revoked) log(`alerts: ${uid} lost access → subscriptions deleted`);
          return report;
        })
      : Promise.resolve(null);
  if (webPush) {
    void runStaffAlerts();
    timers.push(setInterval(() => void runStaffAlerts().catch(() => undefined), options.alertsEveryMs ?? 5 * 60_000));
  }

  return {
    runReminders,
    runDatajud,
    runDjen,
    runAlerts: runStaffAlerts,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      for (const unsubscribe of unsubscribers) unsubscribe();
      await queue.catch(() => undefined);
    },
  };
}
