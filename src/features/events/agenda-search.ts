/**
 * What the agenda's URL may say (view, day), without dayjs: the routes validate their search
 * with these, and route definitions are part of the app's first chunk (only their components
 * are split), so they must stay light. agenda.ts re-exports both.
 */
export const AGENDA_VIEWS = ['mes', 'semana', 'lista'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

/** A real calendar day written 'YYYY-MM-DD' (no 2024-02-30): the one type and check, from lib/validation. */
export { isValidIsoDate as isIsoDay, type IsoDay } from '@advocacia/shared/validation/date';
