import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckboxGroupField, ProfileFields, SelectField, TextField } from '../../forms/fields';
import {
  USER_ROLES,
  userEditSchema,
  type UserEditValues,
  type UserRole,
} from '../../forms/schemas';
import type { LanguageOption } from '../../shell/LanguageSwitcher';
import { BuiltInNotice } from '../BuiltInNotice';
import { AdminEditForm, type AdminRecordFormProps } from '../EditActions';

const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  Customer: msg`Customer`,
  Administrator: msg`Admin`,
};

/** `onSubmit` receives no `password` key when the field was left empty. */
export interface UserEditFormProps extends AdminRecordFormProps<UserEditValues> {
  /** The user as loaded: the form starts from these values. */
  initialValues: Partial<UserEditValues>;
  /** A built-in account: disabled, with the notice and without Update/Delete. */
  builtIn?: boolean;
  /**
   * The languages an account can be spoken to in, as the host's `LanguageSwitcher` lists them:
   * each named in itself whatever the page's language, so they are the host's, not the catalogs'.
   * Without them the form has no language field, for hosts that do not offer a language choice.
   */
  languages?: LanguageOption[];
}

/**
 * The administrator's form for one user account (/admin/users/{id}): the profile fields (the e-mail
 * read-only), the language the site and its e-mails speak to them, a new password (left empty to
 * keep the old one) and the roles; Update, Cancel and a confirmed Delete. A built-in account shows the notice and every field disabled.
 */
export function UserEditForm({ builtIn = false, languages, ...props }: UserEditFormProps) {
  const { t, i18n } = useLingui();
  const roleOptions = USER_ROLES.map((value) => ({ value, label: i18n._(ROLE_LABELS[value]) }));
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
      {languages && (
        <SelectField
          name="language"
          label={t`Language`}
          placeholder={t`Select`}
          options={languages.map(({ code, label }) => ({ value: code, label }))}
          disabled={builtIn}
        />
      )}
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
