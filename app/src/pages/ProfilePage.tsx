import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { getStoredToken, type User } from '@rentacar/api';
import {
  media,
  notify,
  PageHeader,
  PasswordForm,
  ProfileForm,
  type PasswordChangeValues,
  type ProfileValues,
} from '@rentacar/ui';
import { changePassword, updateProfile, useCurrentUser } from '../api/currentUser';
import { failureMessage } from '../api/errors';
import { authAtom, loginSuccessAtom } from '../state/auth';
import { PageSection } from './layout';

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

const profileValues = ({ firstName, lastName, phoneNumber, address, zipCode, email }: User) => ({
  firstName,
  lastName,
  phoneNumber,
  address,
  zipCode,
  email,
});

/** /user (behind the login guard): who is logged in, the profile form and the password form. */
export default function ProfilePage() {
  const auth = useAtomValue(authAtom);
  const loginSuccess = useSetAtom(loginSuccessAtom);
  // Keeps the auth state's copy of the profile fresh, e.g. right after an update.
  const { mutate: reloadUser } = useCurrentUser(getStoredToken(), { onSuccess: loginSuccess });
  if (!auth.isUserLogin) return null;
  const { user } = auth;

  const saveProfile = async (profile: ProfileValues) => {
    try {
      await updateProfile(profile);
    } catch (error) {
      notify.error(failureMessage(error));
      return false;
    }
    notify.success('Your profile was updated');
    await reloadUser();
    return false;
  };

  const savePassword = async (change: PasswordChangeValues) => {
    try {
      await changePassword(change);
    } catch (error) {
      notify.error(failureMessage(error));
      return false;
    }
    notify.success('Your password is updated');
    return true;
  };

  return (
    <>
      <PageHeader title="Profile" />
      <PageSection aria-label="Profile">
        <Identity>
          <Avatar aria-hidden="true">
            {user.firstName.charAt(0)}
            {user.lastName.charAt(0)}
          </Avatar>
          <div>
            <FullName>
              {user.firstName} {user.lastName}
            </FullName>
            <Email>{user.email}</Email>
          </div>
        </Identity>
        <Forms>
          <ProfileForm initialValues={profileValues(user)} onSubmit={saveProfile} />
          <PasswordForm onSubmit={savePassword} />
        </Forms>
      </PageSection>
    </>
  );
}
