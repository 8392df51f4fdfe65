import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLiveQuery, type LembretDoc } from '@/data';
import { notify } from '@/lib/toaster';
import { REMINDERS_ANNOUNCED_KEY } from '@/lib/user-caches';
import { formatDateTime } from '@/lib/format';
import { toPlainText } from '@/lib/text-styles';
import { dueKey, MAX_WAIT_MS, msUntilNextDue, remindersComingDue } from './due';
import { showSystemNotification } from './system-notification';

const ANNOUNCED_KEY = REMINDERS_ANNOUNCED_KEY;
const ANNOUNCED_LIMIT = 200;

/** Announced keys live in localStorage so a reload or a second tab does not repeat them. */
function loadAnnounced(): Set<string> {
  try {
    const raw = JSON.parse(localStorage.getItem(ANNOUNCED_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function saveAnnounced(keys: Set<string>): void {
  try {
    localStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...keys].slice(-ANNOUNCED_LIMIT)));
  } catch {
    // Storage full or blocked: at worst a reminder is announced again after a reload.
  }
}

/**
 * Calls `onDue` once for each pending reminder whose due time passes while this hook is
 * mounted. One timer, aimed at the next due time (re-aimed at least once a minute); the
 * list is live, so a reminder created, rescheduled or concluded elsewhere re-aims it.
 */
export function useDueReminders(
  reminders: readonly LembretDoc[],
  onDue: (r: LembretDoc) => void,
  now: () => number = Date.now,
): void {
  const since = useRef<number | null>(null);
  const onDueRef = useRef(onDue);
  useEffect(() => {
    onDueRef.current = onDue;
  }, [onDue]);

  useEffect(() => {
    since.current ??= now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const t = now();
      const announced = loadAnnounced();
      const due = remindersComingDue(reminders, since.current ?? t, t, announced);
      if (due.length) {
        for (const r of due) announced.add(dueKey(r));
        saveAnnounced(announced);
        for (const r of due) onDueRef.current(r);
      }
      const wait = msUntilNextDue(reminders, t);
      timer = setTimeout(check, wait === null ? MAX_WAIT_MS : Math.max(wait, 0));
    };
    check();
    return () => clearTimeout(timer);
  }, [reminders, now]);
}

const PENDING = { selector: { status: 'pendente' as const } };

/**
 * Mounted once in the signed-in layout: while the app is open, a reminder that comes due
 * shows a toast (with "Abrir") and, when the user allowed it on the reminders screen, a
 * system notification. Renders nothing.
 */
export function ReminderWatcher({ now }: { now?: () => number } = {}): null {
  const router = useRouter();
  const { data } = useLiveQuery('lembrets', PENDING);
  useDueReminders(
    data,
    (r) => {
      const body = r.message ? toPlainText(r.message) : `Vencimento: ${formatDateTime(r.dueAt)}`;
      notify({
        id: `lembrete:${dueKey(r)}`,
        type: 'warning',
        title: `Lembrete: ${r.title}`,
        description: body,
        action: {
          label: 'Abrir',
          onClick: () => void router.navigate({ to: '/lembretes/editar/$id', params: { id: r.id } }),
        },
      });
      void showSystemNotification(`Lembrete: ${r.title}`, { body, tag: r.id });
    },
    now,
  );
  return null;
}
