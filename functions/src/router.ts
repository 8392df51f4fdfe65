import { BACKEND_PATHS } from '@advocacia/shared/config/backend';
import { requireStaff, type BackendDeps } from './access.js';
import {
  APP_ACCESS_ROLES,
  eraseClientAppAccount,
  inviteClientToApp,
  revokeClientAppAccess,
} from './client-app-access.js';
import { HttpError, errorResponse } from './http-errors.js';
import { datajudConfigFromEnv, type DatajudConfig } from './datajud/client.js';
import { followProcess } from './datajud/follow.js';
import type { DatajudRefreshResult } from '@advocacia/shared/config/backend';
import { deleteSubscription, saveSubscription } from './alerts/subscriptions.js';

/** A request as any HTTP front (the Functions wrapper, a test) hands it over. */
export interface ApiRequest {
  method: string;
  /** The path below the API's base, with or without the `/api` prefix Hosting keeps. */
  path: string;
  authorization?: string;
  body?: unknown;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

// BACKEND_PATHS.clientAppAccess (packages/shared/src/config/backend.ts), as a pattern.
const APP_ACCESS = /^\/clients\/(?<id>[^/]+)\/app-access$/;
// BACKEND_PATHS.clientAppAccount.
const APP_ACCOUNT = /^\/clients\/(?<id>[^/]+)\/app-account$/;
// BACKEND_PATHS.processDatajud.
const PROCESS_DATAJUD = /^\/processes\/(?<id>[^/]+)\/datajud$/;
// BACKEND_PATHS.pushSubscription.
const PUSH_SUBSCRIPTION = /^\/push\/subscriptions\/(?<id>[^/]+)$/;
/** Every active staff role receives alerts on their own devices (issue 36). */
export const PUSH_SUBSCRIPTION_ROLES = ['admin', 'advogado', 'atendente'] as const;

/** "Atualizar agora" is open to every active staff role (any of them may follow a process). */
export const DATAJUD_REFRESH_ROLES = ['admin', 'advogado', 'atendente'] as const;
/** Fewer, shorter retries than the schedule's: the person is waiting for the answer. */
const INTERACTIVE = { attempts: 3, retryBaseMs: 1000 } as const;

/** Every endpoint of the backend, as a plain function: the Functions wrapper only adapts HTTP. */
export async function handleApiRequest(
  deps: BackendDeps & { datajud?: DatajudConfig },
  request: ApiRequest,
): Promise<ApiResponse> {
  try {
    const path = request.path.replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '') || '/';
    // Liveness, no auth: `npm start` and the tests wait for it before calling the backend. Its
    // time is how devices with a wrong clock correct their stamps (src/data/clock-reading.ts).
    if (path === BACKEND_PATHS.health && request.method === 'GET')
      return { status: 200, body: { status: 'ok', serverTime: (deps.now?.() ?? new Date()).toISOString() } };
    const appAccess = APP_ACCESS.exec(path);
    if (appAccess) {
      const clientId = decodeURIComponent(appAccess.groups!.id!);
      if (request.method === 'POST') {
        const caller = await requireStaff(deps, request.authorization, APP_ACCESS_ROLES);
        return { status: 200, body: await inviteClientToApp(deps, caller, clientId, request.body ?? undefined) };
      }
      if (request.method === 'DELETE') {
        const caller = await requireStaff(deps, request.authorization, APP_ACCESS_ROLES);
        return { status: 200, body: await revokeClientAppAccess(deps, caller, clientId) };
      }
      throw new HttpError(405, 'Método não permitido');
    }
    const appAccount = APP_ACCOUNT.exec(path);
    if (appAccount) {
      if (request.method !== 'DELETE') throw new HttpError(405, 'Método não permitido');
      const caller = await requireStaff(deps, request.authorization, APP_ACCESS_ROLES);
      return {
        status: 200,
        body: await eraseClientAppAccount(deps, caller, decodeURIComponent(appAccount.groups!.id!)),
      };
    }
    const processDatajud = PROCESS_DATAJUD.exec(path);
    if (processDatajud) {
      if (request.method !== 'POST') throw new HttpError(405, 'Método não permitido');
      await requireStaff(deps, request.authorization, DATAJUD_REFRESH_ROLES);
      const config = deps.datajud ?? datajudConfigFromEnv();
      const outcome = await followProcess(
        {
          ...deps,
          datajud: {
            ...config,
            attempts: Math.min(config.attempts, INTERACTIVE.attempts),
            retryBaseMs: Math.min(config.retryBaseMs, INTERACTIVE.retryBaseMs),
          },
        },
        decodeURIComponent(processDatajud.groups!.id!),
      );
      if (!outcome) throw new HttpError(404, 'Processo não encontrado');
      const body: DatajudRefreshResult = { status: outcome.status, added: outcome.added, checkedAt: outcome.checkedAt };
      return { status: 200, body };
    }
    const pushSubscription = PUSH_SUBSCRIPTION.exec(path);
    if (pushSubscription) {
      const deviceId = decodeURIComponent(pushSubscription.groups!.id!);
      if (request.method === 'PUT') {
        const caller = await requireStaff(deps, request.authorization, PUSH_SUBSCRIPTION_ROLES);
        return { status: 200, body: await saveSubscription(deps, caller, deviceId, request.body) };
      }
      if (request.method === 'DELETE') {
        const caller = await requireStaff(deps, request.authorization, PUSH_SUBSCRIPTION_ROLES);
        return { status: 200, body: await deleteSubscription(deps, caller, deviceId) };
      }
      throw new HttpError(405, 'Método não permitido');
    }
    throw new HttpError(404, 'Recurso não encontrado');
  } catch (error) {
    if (!(error instanceof HttpError)) console.error('backend: unexpected failure', error);
    return errorResponse(error);
  }
}
