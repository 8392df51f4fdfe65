import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import {
  connectTestFirestore,
  prepareProject,
  profileDocument,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
} from '../support/firestore-emulator';
import { startAuthEmulator } from '../support/start-auth-emulator.mjs';

/**
 * `npm run grant-admin -- <email>` as an operator runs it, against the Auth emulator and the
 * official Firestore emulator with firestore.rules: it makes a signed-up (pending) person an
 * active admin in users/{uid} — the one place role and access live — and audits it.
 */
const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../scripts/grant-admin.mjs', import.meta.url));
const { server, skipReason } = await testFirestore();
reportSkipped('grant-admin', skipReason);

describe.skipIf(!server)('npm run grant-admin', { timeout: 120_000 }, () => {
  const project = uniqueProjectId('demo-grant');
  let authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
  let stopAuth: (() => Promise<void>) | undefined;
  let admin: App;
  const env = () => ({
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIRESTORE_EMULATOR_HOST: `${server!.host}:${server!.port}`,
    GCLOUD_PROJECT: project,
    GOOGLE_APPLICATION_CREDENTIALS: '',
  });

  beforeAll(async () => {
    if (!authHost) {
      const emulator = await startAuthEmulator();
      authHost = emulator.host;
      stopAuth = emulator.stop;
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
    admin = initializeApp({ projectId: project }, `grant-admin-test-${Date.now()}`);
    await prepareProject(server!, project);
  });
  afterAll(async () => {
    await deleteApp(admin);
    await stopAuth?.();
  });

  it('makes a pending sign-up an active admin in users/{uid}, with an audit entry and no custom claim; the new admin then reads the team', async () => {
    const email = `ana.${Date.now()}@escritorio.example`;
    const { uid } = await getAuth(admin).createUser({ email, password: 'senha-Segura-123' });
    await getAuth(admin).setCustomUserClaims(uid, { role: 'admin', keep: 'sim' }); // as an older version left it
    const self = connectTestFirestore(server!, project, { uid });
    try {
      await setDoc(doc(self.firestore, 'users', uid), profileDocument(uid, 'advogado')); // the sign-up: pending
      await expect(getDocs(collection(self.firestore, 'users'))).rejects.toMatchObject({ code: 'permission-denied' });

      const { stdout } = await run(process.execPath, [SCRIPT, email.toUpperCase()], { env: env() });
      expect(stdout).toContain("role 'admin', status 'active'");

      const profile = (await getDoc(doc(self.firestore, 'users', uid))).data()!;
      expect(profile).toMatchObject({
        role: 'admin',
        status: 'active',
        updatedBy: 'grant-admin',
        _deleted: false,
        uid,
      });
      expect((await getAuth(admin).getUser(uid)).customClaims).toEqual({ keep: 'sim' });
      // Now an admin: the rules let them read the team and the audit trail, which names the grant.
      expect((await getDocs(collection(self.firestore, 'users'))).size).toBeGreaterThanOrEqual(1);
      const entries = await getDocs(query(collection(self.firestore, 'logs'), where('documentId', '==', uid)));
      expect(entries.docs.map((d) => d.data())).toEqual([
        expect.objectContaining({
          actorUid: 'grant-admin',
          action: 'update',
          collectionName: 'users',
          summary: expect.stringContaining('Administrador(a)'),
        }),
      ]);
    } finally {
      await self.close();
    }
  });

  it('fails plainly, changing nothing, for an unknown e-mail, an account that never finished sign-up, or without Firestore', async () => {
    await expect(run(process.execPath, [SCRIPT, 'ninguem@escritorio.example'], { env: env() })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Nenhum usuário com o e-mail ninguem@escritorio.example'),
    });
    const email = `sem-cadastro.${Date.now()}@escritorio.example`;
    await getAuth(admin).createUser({ email, password: 'senha-Segura-123' });
    await expect(run(process.execPath, [SCRIPT, email], { env: env() })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('não existe no Firestore'),
    });
    await expect(
      run(process.execPath, [SCRIPT, email], { env: { ...env(), FIRESTORE_EMULATOR_HOST: '' } }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Firestore indisponível'),
    });
  });
});
