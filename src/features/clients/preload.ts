import { prefetchOrderedPage } from '@/data';
import { pageOrderBeforeIndex } from './client-list';

/**
 * The client list's route loader: starts reading the first page from the storage (the list's
 * opening order) while the screen's code is still downloading, so the list paints as soon as it mounts.
 */
export function preloadClientList(): void {
  prefetchOrderedPage('clients', pageOrderBeforeIndex('name', 'asc'));
}
