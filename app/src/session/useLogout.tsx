import { logoutConfirmation, useConfirm } from '@rentacar/ui';
import { useEndSession } from './useEndSession';

/**
 * Logout of the navbar: asks 'Are you sure to logout?', then ends the session and goes home.
 * Render `dialog` once next to the trigger.
 */
export function useLogout() {
  const { confirm, dialog } = useConfirm();
  const endSession = useEndSession();
  const logout = async () => {
    if (await confirm(logoutConfirmation)) endSession();
  };
  return { logout, dialog };
}
