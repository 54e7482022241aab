export * from './Accordion';
export * from './BarChart';
export * from './ConfirmDialog';
export * from './ListFilters';
export * from './PagedTable';
export * from './Pagination';
export * from './ReservationSummary';
export * from './ToastHost';
