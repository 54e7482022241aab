export * from './PagedTable';
export * from './ConfirmDialog';
export * from './ToastHost';
