import type { Language, User } from '@rentacar/contract';
import type { useLanguage } from './useLanguage';

/** The account's language as this browser last read it from the account (or saved it there). */
const ACCOUNT_LANGUAGE_KEY = 'accountLanguage';

/**
 * Notes the account's language as it now stands: read at a login or a restore, or saved there by
 * the language switch. A later restore tells by it whether the account changed since.
 */
export function noteAccountLanguage(language: Language): void {
  localStorage.setItem(ACCOUNT_LANGUAGE_KEY, language);
}

/**
 * The language a session shows once it opens. A login shows the account's: the user
 * chose it, and it follows them to this device. A restored session (a reload, a new tab) shows
 * the account's only when it changed since this browser last read it (a choice on another
 * device, an administrator's edit, or never read here); otherwise the page keeps its language,
 * which is then the account's or one the visitor chose here since, which the account could not
 * keep (a built-in account refuses every edit, a save can fail): the newer choice wins.
 */
function sessionLanguage(user: User, shown: Language, restored: boolean): Language {
  const lastRead = localStorage.getItem(ACCOUNT_LANGUAGE_KEY);
  noteAccountLanguage(user.language);
  return restored && lastRead === user.language ? shown : user.language;
}

/**
 * Shows the language a session opening for `user` asks for (`sessionLanguage`) on a page showing
 * `shown` (`useLanguage()`). A switch also remembers it in the cookie, so the server renders the
 * next page in it. The session restore loads this module with the stored session only, so a
 * visit without one does not carry it.
 */
export async function showSessionLanguage(
  { language, changeLanguage }: ReturnType<typeof useLanguage>,
  user: User,
  { restored }: { restored: boolean },
): Promise<void> {
  const chosen = sessionLanguage(user, language, restored);
  if (chosen !== language) await changeLanguage(chosen);
}
