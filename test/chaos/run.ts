import { onLog } from 'firebase/app';
import { collection, getDocsFromServer, limit, query, setLogLevel } from 'firebase/firestore';
import { createDoc, restoreDoc, softDeleteDoc, updateDoc } from '@/data/repository';
import type { ClientDoc } from '@/data/collections';
import type { EditableOf } from '@/data/repository';
import { ChaosDevice, type StorageKind } from './device';
import { FaultProxy } from './proxy';
import { FIELDS, makePlan, type Field, type Plan, type PlannedFault, type PlannedOp, type Scenario } from './plan';
import {
  absorbingTombstone,
  checkOracle,
  conflictEntries,
  diffCollections,
  knowledgeOf,
  type AckedWrite,
  type Divergence,
  type Doc,
  type OracleResult,
} from './oracle';
import {
  acquireServer,
  capNodeGrpcReconnectBackoff,
  connectClient,
  readServerCollection,
  signUpStaff,
  type FirestoreClient,
} from './server';

const grpcBackoffCapped = capNodeGrpcReconnectBackoff();

/**
 * One chaos run of the data layer (issue 11): N devices of one firm, each its own replica
 * through the product's openDatabase + startFirmReplication, writing only through the
 * repository, each reaching the official Firestore emulator (firestore.rules, signed-in
 * staff) through its own fault proxy; a seeded schedule of shared-document edits, deletes,
 * restores, network faults, office-wide partitions and tabs killed mid-push; then heal,
 * convergence, and the oracle (oracle.ts).
 */

export interface ChaosOptions {
  seed: number;
  /** What the run stresses (plan.ts); 'single-writer' runs without faults or kills. */
  scenario?: Scenario;
  ops: number;
  devices?: number;
  faults?: boolean;
  kills?: boolean;
  storage?: StorageKind;
  /** Mean pause between steps (ms). */
  paceMs?: number;
  /** How long to wait, after heal, for every device to equal the server. */
  convergeTimeoutMs?: number;
  /** After that deadline: call reSync() on every replication and wait this long more (diagnostic). */
  reSyncGraceMs?: number;
  log?: (line: string) => void;
  verbose?: boolean;
  /** Diagnostics: devices connect straight to the server, bypassing their proxies (faults then do nothing). */
  direct?: boolean;
  /** A vitest global setup's emulator broker (see server.ts), when there is one. */
  brokerUrl?: string | null;
}

export interface ChaosReport {
  seed: number;
  ops: number;
  devices: number;
  storage: StorageKind;
  server: string;
  faults: boolean;
  kills: boolean;
  scenario: Scenario;
  projectId: string;
  acked: number;
  skipped: Record<string, number>;
  /** Firestore SDK warnings/errors seen during the run (normalised, counted). */
  sdkLog: Record<string, number>;
  failedCalls: Record<string, number>;
  faultCounts: Record<string, number>;
  killCount: number;
  killsDuringPush: number;
  opsMs: number;
  /** ms from heal to every device equal to the server (null: not within convergeTimeoutMs). */
  convergeMs: number | null;
  /** Converged only after a manual reSync() (liveness problem), ms after the reSync. */
  convergedAfterReSyncMs: number | null;
  awaitInSync: Record<string, string>;
  divergentDocs: number;
  /**
   * Times a device said 'sincronizado' (nothing pending) while it differed from the server, seen
   * by the convergence checks after heal (each check counts each such device once). A device
   * verified a moment before another one's last push reached it is one; one that stays so is a bug.
   */
  syncedWhileDifferent: number;
  /**
   * The longest a device kept saying 'sincronizado' while one same difference (same document,
   * same server version) lasted: a push on its way to it is a second or two; a stuck copy grows.
   */
  longestSyncedWhileDifferentMs: number;
  /** ms from heal to every device saying 'sincronizado' after a passing consistency check (null: not within the time). */
  verifiedMs: number | null;
  /** After that: devices that said 'sincronizado' and differed from the server (must be 0). */
  divergentWhenVerified: number;
  divergences: Divergence[];
  divergencesAfterReSync: Divergence[];
  oracle: OracleResult;
  deviceStatus: Record<
    string,
    {
      phase: string;
      pendingWrites: number | null;
      errors: Record<string, number>;
      serverRead: string;
      lastPullSecondsAgo: number | null;
      checkpoints: Record<string, unknown>;
      /** Per collection with writes still pending at the end: push/pull busy or idle, and those writes. */
      pending?: Record<string, string>;
    }
  >;
  /** Per device: consistency checks run, those that found differences, the documents repaired, the reads billed (issue 25). */
  checks: Record<string, { runs: number; differing: number; repaired: string[]; reads: number }>;
  totalMs: number;
}

