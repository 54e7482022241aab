import type { operations } from '@rentacar/contract';
import { useSave } from '../useSave';
import { useGoBack } from './useGoBack';

type OperationId = keyof operations;

export interface RecordActionsOptions {
  /** Where Back leads when the screen was opened directly. */
  listPath: string;
  /** Cached lists a change or a deletion makes stale. */
  lists: OperationId[];
  /** The record's own cached answer, stale after a save. */
  record: OperationId;
  /** The delete request (the form has already asked for confirmation). */
  remove: () => Promise<unknown>;
  /** 'Vehicle was deleted', ... */
  removedMessage: string;
}

/**
 * Save and delete of an admin edit screen, with the toasts of spec §8, fresh lists afterwards, and
 * back one step after a deletion. `formProps` are the library form's Cancel/Delete/busy props.
 */
export function useRecordActions({
  listPath,
  lists,
  record,
  remove,
  removedMessage,
}: RecordActionsOptions) {
  const goBack = useGoBack(listPath);
  const saving = useSave();
  const deleting = useSave();
  /** Runs a save with its success message; resolves whether it succeeded. */
  const save = (request: () => Promise<unknown>, success: string) =>
    saving.save(request, { success, revalidate: [...lists, record] });
  const onDelete = () =>
    deleting.save(remove, { success: removedMessage, revalidate: lists, onSaved: goBack });
  return {
    save,
    goBack,
    formProps: {
      onCancel: goBack,
      onDelete: () => void onDelete(),
      busy: saving.busy,
      deleting: deleting.busy,
    },
  };
}
