/**
 * What the agenda's URL may say (view, day), without dayjs: the routes validate their search
 * with these, and route definitions are part of the app's first chunk (only their components
 * are split), so they must stay light. agenda.ts re-exports both.
 */
export const AGENDA_VIEWS = ['mes', 'semana', 'lista'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

export type IsoDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (no 2024-02-30). */
export function isIsoDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}
