import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc } from 'firebase/firestore';
import { Timestamp } from '../../functions/src/admin';
import type { BackendDeps } from '../../functions/src/access';
import { syncHashOf } from '@advocacia/shared/sync/sync-hash';
import { handleApiRequest, type ApiRequest } from '../../functions/src/router';
import {
  connectTestFirestore,
  prepareProject,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
} from '../support/firestore-emulator';
import { backendForTest, identityToolkit, seedClient, signInWithPassword, staffWithToken } from '../support/backend';

/**
 * The backend's "Convidar para o aplicativo" and its revocation (functions/src), called as the
 * Functions wrapper calls them, against the real Auth emulator and the official Firestore
 * emulator with firestore.rules: callers carry real ID tokens from the Auth emulator.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: client app access', skipReason);

describe.skipIf(!server)('backend: invite a client to the app, revoke it', { timeout: 120_000 }, () => {
  const project = uniqueProjectId('demo-backend');
  let authHost = '';
  let backend: Awaited<ReturnType<typeof backendForTest>> | undefined;
  let deps: BackendDeps;
  const tokens: Record<string, string> = {};

  async function staff(
    name: string,
    role: 'admin' | 'advogado' | 'atendente',
    status: 'active' | 'pending' | 'disabled' = 'active',
  ) {
    const member = await staffWithToken(deps, authHost, name, role, status);
    tokens[name] = member.token;
    return member;
  }

  const call = (who: string | null, method: string, clientId: string, body?: unknown) =>
    handleApiRequest(deps, {
      method,
      path: `/api/clients/${encodeURIComponent(clientId)}/app-access`,
      ...(who ? { authorization: `Bearer ${tokens[who] ?? who}` } : {}),
      body,
    } satisfies ApiRequest);

  const logsOf = async (documentId: string) =>
    (await deps.db.collection('logs').where('documentId', '==', documentId).get()).docs.map((d) => d.data());

  let advogado: { uid: string; email: string };

  beforeAll(async () => {
    backend = await backendForTest(server!, project, { name: 'backend' });
    ({ authHost, deps } = backend);
    await prepareProject(server!, project);
    advogado = await staff('advogado', 'advogado');
  });

  afterAll(async () => {
    await backend?.close();
  });

  it('an advogado invites a client: a cliente account linked to the record, replication fields, audit entries, a password link that signs in', async () => {
    const email = `maria.${Date.now()}@cliente.example`;
    await seedClient(deps, 'client-maria', { email: email.toUpperCase() });
    const before = Timestamp.now();

    const answer = await call('advogado', 'POST', 'client-maria');
    expect(answer.status).toBe(200);
    const invite = answer.body as { uid: string; email: string; created: boolean; passwordSetupLink: string };
    expect(invite).toMatchObject({ email, created: true, passwordSetupLink: expect.stringContaining('oobCode=') });

    const account = await deps.auth.getUser(invite.uid);
    expect(account).toMatchObject({ email, disabled: false });

    const user = (await deps.db.doc(`users/${invite.uid}`).get()).data()!;
    expect(user).toMatchObject({
      id: invite.uid,
      uid: invite.uid,
      role: 'cliente',
      status: 'active',
      email,
      displayName: 'Maria Souza',
      cpf: '52998224725',
      phoneNumber: '11987654321',
      oab: null,
      _deleted: false,
      createdBy: advogado.uid,
      updatedBy: advogado.uid,
    });
    expect(user.createdAt).toBe(user.updatedAt);
    expect((user.serverTimestamp as Timestamp).toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);

    const client = (await deps.db.doc('clients/client-maria').get()).data()!;
    expect(client).toMatchObject({ appUid: invite.uid, updatedBy: advogado.uid, createdBy: 'seed', _deleted: false });
    expect((client.serverTimestamp as Timestamp).toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);
    // The version hash the devices' consistency check adds up, as the app's push writes it.
    expect(user.syncHash).toBe(syncHashOf(invite.uid, user));
    expect(client.syncHash).toBe(syncHashOf('client-maria', client));

    const entries = [...(await logsOf('client-maria')), ...(await logsOf(invite.uid))];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorUid: advogado.uid,
        createdBy: advogado.uid,
        updatedBy: advogado.uid,
        conflict: null,
        _deleted: false,
        serverTimestamp: expect.any(Timestamp),
      });
      // The audit trail is append-only: no personal data in it.
      expect(entry.summary).not.toMatch(/Souza|cliente\.example|52998224725/i);
    }

    // The link sets the password; the client then signs in as that account.
    const oobCode = new URL(invite.passwordSetupLink).searchParams.get('oobCode');
    expect((await identityToolkit(authHost, 'resetPassword', { oobCode, newPassword: 'nova-Senha-456' })).status).toBe(
      200,
    );
    const session = await signInWithPassword(authHost, email, 'nova-Senha-456');
    expect(session.body.localId).toBe(invite.uid);

    // With firestore.rules: the cliente reads their own record, and no other.
    await seedClient(deps, 'client-outro', { email: 'outro@cliente.example' });
    const phone = connectTestFirestore(server!, project, { uid: invite.uid });
    try {
      expect((await getDoc(doc(phone.firestore, 'clients', 'client-maria'))).get('appUid')).toBe(invite.uid);
      await expect(getDoc(doc(phone.firestore, 'clients', 'client-outro'))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await phone.close();
    }
  });

  it('revokes (unlink, profile disabled, account disabled; the rules shut the record) and a new invitation reuses the account', async () => {
    const email = `joao.${Date.now()}@cliente.example`;
    await seedClient(deps, 'client-joao', { email });
    const invite = (await call('advogado', 'POST', 'client-joao')).body as { uid: string };

    const revoked = await call('advogado', 'DELETE', 'client-joao');
    expect(revoked).toEqual({ status: 200, body: { uid: invite.uid, revoked: true, accountDisabled: true } });
    expect((await deps.db.doc('clients/client-joao').get()).data()).toMatchObject({
      appUid: null,
      updatedBy: advogado.uid,
    });
    expect((await deps.db.doc(`users/${invite.uid}`).get()).data()).toMatchObject({
      role: 'cliente',
      status: 'disabled',
      updatedBy: advogado.uid,
    });
    expect((await deps.auth.getUser(invite.uid)).disabled).toBe(true);
    const phone = connectTestFirestore(server!, project, { uid: invite.uid });
    try {
      await expect(getDoc(doc(phone.firestore, 'clients', 'client-joao'))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await phone.close();
    }
    expect((await logsOf('client-joao')).map((e) => e.summary)).toEqual(
      expect.arrayContaining([expect.stringContaining('Convidou'), expect.stringContaining('Revogou')]),
    );
    // Revoking again changes nothing.
    expect(await call('advogado', 'DELETE', 'client-joao')).toEqual({
      status: 200,
      body: { uid: null, revoked: false, accountDisabled: false },
    });

    const again = await call('advogado', 'POST', 'client-joao');
    expect(again.body).toMatchObject({ uid: invite.uid, created: false });
    expect((await deps.auth.getUser(invite.uid)).disabled).toBe(false);
    expect((await deps.db.doc(`users/${invite.uid}`).get()).data()).toMatchObject({
      status: 'active',
      createdBy: advogado.uid,
    });
  });

  it("a new invitation after the client's e-mail changed moves the link to the new account and disables the old one (unless it is linked elsewhere)", async () => {
    const before = `antes.${Date.now()}@cliente.example`;
    await seedClient(deps, 'client-troca', { email: before });
    const first = (await call('advogado', 'POST', 'client-troca')).body as { uid: string };
    await deps.db.doc('clients/client-troca').update({ email: `depois.${Date.now()}@cliente.example` });

    const second = (await call('advogado', 'POST', 'client-troca')).body as { uid: string; created: boolean };
    expect(second).toMatchObject({ created: true });
    expect(second.uid).not.toBe(first.uid);
    expect((await deps.db.doc('clients/client-troca').get()).get('appUid')).toBe(second.uid);
    expect((await deps.db.doc(`users/${first.uid}`).get()).data()).toMatchObject({
      status: 'disabled',
      updatedBy: advogado.uid,
    });
    expect((await deps.auth.getUser(first.uid)).disabled).toBe(true);
    expect((await logsOf(first.uid)).map((e) => e.summary)).toEqual(
      expect.arrayContaining([expect.stringContaining(`substituído pela conta ${second.uid}`)]),
    );

    // The same person linked to two records (herself and her company): revoking one keeps the account.
    await seedClient(deps, 'client-empresa', { email: 'contato@empresa.example' });
    await deps.db.doc('clients/client-empresa').update({ appUid: second.uid });
    expect((await call('advogado', 'DELETE', 'client-troca')).body).toEqual({
      uid: second.uid,
      revoked: true,
      accountDisabled: false,
    });
    expect((await deps.db.doc(`users/${second.uid}`).get()).get('status')).toBe('active');
    expect((await deps.auth.getUser(second.uid)).disabled).toBe(false);
  });

  describe('LGPD anonymisation reaches the app account (issue 26)', () => {
    const erase = (who: string | null, clientId: string) =>
      handleApiRequest(deps, {
        method: 'DELETE',
        path: `/api/clients/${encodeURIComponent(clientId)}/app-account`,
        ...(who ? { authorization: `Bearer ${tokens[who] ?? who}` } : {}),
      } satisfies ApiRequest);
    const accountGone = async (uid: string) =>
      expect(deps.auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    it('erases the name, CPF, e-mail and phone the invite wrote in users/{uid}, the push tokens and the Auth account; the record is unlinked', async () => {
      const email = `lia.${Date.now()}@cliente.example`;
      await seedClient(deps, 'client-lia', { email });
      const invite = (await call('advogado', 'POST', 'client-lia')).body as { uid: string };
      await deps.db
        .doc(`expoToken/${invite.uid}`)
        .set({ tokens: ['ExponentPushToken[lia]'], updatedAt: new Date().toISOString() });
      expect((await deps.db.doc(`users/${invite.uid}`).get()).data()).toMatchObject({
        displayName: 'Maria Souza',
        cpf: '52998224725',
        email,
      });
      // An atendente may not (the firm's roles for app access), nor anyone signed out.
      await staff('atendente-lgpd', 'atendente');
      expect((await erase('atendente-lgpd', 'client-lia')).status).toBe(403);
      expect((await erase(null, 'client-lia')).status).toBe(401);

      expect(await erase('advogado', 'client-lia')).toEqual({ status: 200, body: { uid: invite.uid, erased: true } });
      const user = (await deps.db.doc(`users/${invite.uid}`).get()).data()!;
      expect(user).toMatchObject({
        role: 'cliente',
        status: 'disabled',
        email: '',
        cpf: '',
        phoneNumber: '',
        updatedBy: advogado.uid,
      });
      expect(JSON.stringify(user)).not.toMatch(/Souza|cliente\.example|52998224725|11987654321/i);
      await accountGone(invite.uid);
      expect((await deps.db.doc(`expoToken/${invite.uid}`).get()).exists).toBe(false);
      expect((await deps.db.doc('clients/client-lia').get()).get('appUid')).toBeNull();
      const summaries = [...(await logsOf('client-lia')), ...(await logsOf(invite.uid))].map((e) => String(e.summary));
      expect(summaries).toEqual(expect.arrayContaining([expect.stringContaining('Anonimizou a conta do aplicativo')]));
      for (const summary of summaries) expect(summary).not.toMatch(/Souza|cliente\.example|52998224725/i);
      // Signing in with the old e-mail finds no account.
      expect((await signInWithPassword(authHost, email, 'qualquer-Senha-1')).body.localId).toBeUndefined();
    });

    it('an account an earlier revocation left behind is found by the e-mail and erased too', async () => {
      const email = `rui.${Date.now()}@cliente.example`;
      await seedClient(deps, 'client-rui', { email });
      const invite = (await call('advogado', 'POST', 'client-rui')).body as { uid: string };
      await call('advogado', 'DELETE', 'client-rui');
      expect((await deps.db.doc(`users/${invite.uid}`).get()).get('email')).toBe(email);

      expect((await erase('advogado', 'client-rui')).body).toEqual({ uid: invite.uid, erased: true });
      expect((await deps.db.doc(`users/${invite.uid}`).get()).data()).toMatchObject({
        email: '',
        cpf: '',
        phoneNumber: '',
      });
      await accountGone(invite.uid);
    });

    it("never erases an account that serves another client record, nor a staff member's account with the same e-mail", async () => {
      const email = `bia.${Date.now()}@cliente.example`;
      await seedClient(deps, 'client-bia', { email });
      const invite = (await call('advogado', 'POST', 'client-bia')).body as { uid: string };
      await seedClient(deps, 'client-bia-empresa', { email: 'contato@bia-empresa.example' });
      await deps.db.doc('clients/client-bia-empresa').update({ appUid: invite.uid });
      expect((await erase('advogado', 'client-bia')).body).toEqual({ uid: invite.uid, erased: false });
      expect((await deps.db.doc('clients/client-bia').get()).get('appUid')).toBeNull();
      expect((await deps.db.doc(`users/${invite.uid}`).get()).get('email')).toBe(email);
      expect((await deps.auth.getUser(invite.uid)).disabled).toBe(false);

      // A client record that carries a staff member's e-mail: the staff account is not touched.
      await seedClient(deps, 'client-com-email-da-equipe', { email: advogado.email });
      expect((await erase('advogado', 'client-com-email-da-equipe')).body).toEqual({
        uid: advogado.uid,
        erased: false,
      });
      expect((await deps.auth.getUser(advogado.uid)).email).toBe(advogado.email);
    });
  });

  it("answers the spec client's error shape: 401 without a valid token, 403 for roles and inactive access, 404, 400 with a list, 409 for a staff e-mail", async () => {
    await seedClient(deps, 'client-ana', { email: `ana.${Date.now()}@cliente.example` });
    await staff('atendente', 'atendente');
    await staff('pendente', 'advogado', 'pending');
    await staff('desativado', 'admin', 'disabled');
    const unauthorized = {
      statusCode: 401,
      message: 'Sessão expirada, por favor faça login novamente',
      error: 'Unauthorized',
    };

    expect(await call(null, 'POST', 'client-ana')).toEqual({ status: 401, body: unauthorized });
    expect(await call('nao-e-um-token', 'POST', 'client-ana')).toEqual({ status: 401, body: unauthorized });
    expect(await call('atendente', 'POST', 'client-ana')).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'Sua função não permite esta ação', error: 'Forbidden' },
    });
    for (const who of ['pendente', 'desativado']) {
      expect(await call(who, 'DELETE', 'client-ana')).toMatchObject({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden' },
      });
    }
    expect(await call('advogado', 'POST', 'nao-existe')).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Cliente não encontrado', error: 'Not Found' },
    });
    expect(
      await call('advogado', 'POST', 'client-ana', { continueUrl: 'javascript:alert(1)', extra: 1 }),
    ).toMatchObject({
      status: 400,
      body: {
        statusCode: 400,
        message: expect.arrayContaining(['continueUrl: endereço inválido']),
        error: 'Bad Request',
      },
    });
    await seedClient(deps, 'client-sem-email', { email: '' });
    expect(await call('advogado', 'POST', 'client-sem-email')).toMatchObject({
      status: 400,
      body: { message: 'Cadastre um e-mail válido no cliente antes de convidá-lo para o aplicativo' },
    });

    // The e-mail of a member of the staff: refused, their profile untouched.
    await seedClient(deps, 'client-staff', { email: advogado.email });
    expect(await call('advogado', 'POST', 'client-staff')).toMatchObject({
      status: 409,
      body: { statusCode: 409, error: 'Conflict' },
    });
    expect((await deps.db.doc(`users/${advogado.uid}`).get()).data()).toMatchObject({
      role: 'advogado',
      status: 'active',
    });
    expect((await deps.db.doc('clients/client-staff').get()).get('appUid')).toBeNull();

    expect(await handleApiRequest(deps, { method: 'GET', path: '/api/clients/client-ana/app-access' })).toMatchObject({
      status: 405,
    });
    expect(await handleApiRequest(deps, { method: 'GET', path: '/api/nada' })).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Recurso não encontrado', error: 'Not Found' },
    });
    expect(await logsOf('client-ana')).toEqual([]);
  });
});
