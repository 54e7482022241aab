import { clearStoredToken, storeToken } from '@rentacar/api';
import { db, tokenFor } from '@rentacar/mocks';
import { noteAccountLanguage } from '../shell/i18n/sessionLanguage';

/** Signs a mock user in (by e-mail or record) as the app's login does: the token, stored. */
export function signInAs(user: Parameters<typeof tokenFor>[0]): string {
  const token = tokenFor(user);
  storeToken(token);
  return token;
}

/** Signs out as the app's logout does: the stored token is gone. */
export const signOut = clearStoredToken;

/**
 * Signs a mock user in, in a browser that read the account's language before: restoring the
 * session then keeps the language the page starts in, as one chosen here since
 * (`shell/i18n/sessionLanguage.ts`; Storybook's `pageStory` does the same for the toolbar's).
 */
export function signInKeepingPageLanguage(email: string): string {
  const token = signInAs(email);
  const account = db.users.all().find((user) => user.email === email);
  if (!account) throw new Error(`No mock user with e-mail ${email}`);
  noteAccountLanguage(account.language);
  return token;
}
