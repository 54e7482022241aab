import { useNavigate } from 'react-router-dom';
import { logoutConfirmation, useConfirm } from '@rentacar/ui';
import { useEndSession } from './useEndSession';

/**
 * Logout of the navbar and the admin sidebar: asks 'Are you sure to logout?', then ends the session
 * and goes home. Render `dialog` once next to the trigger.
 */
export function useLogout() {
  const { confirm, dialog } = useConfirm();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const logout = async () => {
    if (!(await confirm(logoutConfirmation))) return;
    // Leave first (committed at once, not as a transition): ended on a guarded screen, its guard
    // would redirect to login instead of home.
    await navigate('/', { flushSync: true });
    endSession();
  };
  return { logout, dialog };
}
