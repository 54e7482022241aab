import useSWR, { type SWRConfiguration } from 'swr';
import {
  storeToken,
  unwrap,
  type PasswordChange,
  type ProfileUpdate,
  type User,
} from '@rentacar/api';
import { api } from './client';

export const fetchCurrentUser = (): Promise<User> => unwrap(api.GET('/user'));

/**
 * The profile behind a session token (GET /user); nothing is fetched without a token. The token is
 * part of the key so a new login never sees the previous user's cached profile.
 */
export function useCurrentUser(token: string | null, config?: SWRConfiguration<User>) {
  return useSWR(token ? ['getCurrentUser', token] : null, fetchCurrentUser, config);
}

export const updateProfile = (profile: ProfileUpdate) =>
  unwrap(api.PUT('/user', { body: profile }));

/**
 * Changes the password, then logs in again with the new one: the change revokes every token of
 * the user, this session's included, and this device should stay logged in.
 */
export async function changePassword(email: string, change: PasswordChange) {
  const answer = await unwrap(api.PATCH('/user/auth', { body: change }));
  const { token } = await unwrap(
    api.POST('/login', { body: { email, password: change.newPassword } }),
  );
  storeToken(token);
  return answer;
}
