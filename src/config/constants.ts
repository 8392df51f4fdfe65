/** Business constants from the specification (section 9). */

/** Browser storage key for the signed-in user (the one key used by login and sign-up alike). */
export const USER_STORAGE_KEY = '@lembretes:user';

/** Toasts stay this long by default, one at a time. */
export const TOAST_DURATION_MS = 5000;

/** The spec's page size: lists show 10 rows a page. */
export const PAGE_SIZE = 10;

/** Remote look-ups outside the replica (tickets, CEP): fresh 5 min, kept 30 min, no retry, no refetch on focus. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 30 * 60 * 1000;

export const PROCESS_TYPES = ['Extrajudicial', 'Judicial'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

export const APP_TITLE = 'Sistema de Atendimento para Advocacia';
/** The manifest's short_name: what fits beside the sync status on a phone's top bar. */
export const APP_SHORT_TITLE = 'Atendimento';
export const PRIVACY_PATH = '/politica-privacidade';
