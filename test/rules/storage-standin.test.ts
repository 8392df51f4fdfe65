import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import * as sdk from 'firebase/storage';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { sdkStorageCalls, uploadWith } from '@/data/uploads/storage-uploader';
import { storagePathFor } from '@/features/chats/attachments';
import type { Role } from '@advocacia/shared/config/roles';
import {
  bootstrapProfile,
  connectTestFirestore,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreServer,
} from '../support/firestore-emulator';
import { startAuthEmulator } from '../support/start-auth-emulator.mjs';
// @ts-expect-error -- plain ESM module without type declarations
import { planStorageStandin, startStorageStandin } from '../../scripts/lib/storage-standin.mjs';

/**
 * The local Storage STAND-IN (scripts/lib/storage-standin.mjs) end to end, through the web
 * SDK the app uses: real Auth emulator accounts, profiles in the official Firestore emulator,
 * storage.rules decided by Google's rules engine for every call. Who may read and write a
 * process's documents, and that a document stays with its process.
 */
const PROJECT = 'demo-advocacia';
const BUCKET = `${PROJECT}.appspot.com`;
const PASSWORD = 'senha-Segura-123';

const found = await testFirestore();
const plan = planStorageStandin() as { ok: boolean; reason?: string };
const skipReason = found.skipReason ?? (plan.ok ? undefined : plan.reason);
reportSkipped('Storage stand-in', skipReason);

interface Person {
  uid: string;
  storage: sdk.FirebaseStorage;
  app: FirebaseApp;
}

let server: TestFirestoreServer;
let firestoreProject: string;
let authHost: string;
let stopAuth: (() => Promise<void>) | undefined;
let standin: { host: string; stop(): Promise<void> };
const apps: FirebaseApp[] = [];
const people: Record<string, Person> = {};

async function signUp(tag: string): Promise<{ uid: string; email: string }> {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@escritorio.example`;
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  return { uid: ((await res.json()) as { localId: string }).localId, email };
}

/** A device signed in as a new account; with `role`, its users/{uid} profile as the product writes it. */
async function person(tag: string, role?: Role): Promise<Person> {
  const { uid, email } = await signUp(tag);
  if (role) await bootstrapProfile(server, firestoreProject, uid, role);
  const app = initializeApp(
    { projectId: PROJECT, apiKey: 'demo-key', appId: 'test-app', storageBucket: BUCKET },
    `${tag}-${uid}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const storage = sdk.getStorage(app);
  const [h, p] = standin.host.split(':');
  sdk.connectStorageEmulator(storage, h!, Number(p));
  return { uid, storage, app };
}

async function anonymous(): Promise<Person> {
  const app = initializeApp(
    { projectId: PROJECT, apiKey: 'demo-key', appId: 'x', storageBucket: BUCKET },
    `anon-${Date.now()}`,
  );
  apps.push(app);
  const storage = sdk.getStorage(app);
  const [h, p] = standin.host.split(':');
  sdk.connectStorageEmulator(storage, h!, Number(p));
  return { uid: '', storage, app };
}

async function ownerWrite(path: string, data: Record<string, unknown>) {
  const owner = connectTestFirestore(server, firestoreProject, { owner: true });
  try {
    await setDoc(doc(owner.firestore, path), { ...data, serverTimestamp: serverTimestamp() });
  } finally {
    await owner.close();
  }
}

/** A PDF-looking file of `size` bytes whose content differs per call. */
function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let i = 9; i < size; i++) bytes[i] = (i * 31 + size) % 251;
  return bytes;
}
const sha = (b: ArrayBuffer | Uint8Array) => createHash('sha256').update(new Uint8Array(b)).digest('hex');

const documentMeta = (uploadedBy: string, processId: string, documentId: string) => ({
  contentType: 'application/pdf',
  customMetadata: { uploadedBy, processId, documentId },
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );
}

