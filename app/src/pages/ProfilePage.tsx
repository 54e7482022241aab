import { useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { getStoredToken, type User } from '@rentacar/api';
import {
  media,
  PageHeader,
  PasswordForm,
  ProfileForm,
  type PasswordChangeValues,
  type ProfileValues,
} from '@rentacar/ui';
import { updateProfile, useCurrentUser } from '../api/currentUser';
import { changePassword } from '../api/session';
import { authAtom, loginSuccessAtom } from '../state/auth';
import { PageSection } from '../shared/layout';
import { useSave } from '../shared/useSave';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const FullName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Email = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Forms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('lg')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** /user (behind the login guard): who is logged in, the profile form and the password form. */
export default function ProfilePage() {
  const auth = useAtomValue(authAtom);
  return auth.isUserLogin ? <Profile user={auth.user} /> : null;
}

function Profile({ user }: { user: User }) {
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
      success: 'Your profile was updated',
      onSaved: async () => {
        const updated = await reloadUser();
        if (updated) loginSuccess(updated);
      },
    });
    // The reloaded profile becomes the form's new initial values.
    return false;
  };

  const savePassword = (change: PasswordChangeValues) =>
    save(() => changePassword(email, change), { success: 'Your password is updated' });

  return (
    <>
      <PageHeader title="Profile" />
      <PageSection aria-label="Profile">
        <Identity>
          <Avatar aria-hidden="true">
            {firstName.charAt(0)}
            {lastName.charAt(0)}
          </Avatar>
          <div>
            <FullName>
              {firstName} {lastName}
            </FullName>
            <Email>{email}</Email>
          </div>
        </Identity>
        <Forms>
          <ProfileForm initialValues={initialValues} onSubmit={saveProfile} />
          <PasswordForm onSubmit={savePassword} />
        </Forms>
      </PageSection>
    </>
  );
}
