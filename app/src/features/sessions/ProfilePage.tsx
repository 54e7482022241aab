import { useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { type UserWithDriver } from '@rentacar/contract';
import { getStoredToken } from '@rentacar/api';
import {
  DriverDetailsForm,
  PageHeader,
  PageSection,
  PasswordForm,
  ProfileForm,
  SideBySide,
  UserIdentity,
  type DriverDetailsValues,
  type PasswordChangeValues,
  type ProfileValues,
} from '@rentacar/ui';
import { updateProfile, useCurrentUser } from './currentUser';
import { updateDriverDetails, useDriverDetailsCheck } from './driverDetails';
import { changePassword } from './sessions';
import { authAtom, loginSuccessAtom } from './auth';
import EmailConfirmationReminder from './EmailConfirmationReminder';
import { useSave } from '../../shell/useSave';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

/** /user (behind the login guard): who is logged in, the profile form and the password form. */
export default function ProfilePage() {
  const auth = useAtomValue(authAtom);
  return auth.isUserLogin ? <Profile user={auth.user} /> : null;
}

function Profile({ user }: { user: UserWithDriver }) {
  const { t } = useLingui();
  const loginSuccess = useSetAtom(loginSuccessAtom);
  // Keeps the auth state's copy of the profile fresh (revalidation on focus, after an update).
  const { mutate: reloadUser } = useCurrentUser(getStoredToken(), { onSuccess: loginSuccess });
  const { firstName, lastName, phoneNumber, address, zipCode, email } = user;
  // A refetched user is a new object; the form starts over only when a value really changed.
  const initialValues = useMemo(
    () => ({ firstName, lastName, phoneNumber, address, zipCode, email }),
    [firstName, lastName, phoneNumber, address, zipCode, email],
  );

  const { save } = useSave();

  const saveProfile = async (profile: ProfileValues) => {
    await save(() => updateProfile(profile), {
      success: t`Your profile was updated`,
      onSaved: async () => {
        const updated = await reloadUser();
        if (updated) loginSuccess(updated);
      },
    });
    // The reloaded profile becomes the form's new initial values.
    return false;
  };

  const savePassword = (change: PasswordChangeValues) =>
    save(() => changePassword(email, change), { success: t`Your password is updated` });

  const checkDriverDetails = useDriverDetailsCheck();
  const saveDriverDetails = async (details: DriverDetailsValues) => {
    await save(() => updateDriverDetails(details), {
      success: t`Your driver details were saved`,
      onSaved: async () => {
        const updated = await reloadUser();
        if (updated) loginSuccess(updated);
      },
    });
    // The reloaded details become the form's new initial values.
    return false;
  };

  return (
    <>
      <PageMeta title={t`Profile`} />
      <PageHeader title={t`Profile`} />
      <PageSection label={t`Profile`}>
        <UserIdentity firstName={firstName} lastName={lastName} email={email} />
        <EmailConfirmationReminder user={user} shows="confirmed" />
        <SideBySide split="even">
          <ProfileForm initialValues={initialValues} onSubmit={saveProfile} />
          <PasswordForm onSubmit={savePassword} />
        </SideBySide>
      </PageSection>
      <PageSection label={t`Driver details`}>
        <DriverDetailsForm
          initialValues={user.driver}
          checkDetails={checkDriverDetails}
          onSubmit={saveDriverDetails}
          disabled={user.builtIn}
        />
      </PageSection>
    </>
  );
}
