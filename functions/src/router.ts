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
import { STAFF_ROLES } from '@advocacia/shared/config/roles';
import { calendarFeedFor } from './calendar-feed/feed.js';
import { calendarFeedLink, rotateCalendarFeed } from './calendar-feed/tokens.js';

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
  /** JSON, unless `raw` is set. */
  body: unknown;
  /** A non-JSON answer (the calendar feed): sent as it is, with these headers; '' = an empty body. */
  raw?: { body: string; headers: Record<string, string> };
}

// BACKEND_PATHS.calendarFeedIcs. The token's own shape is checked by calendar-feed/tokens.ts.
const CALENDAR_FEED = /^\/calendar\/(?<token>[^/]+)\.ics$/;
/**
 * Calendar apps poll; `private` keeps the Hosting CDN (and any shared cache) from holding a
 * copy a replaced or revoked link would still reach; a few minutes spare the function repeats.
 */
export const CALENDAR_FEED_HEADERS = {
  'Content-Type': 'text/calendar; charset=utf-8',
  'Cache-Control': 'private, max-age=300',
  'Content-Disposition': 'inline; filename="agenda.ics"',
  'X-Content-Type-Options': 'nosniff',
} as const;
/** A feed that opens nothing: 404, nothing in the body, nothing cached. */
const NO_FEED: ApiResponse = {
  status: 404,
  body: undefined,
  raw: { body: '', headers: { 'Cache-Control': 'no-store' } },
};

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
    const feed = CALENDAR_FEED.exec(path);
    if (feed) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return NO_FEED;
      let token: string;
      try {
        token = decodeURIComponent(feed.groups!.token!);
      } catch {
        return NO_FEED;
      }
      const ics = await calendarFeedFor(deps, token);
      return ics === null
        ? NO_FEED
        : { status: 200, body: undefined, raw: { body: ics, headers: CALENDAR_FEED_HEADERS } };
    }
    if (path === BACKEND_PATHS.calendarFeed || path === BACKEND_PATHS.calendarFeedRotate) {
      const rotate = path === BACKEND_PATHS.calendarFeedRotate;
      if (request.method !== (rotate ? 'POST' : 'GET')) throw new HttpError(405, 'Método não permitido');
      const caller = await requireStaff(deps, request.authorization, STAFF_ROLES);
      return {
        status: 200,
        body: rotate ? await rotateCalendarFeed(deps, caller) : await calendarFeedLink(deps, caller),
      };
    }
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
    // The path is not logged: a feed's carries its token.
    if (!(error instanceof HttpError)) console.error('backend: unexpected failure', error);
    return errorResponse(error);
  }
}
