import { clearStoredToken, storeToken } from '@rentacar/api';
import { tokenFor } from '@rentacar/mocks';

/** Signs a mock user in (by e-mail or record) as the app's login does: the token, stored. */
export function signInAs(user: Parameters<typeof tokenFor>[0]): string {
  const token = tokenFor(user);
  storeToken(token);
  return token;
}

/** Signs out as the app's logout does: the stored token is gone. */
export const signOut = clearStoredToken;
