import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, SYNC_POLICIES, definitionOf, pushOnlyFor, type CollectionName } from '@/data';
import { firmSyncOptions } from '@/data/sync-options';

/**
 * Each collection's facts are declared once, in its definition; what follows them is derived. The
 * docs' table is one of those: rendered here from the definitions and compared with
 * docs/architecture.md (UPDATE_COLLECTION_FACTS=1 writes it).
 */
const DOC = new URL('../../../docs/architecture.md', import.meta.url);
const START =
  '<!-- collection-facts: generated from src/data/collections by test/unit/data/collection-definitions.test.ts -->';
const END = '<!-- /collection-facts -->';

const OTHERS = {
  self: 'each person their own',
  'client-own': "the client (mobile app): their record's",
  'client-visible': "the client (mobile app): their record's marked visible",
  'client-published': 'the client (mobile app): published ones',
} as const;

function row(name: CollectionName): string {
  const d = definitionOf(name);
  const names = d.audit?.names;
  const audit = !names ? 'no' : 'noun' in names ? `by kind and id ("${names.noun} <id>")` : `by \`${names.field}\``;
  const tombstones =
    d.tombstoneDays === 'kept' ? 'kept' : d.tombstoneDays ? `${d.tombstoneDays} days` : 'the retention (30 days)';
  const sync = Object.keys(d.sync ?? {})
    .map((k) => `\`${k}\``)
    .join(', ');
  return [
    `\`${name}\``,
    d.read.staff.join(', '),
    d.read.others ? OTHERS[d.read.others] : '',
    audit,
    `\`${d.label}\``,
    (d.unique ?? []).map((k) => `\`${k.field}\``).join(', '),
    tombstones,
    sync,
  ].join(' | ');
}

function table(): string {
  return [
    START,
    '| Collection | Staff who read it all | Also read by | Audited (a line names the record) | Label code | Unique | Tombstones on the device | Sync policy |',
    '|---|---|---|---|---|---|---|---|',
    ...COLLECTION_NAMES.map((n) => `| ${row(n)} |`),
    END,
  ].join('\n');
}

describe('collection definitions', () => {
  it("the docs' table of collections is the definitions'", () => {
    const doc = readFileSync(DOC, 'utf8');
    const at = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(at, 'docs/architecture.md has the generated table').toBeGreaterThan(-1);
    const current = doc.slice(at, end + END.length);
    if (process.env.UPDATE_COLLECTION_FACTS && current !== table())
      writeFileSync(DOC, doc.slice(0, at) + table() + doc.slice(end + END.length));
    else
      expect(
        current,
        'rewrite it: UPDATE_COLLECTION_FACTS=1 npx vitest run test/unit/data/collection-definitions.test.ts',
      ).toBe(table());
  });

  it("a staff role left out of a collection's read scope only pushes it: an atendente's audit entries", () => {
    expect(pushOnlyFor('atendente')).toEqual(['logs']);
    expect(pushOnlyFor('advogado')).toEqual([]);
    expect(pushOnlyFor('admin')).toEqual([]);
    // No replication of theirs reads anything: nothing to hold back.
    expect(pushOnlyFor('cliente')).toEqual([]);
    expect(pushOnlyFor(undefined)).toEqual([]);
    expect(firmSyncOptions({} as never, 'ate1', 'atendente').pushOnly).toEqual(['logs']);
  });

  it('the sync core is handed each collection its tombstone retention from the definition (the audit trail keeps them)', () => {
    expect(SYNC_POLICIES.logs).toMatchObject({ appendOnly: true, tombstoneDays: 'kept' });
    expect(SYNC_POLICIES.clients).toBeUndefined();
  });
});
