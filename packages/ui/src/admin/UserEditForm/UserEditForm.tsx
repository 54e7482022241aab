import { CheckboxGroupField, ProfileFields, TextField } from '../../forms/fields';
import { userEditSchema, type UserEditValues } from '../../forms/schemas';
import type { SubmitHandler } from '../../forms/SchemaForm';
import { BuiltInNotice } from '../BuiltInNotice';
import { EditActions } from '../EditActions';
import { AdminFormCard } from '../VehicleForm/styles';

const roleOptions = [
  { value: 'Customer', label: 'Customer' },
  { value: 'Administrator', label: 'Admin' },
] as const;

export interface UserEditFormProps {
  initialValues: Partial<UserEditValues>;
  /** Receives the values; `password` is left out when the field was empty. */
  onSubmit: SubmitHandler<UserEditValues>;
  onCancel: () => void;
  /** Called after the delete confirmation. */
  onDelete: () => void;
  busy?: boolean;
  deleting?: boolean;
  /** A built-in account: disabled, with the notice and without Update/Delete. */
  builtIn?: boolean;
}

export function UserEditForm({
  initialValues,
  onSubmit,
  onCancel,
  onDelete,
  busy = false,
  deleting = false,
  builtIn = false,
}: UserEditFormProps) {
  return (
    <AdminFormCard<UserEditValues>
      label="Edit User"
      schema={userEditSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working }) => (
        <>
          {builtIn && <BuiltInNotice kind="account" />}
          <ProfileFields emailReadOnly disabled={builtIn} />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            disabled={builtIn}
          />
          <CheckboxGroupField name="roles" label="Roles" options={roleOptions} disabled={builtIn} />
          <EditActions
            submitLabel="Update"
            canSubmit={canSubmit}
            saving={working}
            onCancel={onCancel}
            onDelete={onDelete}
            deleting={deleting}
            readOnly={builtIn}
          />
        </>
      )}
    </AdminFormCard>
  );
}
