/**
 * The chaos run's schedule, made from the seed alone (mulberry32): which device does what
 * to which shared document, and which network faults and tab kills happen between the
 * operations. The same seed always gives the same schedule; what the network does in
 * between (timing) is not under the seed's control, which is the point.
 */

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Client fields the chaos run edits (top-level: the merge's unit). */
export const FIELDS = ['name', 'notes', 'email', 'phone', 'address', 'categoryIds'] as const;
export type Field = (typeof FIELDS)[number];

export type PlannedOp =
  | { kind: 'create'; device: number; doc: number }
  | { kind: 'edit'; device: number; doc: number; fields: Field[] }
  /** Several devices edit the same field of one document at the same instant. */
  | { kind: 'same-field'; devices: number[]; doc: number; field: Field }
  /** Several devices edit different fields of one document at the same instant. */
  | { kind: 'diff-fields'; devices: number[]; doc: number; fields: Field[] }
  /** One device deletes while the others edit, at the same instant. */
  | { kind: 'edit-vs-delete'; deleter: number; editors: number[]; doc: number; fields: Field[] }
  | { kind: 'delete'; device: number; doc: number }
  | { kind: 'restore'; device: number; doc: number };

export type PlannedFault =
  | { kind: 'reset'; devices: number[] }
  | { kind: 'refuse'; devices: number[]; ms: number }
  | { kind: 'stall'; devices: number[]; ms: number }
  | { kind: 'latency'; devices: number[]; latencyMs: number; ms: number }
  /** Office-wide (several devices): connections reset and refused for `ms`. */
  | { kind: 'partition'; devices: number[]; ms: number }
  /** A write on `device`, then the tab is killed while its push is in flight; reopened after `downMs`. */
  | { kind: 'kill'; device: number; doc: number; field: Field; delayMs: number; downMs: number };

export interface Step {
  /** Pause before the step. */
  gapMs: number;
  faults: PlannedFault[];
  op: PlannedOp | undefined;
  /** Before this step: wait until every device has every document created so far (the day's shared records). */
  barrier?: boolean;
}

export interface Plan {
  seed: number;
  devices: number;
  steps: Step[];
  /** Repository calls planned (each device's part of a concurrent op counts as one). */
  ops: number;
  maxDocs: number;
}

/**
 * What the run stresses (issue 25):
 * - 'mixed': everything (concurrent edits, deletes, restores, faults, kills);
 * - 'single-writer': the control — each device writes only its own documents, one at a time,
 *   with no faults or kills: any divergence is the sync engine's own;
 * - 'edit-delete': bursts of edit-versus-delete, deletes and restores on few documents;
 * - 'kill-while-writing': a device killed and reopened often while the others write.
 */
export type Scenario = 'mixed' | 'single-writer' | 'edit-delete' | 'kill-while-writing';
export const SCENARIOS: readonly Scenario[] = ['mixed', 'single-writer', 'edit-delete', 'kill-while-writing'];

export interface PlanOptions {
  seed: number;
  scenario?: Scenario;
  ops: number;
  devices: number;
  faults: boolean;
  kills: boolean;
  /** Mean pause between steps (ms). */
  paceMs: number;
  /** Shared documents (small, so collisions are frequent). */
  maxDocs?: number;
}

export function opSize(op: PlannedOp): number {
  switch (op.kind) {
    case 'same-field':
    case 'diff-fields':
      return op.devices.length;
    case 'edit-vs-delete':
      return op.editors.length + 1;
    default:
      return 1;
  }
}

/**
 * 'edit-delete' draws from the same ranges as 'mixed', weighted: half edit-versus-delete
 * (0.70–0.78), a quarter deletes (0.78–0.84), 15 % restores (0.84–1), 10 % single edits.
 */
function editDeleteDraw(u: number): number {
  if (u < 0.5) return 0.74;
  if (u < 0.75) return 0.8;
  if (u < 0.9) return 0.9;
  return 0.2;
}

export function makePlan(o: PlanOptions): Plan {
  const rnd = mulberry32(o.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  };
  const devices = Array.from({ length: o.devices }, (_, i) => i);
  const someDevices = (min: number) => shuffle([...devices]).slice(0, int(Math.min(min, o.devices), o.devices));
  const maxDocs = o.maxDocs ?? Math.max(4, o.devices * 2);
  const steps: Step[] = [];
  let ops = 0;
  let docs = 0;
  const gap = () => Math.round(rnd() * 2 * o.paceMs);

  // The shared documents first, spread over the devices.
  const initial = Math.min(maxDocs, o.devices * 2);
  for (let i = 0; i < initial && ops < o.ops; i++) {
    steps.push({ gapMs: gap(), faults: [], op: { kind: 'create', device: i % o.devices, doc: docs++ } });
    ops += 1;
  }

  const scenario = o.scenario ?? 'mixed';
  if (scenario === 'single-writer') return singleWriterPlan(o, steps, ops, docs, maxDocs, { rnd, int, pick, gap });

  let first = true;
  while (ops < o.ops) {
    const faults: PlannedFault[] = [];
    const barrier = first;
    first = false;
    if (o.faults && rnd() < 0.1) {
      const r = rnd();
      if (r < 0.2) faults.push({ kind: 'reset', devices: someDevices(1).slice(0, int(1, 2)) });
      else if (r < 0.35) faults.push({ kind: 'refuse', devices: [pick(devices)], ms: int(500, 5000) });
      else if (r < 0.55)
        faults.push({ kind: 'stall', devices: someDevices(1).slice(0, int(1, 2)), ms: int(500, 6000) });
      else if (r < 0.7)
        faults.push({ kind: 'latency', devices: [pick(devices)], latencyMs: int(30, 600), ms: int(1000, 8000) });
      else faults.push({ kind: 'partition', devices: someDevices(2), ms: int(1000, 8000) });
    }
    let op: PlannedOp | undefined;
    if (o.kills && rnd() < (scenario === 'kill-while-writing' ? 0.15 : 0.035) && ops < o.ops) {
      faults.push({
        kind: 'kill',
        device: pick(devices),
        doc: int(0, docs - 1),
        field: pick(FIELDS),
        delayMs: int(0, 25),
        downMs: int(300, 4000),
      });
      ops += 1;
    }
    if (ops < o.ops) {
      const r = scenario === 'edit-delete' ? editDeleteDraw(rnd()) : rnd();
      const doc = int(0, docs - 1);
      if (r < 0.04 && docs < maxDocs) op = { kind: 'create', device: pick(devices), doc: docs++ };
      else if (r < 0.3)
        op = { kind: 'edit', device: pick(devices), doc, fields: shuffle([...FIELDS]).slice(0, int(1, 2)) };
      else if (r < 0.5) op = { kind: 'same-field', devices: someDevices(2), doc, field: pick(FIELDS) };
      else if (r < 0.7) {
        const ds = someDevices(2);
        op = { kind: 'diff-fields', devices: ds, doc, fields: shuffle([...FIELDS]).slice(0, ds.length) };
      } else if (r < 0.78) {
        const [deleter, ...editors] = someDevices(2);
        op = { kind: 'edit-vs-delete', deleter: deleter!, editors, doc, fields: editors.map(() => pick(FIELDS)) };
      } else if (r < 0.84) op = { kind: 'delete', device: pick(devices), doc };
      else op = { kind: 'restore', device: pick(devices), doc };
      // Never plan past the requested number of repository calls.
      if (ops + opSize(op) > o.ops) op = { kind: 'edit', device: pick(devices), doc, fields: [pick(FIELDS)] };
      ops += opSize(op);
    }
    steps.push({ gapMs: gap(), faults, op, ...(barrier ? { barrier } : {}) });
  }
  return { seed: o.seed, devices: o.devices, steps, ops, maxDocs };
}

/** The control: every document has one owner (doc % devices), who alone edits, deletes and restores it; no faults, no kills. */
function singleWriterPlan(
  o: PlanOptions,
  steps: Step[],
  opsSoFar: number,
  docsSoFar: number,
  maxDocs: number,
  r: {
    rnd: () => number;
    int: (lo: number, hi: number) => number;
    pick: <T>(xs: readonly T[]) => T;
    gap: () => number;
  },
): Plan {
  let ops = opsSoFar;
  let docs = docsSoFar;
  let first = true;
  while (ops < o.ops) {
    const x = r.rnd();
    let op: PlannedOp;
    if (x < 0.05 && docs < maxDocs) op = { kind: 'create', device: docs % o.devices, doc: docs++ };
    else {
      const doc = r.int(0, docs - 1);
      const device = doc % o.devices;
      if (x < 0.8) op = { kind: 'edit', device, doc, fields: [r.pick(FIELDS)] };
      else if (x < 0.9) op = { kind: 'delete', device, doc };
      else op = { kind: 'restore', device, doc };
    }
    steps.push({ gapMs: r.gap(), faults: [], op, ...(first ? { barrier: true } : {}) });
    first = false;
    ops += 1;
  }
  return { seed: o.seed, devices: o.devices, steps, ops, maxDocs };
}
