import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import * as v from 'valibot';
import type {
  ClientAppAccessInvite,
  ClientAppAccessRevoked,
  ClientAppAccountErased,
} from '@advocacia/shared/config/backend';
import type { StaffRole } from '@advocacia/shared/config/roles';
import type { BackendDeps, Caller } from './access.js';
import { HttpError } from './http-errors.js';
import { replicatedStamp } from './replicated.js';

/**
 * "Convidar para o aplicativo" and its revocation (issue 13): a client of the firm gets an
 * account for the firm's mobile app, linked to their record by `clients/{id}.appUid` (what
 * firestore.rules reads to let a `cliente` see only their own things).
 *
 * Every document written here is also replicated by the staff's devices (RxDB), so each carries
 * what the replication needs: `serverTimestamp` (the pull's order) and `_deleted`, plus the
 * stamps every document has (`updatedAt/updatedBy`, and `createdAt/createdBy` on creation).
 * Each action appends audit entries (create-only; summaries name records by id only, never a
 * client's personal data: docs/architecture.md "Audit").
 */

/** Who may invite and revoke. */
export const APP_ACCESS_ROLES: readonly StaffRole[] = ['admin', 'advogado'];

export const APP_ACCESS_MESSAGES = {
  clientNotFound: 'Cliente não encontrado',
  clientWithoutEmail: 'Cadastre um e-mail válido no cliente antes de convidá-lo para o aplicativo',
  emailIsStaff: 'Este e-mail pertence a uma pessoa da equipe; use outro e-mail para o cliente',
} as const;

const clientIdSchema = v.pipe(
  v.string('clientId: identificador do cliente inválido'),
  v.minLength(1, 'clientId: identificador do cliente obrigatório'),
  v.maxLength(128, 'clientId: identificador do cliente longo demais'),
  v.regex(/^[^/\s]+$/, 'clientId: identificador do cliente inválido'),
);

/** The invitation's body: nothing, or where the password page sends the client afterwards. */
export const inviteBodySchema = v.optional(
  v.strictObject(
    {
      continueUrl: v.optional(
        v.pipe(
          v.string('continueUrl: endereço inválido'),
          v.url('continueUrl: endereço inválido'),
          v.regex(/^https?:\/\//, 'continueUrl: endereço inválido'),
        ),
      ),
    },
    'Corpo da requisição: campo não permitido',
  ),
  {},
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** valibot's issues as the error body's message list (one toast per item on the app). */
export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success)
    throw new HttpError(
      400,
      result.issues.map((issue) => issue.message),
    );
  return result.output;
}

function appendLog(
  tx: Transaction,
  deps: BackendDeps,
  caller: Caller,
  now: string,
  entry: { action: 'create' | 'update'; collectionName: string; documentId: string; summary: string },
) {
  const ref = deps.db.collection('logs').doc();
  tx.create(ref, {
    id: ref.id,
    actorUid: caller.uid,
    ...entry,
    deviceTime: now,
    conflict: null,
    createdAt: now,
    createdBy: caller.uid,
    ...replicatedStamp({ now: () => new Date(now) }, caller.uid).for(ref.id),
  });
}

async function activeClient(tx: Transaction, deps: BackendDeps, clientId: string): Promise<DocumentData> {
  const snapshot = await tx.get(deps.db.doc(`clients/${clientId}`));
  const client = snapshot.data();
  if (!client || client._deleted === true) throw new HttpError(404, APP_ACCESS_MESSAGES.clientNotFound);
  return client;
}

/** Whether the app account `uid` is linked to a record other than `clientId`, and whether it is a client account at all (never touch staff). */
async function linkedElsewhere(tx: Transaction, deps: BackendDeps, uid: string, clientId: string) {
  const others = await tx.get(deps.db.collection('clients').where('appUid', '==', uid));
  const user = (await tx.get(deps.db.doc(`users/${uid}`))).data();
  return {
    stillLinked: others.docs.some((d) => d.id !== clientId && d.get('_deleted') !== true),
    isClientAccount: user?.role === 'cliente',
  };
}

/** The Auth side of losing access: the account cannot sign in, and open sessions end. */
async function disableAccount(deps: BackendDeps, uid: string) {
  await deps.auth.updateUser(uid, { disabled: true });
  await deps.auth.revokeRefreshTokens(uid);
}

