import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckboxGroupField, ProfileFields, SelectField, TextField } from '../../forms/fields';
import {
  USER_LANGUAGES,
  USER_ROLES,
  userEditSchema,
  type UserEditValues,
  type UserLanguage,
  type UserRole,
} from '../../forms/schemas';
import { BuiltInNotice } from '../BuiltInNotice';
import { AdminEditForm, type AdminRecordFormProps } from '../EditActions';

const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  Customer: msg`Customer`,
  Administrator: msg`Admin`,
};

// Each language is named in itself, as the navbar's switcher names it, whatever the page's language.
const LANGUAGE_LABELS: Record<UserLanguage, MessageDescriptor> = {
  en: msg`English`,
  es: msg`Español`,
};

/** `onSubmit` receives no `password` key when the field was left empty. */
export interface UserEditFormProps extends AdminRecordFormProps<UserEditValues> {
  /** The user as loaded: the form starts from these values. */
  initialValues: Partial<UserEditValues>;
  /** A built-in account: disabled, with the notice and without Update/Delete. */
  builtIn?: boolean;
}

/**
 * The administrator's form for one user account (/admin/users/{id}): the profile fields (the e-mail
 * read-only), the language the site and its e-mails speak to them, a new password (left empty to
 * keep the old one) and the roles; Update, Cancel and a confirmed Delete. A built-in account shows the notice and every field disabled.
 */
export function UserEditForm({ builtIn = false, ...props }: UserEditFormProps) {
  const { t, i18n } = useLingui();
  const roleOptions = USER_ROLES.map((value) => ({ value, label: i18n._(ROLE_LABELS[value]) }));
  const languageOptions = USER_LANGUAGES.map((value) => ({
    value,
    label: i18n._(LANGUAGE_LABELS[value]),
  }));
  return (
    <AdminEditForm<UserEditValues>
      label={t`Edit User`}
      schema={userEditSchema}
      submitLabel={t`Update`}
      readOnly={builtIn}
      {...props}
    >
      {builtIn && <BuiltInNotice kind="account" />}
      <ProfileFields emailReadOnly disabled={builtIn} />
      <SelectField
        name="language"
        label={t`Language`}
        placeholder={t`Select`}
        options={languageOptions}
        disabled={builtIn}
      />
      <TextField
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        disabled={builtIn}
      />
      <CheckboxGroupField name="roles" label={t`Roles`} options={roleOptions} disabled={builtIn} />
    </AdminEditForm>
  );
}
