// The chaos run's table (shared by test/chaos/run.ts and scripts/chaos.mjs): one line per run,
// the issue's columns first.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {any} r a ChaosReport (test/chaos/run.ts) */
export function tableRow(r, i) {
  const o = r.oracle;
  const phases = {};
  for (const s of Object.values(r.deviceStatus)) {
    const key = `${s.phase}${s.pendingWrites === null ? '' : `/${s.pendingWrites} pend.`}`;
    phases[key] = (phases[key] ?? 0) + 1;
  }
  return [
    `${i + 1}: ${r.scenario ?? 'mixed'}, ${r.devices} dev, ${r.storage}${r.faults ? ', faults' : ''}${r.kills ? ', kills' : ''}${r.cpuLoad ? `, ${r.cpuLoad} busy CPUs` : ''}${r.parallel > 1 ? `, ${r.parallel} runs at a time` : ''}`,
    String(r.seed),
    `${r.ops} (${r.acked})`,
    String(o.lost.length + o.missingCreates.length),
    String(o.undoneDeletes.length),
    String(r.divergentDocs),
    r.convergeMs !== null
      ? seconds(r.convergeMs)
      : r.convergedAfterReSyncMs !== null
        ? `never; reSync() ${seconds(r.convergedAfterReSyncMs)}`
        : 'never',
    r.verifiedMs === undefined
      ? '-'
      : r.verifiedMs === null
        ? 'never'
        : `${seconds(r.verifiedMs)}${r.divergentWhenVerified ? ` (${r.divergentWhenVerified} differed!)` : ''}`,
    r.syncedWhileDifferent === undefined
      ? '-'
      : r.syncedWhileDifferent && r.longestSyncedWhileDifferentMs !== undefined
        ? `${r.syncedWhileDifferent} (longest ${seconds(r.longestSyncedWhileDifferentMs)})`
        : String(r.syncedWhileDifferent),
    r.checks ? String(Object.values(r.checks).reduce((n, c) => n + c.repaired.length, 0)) : '-',
    String(o.lostRestores.length),
    String(o.editsHiddenByUnseenDelete.length),
    `${r.killCount} (${r.killsDuringPush})`,
    Object.entries(r.faultCounts)
      .filter(([k]) => k !== 'kill')
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || '-',
    String(o.conflictEntries),
    Object.entries(phases)
      .map(([k, v]) => `${k} ×${v}`)
      .join(', '),
  ];
}

export const TABLE_HEAD = [
  'run',
  'seed',
  'ops (acked)',
  'lost acknowledged writes',
  'deletes undone',
  'divergent docs after heal',
  'time to converge',
  "'sincronizado' after a passing check",
  "said 'sincronizado' while different",
  'repaired by the check',
  'restores undone (no log)',
  'edits hidden by unseen delete (no log)',
  'tab kills (mid-push)',
  'network faults',
  'conflicts logged',
  'devices showed at the end',
];

