import { PAGE_SIZE } from '@/config/constants';
import type { SortDirection } from '@/components/data-list';
import type { PageOrder } from '@/data';

/**
 * The client list's storage order, in a module of its own (no data layer, no screens): the
 * `/clientes` route reads the first page with it as soon as the replica is open.
 */
export type ClientSortKey = 'name' | 'updatedAt';

/** The storage-ordered page the list shows before its index is ready. */
export function pageOrderBeforeIndex(sortKey: ClientSortKey, direction: SortDirection, page = 1): PageOrder<'clients'> {
  return { sort: { [sortKey]: direction }, page, pageSize: PAGE_SIZE };
}

/** The page the list opens on (by name, A→Z, page 1). */
export const firstClientPage = (): PageOrder<'clients'> => pageOrderBeforeIndex('name', 'asc');
