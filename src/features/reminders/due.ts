import type { LembretDoc } from '@/data';

type Due = Pick<LembretDoc, 'id' | 'status' | 'dueAt'>;

/** A reminder is announced once per due time: editing the time re-arms it. */
export function dueKey(r: Pick<LembretDoc, 'id' | 'dueAt'>): string {
  return `${r.id}@${r.dueAt}`;
}

/**
 * Pending reminders that came due in (since, now] and were not announced yet. Reminders
 * already overdue when the app opened are not re-announced one by one: the list shows
 * them under "Atrasados".
 */
export function remindersComingDue<T extends Due>(
  reminders: readonly T[],
  since: number,
  now: number,
  announced: ReadonlySet<string>,
): T[] {
  return reminders.filter((r) => {
    if (r.status !== 'pendente') return false;
    const due = Date.parse(r.dueAt);
    return due > since && due <= now && !announced.has(dueKey(r));
  });
}

/** Longest single wait: re-checks at least once a minute, so a suspended tablet or a clock change is caught up. */
export const MAX_WAIT_MS = 60_000;

/** Milliseconds until the next pending reminder comes due (capped), or null when none is ahead. */
export function msUntilNextDue(reminders: readonly Due[], now: number): number | null {
  let next = Infinity;
  for (const r of reminders) {
    if (r.status !== 'pendente') continue;
    const due = Date.parse(r.dueAt);
    if (due > now && due < next) next = due;
  }
  return next === Infinity ? null : Math.min(next - now, MAX_WAIT_MS);
}
