export { DataTable, type Column } from './DataTable';
export { ListToolbar } from './ListToolbar';
export { Pagination } from './Pagination';
export { EmptyState } from './EmptyState';
export { useListState } from './use-list-state';
export { useDeleteWithUndo } from './use-delete-with-undo';
export { paginate, sortRows, matchesSearch, foldForSearch, type Page, type SortDirection } from './paginate';
