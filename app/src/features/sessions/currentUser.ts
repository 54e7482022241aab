import useSWR, { type SWRConfiguration } from 'swr';
import { type ProfileUpdate, type User, type UserWithDriver } from '@rentacar/contract';
import type { Language } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import { api } from '../../shell/api/client';

export const fetchCurrentUser = (): Promise<UserWithDriver> => unwrap(api.GET('/user'));

/**
 * The profile behind a session token (GET /user); nothing is fetched without a token. The token is
 * part of the key so a new login never sees the previous user's cached profile.
 */
export function useCurrentUser(token: string | null, config?: SWRConfiguration<UserWithDriver>) {
  return useSWR(token ? ['getCurrentUser', token] : null, fetchCurrentUser, config);
}

export const updateProfile = (profile: ProfileUpdate) =>
  unwrap(api.PUT('/user', { body: profile }));

/** Remembers `language` on the signed-in user's account: the profile as it is, in that language. */
export function saveAccountLanguage(user: User, language: Language) {
  const { firstName, lastName, phoneNumber, address, zipCode, email } = user;
  return updateProfile({ firstName, lastName, phoneNumber, address, zipCode, email, language });
}

/**
 * POST /user/email/confirmation: another confirmation e-mail to the signed-in user's address (the
 * banner above every page sends it, so it loads with the profile).
 */
export const resendEmailConfirmation = () => unwrap(api.POST('/user/email/confirmation'));
