import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePathFor, MAX_ATTACHMENT_BYTES } from '@/features/chats/attachments';
import { uploadWith } from '@/data/uploads/storage-uploader';
import type { PendingUpload } from '@/data/uploads/pending-uploads';
// @ts-expect-error -- plain ESM module without type declarations
import { findFirestoreJar } from '../../scripts/lib/firestore-emulator.mjs';
// @ts-expect-error -- plain ESM module without type declarations
import { javaMajorVersion } from '../../scripts/lib/java.mjs';
import { reportSkipped } from '../support/firestore-emulator';

/**
 * storage.rules, evaluated by Google's rules engine.
 *
 * No Storage emulator runs here: firebase-tools' refuses Java < 21, and with Java 21+ it still
 * downloads its rules runtime (cloud-storage-rules-runtime-v1.1.3.jar) on first use, which
 * these machines cannot fetch. The official Firestore emulator jar (installed here) carries
 * the same rules compiler and evaluator, with the `firebase.storage` service and its
 * firestore.get/exists. storage-rules-evaluator/StorageRulesEvaluator.java runs them on the
 * requests below; what is ours is only how a request is put together (auth, path, the
 * object's size/contentType/metadata, the Firestore documents). The Storage emulator's own
 * request handling (an SDK upload end to end) is NOT covered here (firebase-tools needs Java 21
 * and downloads its rules runtime, which cannot be fetched on these machines).
 *
 * Cases are written as an attacker would try them. A control run of the same requests
 * against a ruleset that allows everything shows the refusals come from storage.rules.
 */
const jar = findFirestoreJar() as string | undefined;
const java = javaMajorVersion() as number | undefined;
const skipReason = !jar
  ? 'o jar do emulador oficial do Firestore não foi encontrado'
  : java === undefined || java < 11
    ? 'Java 11+ não encontrado'
    : undefined;
reportSkipped('storage.rules', skipReason);

const RULES = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
const EVALUATOR = fileURLToPath(new URL('./storage-rules-evaluator/StorageRulesEvaluator.java', import.meta.url));
const ALLOW_ALL =
  "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read, write: if true; } } }";

type Auth = { uid: string } | null;
interface ObjectFields {
  size: number;
  contentType?: string;
  metadata?: Record<string, string>;
}
interface Case {
  name: string;
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  path: string;
  auth: Auth;
  requestResource?: ObjectFields;
  resource?: ObjectFields;
}
interface Outcome {
  issues: { severity: string; description: string; line: number }[];
  results: { name: string; permit: boolean; error?: string }[];
}

