import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendError, backendErrorToasts, createBackendClient } from '@/lib/http';
import { BACKEND_PATHS, type CalendarFeedLink, type ClientAppAccessInvite } from '@advocacia/shared/config/backend';
import { backendDeps, deleteApp, initializeApp, type App } from '../../functions/src/admin';
import { authEmulatorForTest, seedClient, staffWithToken } from '../support/backend';
import { reportSkipped, testFirestore } from '../support/firestore-emulator';
// @ts-expect-error -- plain ESM module without type declarations
import { functionsInstalled, startFunctionsEmulator } from '../../scripts/lib/functions-emulator.mjs';

/**
 * The whole chain as the app uses it: the app's HTTP client (src/lib/http) → the Functions
 * emulator running functions/ (built as for a deploy) → the Auth emulator and the official
 * Firestore emulator. The handlers' cases are in client-app-access.test.ts; this checks the
 * wiring: token, CORS-free JSON, the error shape and the toasts the app shows for it.
 * Needs functions/'s dependencies (`npm ci --prefix functions`; npm test and CI install them).
 */
const PROJECT = 'demo-advocacia'; // the Functions emulator serves the app's demo project
const { server, skipReason } = await testFirestore();
const noFunctions = functionsInstalled()
  ? undefined
  : 'dependências do backend não instaladas (npm ci --prefix functions)';
reportSkipped('backend on the Functions emulator', skipReason ?? noFunctions);

describe.skipIf(!server || noFunctions)(
  "backend on the Functions emulator, called by the app's HTTP client",
  { timeout: 240_000 },
  () => {
    let authHost = '';
    const stops: Array<() => Promise<void>> = [];
    let url = '';
    let admin: App;
    const previousFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

    const tokenFor = async (role: 'advogado' | 'atendente') =>
      (await staffWithToken(backendDeps(admin), authHost, role, role)).token;

    beforeAll(async () => {
      const auth = await authEmulatorForTest();
      authHost = auth.host;
      stops.push(auth.stop);
      const firestoreHost = `${server!.host}:${server!.port}`;
      const backend = await startFunctionsEmulator({ authHost, firestoreHost, install: false });
      stops.push(backend.stop);
      url = backend.url;
      process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
      process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
      admin = initializeApp({ projectId: PROJECT }, `functions-emulator-test-${Date.now()}`);
      // Starting two emulators on a loaded CI machine takes longer than the default hook timeout.
    }, 240_000);

    afterAll(async () => {
      if (admin) await deleteApp(admin);
      await Promise.all(stops.map((stop) => stop()));
      if (previousFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = previousFirestoreHost;
    });

    it("invites and revokes through HTTP; refusals come back in the spec's shape and are toasted as the spec says", async () => {
      const { db, auth } = backendDeps(admin);
      const clientId = `client-http-${Date.now()}`;
      await seedClient({ db, auth }, clientId, { email: `http.${Date.now()}@cliente.example` }, 'Cliente HTTP');

      const advogado = await tokenFor('advogado');
      const client = (token: string | null) =>
        createBackendClient({ baseUrl: () => url, getIdToken: async () => token, timeoutMs: 30_000 });

      const invite = await client(advogado).request<ClientAppAccessInvite>(
        'POST',
        BACKEND_PATHS.clientAppAccess(clientId),
        {},
      );
      expect(invite).toMatchObject({ created: true, passwordSetupLink: expect.stringContaining('oobCode=') });
      expect((await db.doc(`clients/${clientId}`).get()).get('appUid')).toBe(invite.uid);
      expect((await auth.getUser(invite.uid)).disabled).toBe(false);

      await expect(client(advogado).request('DELETE', BACKEND_PATHS.clientAppAccess(clientId))).resolves.toEqual({
        uid: invite.uid,
        revoked: true,
        accountDisabled: true,
      });
      expect((await auth.getUser(invite.uid)).disabled).toBe(true);

      const refusal = async (token: string | null, method: 'POST' | 'DELETE', path: string, body?: unknown) => {
        const error = await client(token)
          .request(method, path, body)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BackendError);
        return { status: (error as BackendError).status, toasts: backendErrorToasts(error) };
      };
      expect(await refusal('nao-e-um-token', 'POST', BACKEND_PATHS.clientAppAccess(clientId))).toEqual({
        status: 401,
        toasts: [{ title: 'Sessão expirada, por favor faça login novamente' }],
      });
      expect(await refusal(await tokenFor('atendente'), 'POST', BACKEND_PATHS.clientAppAccess(clientId))).toEqual({
        status: 403,
        toasts: [{ title: 'Sua função não permite esta ação' }],
      });
      expect(await refusal(advogado, 'POST', BACKEND_PATHS.clientAppAccess('nao-existe'))).toEqual({
        status: 404,
        toasts: [{ title: 'Cliente não encontrado' }],
      });
      expect(
        await refusal(advogado, 'POST', BACKEND_PATHS.clientAppAccess(clientId), { continueUrl: 'ftp://x', outro: 1 }),
      ).toEqual({
        status: 400,
        toasts: expect.arrayContaining([
          { title: 'continueUrl: endereço inválido' },
          { title: 'Corpo da requisição: campo não permitido' },
        ]),
      });
    });

    it('serves the calendar feed as text/calendar, not cached by shared caches; a replaced link answers 404 with nothing in it', async () => {
      const idToken = await tokenFor('advogado');
      const advogado = createBackendClient({ baseUrl: () => url, getIdToken: async () => idToken, timeoutMs: 30_000 });
      const link = await advogado.request<CalendarFeedLink>('GET', BACKEND_PATHS.calendarFeed);
      // A calendar app sends no token of ours: the link is the credential.
      const feed = await fetch(`${url}${link.path}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(feed.headers.get('cache-control')).toMatch(/^private/);
      const text = await feed.text();
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text).toContain('X-WR-TIMEZONE:America/Sao_Paulo\r\n');

      await advogado.request<CalendarFeedLink>('POST', BACKEND_PATHS.calendarFeedRotate);
      const gone = await fetch(`${url}${link.path}`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe('');
    });
  },
);