export async function inviteClientToApp(
  deps: BackendDeps,
  caller: Caller,
  rawClientId: unknown,
  rawBody: unknown,
): Promise<ClientAppAccessInvite> {
  const clientId = parseOr400(clientIdSchema, rawClientId);
  const body = parseOr400(inviteBodySchema, rawBody);

  const first = (await deps.db.doc(`clients/${clientId}`).get()).data();
  if (!first || first._deleted === true) throw new HttpError(404, APP_ACCESS_MESSAGES.clientNotFound);
  const email = typeof first.email === 'string' ? first.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email)) throw new HttpError(400, APP_ACCESS_MESSAGES.clientWithoutEmail);

  // The Auth account: reused when the e-mail has one (enabled again after a revocation), else made.
  let uid: string;
  let created = false;
  try {
    const existing = await deps.auth.getUserByEmail(email);
    uid = existing.uid;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    uid = (
      await deps.auth.createUser({
        email,
        emailVerified: false,
        displayName: String(first.name ?? '').slice(0, 200) || undefined,
      })
    ).uid;
    created = true;
  }

  const replaced = await deps.db.runTransaction(async (tx) => {
    const client = await activeClient(tx, deps, clientId);
    const userRef = deps.db.doc(`users/${uid}`);
    const user = (await tx.get(userRef)).data();
    // Never turn a member of the staff into a client (nor touch their access).
    if (user && user.role !== 'cliente') throw new HttpError(409, APP_ACCESS_MESSAGES.emailIsStaff);
    // The record was linked to another account (its e-mail changed since): that account loses
    // access, unless it is still linked to another record (the same person's company, say).
    const previousUid =
      typeof client.appUid === 'string' && client.appUid !== '' && client.appUid !== uid ? client.appUid : null;
    const previous = previousUid ? await linkedElsewhere(tx, deps, previousUid, clientId) : null;
    // Writes only after every read (a Firestore transaction's rule).
    const stamp = replicatedStamp(deps, caller.uid);
    const { now } = stamp;
    const document =
      client.kind === 'PF' && typeof client.document === 'string'
        ? client.document.replace(/\D/g, '').slice(0, 11)
        : '';
    tx.set(userRef, {
      id: uid,
      uid,
      displayName: String(client.name ?? '').slice(0, 200),
      email,
      phoneNumber: String(client.phone ?? '')
        .replace(/\D/g, '')
        .slice(0, 20),
      cpf: document,
      role: 'cliente',
      status: 'active',
      oab: null,
      createdAt: user?.createdAt ?? now,
      createdBy: user?.createdBy ?? caller.uid,
      ...stamp.for(uid),
    });
    tx.update(deps.db.doc(`clients/${clientId}`), { appUid: uid, ...stamp.for(clientId) });
    appendLog(tx, deps, caller, now, {
      action: user ? 'update' : 'create',
      collectionName: 'users',
      documentId: uid,
      summary: `${user ? 'Reativou' : 'Criou'} o acesso ao aplicativo ${uid} (função Cliente) para o cliente ${clientId}`,
    });
    appendLog(tx, deps, caller, now, {
      action: 'update',
      collectionName: 'clients',
      documentId: clientId,
      summary: `Convidou o cliente ${clientId} para o aplicativo (conta ${uid}${created ? ', nova' : ', já existente'})`,
    });
    if (previousUid && previous && !previous.stillLinked && previous.isClientAccount) {
      tx.update(deps.db.doc(`users/${previousUid}`), { status: 'disabled', ...stamp.for(previousUid) });
      appendLog(tx, deps, caller, now, {
        action: 'update',
        collectionName: 'users',
        documentId: previousUid,
        summary: `Desativou o acesso ao aplicativo ${previousUid} (substituído pela conta ${uid} no cliente ${clientId})`,
      });
      return previousUid;
    }
    return null;
  });
  if (replaced) await disableAccount(deps, replaced);

  // Enabled only once linked: a revoked account comes back with its record.
  const account = await deps.auth.getUser(uid);
  if (account.disabled) await deps.auth.updateUser(uid, { disabled: false });
  const passwordSetupLink = await deps.auth.generatePasswordResetLink(
    email,
    body.continueUrl ? { url: body.continueUrl } : undefined,
  );
  return { uid, email, created, passwordSetupLink };
}

