import { CheckboxGroupField, ProfileFields, TextField } from '../../forms/fields';
import {
  USER_ROLES,
  userEditSchema,
  type UserEditValues,
  type UserRole,
} from '../../forms/schemas';
import { BuiltInNotice } from '../BuiltInNotice';
import { AdminEditForm, type AdminRecordFormProps } from '../EditActions';

const ROLE_LABELS: Record<UserRole, string> = { Customer: 'Customer', Administrator: 'Admin' };

const roleOptions = USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** `onSubmit` receives no `password` key when the field was left empty. */
export interface UserEditFormProps extends AdminRecordFormProps<UserEditValues> {
  /** The user as loaded: the form starts from these values. */
  initialValues: Partial<UserEditValues>;
  /** A built-in account: disabled, with the notice and without Update/Delete. */
  builtIn?: boolean;
}

/**
 * The administrator's form for one user account (/admin/users/{id}): the profile fields (the e-mail
 * read-only), a new password (left empty to keep the old one) and the roles; Update, Cancel and a
 * confirmed Delete. A built-in account shows the notice and every field disabled.
 */
export function UserEditForm({ builtIn = false, ...props }: UserEditFormProps) {
  return (
    <AdminEditForm<UserEditValues>
      label="Edit User"
      schema={userEditSchema}
      submitLabel="Update"
      readOnly={builtIn}
      {...props}
    >
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
    </AdminEditForm>
  );
}
