import { useState } from 'react';
import { notify } from '@rentacar/ui';
import { failureMessage } from '../api/errors';

/**
 * A save or delete (the library's EditActions has already asked for confirmation): while it runs
 * `busy` is true; success shows `successMessage`, a failure shows the server's message (spec §8).
 * Resolves whether it succeeded.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      notify.success(successMessage);
      return true;
    } catch (error) {
      notify.error(failureMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
