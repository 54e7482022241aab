import { ConfirmDialog, logoutConfirmation } from '@rentacar/ui';
import { useEndSession } from './useEndSession';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The navbar's 'Are you sure to logout?': confirming ends the session and goes home. */
export default function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const endSession = useEndSession();
  return (
    <ConfirmDialog
      {...logoutConfirmation}
      open={open}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        endSession();
      }}
    />
  );
}
