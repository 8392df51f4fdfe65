import { foldText, type ClientDoc, type OrderedPage } from '@/data';
import { PAGE_SIZE } from '@/config/constants';
import type { Page, SortDirection } from '@/components/data-list';
import type { ClientSortKey } from './list-order';

export { pageOrderBeforeIndex, type ClientSortKey } from './list-order';

/** Filters of the client list; '' means "any". */
export interface ClientFilters extends Record<string, string> {
  kind: '' | 'PF' | 'PJ';
  categoryId: string;
  /** A staff uid, NO_RESPONSIBLE, or '' for any. */
  responsibleUid: string;
}

export const NO_RESPONSIBLE = '__nenhum__';
export const EMPTY_FILTERS: ClientFilters = { kind: '', categoryId: '', responsibleUid: '' };

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
export function arrangeClients(
  nameOrdered: readonly ClientDoc[],
  filters: ClientFilters,
  sortKey: ClientSortKey,
  direction: SortDirection,
): ClientDoc[] {
  const rows = hasFilters(filters) ? nameOrdered.filter((c) => matchesFilters(c, filters)) : [...nameOrdered];
  if (sortKey === 'name') return direction === 'asc' ? rows : rows.reverse();
  const sign = direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => (a.updatedAt < b.updatedAt ? -sign : a.updatedAt > b.updatedAt ? sign : 0));
}

const MASKED_NUMBER = /^[\d.\-/()\s+]+$/;
const MASKED_CNPJ = /^[0-9a-z]{2}\.[0-9a-z]{3}(\.[0-9a-z]{0,3})?(\/[0-9a-z]{0,4})?(-\d{0,2})?$/i;

/**
 * The search index holds CPF/CNPJ and phones unmasked, so a term typed or pasted with its
 * mask ('529.982.247-25', '(11) 98765-4321', '12.ABC.345/01DE-35') is searched unmasked.
 */
export function normalizeSearchTerm(term: string): string {
  const t = term.trim();
  if (/\d/.test(t) && MASKED_NUMBER.test(t)) return t.replace(/\D/g, '');
  if (MASKED_CNPJ.test(t)) return t.replace(/[^0-9a-z]/gi, '');
  return t;
}

/**
 * The list's page while the search index is still being built (a large replica, right
 * after the page loads): the same page read through the storage's index on the sort
 * field. Only the plain list can be read that way (no search, no filters).
 */

export function canShowBeforeIndex(search: string, filters: ClientFilters): boolean {
  return search.trim() === '' && !hasFilters(filters);
}

/**
 * IndexedDB orders names by code unit ('Zé' before 'ana', 'Ângela' after both), the list by
 * the folded name: within the page the rows take the list's order. (A name that folds into
 * the page from elsewhere in the code-unit order joins it once the index is ready.)
 */
export function pageBeforeIndex(
  early: OrderedPage<ClientDoc>,
  sortKey: ClientSortKey,
  direction: SortDirection,
): Page<ClientDoc> {
  const sign = direction === 'asc' ? 1 : -1;
  const rows =
    sortKey === 'name'
      ? early.rows
          .map((c) => ({ c, key: foldText(c.name) }))
          .sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : 0))
          .map(({ c }) => c)
      : early.rows;
  return { rows, page: early.page, pageCount: Math.max(1, Math.ceil(early.total / PAGE_SIZE)), total: early.total };
}
