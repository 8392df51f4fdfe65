/**
 * The firm's backend (Cloud Functions for Firebase, `functions/`), shared by the app and the
 * backend itself: one HTTPS function serves every endpoint under `/api`.
 * Production: Firebase Hosting rewrites `/api/**` to it (firebase.json), so the app calls its
 * own origin. Locally: the Functions emulator's URL, `http://<host>/<project>/<region>/api`.
 */
export const BACKEND_FUNCTION = 'api';
export const BACKEND_REGION = 'southamerica-east1';

/** Endpoint paths (below the API's base URL). */
export const BACKEND_PATHS = {
  /** GET, no auth: answers { status: 'ok' } once the backend serves. */
  health: '/health',
  /** POST: invite the client to the mobile app (create/reuse the account, link it); DELETE: revoke. */
  clientAppAccess: (clientId: string) => `/clients/${encodeURIComponent(clientId)}/app-access`,
  /** DELETE, admin/advogado: LGPD anonymisation reaching the client's app account (profile data and Auth account erased). */
  clientAppAccount: (clientId: string) => `/clients/${encodeURIComponent(clientId)}/app-account`,
  /** POST, staff: "Atualizar agora" — look the process up in DataJud now (issue 16). */
  processDatajud: (processId: string) => `/processes/${encodeURIComponent(processId)}/datajud`,
  /** PUT { endpoint, keys: { p256dh, auth }, userAgent? }: this device's Web Push subscription (issue 36); DELETE removes it. */
  pushSubscription: (deviceId: string) => `/push/subscriptions/${encodeURIComponent(deviceId)}`,
} as const;

/** What "Atualizar agora" answers: the lookup's outcome code (src/lib/datajud/tracking.ts), entries added, when. */
export interface DatajudRefreshResult {
  status: 'ok' | 'not-covered' | 'not-found' | 'unavailable' | 'invalid-number';
  added: number;
  checkedAt: string;
}

/** What the invitation answers. */
export interface ClientAppAccessInvite {
  uid: string;
  email: string;
  /** Whether the Auth account existed before (reused) or was made now. */
  created: boolean;
  /** A link where the client sets their password (Firebase's password-reset action link). */
  passwordSetupLink: string;
}

export interface ClientAppAccessRevoked {
  uid: string | null;
  revoked: boolean;
  /** Whether the account itself was disabled (not when it is still linked to another client record). */
  accountDisabled: boolean;
}

/** What erasing a client's app account answers (LGPD anonymisation, issue 26). */
export interface ClientAppAccountErased {
  /** The account found (the record's link, or the record's e-mail after an earlier revocation); null: none. */
  uid: string | null;
  /** Whether its profile data and its Auth account were erased (not when it serves another client record, nor a staff account). */
  erased: boolean;
}

/**
 * Why a push notification to a client was not sent (the backend writes the code, e.g. on a
 * reminder's `deliveryError`; the app words it): the client record is gone, no LGPD consent for
 * messages, no app account, the account was revoked, no device registered, Expo failed.
 */
export const DELIVERY_FAILURES = [
  'no-client',
  'no-consent',
  'no-app-account',
  'app-access-revoked',
  'no-device',
  'expo-error',
] as const;
export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];