describe.skipIf(Boolean(skipReason))('Storage stand-in (web SDK, storage.rules by the rules engine)', () => {
  beforeAll(async () => {
    server = found.server!;
    firestoreProject = uniqueProjectId('demo-storage');
    const fromEnv = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (fromEnv) authHost = fromEnv;
    else {
      const auth = await startAuthEmulator();
      authHost = auth.host;
      stopAuth = auth.stop;
    }
    standin = await startStorageStandin({
      firestoreHost: `${server.host}:${server.port}`,
      firestoreProjectId: firestoreProject,
    });
    await ownerWrite('clients/cli-1', { name: 'Maria Souza', appUid: 'nobody', _deleted: false });
    await ownerWrite('proccess/proc-1', { clientId: 'cli-1', cnj: '00012345620248260100', _deleted: false });
    await ownerWrite('proccess/proc-2', { clientId: 'cli-1', cnj: '00099995620248260100', _deleted: false });
    await ownerWrite('proccess/proc-gone', { clientId: 'cli-1', cnj: '', _deleted: true });
    people.adv = await person('adv', 'advogado');
    people.ate = await person('ate', 'atendente');
    people.adm = await person('adm', 'admin');
    people.stranger = await person('stranger');
    people.cliente = await person('cliente', 'cliente');
    await ownerWrite('clients/cli-1', { name: 'Maria Souza', appUid: people.cliente.uid, _deleted: false });
    people.revoked = await person('revoked', 'advogado');
    people.anon = await anonymous();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => deleteApp(a).catch(() => undefined)));
    await standin?.stop();
    await stopAuth?.();
    await server?.stop();
  }, 60_000);

  const path = 'processes/proc-1/doc-1/peticao-inicial.pdf';
  const bigPath = 'processes/proc-1/doc-2/decisao.pdf';
  const small = pdfBytes(40_000);
  const big = pdfBytes(900_000); // above 256 KB: the SDK's resumable protocol, in chunks

  it('a lawyer uploads (multipart and resumable) and a colleague downloads the same bytes', async () => {
    const { adv, ate } = people;
    const done = await sdk.uploadBytes(sdk.ref(adv!.storage, path), small, documentMeta(adv!.uid, 'proc-1', 'doc-1'));
    expect(done.metadata.size).toBe(small.length);
    const progress: number[] = [];
    const task = sdk.uploadBytesResumable(
      sdk.ref(adv!.storage, bigPath),
      big,
      documentMeta(adv!.uid, 'proc-1', 'doc-2'),
    );
    task.on('state_changed', (s) => progress.push(s.bytesTransferred));
    await task;
    expect(progress.at(-1)).toBe(big.length);
    expect(progress.some((b) => b > 0 && b < big.length)).toBe(true);

    const meta = await sdk.getMetadata(sdk.ref(ate!.storage, bigPath));
    expect(meta).toMatchObject({ size: big.length, contentType: 'application/pdf' });
    expect(meta.customMetadata).toMatchObject({ uploadedBy: adv!.uid, processId: 'proc-1', documentId: 'doc-2' });
    expect(sha(await sdk.getBytes(sdk.ref(ate!.storage, bigPath)))).toBe(sha(big));
    // A download URL (what the app keeps) opens the file by its token, with no sign-in.
    const url = await sdk.getDownloadURL(sdk.ref(ate!.storage, path));
    expect(url).toMatch(
      new RegExp(
        `^http://${standin.host}/v0/b/${BUCKET}/o/processes%2Fproc-1%2Fdoc-1%2Fpeticao-inicial\\.pdf\\?alt=media&token=`,
      ),
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(sha(await res.arrayBuffer())).toBe(sha(small));
    const forged = await fetch(url.replace(/token=[^&]+/, 'token=adivinhado'));
    expect(forged.status).toBe(403);
  }, 120_000);

  it('a stranger, a client-app user, a revoked member and the signed-out read nothing of a process', async () => {
    await ownerWrite(`users/${people.revoked!.uid}`, {
      uid: people.revoked!.uid,
      role: 'advogado',
      status: 'disabled',
      _deleted: false,
    });
    for (const who of ['stranger', 'cliente', 'revoked', 'anon'] as const) {
      const { storage } = people[who]!;
      expect([who, await codeOf(sdk.getBytes(sdk.ref(storage, path)))]).toEqual([who, 'storage/unauthorized']);
      expect([who, await codeOf(sdk.getMetadata(sdk.ref(storage, path)))]).toEqual([who, 'storage/unauthorized']);
      expect([who, await codeOf(sdk.getDownloadURL(sdk.ref(storage, path)))]).toEqual([who, 'storage/unauthorized']);
    }
  }, 120_000);

  it('… nor write one', async () => {
    for (const who of ['stranger', 'cliente', 'revoked', 'anon'] as const) {
      const { storage, uid } = people[who]!;
      const attempt = sdk.uploadBytes(
        sdk.ref(storage, `processes/proc-1/doc-${who}/x.pdf`),
        small,
        documentMeta(uid, 'proc-1', `doc-${who}`),
      );
      expect([who, await codeOf(attempt)]).toEqual([who, 'storage/unauthorized']);
      expect([who, await codeOf(sdk.deleteObject(sdk.ref(storage, path)))]).toEqual([who, 'storage/unauthorized']);
    }
    // Control: the same upload by active staff passes (the refusals are about who asks).
    const ok = sdk.uploadBytes(
      sdk.ref(people.ate!.storage, 'processes/proc-1/doc-ate/x.pdf'),
      small,
      documentMeta(people.ate!.uid, 'proc-1', 'doc-ate'),
    );
    expect(await codeOf(ok)).toBe('ok');
  }, 120_000);

  it('a document cannot be re-pointed to another process, nor filed under a missing or deleted one', async () => {
    const { adv, adm } = people;
    const s = adv!.storage;
    // metadata naming another process than the path
    expect(
      await codeOf(
        sdk.uploadBytes(sdk.ref(s, 'processes/proc-2/doc-9/a.pdf'), small, documentMeta(adv!.uid, 'proc-1', 'doc-9')),
      ),
    ).toBe('storage/unauthorized');
    // an uploaded document's metadata moved to another process (by its author or an admin)
    for (const p of [adv!, adm!])
      expect(
        await codeOf(sdk.updateMetadata(sdk.ref(p.storage, path), { customMetadata: { processId: 'proc-2' } })),
      ).toBe('storage/unauthorized');
    // the same path written again with another process's file
    expect(
      await codeOf(sdk.uploadBytes(sdk.ref(s, path), pdfBytes(1000), documentMeta(adv!.uid, 'proc-1', 'doc-1'))),
    ).toBe('storage/unauthorized');
    expect((await sdk.getMetadata(sdk.ref(s, path))).customMetadata?.processId).toBe('proc-1');
    for (const missing of ['proc-nao-existe', 'proc-gone'])
      expect(
        await codeOf(
          sdk.uploadBytes(
            sdk.ref(s, `processes/${missing}/doc-1/a.pdf`),
            small,
            documentMeta(adv!.uid, missing, 'doc-1'),
          ),
        ),
      ).toBe('storage/unauthorized');
    // Control: the right process takes it.
    expect(
      await codeOf(
        sdk.uploadBytes(sdk.ref(s, 'processes/proc-2/doc-9/a.pdf'), small, documentMeta(adv!.uid, 'proc-2', 'doc-9')),
      ),
    ).toBe('ok');
  }, 120_000);

  it('a client document goes under its client, and only an admin deletes', async () => {
    const { adv, adm } = people;
    const clientPath = 'clients/cli-1/rg-1/rg-frente.jpg';
    const meta = {
      contentType: 'image/jpeg',
      customMetadata: { uploadedBy: adv!.uid, clientId: 'cli-1', documentId: 'rg-1' },
    };
    expect(await codeOf(sdk.uploadBytes(sdk.ref(adv!.storage, clientPath), small, meta))).toBe('ok');
    expect(await codeOf(sdk.deleteObject(sdk.ref(adv!.storage, clientPath)))).toBe('storage/unauthorized');
    expect(await codeOf(sdk.deleteObject(sdk.ref(adm!.storage, clientPath)))).toBe('ok');
    expect(await codeOf(sdk.getMetadata(sdk.ref(adm!.storage, clientPath)))).toBe('storage/object-not-found');
  }, 120_000);

  it("a chat attachment goes through the app's uploader, and a second send after a reload takes it over", async () => {
    const { adv } = people;
    const storagePath = storagePathFor('chat-1', 'msg-1', 0, 'foto.png');
    const upload = {
      id: storagePath,
      uid: adv!.uid,
      chatId: 'chat-1',
      messageId: 'msg-1',
      storagePath,
      name: 'foto.png',
      type: 'image/png',
      size: 5000,
      blob: new Blob([pdfBytes(5000)], { type: 'image/png' }),
      createdAt: new Date().toISOString(),
    };
    const calls = sdkStorageCalls(sdk, adv!.storage);
    const first = await uploadWith(calls, upload, () => undefined);
    const again = await uploadWith(calls, upload, () => undefined);
    expect(new URL(again).pathname).toBe(new URL(first).pathname);
    expect((await fetch(first)).status).toBe(200);
  }, 120_000);

  it('refuses tokens that are not the Auth emulator’s for this project', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: people.adv!.uid, user_id: people.adv!.uid, exp: now + 3600, iat: now };
    const token = (c: object) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(c)}.`;
    const url = `http://${standin.host}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`;
    const as = (t: string) => fetch(url, { headers: { authorization: `Firebase ${t}` } }).then((r) => r.status);
    const good = { ...claims, aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}` };
    expect(await as(token(good))).toBe(200);
    expect(await as(token({ ...good, aud: 'outro-projeto' }))).toBe(401);
    expect(await as(token({ ...good, iss: 'https://securetoken.google.com/outro' }))).toBe(401);
    expect(await as(token({ ...good, exp: now - 10 }))).toBe(401);
    expect(await as('lixo')).toBe(401);
  }, 60_000);
});
