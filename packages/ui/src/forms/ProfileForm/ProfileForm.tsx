import { Button } from '../../shell/Button';
import { ProfileFields } from '../fields';
import { profileSchema, type ProfileValues } from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { AccountFormCard, FormTitle } from './styles';

export interface ProfileFormProps {
  /** The current profile; the form becomes pristine again whenever it changes. */
  initialValues: Partial<ProfileValues>;
  onSubmit: SubmitHandler<ProfileValues>;
  busy?: boolean;
}

export function ProfileForm({ initialValues, onSubmit, busy = false }: ProfileFormProps) {
  return (
    <AccountFormCard<ProfileValues>
      label="Update Profile"
      schema={profileSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>Update Profile</FormTitle>
          <ProfileFields emailReadOnly />
          <Button type="submit" disabled={!canSubmit} busy={working}>
            Update
          </Button>
        </>
      )}
    </AccountFormCard>
  );
}
