import { notify } from '@rentacar/ui';
import { failureMessage } from './errors';

/**
 * Runs a save and reports it (spec §8): the success toast, or an error toast with the server's
 * message. Resolves whether it succeeded, which is what a form's submit handler returns to reset.
 */
export async function saveWithToasts(save: () => Promise<unknown>, successMessage: string) {
  try {
    await save();
  } catch (error) {
    notify.error(failureMessage(error));
    return false;
  }
  notify.success(successMessage);
  return true;
}