export function formatTable(reports) {
  const rows = reports.map((r, i) => tableRow(r, i));
  const all = [TABLE_HEAD, ...rows];
  const widths = TABLE_HEAD.map((_, c) => Math.max(...all.map((row) => row[c].length)));
  const line = (row) => `| ${row.map((x, c) => x.padEnd(widths[c])).join(' | ')} |`;
  return [line(TABLE_HEAD), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The evidence behind the numbers, a few lines each. */
export function formatDetails(r, max = 5) {
  const out = [];
  for (const [uid, c] of Object.entries(r.checks ?? {})) {
    if (c.differing)
      out.push(
        `CHECK seed ${r.seed}: ${uid} ran ${c.runs} consistency checks (${c.reads} reads); ${c.differing} found differences and repaired ${c.repaired.length}: ${c.repaired.slice(0, max).join(', ')}${c.repaired.length > max ? ', …' : ''}`,
      );
  }
  const o = r.oracle;
  const head = `seed ${r.seed} (${r.ops} ops, project ${r.projectId})`;
  for (const l of o.lost.slice(0, max)) {
    out.push(
      `LOST ${head}: op ${l.op} ${l.kind} by ${l.device} on ${l.docId}.${l.field} = ${l.value} (stamped ${l.updatedAt}, acknowledged at ${seconds(l.at)}); ` +
        `server has ${l.finalValue} (updatedBy ${l.finalUpdatedBy} at ${l.finalUpdatedAt}); other writes to the field: ` +
        (l.competitors
          .map((c) => `op ${c.op} ${c.device} ${c.value} @${c.updatedAt}${c.sawThis ? ' (had seen it)' : ''}`)
          .join('; ') || 'none'),
    );
  }
  if (o.lost.length > max) out.push(`… and ${o.lost.length - max} more lost writes`);
  for (const m of o.missingCreates.slice(0, max))
    out.push(`LOST CREATE ${head}: op ${m.op} by ${m.device}: ${m.docId} is not on the server`);
  for (const u of o.undoneDeletes.slice(0, max)) {
    out.push(
      `DELETE UNDONE ${head}: op ${u.op} delete by ${u.device} of ${u.docId} (stamped ${u.updatedAt}${u.absorbedInto ? `, merged into the tombstone of ${u.absorbedInto}` : ''}); document alive at the end (updatedBy ${u.finalUpdatedBy} at ${u.finalUpdatedAt}); restores: ` +
        (u.restores
          .map((x) => `op ${x.op} ${x.device} @${x.updatedAt} saw tombstones [${x.sawTombstones.join(', ')}]`)
          .join('; ') || 'none'),
    );
    for (const h of u.history ?? []) out.push(`  ${h.device} saw: ${h.states.join(' → ') || 'nothing'}`);
    for (const c of u.conflicts ?? []) out.push(`  conflict entry: ${c}`);
  }
  for (const l of o.lostRestores.slice(0, max)) {
    out.push(
      `RESTORE UNDONE ${head}: op ${l.op} restore by ${l.device} of ${l.docId} (stamped ${l.updatedAt}); deleted at the end (updatedBy ${l.finalUpdatedBy} at ${l.finalUpdatedAt}); deletes: ` +
        (l.competitors
          .map((c) => `op ${c.op} ${c.device} @${c.updatedAt}${c.sawThis ? ' (had seen the restore)' : ''}`)
          .join('; ') || 'none'),
    );
  }
  for (const h of o.editsHiddenByUnseenDelete.slice(0, max)) {
    out.push(
      `EDIT HIDDEN ${head}: op ${h.op} by ${h.device}: ${h.docId}.${h.field} survives only in a tombstone left by a delete that had not seen it; no conflict entry`,
    );
  }
  const byDoc = new Map();
  for (const d of r.divergences) {
    const k = `${d.collection}/${d.docId}`;
    if (!byDoc.has(k)) byDoc.set(k, []);
    byDoc.get(k).push(d);
  }
  let shown = 0;
  for (const [k, ds] of byDoc) {
    if (shown++ >= max) break;
    out.push(
      `DIVERGENT ${head}: ${k}: ` +
        ds
          .map(
            (d) =>
              `${d.device} ${Object.entries(d.fields)
                .map(([f, [a, b]]) =>
                  f === '(server)' ? `(on the server: ${b})` : `${f} ${a.slice(0, 60)} ≠ server ${b.slice(0, 60)}`,
                )
                .join(', ')}`,
          )
          .join(' | '),
    );
  }
  if (byDoc.size > max) out.push(`… and ${byDoc.size - max} more divergent documents`);
  const sdk = Object.entries(r.sdkLog ?? {}).filter(([k]) => /RESOURCE_EXHAUSTED|maximum backoff/.test(k));
  for (const [k, v] of sdk) out.push(`SDK ${head}: ${v}× ${k}`);
  for (const [uid, s] of Object.entries(r.deviceStatus)) {
    const errs = Object.entries(s.errors)
      .map(([k, v]) => `${v}× ${k}`)
      .join('; ');
    out.push(
      `device ${uid}: showed ${s.phase}, pendingWrites ${s.pendingWrites}; awaitInSync ${r.awaitInSync[uid] ?? '?'}; last document pulled ${s.lastPullSecondsAgo ?? '?'} s before the end; a server read (getDocsFromServer) at the end: ${s.serverRead ?? '?'}${errs ? `; replication errors: ${errs}` : ''}${r.divergentDocs ? `; pull checkpoints ${JSON.stringify(s.checkpoints)}` : ''}${
        s.pending
          ? `; pending: ${Object.entries(s.pending)
              .map(([c, t]) => `${c}: ${t}`)
              .join(' | ')}`
          : ''
      }`,
    );
  }
  return out.join('\n');
}
