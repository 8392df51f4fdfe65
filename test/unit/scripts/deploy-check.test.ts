import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build scripts without type declarations
import { indexCovers, requiredIndex, scanQueries } from '../../../scripts/lib/query-scan.mjs';
// @ts-expect-error -- plain ESM build scripts without type declarations
import { checkIndexes, checkRules } from '../../../scripts/lib/deploy-check.mjs';
// @ts-expect-error -- plain ESM build scripts without type declarations
import { findFirestoreJar } from '../../../scripts/lib/firestore-emulator.mjs';

/** `npm run deploy:check` (issue 29): the query scan, the index match and the rules compile. */
describe('query scan', () => {
  const need = (text: string) => {
    const { queries, unplaced } = scanQueries(text, 'x.ts');
    expect(unplaced).toEqual([]);
    return queries.map((q: { collection: string; clauses: unknown }) => ({
      collection: q.collection,
      index: requiredIndex(q).index,
    }));
  };

  it('reads web SDK queries, spreads included, and knows which need a composite index', () => {
    const text = `
      const F = 'serverTimestamp';
      const a = query(collection(db, 'tickets'), where('status', '==', 'aberto'), orderBy('createdAt', 'desc'), limit(5));
      const range = [where(F, '>', t), where(F, '<=', u)];
      const b = query(ref, ...range, orderBy(F, 'asc'));
      const c = query(ref, where(F, '==', t), where(documentId(), '>', id), orderBy(documentId()));
      const d = query(collection(db, 'clients'), where('a', '==', 1), where('b', '==', 2));`;
    expect(need(text)).toEqual([
      {
        collection: 'tickets',
        index: {
          equality: [{ field: 'status', arrayConfig: undefined }],
          order: [{ field: 'createdAt', order: 'DESCENDING' }],
        },
      },
      { collection: undefined, index: undefined }, // one field, range + order: single-field index
      { collection: undefined, index: undefined }, // equality, then the document id: single-field index
      { collection: 'clients', index: undefined }, // equalities only: merged single-field indexes
    ]);
  });

  it('reads Admin SDK chains: equality + range on another field needs one', () => {
    const text = `
      const snap = await deps.db
        .collection('lembrets')
        .where('status', '==', 'pendente')
        .where('notifyClient', '==', true)
        .where('dueAt', '<=', iso)
        .limit(100)
        .get();
      let q = deps.db.collection('proccess').where('type', '==', 'Judicial').orderBy('__name__').limit(10);`;
    expect(need(text)).toEqual([
      {
        collection: 'lembrets',
        index: {
          equality: [
            { field: 'status', arrayConfig: undefined },
            { field: 'notifyClient', arrayConfig: undefined },
          ],
          order: [{ field: 'dueAt', order: 'ASCENDING' }],
        },
      },
      { collection: 'proccess', index: undefined },
    ]);
  });

  it('reports a where it cannot tie to a query instead of skipping it', () => {
    const { unplaced } = scanQueries("const q = someQuery.where('a', '>=', 1).orderBy('b');", 'y.ts');
    expect(unplaced.map((u: { line: number }) => u.line)).toEqual([1, 1]);
  });

  it('matches an index field by field, order included', () => {
    const index = { equality: [{ field: 'status' }], order: [{ field: 'createdAt', order: 'DESCENDING' }] };
    const ix = (order: string) => [
      {
        collectionGroup: 'tickets',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order },
        ],
      },
    ];
    expect(indexCovers(ix('DESCENDING'), 'tickets', index)).toBe(true);
    expect(indexCovers(ix('ASCENDING'), 'tickets', index)).toBe(false);
    expect(indexCovers(ix('DESCENDING'), 'clients', index)).toBe(false);
  });
});

describe('deploy check on a copy of the project', () => {
  const root = mkdtempSync(join(tmpdir(), 'deploy-check-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const repo = new URL('../../../', import.meta.url).pathname;
  for (const path of [
    'src',
    'packages/shared/src',
    'functions/src',
    'firestore.rules',
    'storage.rules',
    'firestore.indexes.json',
  ])
    cpSync(join(repo, path), join(root, path), { recursive: true });

  it('covers every query of this repository, and fails when an index is removed', () => {
    expect(checkIndexes(root).problems).toEqual([]);
    const file = join(root, 'firestore.indexes.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.indexes = json.indexes.filter((ix: { collectionGroup: string }) => ix.collectionGroup !== 'lembrets');
    writeFileSync(file, JSON.stringify(json));
    const { problems } = checkIndexes(root);
    // Every query of `lembrets` that needs one is named: the client reminders' and the staff alerts'.
    expect(problems.length).toBeGreaterThanOrEqual(1);
    expect(
      problems.every((p: string) => /no composite index for this query.*"collectionGroup":"lembrets"/.test(p)),
    ).toBe(true);
    expect(problems).toContainEqual(
      expect.stringMatching(/^functions\/src\/push\/events\.ts:\d+: no composite index for this query/),
    );
  });

  it.skipIf(!findFirestoreJar())(
    'refuses rules files that do not compile, with the compiler’s words',
    async () => {
      writeFileSync(
        join(root, 'firestore.rules'),
        "rules_version = '2';\nservice cloud.firestore { match /x/{id} { allow read: if nope(; } }",
      );
      writeFileSync(
        join(root, 'storage.rules'),
        "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { allow read: if request.auth.uid == ; } }",
      );
      const { problems } = await checkRules(root);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/firestore\.rules recusado/);
      expect(problems[1]).toMatch(/^storage\.rules:2: mismatched input/);
    },
    180_000,
  );
});
