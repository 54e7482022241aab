import { useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { type UserWithDriver } from '@rentacar/contract';
import { getStoredToken } from '@rentacar/api';
import {
  AccountDeletionForm,
  DataDownloadCard,
  DriverDetailsForm,
  FieldLimits,
  notify,
  PageHeader,
  PageSection,
  PasswordForm,
  ProfileForm,
  SideBySide,
  UserIdentity,
  type AccountDeletionRefusal,
  type AccountDeletionValues,
  type DriverDetailsValues,
  type PasswordChangeValues,
  type ProfileValues,
} from '@rentacar/ui';
import { DRIVER_FIELD_MAX_LENGTHS } from '../../shell/driverFieldMaxLengths';
import { updateProfile, useCurrentUser } from './currentUser';
import { updateDriverDetails, useDriverDetailsCheck } from './driverDetails';
import { changePassword } from './sessions';
import { deleteMyAccount, saveMyData } from './myData';
import { useEndSession } from './useEndSession';
import { RouterLink } from '../../shell/RouterLink';
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

  const download = useSave();
  const downloadMyData = () => download.save(saveMyData);

  const deletion = useSave();
  const endSession = useEndSession();
  const [deletionRefusal, setDeletionRefusal] = useState<AccountDeletionRefusal>();
  const deleteAccount = async ({ password }: AccountDeletionValues) => {
    setDeletionRefusal(undefined);
    await deletion.save(() => deleteMyAccount(password), {
      onSaved: (refusal) => {
        setDeletionRefusal(refusal);
        if (refusal !== undefined) return;
        notify.success(t`Your account was deleted`);
        endSession();
      },
    });
    // The typed password stays for another try after a refusal; a deletion leaves the page.
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
        <FieldLimits maxLengths={DRIVER_FIELD_MAX_LENGTHS}>
          <DriverDetailsForm
            initialValues={user.driver}
            checkDetails={checkDriverDetails}
            onSubmit={saveDriverDetails}
            disabled={user.builtIn}
          />
        </FieldLimits>
      </PageSection>
      <PageSection label={t`Your data and account`}>
        <SideBySide split="even">
          <DataDownloadCard onDownload={downloadMyData} busy={download.busy} />
          <AccountDeletionForm
            onSubmit={deleteAccount}
            busy={deletion.busy}
            refusal={deletionRefusal}
            reservationsLink={
              <RouterLink href="/user/reservations">{t`Your reservations`}</RouterLink>
            }
            disabled={user.builtIn}
          />
        </SideBySide>
      </PageSection>
    </>
  );
}
