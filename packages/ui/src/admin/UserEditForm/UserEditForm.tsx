import { CheckboxGroupField, ProfileFields, TextField } from '../../forms/fields';
import { userEditSchema, type UserEditValues } from '../../forms/schemas';
import { BuiltInNotice } from '../BuiltInNotice';
import { EditActions, type AdminRecordFormProps } from '../EditActions';
import { AdminFormCard } from '../VehicleForm/styles';

const roleOptions = [
  { value: 'Customer', label: 'Customer' },
  { value: 'Administrator', label: 'Admin' },
] as const;

/** `onSubmit` receives no `password` key when the field was left empty. */
export interface UserEditFormProps extends AdminRecordFormProps<UserEditValues> {
  /** The user as loaded: the form starts from these values. */
  initialValues: Partial<UserEditValues>;
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