const NAMES = ['ana', 'bruno', 'carla', 'davi', 'eva', 'fabio', 'gina', 'hugo'];
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function valueFor(field: Field, n: number, uid: string): unknown {
  switch (field) {
    case 'name':
      return `Cliente op${n} ${uid}`;
    case 'notes':
      return `nota op${n} de ${uid}`;
    case 'email':
      return `op${n}.${uid}@exemplo.com`;
    case 'phone':
      return `11${String(n).padStart(9, '0')}`;
    case 'address':
      return {
        cep: '01001000',
        street: `Rua op${n}`,
        number: String(n),
        complement: uid,
        district: 'Sé',
        city: 'São Paulo',
        uf: 'SP',
      };
    case 'categoryIds':
      return [`cat-op${n}`, uid];
  }
}

function newClient(n: number, uid: string): EditableOf<'clients'> {
  const f = (field: Field) => valueFor(field, n, uid);
  return {
    kind: 'PF',
    name: f('name') as string,
    document: '52998224725',
    email: f('email') as string,
    phone: f('phone') as string,
    birthDate: null,
    address: f('address') as ClientDoc['address'],
    categoryIds: f('categoryIds') as string[],
    notes: f('notes') as string,
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  };
}

function errorKey(error: unknown): string {
  const e = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    parameters?: { error?: unknown; errors?: unknown[] };
  };
  // RxDB wraps the handler's error (RC_PULL, RC_PUSH): name the cause.
  const inner = e?.parameters?.error ?? e?.parameters?.errors?.[0];
  if (typeof e?.code === 'string' && e.code.startsWith('RC_') && inner) return `${e.code} <- ${errorKey(inner)}`;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.name === 'string' ? e.name : 'error';
  const msg = typeof e?.message === 'string' ? e.message.split('\n')[0]!.slice(0, 100) : String(error).slice(0, 100);
  return `${code}: ${msg}`;
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const o = {
    devices: 3,
    faults: true,
    kills: true,
    storage: 'dexie' as StorageKind,
    paceMs: 120,
    convergeTimeoutMs: 120_000,
    reSyncGraceMs: 30_000,
    log: (line: string) => console.log(line),
    verbose: false,
    ...options,
  };
  const log = o.log;
  // The SDK's own complaints (stream errors, back-off) are counted for the report; printed only when verbose.
  const sdkLog: Record<string, number> = {};
  onLog(
    (entry) => {
      const text = entry.args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.message : '')).join(' ');
      const key = text
        .replace(/0x[0-9a-f]+/g, '0x…')
        .replace(/\d{3,}/g, 'N')
        .slice(0, 160);
      sdkLog[key] = (sdkLog[key] ?? 0) + 1;
    },
    { level: 'warn' },
  );
  setLogLevel(o.verbose ? 'debug' : 'warn');
  const consoleWarn = console.warn;
  const consoleError = console.error;
  if (!o.verbose) {
    // onLog receives them; keep them off the console.
    const quiet =
      (orig: (...a: unknown[]) => void) =>
      (...a: unknown[]) => {
        if (typeof a[0] === 'string' && a[0].includes('@firebase/firestore')) return;
        orig(...a);
      };
    console.warn = quiet(console.warn.bind(console));
    console.error = quiet(console.error.bind(console));
  }
  const runTag = `${o.seed}-${Date.now().toString(36)}`;
  const projectId = `demo-chaos-${runTag}`;
  const server = await acquireServer(projectId, o.brokerUrl);
  if (o.scenario === 'single-writer') Object.assign(o, { faults: false, kills: false });
  const plan: Plan = makePlan({
    seed: o.seed,
    scenario: o.scenario,
    ops: o.ops,
    devices: o.devices,
    faults: o.faults,
    kills: o.kills,
    paceMs: o.paceMs,
  });
  log(
    `[chaos] seed ${o.seed}: ${plan.ops} ops in ${plan.steps.length} steps, ${o.devices} devices, storage ${o.storage === 'memory' ? 'RxDB memory' : 'Dexie on fake-indexeddb'}, server ${server.how} ${server.host}:${server.port}, project ${projectId}; Node gRPC reconnect back-off ${grpcBackoffCapped ? 'capped at 1 s (as a browser transport; CHAOS_GRPC_BACKOFF=native to keep it)' : 'native (up to 120 s)'}`,
  );

  const devices: ChaosDevice[] = [];
  const proxies: FaultProxy[] = [];
  let owner: FirestoreClient | undefined;
  try {
    for (let i = 0; i < o.devices; i++) {
      const uid = NAMES[i] ?? `dev${i}`;
      const proxy = new FaultProxy(uid, server.host, server.port);
      await proxy.start();
      proxies.push(proxy);
      await signUpStaff(projectId, server, uid);
      const device = new ChaosDevice(
        uid,
        projectId,
        proxy,
        o.storage,
        runTag,
        o.direct ? { host: server.host, port: server.port } : undefined,
      );
      await device.open();
      devices.push(device);
    }
    owner = connectClient(projectId, server.host, server.port, 'owner');

    // ---------------- the schedule ----------------
    const t0 = Date.now();
    const writes: AckedWrite[] = [];
    const failedCalls: Record<string, number> = {};
    const faultCounts: Record<string, number> = {};
    const skipped: Record<string, number> = {};
    const skip = (why: string, n = 1) => void (skipped[why] = (skipped[why] ?? 0) + n);
    let opNumber = 0;
    const docIds: string[] = [];
    const idOf = (k: number) => (docIds[k] ??= `client-${k}`);
    const background: Promise<unknown>[] = [];

    const isAlive = (d: Doc | undefined) => !!d && d._deleted !== true;
    const isDeleted = (d: Doc | undefined) => !!d && d._deleted === true;
    /** From the planned index on: the first document in the wanted state on as many of `devs` as possible (≥ min). */
    const chooseDoc = async (
      devs: ChaosDevice[],
      k: number,
      want: (d: Doc | undefined) => boolean,
      min = devs.length,
    ): Promise<string | undefined> => {
      const n = docIds.length;
      let best: { id: string; count: number } | undefined;
      for (let i = 0; i < n; i++) {
        const id = idOf((k + i) % n);
        let count = 0;
        for (const d of devs) if (d.running && want(await d.localDoc(id))) count++;
        if (count === devs.length) return id;
        if (count >= min && (!best || count > best.count)) best = { id, count };
      }
      return best?.id;
    };

    /** One repository call on `dev`, recorded when acknowledged. */
    const write = async (
      dev: ChaosDevice,
      kind: AckedWrite['kind'],
      docId: string,
      fields: Record<string, unknown>,
      call: (db: NonNullable<ChaosDevice['db']>) => Promise<Doc | void>,
    ): Promise<void> => {
      const n = opNumber;
      const db = dev.db;
      if (!dev.running || !db) {
        skip(`${kind}: device killed`);
        return;
      }
      const pre = await dev.localDoc(docId);
      const startSeq = dev.seen.length;
      let result: Doc | void;
      try {
        result = await call(db);
      } catch (error) {
        const key = `${kind} on ${dev.running ? 'running' : 'killed'} device: ${errorKey(error)}`;
        failedCalls[key] = (failedCalls[key] ?? 0) + 1;
        return;
      }
      // This write's own change event: what the replica showed before it is what the device had seen.
      const stamp = result ? String(result.updatedAt) : undefined;
      const own = dev.seen.find(
        (s) =>
          s.seq >= startSeq &&
          s.docId === docId &&
          s.doc.updatedBy === dev.uid &&
          (stamp ? s.doc.updatedAt === stamp : kind === 'delete' ? s.doc._deleted === true : true),
      );
      const until = own ? own.seq : startSeq;
      const states = dev.seen.filter((s) => s.docId === docId && s.seq < until).map((s) => s.doc);
      if (pre) states.push(pre as Doc);
      writes.push({
        op: n,
        device: dev.uid,
        docId,
        kind,
        fields,
        updatedAt: stamp ?? (own ? String(own.doc.updatedAt) : undefined),
        at: Date.now() - t0,
        knowledge: knowledgeOf(states),
      });
    };

    const edit = (dev: ChaosDevice, docId: string, fields: Field[]) => {
      const n = ++opNumber;
      const patch: Record<string, unknown> = {};
      for (const f of fields) patch[f] = valueFor(f, n, dev.uid);
      return write(
        dev,
        'update',
        docId,
        patch,
        (db) => updateDoc('clients', docId, patch as never, { db, actorUid: dev.uid }) as Promise<Doc>,
      );
    };
    const del = (dev: ChaosDevice, docId: string) => {
      ++opNumber;
      return write(dev, 'delete', docId, {}, (db) => softDeleteDoc('clients', docId, { db, actorUid: dev.uid }));
    };
    const restore = (dev: ChaosDevice, docId: string) => {
      ++opNumber;
      return write(
        dev,
        'restore',
        docId,
        {},
        (db) => restoreDoc('clients', docId, { db, actorUid: dev.uid }) as Promise<Doc>,
      );
    };
    const create = (dev: ChaosDevice, k: number) => {
      const n = ++opNumber;
      const data = newClient(n, dev.uid);
      const id = idOf(k);
      const fields: Record<string, unknown> = {};
      for (const f of FIELDS) fields[f] = (data as Record<string, unknown>)[f];
      return write(
        dev,
        'create',
        id,
        fields,
        (db) => createDoc('clients', data, { db, actorUid: dev.uid, id }) as Promise<Doc>,
      );
    };

    /**
     * What a person does when the planned record is not there to edit: restores one that is
     * in the bin (or, for a planned restore with nothing in the bin, edits one).
     */
    const fallback = async (dev: ChaosDevice, k: number, why: string, field: Field): Promise<void> => {
      if (!dev.running) return skip(`${why}: device killed`);
      const deleted = await chooseDoc([dev], k, isDeleted);
      if (deleted) return restore(dev, deleted);
      const live = await chooseDoc([dev], k, isAlive);
      if (live) return edit(dev, live, [field]);
      return skip(`${why}: no document on the device yet`);
    };

    const runOp = async (op: PlannedOp) => {
      const D = (i: number) => devices[i]!;
      switch (op.kind) {
        case 'create':
          return create(D(op.device), op.doc);
        case 'edit': {
          const id = await chooseDoc([D(op.device)], op.doc, isAlive);
          if (!id) return fallback(D(op.device), op.doc, 'edit', op.fields[0]!);
          return edit(D(op.device), id, op.fields);
        }
        case 'delete': {
          const id = await chooseDoc([D(op.device)], op.doc, isAlive);
          if (!id) return fallback(D(op.device), op.doc, 'delete', 'notes');
          return del(D(op.device), id);
        }
        case 'restore': {
          const id = await chooseDoc([D(op.device)], op.doc, isDeleted);
          if (!id) return fallback(D(op.device), op.doc, 'restore', 'notes');
          return restore(D(op.device), id);
        }
        case 'same-field':
        case 'diff-fields': {
          const devs = op.devices.map(D);
          const id = await chooseDoc(devs, op.doc, isAlive, 2);
          if (!id) {
            await fallback(devs[0]!, op.doc, op.kind, op.kind === 'same-field' ? op.field : op.fields[0]!);
            return skip(`${op.kind}: no document live on two of the devices (others' part)`, devs.length - 1);
          }
          // The same instant on every device.
          await Promise.all(devs.map((d, i) => edit(d, id, [op.kind === 'same-field' ? op.field : op.fields[i]!])));
          return;
        }
        case 'edit-vs-delete': {
          const devs = [D(op.deleter), ...op.editors.map(D)];
          const id = await chooseDoc(devs, op.doc, isAlive, 2);
          if (!id) {
            await fallback(devs[0]!, op.doc, op.kind, op.fields[0]!);
            return skip(`${op.kind}: no document live on two of the devices (others' part)`, devs.length - 1);
          }
          await Promise.all([del(D(op.deleter), id), ...op.editors.map((e, i) => edit(D(e), id, [op.fields[i]!]))]);
          return;
        }
      }
    };

    const runFault = async (f: PlannedFault) => {
      faultCounts[f.kind] = (faultCounts[f.kind] ?? 0) + 1;
      const ps = 'devices' in f ? f.devices.map((i) => proxies[i]!) : [];
      switch (f.kind) {
        case 'reset':
          for (const p of ps) p.reset();
          return;
        case 'refuse':
          for (const p of ps) p.refuseOn();
          await sleep(f.ms);
          await Promise.all(ps.map((p) => p.refuseOff()));
          return;
        case 'partition':
          for (const p of ps) {
            p.refuseOn();
            p.reset();
          }
          await sleep(f.ms);
          await Promise.all(ps.map((p) => p.refuseOff()));
          return;
        case 'stall':
          for (const p of ps) p.stallOn();
          await sleep(f.ms);
          for (const p of ps) p.stallOff();
          return;
        case 'latency': {
          const undo = ps.map((p) => p.addLatency(f.latencyMs));
          await sleep(f.ms);
          for (const u of undo) u();
          return;
        }
        case 'kill': {
          const dev = devices[f.device]!;
          if (!dev.running) return;
          const bytes = dev.proxy.stats.bytesUp;
          const id = await chooseDoc([dev], f.doc, isAlive);
          if (id) await edit(dev, id, [f.field]);
          else skip('kill: no live document to edit first');
          // Kill while the push is in flight: the upstream is working and has sent bytes.
          const deadline = Date.now() + 1500;
          while (Date.now() < deadline && !(dev.pushActive() && dev.proxy.stats.bytesUp > bytes)) await sleep(2);
          await sleep(f.delayMs);
          dev.kill();
          await sleep(f.downMs);
          await dev.open();
          return;
        }
      }
    };

    let lastReport = Date.now();
    for (const [i, step] of plan.steps.entries()) {
      if (step.barrier) {
        const t = Date.now();
        for (;;) {
          let missing = 0;
          for (const d of devices) for (const id of docIds) if (!(await d.localDoc(id))) missing++;
          if (missing === 0) break;
          if (Date.now() - t > 60_000) {
            log(`[chaos] warm-up: ${missing} shared documents still missing on some device after 60 s; going on`);
            break;
          }
          await sleep(100);
        }
        log(`[chaos] warm-up: ${docIds.length} shared documents on every device after ${Date.now() - t} ms`);
      }
      if (step.gapMs) await sleep(step.gapMs);
      for (const f of step.faults)
        background.push(runFault(f).catch((e) => log(`[chaos] fault ${f.kind} failed: ${errorKey(e)}`)));
      if (step.op) await runOp(step.op);
      if (Date.now() - lastReport > 15_000) {
        lastReport = Date.now();
        log(
          `[chaos]   step ${i + 1}/${plan.steps.length}, ${writes.length} acknowledged, ${Math.round((Date.now() - t0) / 1000)} s`,
        );
      }
    }
    await Promise.all(background);
    const opsMs = Date.now() - t0;

    // ---------------- heal ----------------
    for (const p of proxies) await p.heal();
    for (const d of devices) if (!d.running) await d.open();
    const healAt = Date.now();
    log(
      `[chaos] healed after ${Math.round(opsMs / 1000)} s of operations (${writes.length} acknowledged writes); waiting for convergence`,
    );

    const awaitInSync: Record<string, string> = {};
    const inSync = Promise.all(
      devices.map(async (d) => {
        const t = Date.now();
        try {
          await d.replication!.awaitInSync(o.convergeTimeoutMs);
          awaitInSync[d.uid] = `ok ${Date.now() - t} ms`;
        } catch (e) {
          awaitInSync[d.uid] = errorKey(e);
        }
      }),
    );

    const compare = async (): Promise<{
      divergences: Divergence[];
      serverDocs: Map<string, Doc>;
      serverLogs: Map<string, Doc>;
    }> => {
      const serverDocs = await readServerCollection(owner!, 'clients');
      const serverLogs = await readServerCollection(owner!, 'logs');
      const divergences: Divergence[] = [];
      for (const d of devices) {
        divergences.push(...diffCollections(d.uid, 'clients', await d.localAll('clients'), serverDocs));
        divergences.push(...diffCollections(d.uid, 'logs', await d.localAll('logs'), serverLogs));
      }
      return { divergences, serverDocs, serverLogs };
    };

    let convergeMs: number | null = null;
    let syncedWhileDifferent = 0;
    const claimsSynced = (d: ChaosDevice) => d.lastStatus?.phase === 'sincronizado' && d.lastStatus.pendingWrites === 0;
    let longestSyncedWhileDifferentMs = 0;
    const falseClaimSince = new Map<string, number>();
    const countFalseClaims = (divergences: Divergence[]) => {
      const differing = new Set(divergences.map((x) => x.device));
      for (const d of devices) if (claimsSynced(d) && differing.has(d.uid)) syncedWhileDifferent += 1;
      const now = Date.now();
      const seen = new Set<string>();
      for (const x of divergences) {
        const device = devices.find((d) => d.uid === x.device);
        if (!device || !claimsSynced(device)) continue;
        const key = `${x.device}|${x.collection}|${x.docId}|${JSON.stringify(x.fields)}`;
        seen.add(key);
        const since = falseClaimSince.get(key) ?? now;
        falseClaimSince.set(key, since);
        longestSyncedWhileDifferentMs = Math.max(longestSyncedWhileDifferentMs, now - since);
      }
      for (const key of [...falseClaimSince.keys()]) if (!seen.has(key)) falseClaimSince.delete(key);
    };
    let state = await compare();
    // Equal and in sync, twice in a row one second apart, so a pull still on its way cannot fake it.
    let equalSince: number | undefined;
    await Promise.race([inSync, sleep(1000)]);
    for (;;) {
      state = await compare();
      countFalseClaims(state.divergences);
      if (state.divergences.length === 0) {
        equalSince ??= Date.now();
        if (Object.keys(awaitInSync).length === devices.length || Date.now() - healAt > o.convergeTimeoutMs) {
          convergeMs = equalSince - healAt;
          break;
        }
      } else equalSince = undefined;
      if (Date.now() - healAt > o.convergeTimeoutMs) break;
      await sleep(1000);
    }
    // 'Sincronizado' means verified (issue 25): every device says so, after a passing
    // consistency check, and then equals the server.
    let verifiedMs: number | null = null;
    let divergentWhenVerified = 0;
    if (convergeMs !== null) {
      for (;;) {
        if (devices.every((d) => claimsSynced(d) && d.lastStatus?.verifiedAt)) {
          verifiedMs = Date.now() - healAt;
          const check = await compare();
          countFalseClaims(check.divergences);
          divergentWhenVerified = new Set(check.divergences.map((x) => x.device)).size;
          state = check;
          break;
        }
        if (Date.now() - healAt > o.convergeTimeoutMs) break;
        await sleep(500);
      }
    }
    const divergences = state.divergences;
    // What each device showed its user when the convergence check ended (before any reSync()).
    const deviceStatus: ChaosReport['deviceStatus'] = {};
    for (const d of devices) {
      const errors: Record<string, number> = {};
      for (const e of d.errors) errors[errorKey(e)] = (errors[errorKey(e)] ?? 0) + 1;
      // Can this device's Firestore client read from the server right now (the pull's kind of read)?
      let serverRead = 'ok';
      const t = Date.now();
      try {
        await Promise.race([
          getDocsFromServer(query(collection(d.client!.firestore, 'logs'), limit(1))),
          sleep(5000).then(() => Promise.reject(new Error('no answer in 5 s'))),
        ]);
        serverRead = `ok (${Date.now() - t} ms)`;
      } catch (e) {
        serverRead = errorKey(e);
      }
      deviceStatus[d.uid] = {
        phase: d.lastStatus?.phase ?? '?',
        pendingWrites: d.lastStatus?.pendingWrites ?? null,
        errors,
        serverRead,
        lastPullSecondsAgo: d.lastPulledAt ? Math.round((t - d.lastPulledAt) / 1000) : null,
        checkpoints: {
          'clients.down': await d.checkpoint('clients', 'down').catch(String),
          'logs.down': await d.checkpoint('logs', 'down').catch(String),
        },
        ...(d.lastStatus?.pendingWrites
          ? { pending: await d.pendingDetail().catch((e: unknown) => ({ error: String(e) })) }
          : {}),
      };
    }
    let divergencesAfterReSync: Divergence[] = [];
    let convergedAfterReSyncMs: number | null = null;
    if (convergeMs === null && o.reSyncGraceMs > 0) {
      log(
        `[chaos] not converged ${Math.round(o.convergeTimeoutMs / 1000)} s after heal (${new Set(divergences.map((d) => d.docId)).size} documents differ): calling reSync() on every device (diagnostic)`,
      );
      const t = Date.now();
      for (const d of devices) for (const s of d.replication!.states.values()) s.reSync();
      for (;;) {
        await sleep(1000);
        state = await compare();
        if (state.divergences.length === 0) {
          convergedAfterReSyncMs = Date.now() - t;
          break;
        }
        if (Date.now() - t > o.reSyncGraceMs) break;
      }
      divergencesAfterReSync = state.divergences;
    }
    await Promise.race([inSync, sleep(100)]);

    // ---------------- oracle ----------------
    for (const w of writes) {
      const dev = w.kind === 'delete' ? devices.find((d) => d.uid === w.device) : undefined;
      const into = dev ? absorbingTombstone(dev.seen, w) : undefined;
      if (into !== undefined) w.absorbedInto = into;
    }
    const oracle = checkOracle(writes, state.serverDocs, state.serverLogs);
    // An undone delete is told by what each replica went through around it, and by the
    // conflict entries the merges wrote: was it merged into another tombstone, overwritten…
    const conflictsOnServer = oracle.undoneDeletes.length ? conflictEntries(state.serverLogs) : [];
    for (const u of oracle.undoneDeletes) {
      // A delete whose stamp was never seen (undefined) gets the whole history.
      const stamp = Date.parse(u.updatedAt ?? '');
      const from = Number.isNaN(stamp) ? '' : new Date(stamp - 10_000).toISOString();
      u.history = devices.map((d) => ({
        device: d.uid,
        states: d.seen
          .filter((s) => s.docId === u.docId && String(s.doc.updatedAt ?? '') >= from)
          .map(
            (s) =>
              `${s.doc._deleted === true ? 'deleted' : 'alive'} ${String(s.doc.updatedAt)} ${String(s.doc.updatedBy)}`,
          ),
      }));
      u.conflicts = conflictsOnServer
        .filter((c) => c.documentId === u.docId && c.keptUpdatedAt >= from)
        .map(
          (c) =>
            `${c.field}: kept ${c.keptValue} (${c.keptUpdatedAt} ${c.keptUpdatedBy}), lost ${c.lostValue} (${c.lostUpdatedAt} ${c.lostUpdatedBy}), by ${c.actorUid}`,
        );
    }
    return {
      seed: o.seed,
      ops: plan.ops,
      devices: o.devices,
      storage: o.storage,
      server: server.how,
      faults: o.faults,
      kills: o.kills,
      scenario: o.scenario ?? 'mixed',
      projectId,
      acked: writes.length,
      skipped,
      sdkLog,
      failedCalls,
      faultCounts,
      killCount: devices.reduce((a, d) => a + d.kills, 0),
      killsDuringPush: devices.reduce((a, d) => a + d.killsDuringPush, 0),
      opsMs,
      convergeMs,
      convergedAfterReSyncMs,
      awaitInSync,
      divergentDocs: new Set(divergences.map((d) => `${d.collection}/${d.docId}`)).size,
      syncedWhileDifferent,
      longestSyncedWhileDifferentMs,
      verifiedMs,
      divergentWhenVerified,
      divergences,
      divergencesAfterReSync,
      oracle,
      deviceStatus,
      checks: Object.fromEntries(devices.map((d) => [d.uid, { ...d.checks, repaired: [...d.checks.repaired] }])),
      totalMs: Date.now() - started,
    };
  } finally {
    await Promise.all(devices.map((d) => d.close().catch(() => undefined)));
    await owner?.close();
    await Promise.all(proxies.map((p) => p.stop()));
    await server.stop();
    onLog(null);
    console.warn = consoleWarn;
    console.error = consoleError;
  }
}

// @ts-expect-error -- plain ESM module (shared with scripts/chaos.mjs), no type declarations
export { formatDetails, formatTable } from './table.mjs';