// Firestore as the rules see it: users/{uid} profiles in the shape the product writes them
// (sign-up + an admin's decision: role, status, _deleted — packages/shared/src/config/roles.ts), the same
// documents firestore.rules reads.
const profile = (uid: string, role: string, status: string | undefined, deleted = false) => ({
  uid,
  role,
  ...(status === undefined ? {} : { status }),
  displayName: uid,
  email: `${uid}@escritorio.test`,
  _deleted: deleted,
});
const FIRESTORE = {
  'users/adv': profile('adv', 'advogado', 'active'),
  'users/ate': profile('ate', 'atendente', 'active'),
  'users/adm': profile('adm', 'admin', 'active'),
  'users/cli': profile('cli', 'cliente', 'active'),
  'users/esquisito': profile('esquisito', 'superadmin', 'active'),
  // Revoked or never approved (issue 26): the same roles, without access.
  'users/adv-pendente': profile('adv-pendente', 'advogado', 'pending'),
  'users/adv-sem-status': profile('adv-sem-status', 'advogado', undefined),
  'users/adv-recusado': profile('adv-recusado', 'advogado', 'refused'),
  'users/adv-desativado': profile('adv-desativado', 'advogado', 'disabled'),
  'users/adv-excluido': profile('adv-excluido', 'advogado', 'active', true),
  'users/ate-desativado': profile('ate-desativado', 'atendente', 'disabled'),
  'users/adm-desativado': profile('adm-desativado', 'admin', 'disabled'),
  'users/adm-excluido': profile('adm-excluido', 'admin', 'active', true),
};
const advogado = { uid: 'adv' };
const atendente = { uid: 'ate' };
const admin = { uid: 'adm' };
const cliente = { uid: 'cli' };
const noProfile = { uid: 'sem-perfil' };
const oddRole = { uid: 'esquisito' };
/** Accounts whose profile is not active, each tried on read, upload and delete. */
const revoked = [
  { uid: 'adv-pendente', label: 'a pending advogado (sign-up not approved)' },
  { uid: 'adv-sem-status', label: 'an advogado profile with no status (counts as pending)' },
  { uid: 'adv-recusado', label: 'a refused advogado' },
  { uid: 'adv-desativado', label: 'a disabled advogado' },
  { uid: 'adv-excluido', label: 'a soft-deleted advogado profile (_deleted, status still active)' },
  { uid: 'ate-desativado', label: 'a disabled atendente' },
  { uid: 'adm-desativado', label: 'a disabled admin' },
  { uid: 'adm-excluido', label: 'a soft-deleted admin profile' },
];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storage-rules-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function evaluate(rules: string, cases: Case[]): Outcome {
  const file = join(dir, `cases-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ rules, firestore: FIRESTORE, cases }));
  const run = spawnSync('java', ['-cp', jar!, EVALUATOR, file], { encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) throw new Error(`evaluator failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as Outcome;
}

/** What the app uploads: the path and the metadata of uploadWith (the uploader), for a file. */
async function appUpload(
  uid: string,
  file: { name: string; type: string; size: number },
  chatId = 'chat-1',
  messageId = 'msg-1',
) {
  const storagePath = storagePathFor(chatId, messageId, 0, file.name);
  const upload: PendingUpload = {
    id: storagePath,
    uid,
    chatId,
    messageId,
    storagePath,
    name: file.name,
    type: file.type,
    size: file.size,
    blob: new Blob(['x']),
    createdAt: '',
  };
  let sent: { contentType: string; customMetadata: Record<string, string> } | undefined;
  await uploadWith(
    {
      upload: async (_path, _blob, metadata) => {
        sent = metadata;
      },
      metadata: async () => ({ size: 0 }),
      downloadUrl: async () => '',
    },
    upload,
    () => undefined,
  );
  return {
    path: storagePath,
    requestResource: { size: file.size, contentType: sent!.contentType, metadata: sent!.customMetadata },
  };
}

const PDF = { name: 'Petição inicial (v2).pdf', type: 'application/pdf', size: 120_000 };
const stored: ObjectFields = {
  size: 120_000,
  contentType: 'application/pdf',
  metadata: { uploadedBy: 'adv', chatId: 'chat-1', messageId: 'msg-1' },
};

async function buildCases(): Promise<{ cases: Case[]; expected: Record<string, boolean> }> {
  const mine = await appUpload('adv', PDF);
  const path = mine.path;
  const create = (name: string, auth: Auth, requestResource: ObjectFields, p = path): Case => ({
    name,
    method: 'create',
    path: p,
    auth,
    requestResource,
  });
  const withFile = (patch: Partial<ObjectFields>) => ({ ...mine.requestResource, ...patch });
  const jpeg = await appUpload('ate', { name: 'RG frente.jpg', type: 'image/jpeg', size: 2_000_000 });
  const png = await appUpload('adm', { name: 'print.png', type: 'image/png', size: 50_000 });

  const rows: [Case, boolean][] = [
    // create: staff, the app's own path and metadata
    [create('advogado uploads a PDF as the app does', advogado, mine.requestResource), true],
    [{ ...create('atendente uploads a JPEG as the app does', atendente, jpeg.requestResource), path: jpeg.path }, true],
    [{ ...create('admin uploads a PNG as the app does', admin, png.requestResource), path: png.path }, true],
    [create('exactly 10 MB', advogado, withFile({ size: MAX_ATTACHMENT_BYTES })), true],
    // create: who
    [
      create(
        'a cliente of the mobile app',
        cliente,
        withFile({ metadata: { ...mine.requestResource.metadata, uploadedBy: 'cli' } }),
      ),
      false,
    ],
    [
      create(
        'signed in without a users profile',
        noProfile,
        withFile({ metadata: { ...mine.requestResource.metadata, uploadedBy: 'sem-perfil' } }),
      ),
      false,
    ],
    [
      create(
        'a profile with a role that is not staff',
        oddRole,
        withFile({ metadata: { ...mine.requestResource.metadata, uploadedBy: 'esquisito' } }),
      ),
      false,
    ],
    [create('signed out', null, mine.requestResource), false],
    // create: what
    [create('10 MB + 1 byte', advogado, withFile({ size: MAX_ATTACHMENT_BYTES + 1 })), false],
    [create('an empty file', advogado, withFile({ size: 0 })), false],
    [create('HTML', advogado, withFile({ contentType: 'text/html' })), false],
    [create('SVG (can carry scripts)', advogado, withFile({ contentType: 'image/svg+xml' })), false],
    [create('SVG with an upper-case content type', advogado, withFile({ contentType: 'image/SVG+XML' })), false],
    [create('SVG with a mixed-case content type', advogado, withFile({ contentType: 'Image/Svg+Xml' })), false],
    [create('SVG without the +xml suffix', advogado, withFile({ contentType: 'image/svg' })), false],
    [create('an executable', advogado, withFile({ contentType: 'application/x-msdownload' })), false],
    [create('no content type', advogado, { size: 1000, metadata: mine.requestResource.metadata }), false],
    // create: as whom, where
    [
      create(
        "in another staff member's name (uploadedBy)",
        advogado,
        withFile({ metadata: { ...mine.requestResource.metadata, uploadedBy: 'ate' } }),
      ),
      false,
    ],
    [create('without the metadata the rules check', advogado, withFile({ metadata: {} })), false],
    [
      create(
        'metadata naming another conversation',
        advogado,
        withFile({ metadata: { ...mine.requestResource.metadata, chatId: 'outra' } }),
      ),
      false,
    ],
    [create('outside chats/', advogado, mine.requestResource, 'documentos/0-peticao.pdf'), false],
    [create('at the root', advogado, mine.requestResource, '0-peticao.pdf'), false],
    [create('one level short (no message)', advogado, mine.requestResource, 'chat-1/0-peticao.pdf'), false],
    [
      create('one level deeper', advogado, mine.requestResource, `${path.replace(/\/[^/]+$/, '')}/sub/0-peticao.pdf`),
      false,
    ],
    [
      create(
        'a file name without the index the app writes',
        advogado,
        mine.requestResource,
        'chats/chat-1/msg-1/peticao.pdf',
      ),
      false,
    ],
    // overwrite (update): nobody
    [
      {
        name: 'advogado overwrites a sent file',
        method: 'update',
        path,
        auth: advogado,
        requestResource: mine.requestResource,
        resource: stored,
      },
      false,
    ],
    [
      {
        name: 'admin overwrites a sent file',
        method: 'update',
        path,
        auth: admin,
        requestResource: { ...mine.requestResource, metadata: { ...mine.requestResource.metadata, uploadedBy: 'adm' } },
        resource: stored,
      },
      false,
    ],
    // read
    [{ name: 'advogado reads', method: 'get', path, auth: advogado, resource: stored }, true],
    [{ name: 'atendente reads', method: 'get', path, auth: atendente, resource: stored }, true],
    [{ name: 'a cliente reads through the SDK', method: 'get', path, auth: cliente, resource: stored }, false],
    [{ name: 'signed in without a profile reads', method: 'get', path, auth: noProfile, resource: stored }, false],
    [{ name: 'signed out reads', method: 'get', path, auth: null, resource: stored }, false],
    [
      { name: 'staff reads outside chats/', method: 'get', path: 'outros/x.pdf', auth: advogado, resource: stored },
      false,
    ],
    // delete: admin only
    [{ name: 'admin deletes', method: 'delete', path, auth: admin, resource: stored }, true],
    [
      { name: 'advogado deletes (even their own upload)', method: 'delete', path, auth: advogado, resource: stored },
      false,
    ],
    [{ name: 'atendente deletes', method: 'delete', path, auth: atendente, resource: stored }, false],
    [{ name: 'signed out deletes', method: 'delete', path, auth: null, resource: stored }, false],
    // Revocation reaches the files (issue 26): whoever an admin has not approved, or has
    // refused, disabled or deleted, reads, uploads and deletes nothing, knowing the path.
    ...revoked.flatMap(({ uid, label }): [Case, boolean][] => {
      const own = withFile({ metadata: { ...mine.requestResource.metadata, uploadedBy: uid } });
      return [
        [{ name: `${label} reads a chat attachment`, method: 'get', path, auth: { uid }, resource: stored }, false],
        [create(`${label} uploads a PDF as the app does`, { uid }, own), false],
        [
          { name: `${label} deletes a chat attachment`, method: 'delete', path, auth: { uid }, resource: stored },
          false,
        ],
      ];
    }),
  ];
  return { cases: rows.map(([c]) => c), expected: Object.fromEntries(rows.map(([c, allowed]) => [c.name, allowed])) };
}

describe.skipIf(Boolean(skipReason))('storage.rules (Google rules engine)', () => {
  let outcome: Outcome;
  let control: Outcome;
  let expected: Record<string, boolean>;
  beforeAll(async () => {
    const built = await buildCases();
    expected = built.expected;
    outcome = evaluate(RULES, built.cases);
    control = evaluate(ALLOW_ALL, built.cases);
  }, 180_000);

  it('compile with no issue (cross-service calls enabled, as deployed)', () => {
    expect(outcome.issues).toEqual([]);
  });

  it('allow and refuse exactly as intended, case by case', () => {
    const got = Object.fromEntries(outcome.results.map((r) => [r.name, r.permit]));
    expect(got).toEqual(expected);
  });

  it('refuse for their own reasons: the same requests pass a ruleset that allows everything', () => {
    expect(control.issues).toEqual([]);
    expect(control.results.filter((r) => !r.permit)).toEqual([]);
    expect(control.results).toHaveLength(Object.keys(expected).length);
  });

  it('a syntax error fails to compile (the check can fail)', () => {
    const broken = evaluate(RULES.replace('allow delete: if isAdmin();', 'allow delete: if isAdmin(;'), []);
    expect(broken.issues.some((i) => i.severity === 'ERROR')).toBe(true);
  });
});
