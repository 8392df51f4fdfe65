import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, serverTimestamp, setDoc, updateDoc, deleteDoc, type Firestore } from 'firebase/firestore';

/**
 * firestore.rules against the OFFICIAL Firestore emulator (the Node gRPC server used by the
 * sync tests evaluates no rules). Runs when FIRESTORE_EMULATOR_HOST points at an official
 * emulator (firebase emulators:start --only firestore; needs Java 21 and the emulator jar).
 * Otherwise every case is reported as SKIPPED with the reason — never as passed.
 */
const host = process.env.FIRESTORE_EMULATOR_HOST;
const project = `demo-rules-${Date.now()}`;

async function officialEmulator(): Promise<string | null> {
  if (!host) return 'FIRESTORE_EMULATOR_HOST não definido (o emulador oficial do Firestore não está rodando: exige Java 21 e o jar do emulador)';
  try {
    // Only the official emulator serves its rules endpoint over HTTP on the same port.
    const res = await fetch(`http://${host}/emulator/v1/projects/${project}:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }] } }),
    });
    if (!res.ok) return `o emulador em ${host} recusou as regras (HTTP ${res.status}): ${(await res.text()).slice(0, 300)}`;
    return null;
  } catch (error) {
    return `nenhum emulador oficial respondeu em ${host} (${String(error)})`;
  }
}

const skipReason = await officialEmulator();
if (skipReason) console.warn(`\n[rules] TESTES DE REGRAS PULADOS (skipped, não aprovados): ${skipReason}\n`);

const apps: FirebaseApp[] = [];
function as(uid: string | null): Firestore {
  const app = initializeApp({ projectId: project, apiKey: 'k', appId: 'a' }, `rules-${uid ?? 'anon'}-${apps.length}`);
  apps.push(app);
  const fs = getFirestore(app);
  const [h, p] = (host ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(fs, h!, Number(p), uid ? { mockUserToken: { user_id: uid, sub: uid } } : undefined);
  return fs;
}
const stamp = (uid: string) => ({ updatedBy: uid, updatedAt: new Date().toISOString(), serverTimestamp: serverTimestamp(), _deleted: false });

describe.skipIf(skipReason !== null)('firestore.rules (official emulator)', () => {
  let admin: Firestore, lawyer: Firestore, client: Firestore, stranger: Firestore;
  beforeAll(async () => {
    admin = as('admin1');
    lawyer = as('adv1');
    client = as('cli1');
    stranger = as(null);
    // Bootstrap profiles with rules disabled for the admin doc (the first admin is granted out of band).
    await fetch(`http://${host}/emulator/v1/projects/${project}/databases/(default)/documents/users/admin1`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ fields: { uid: { stringValue: 'admin1' }, role: { stringValue: 'admin' } } }),
    });
    await setDoc(doc(lawyer, 'users', 'adv1'), { uid: 'adv1', role: 'advogado', displayName: 'Adv' });
    await setDoc(doc(client, 'users', 'cli1'), { uid: 'cli1', role: 'cliente', displayName: 'Cli' }).catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => deleteApp(a)));
  });

  it('refuses self sign-up as admin', async () => {
    await expect(setDoc(doc(as('x1'), 'users', 'x1'), { uid: 'x1', role: 'admin' })).rejects.toThrow(/permission/i);
  });
  it('lets staff write firm data stamped by themselves, not by someone else', async () => {
    await setDoc(doc(lawyer, 'clients', 'c1'), { name: 'Maria', appUid: 'cli1', ...stamp('adv1') });
    await expect(setDoc(doc(lawyer, 'clients', 'c2'), { name: 'X', ...stamp('outro') })).rejects.toThrow(/permission/i);
  });
  it('keeps anonymous users out', async () => {
    await expect(getDoc(doc(stranger, 'clients', 'c1'))).rejects.toThrow(/permission/i);
  });
  it('lets a cliente read only their own client record', async () => {
    await setDoc(doc(lawyer, 'clients', 'c3'), { name: 'Outro', appUid: 'someone-else', ...stamp('adv1') });
    expect((await getDoc(doc(client, 'clients', 'c1'))).exists()).toBe(true);
    await expect(getDoc(doc(client, 'clients', 'c3'))).rejects.toThrow(/permission/i);
  });
  it('only an admin changes roles and hard-deletes', async () => {
    await expect(updateDoc(doc(lawyer, 'users', 'adv1'), { role: 'admin' })).rejects.toThrow(/permission/i);
    await expect(deleteDoc(doc(lawyer, 'clients', 'c1'))).rejects.toThrow(/permission/i);
    await deleteDoc(doc(admin, 'clients', 'c3'));
  });
});

// Makes the skip visible in the summary as its own skipped case with the reason in its name.
if (skipReason) it.skip(`firestore.rules: skipped — ${skipReason}`, () => undefined);
