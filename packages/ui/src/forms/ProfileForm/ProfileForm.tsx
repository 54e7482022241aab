import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../shell/Button';
import { ProfileFields } from '../fields';
import { profileSchema, type ProfileValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { FormCard } from '../SchemaForm/styles';
import { FormTitle } from './styles';

export interface ProfileFormProps extends FormProps<ProfileValues> {
  /** The current profile; the form becomes pristine again whenever it changes. */
  initialValues: Partial<ProfileValues>;
}

/**
 * The profile page's 'Update Profile' card: name, phone, address and zip code of the signed-in
 * user; the e-mail is shown read-only.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { t } = useLingui();
  return (
    <FormCard<ProfileValues> label={t`Update Profile`} schema={profileSchema} {...props}>
      {({ canSubmit, working }) => (
        <>
          <FormTitle>
            <Trans>Update Profile</Trans>
          </FormTitle>
          <ProfileFields emailReadOnly />
          <Button type="submit" disabled={!canSubmit} busy={working}>
            <Trans>Update</Trans>
          </Button>
        </>
      )}
    </FormCard>
  );
}
