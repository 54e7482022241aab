import {
  type LoginRequest,
  type PasswordChange,
  type Registration,
  type User,
} from '@rentacar/contract';
import { clearStoredToken, storeToken, unwrap } from '@rentacar/api';
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

export const register = (registration: Registration) =>
  unwrap(api.POST('/register', { body: registration }));

/**
 * Changes the password, then logs in again with the new one: the change revokes every token of
 * the user, this session's included, and this device should stay logged in.
 */
export async function changePassword(email: string, change: PasswordChange) {
  const answer = await unwrap(api.PATCH('/user/auth', { body: change }));
  await openSession({ email, password: change.newPassword });
  return answer;
}
