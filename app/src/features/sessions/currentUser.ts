import useSWR, { type SWRConfiguration } from 'swr';
import { type ProfileUpdate, type User } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import { api } from '../../shell/api/client';

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
