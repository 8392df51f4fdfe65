import type { ClientDoc } from '@/data';
import type { SortDirection } from '@/components/data-list';

/** Filters of the client list; '' means "any". */
export interface ClientFilters extends Record<string, string> {
  kind: '' | 'PF' | 'PJ';
  categoryId: string;
  /** A staff uid, NO_RESPONSIBLE, or '' for any. */
  responsibleUid: string;
}

export const NO_RESPONSIBLE = '__nenhum__';
export const EMPTY_FILTERS: ClientFilters = { kind: '', categoryId: '', responsibleUid: '' };

export type ClientSortKey = 'name' | 'updatedAt';

export function hasFilters(f: ClientFilters): boolean {
  return f.kind !== '' || f.categoryId !== '' || f.responsibleUid !== '';
}

export function matchesFilters(c: ClientDoc, f: ClientFilters): boolean {
  if (f.kind && c.kind !== f.kind) return false;
  if (f.categoryId && !c.categoryIds.includes(f.categoryId)) return false;
  if (f.responsibleUid === NO_RESPONSIBLE) return !c.responsibleUid;
  if (f.responsibleUid && c.responsibleUid !== f.responsibleUid) return false;
  return true;
}

/**
 * Filters and orders the search result. The search index already returns clients in name
 * order, so sorting by name is free (a reversal for descending); ISO timestamps compare as
 * plain strings. No collator runs on 10,000 rows per keystroke.
 */
export function arrangeClients(nameOrdered: readonly ClientDoc[], filters: ClientFilters, sortKey: ClientSortKey, direction: SortDirection): ClientDoc[] {
  const rows = hasFilters(filters) ? nameOrdered.filter((c) => matchesFilters(c, filters)) : [...nameOrdered];
  if (sortKey === 'name') return direction === 'asc' ? rows : rows.reverse();
  const sign = direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => (a.updatedAt < b.updatedAt ? -sign : a.updatedAt > b.updatedAt ? sign : 0));
}
