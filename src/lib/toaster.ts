import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@/config/constants';

/**
 * The one toaster of the app. `max: 1` makes the toast store queue the rest, so exactly
 * one toast is visible at a time (spec §1, §9); each stays 5000 ms by default.
 * At the bottom, centred: right after saving, a person watches the top bar's sync indicator and
 * the heading of the record — a toast at the top covered both (issue 30) — and may save again:
 * at the bottom right it covered the form's 'Salvar' (and a pointer resting on it paused it there).
 */
export const toaster = createToaster({
  placement: 'bottom',
  max: 1,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type NoticeType = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  title: string;
  description?: string;
  type?: NoticeType;
  duration?: number;
  /** Same id (by default: same type, title and description) = same toast: a repeat replaces the visible one instead of queueing again. */
  id?: string;
  action?: { label: string; onClick: () => void };
}

// The toast store only restarts a toast's timer when its type or duration changes, and a toast
// re-created while it is closing is dropped with it: so a repeat replaces the visible toast with
// a fresh one (full duration) instead of updating it in place.
const latestIdByKey = new Map<string, string>();
let sequence = 0;

export function notify(notice: Notice): string {
  const key = notice.id ?? `${notice.type ?? 'info'}:${notice.title}:${notice.description ?? ''}`;
  const previous = latestIdByKey.get(key);
  if (previous && toaster.isVisible(previous)) toaster.remove(previous);
  const id = `${key}#${++sequence}`;
  latestIdByKey.set(key, id);
  return toaster.create({
    id,
    title: notice.title,
    description: notice.description,
    type: notice.type ?? 'info',
    duration: notice.duration ?? TOAST_DURATION_MS,
    action: notice.action,
    closable: true,
  });
}

/** Failures use the destructive (error) style. */
export function notifyError(title: string, description?: string): string {
  return notify({ title, description, type: 'error' });
}

export function notifySuccess(title: string, description?: string): string {
  return notify({ title, description, type: 'success' });
}
