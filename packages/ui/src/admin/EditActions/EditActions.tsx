import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../shell/Button';
import { deleteConfirmation, useConfirm } from '../../data/ConfirmDialog';
import type { SubmitHandler } from '../../forms/SchemaForm';
import { Bar } from './styles';

/** The callbacks and request states every admin edit form takes. */
export interface AdminRecordFormProps<Values> {
  /** Saves the form's values; resolve `true` to clear the form. */
  onSubmit: SubmitHandler<Values>;
  /** Back one step. */
  onCancel: () => void;
  /** Called after the user confirms 'Are you sure to delete?'. */
  onDelete: () => void;
  /** The save request is running. */
  busy?: boolean;
  /** The delete request is running: Delete is disabled and shows a small spinner. */
  deleting?: boolean;
}

export interface EditActionsProps {
  /** Label of the submit button ('Update', 'Save', 'Create'); no submit button without it. */
  submitLabel?: string;
  canSubmit?: boolean;
  /** The save request is running: the submit button shows a spinner. */
  saving?: boolean;
  onCancel: () => void;
  /** Called after the user confirms 'Are you sure to delete?'; no Delete button without it. */
  onDelete?: () => void;
  /** The delete request is running: Delete is disabled and shows a small spinner. */
  deleting?: boolean;
  /** Built-in records: only Cancel. */
  readOnly?: boolean;
}

/** Cancel, submit and (confirmed) Delete buttons of the admin edit forms. */
export function EditActions({
  submitLabel,
  canSubmit = false,
  saving = false,
  onCancel,
  onDelete,
  deleting = false,
  readOnly = false,
}: EditActionsProps) {
  const { t } = useLingui();
  const { confirm, dialog } = useConfirm();
  const confirmDelete = async () => {
    if (onDelete && (await confirm(deleteConfirmation))) onDelete();
  };
  return (
    <Bar>
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      {!readOnly && (
        <>
          {submitLabel && (
            <Button type="submit" disabled={!canSubmit || deleting} busy={saving}>
              {submitLabel}
            </Button>
          )}
          {onDelete && (
            <Button
              variant="danger"
              onClick={confirmDelete}
              busy={deleting}
              busyLabel={t`Deleting`}
              disabled={saving}
            >
              <Trans>Delete</Trans>
            </Button>
          )}
        </>
      )}
      {dialog}
    </Bar>
  );
}
