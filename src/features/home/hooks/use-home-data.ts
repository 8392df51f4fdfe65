import { useCallback, useMemo } from 'react';
import {
  useLiveQuery,
  type ChatDoc,
  type EventDoc,
  type LembretDoc,
  type ProcessDoc,
  type ProcessStatusDoc,
} from '@/data';
import { localDayRange } from '../day-range';

/** How many rows each card lists before pointing to the full screen. */
export const HOME_CARD_LIMIT = 6;

export interface HomeList<T> {
  items: T[];
  loading: boolean;
}

/** Events happening today, including ones that started earlier and are still running. */
export function useTodayEvents(now: Date): HomeList<EventDoc> {
  const { start, end } = localDayRange(now);
  const { data, loading } = useLiveQuery('events', {
    selector: { start: { $lt: end }, end: { $gte: start } },
    sort: [{ start: 'asc' }],
  });
  return { items: data, loading };
}

/** Pending reminders due today or already overdue (the oldest first: those are the urgent ones). */
export function useDueReminders(now: Date): HomeList<LembretDoc> {
  const { end } = localDayRange(now);
  const { data, loading } = useLiveQuery('lembrets', {
    selector: { status: 'pendente', dueAt: { $lt: end } },
    sort: [{ dueAt: 'asc' }],
  });
  return { items: data, loading };
}

/** Conversations with messages the staff has not read, the most recent first. */
export function useUnreadChats(): HomeList<ChatDoc> {
  const { data, loading } = useLiveQuery('chats', {
    selector: { unreadStaff: { $gt: 0 } },
    sort: [{ lastMessageAt: 'desc' }],
  });
  return { items: data, loading };
}

/** The newest timeline entries across all processes (a DJEN publication not attached to one yet has no process: left out). */
export function useLatestProcessUpdates(limit = HOME_CARD_LIMIT): HomeList<ProcessStatusDoc> {
  const { data, loading } = useLiveQuery('status_proccess', {
    selector: { processId: { $ne: '' } },
    sort: [{ date: 'desc' }],
    limit,
  });
  return { items: data, loading };
}

function useByIds<T extends { id: string }>(docs: T[]): Map<string, T> {
  return useMemo(() => new Map(docs.map((d) => [d.id, d])), [docs]);
}

/** The names of the clients the cards' rows refer to: `nameOf(id)`, undefined for none or one not (yet) on the device. */
export function useClientNames(
  ids: (string | null | undefined)[],
): (id: string | null | undefined) => string | undefined {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const { data } = useLiveQuery('clients', { selector: { id: { $in: unique } } });
  const byId = useByIds(data);
  return useCallback((id) => (id ? byId.get(id)?.name : undefined), [byId]);
}

export function useProcessesById(ids: string[]): Map<string, ProcessDoc> {
  const unique = [...new Set(ids)].sort();
  const { data } = useLiveQuery('proccess', { selector: { id: { $in: unique } } });
  return useByIds(data);
}

/** `prazo` events around today (the card filters by due day): the (kind, start) index answers it. */
export function useDeadlineEvents(range: { from: string; to: string }): HomeList<EventDoc> {
  const { data, loading } = useLiveQuery('events', {
    selector: { kind: 'prazo', start: { $gte: range.from, $lt: range.to } },
    sort: [{ start: 'asc' }],
  });
  return { items: data, loading };
}