export async function revokeClientAppAccess(
  deps: BackendDeps,
  caller: Caller,
  rawClientId: unknown,
): Promise<ClientAppAccessRevoked> {
  const clientId = parseOr400(clientIdSchema, rawClientId);
  const outcome = await deps.db.runTransaction(async (tx) => {
    const client = await activeClient(tx, deps, clientId);
    const uid = typeof client.appUid === 'string' && client.appUid !== '' ? client.appUid : null;
    if (!uid) return { uid: null, disableAccount: false };
    const { stillLinked, isClientAccount } = await linkedElsewhere(tx, deps, uid, clientId);
    const userRef = deps.db.doc(`users/${uid}`);
    // Writes only after every read (a Firestore transaction's rule).
    const stamp = replicatedStamp(deps, caller.uid);
    const { now } = stamp;
    tx.update(deps.db.doc(`clients/${clientId}`), { appUid: null, ...stamp.for(clientId) });
    const disableAccount = !stillLinked && isClientAccount;
    if (disableAccount) {
      tx.update(userRef, { status: 'disabled', ...stamp.for(uid) });
      appendLog(tx, deps, caller, now, {
        action: 'update',
        collectionName: 'users',
        documentId: uid,
        summary: `Desativou o acesso ao aplicativo ${uid} (função Cliente)`,
      });
    }
    appendLog(tx, deps, caller, now, {
      action: 'update',
      collectionName: 'clients',
      documentId: clientId,
      summary: `Revogou o acesso do cliente ${clientId} ao aplicativo (conta ${uid})`,
    });
    return { uid, disableAccount };
  });
  if (outcome.uid && outcome.disableAccount) await disableAccount(deps, outcome.uid);
  return { uid: outcome.uid, revoked: outcome.uid !== null, accountDisabled: outcome.disableAccount };
}

/**
 * LGPD anonymisation (art. 18, IV) reaching the client's app account (issue 26): the record is
 * unlinked and the account — unless it serves another client record, and never a staff
 * account — loses what the invite wrote in users/{uid} (name, CPF, e-mail, phone; the profile
 * stays, disabled and anonymous, so ids in the audit and in messages still resolve), its push
 * tokens, and its Auth account (the e-mail and name it holds go with it). An account left by an
 * earlier revocation (appUid already cleared) is found by the record's e-mail. The app calls it
 * before it anonymises the record itself (src/features/clients/api/lgpd.ts).
 */
export async function eraseClientAppAccount(
  deps: BackendDeps,
  caller: Caller,
  rawClientId: unknown,
): Promise<ClientAppAccountErased> {
  const clientId = parseOr400(clientIdSchema, rawClientId);
  const first = (await deps.db.doc(`clients/${clientId}`).get()).data();
  if (!first || first._deleted === true) throw new HttpError(404, APP_ACCESS_MESSAGES.clientNotFound);
  const linkedUid = (c: DocumentData) => (typeof c.appUid === 'string' && c.appUid !== '' ? c.appUid : null);
  let byEmail: string | null = null;
  const email = typeof first.email === 'string' ? first.email.trim().toLowerCase() : '';
  if (!linkedUid(first) && EMAIL.test(email)) {
    try {
      byEmail = (await deps.auth.getUserByEmail(email)).uid;
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }
  const outcome = await deps.db.runTransaction(async (tx) => {
    const client = await activeClient(tx, deps, clientId);
    const linked = linkedUid(client);
    const uid = linked ?? byEmail;
    if (!uid) return { uid: null, erase: false };
    const { stillLinked, isClientAccount } = await linkedElsewhere(tx, deps, uid, clientId);
    // Writes only after every read (a Firestore transaction's rule).
    const stamp = replicatedStamp(deps, caller.uid);
    const { now } = stamp;
    if (linked) {
      tx.update(deps.db.doc(`clients/${clientId}`), { appUid: null, ...stamp.for(clientId) });
      appendLog(tx, deps, caller, now, {
        action: 'update',
        collectionName: 'clients',
        documentId: clientId,
        summary: `Desvinculou a conta do aplicativo ${uid} do cliente ${clientId} (anonimização LGPD)`,
      });
    }
    const erase = !stillLinked && isClientAccount;
    if (erase) {
      tx.update(deps.db.doc(`users/${uid}`), {
        displayName: `Cliente anonimizado ${clientId.slice(0, 8)}`,
        email: '',
        phoneNumber: '',
        cpf: '',
        status: 'disabled',
        ...stamp.for(uid),
      });
      tx.delete(deps.db.doc(`expoToken/${uid}`));
      appendLog(tx, deps, caller, now, {
        action: 'update',
        collectionName: 'users',
        documentId: uid,
        summary: `Anonimizou a conta do aplicativo ${uid} (LGPD, art. 18, IV): nome, CPF, e-mail e telefone removidos, conta de acesso excluída`,
      });
    }
    return { uid, erase };
  });
  if (outcome.uid && outcome.erase) {
    await deps.auth.deleteUser(outcome.uid).catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
  }
  return { uid: outcome.uid, erased: outcome.erase };
}
