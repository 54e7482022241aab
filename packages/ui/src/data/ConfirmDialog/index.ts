export {
  cancelReservationConfirmation,
  ConfirmDialog,
  deleteConfirmation, logoutConfirmation, useConfirm } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmOptions } from './ConfirmDialog';
