export { PagedTable } from './PagedTable';
export type { PagedTableProps, SortDirection, TableColumn, TableSort } from './PagedTable';
