import { storeToken, unwrap, type LoginRequest, type Registration, type User } from '@rentacar/api';
import { api } from './client';
import { fetchCurrentUser } from './currentUser';

/** POST /login, keeps the token under 'token', then loads the profile (spec §4 login success). */
export async function logIn(credentials: LoginRequest): Promise<User> {
  const { token } = await unwrap(api.POST('/login', { body: credentials }));
  storeToken(token);
  return fetchCurrentUser();
}

export const register = (registration: Registration) =>
  unwrap(api.POST('/register', { body: registration }));
