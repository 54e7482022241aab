import {
  type EmailConfirmation,
  type LoginRequest,
  type PasswordChange,
  type PasswordReset,
  type PasswordResetRequest,
  type Registration,
  type User,
} from '@rentacar/contract';
import { clearStoredToken, storeToken, unwrap } from '@rentacar/api';
import type { Language } from '@rentacar/contract';
import { api } from '../../shell/api/client';
import { fetchCurrentUser } from './currentUser';

// The session's calls (login, registration, password change), loaded with the forms that send
// them. The current user's profile (currentUser.ts) is a module of its own: the session restore
// needs it in the initial bundle, these calls are not.

/** POST /login and keeps the token under 'token'. */
async function openSession(credentials: LoginRequest): Promise<void> {
  const { token } = await unwrap(api.POST('/login', { body: credentials }));
  storeToken(token);
}

/**
 * POST /login, keeps the token under 'token', then loads the profile (spec §4 login success). A
 * failure leaves no token behind, not even an earlier session's.
 */
export async function logIn(credentials: LoginRequest): Promise<User> {
  try {
    await openSession(credentials);
    return await fetchCurrentUser();
  } catch (error) {
    clearStoredToken();
    throw error;
  }
}

/** Registers an account that speaks `language` (the page's): its e-mails come in it. */
export const register = (registration: Registration, language: Language) => {
  const body: Registration & { language: Language } = { ...registration, language };
  return unwrap(api.POST('/register', { body }));
};

/**
 * Changes the password, then logs in again with the new one: the change revokes every token of
 * the user, this session's included, and this device should stay logged in.
 */
export async function changePassword(email: string, change: PasswordChange) {
  const answer = await unwrap(api.PATCH('/user/auth', { body: change }));
  await openSession({ email, password: change.newPassword });
  return answer;
}

// Password reset and e-mail confirmation: the links of the e-mails lead to pages that
// send their token back, and none of them needs a session.

/** POST /user/password/forgot: the answer is the same whether or not the account exists. */
export const requestPasswordReset = (request: PasswordResetRequest) =>
  unwrap(api.POST('/user/password/forgot', { body: request }));

/** POST /user/password/reset with the token of the e-mail's link; ends every session of the account. */
export const resetPassword = (reset: PasswordReset) =>
  unwrap(api.POST('/user/password/reset', { body: reset }));

/** POST /user/email/confirm with the token of the e-mail's link. */
export const confirmEmail = (confirmation: EmailConfirmation) =>
  unwrap(api.POST('/user/email/confirm', { body: confirmation }));
