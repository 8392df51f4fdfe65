import type { LembretDoc } from '@/data';

export const REMINDER_GROUPS = ['atrasados', 'hoje', 'proximos', 'concluidos'] as const;
export type ReminderGroup = (typeof REMINDER_GROUPS)[number];
export const REMINDER_GROUP_LABELS: Record<ReminderGroup, string> = {
  atrasados: 'Atrasados',
  hoje: 'Hoje',
  proximos: 'Próximos',
  concluidos: 'Concluídos',
};

/**
 * Only a pendente reminder still asks something of the team. Enviado (the message went to
 * the client), concluído and cancelado are closed, whatever their date.
 */
export function isOpen(r: Pick<LembretDoc, 'status'>): boolean {
  return r.status === 'pendente';
}

function endOfLocalDay(now: Date): number {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d.getTime();
}

/** Which group a reminder belongs to at `now` (local day boundaries). */
export function reminderGroup(r: Pick<LembretDoc, 'status' | 'dueAt'>, now: Date = new Date()): ReminderGroup {
  if (!isOpen(r)) return 'concluidos';
  const due = Date.parse(r.dueAt);
  if (due <= now.getTime()) return 'atrasados';
  if (due <= endOfLocalDay(now)) return 'hoje';
  return 'proximos';
}

/**
 * Groups for the list: open ones by due time (most overdue first, then soonest), closed
 * ones most recent first.
 */
export function groupReminders<T extends Pick<LembretDoc, 'status' | 'dueAt'>>(
  reminders: readonly T[],
  now: Date = new Date(),
): Record<ReminderGroup, T[]> {
  const groups: Record<ReminderGroup, T[]> = { atrasados: [], hoje: [], proximos: [], concluidos: [] };
  for (const r of reminders) groups[reminderGroup(r, now)].push(r);
  for (const key of ['atrasados', 'hoje', 'proximos'] as const)
    groups[key].sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : 0));
  groups.concluidos.sort((a, b) => (a.dueAt < b.dueAt ? 1 : a.dueAt > b.dueAt ? -1 : 0));
  return groups;
}
