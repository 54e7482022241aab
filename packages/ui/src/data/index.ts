export * from './Accordion';
export * from './ConfirmDialog';
export * from './PagedTable';
export * from './Pagination';
export * from './ReservationSummary';
export * from './ToastHost';
