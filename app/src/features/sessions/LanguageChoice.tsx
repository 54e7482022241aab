import { useAtomValue } from 'jotai';
import { isLanguage } from '@rentacar/rules/languages';
import { LanguageSwitcher } from '@rentacar/ui';
import { LANGUAGE_CHOICES } from '../../shell/i18n/i18n';
import { useLanguage } from '../../shell/i18n/useLanguage';
import { authAtom } from './auth';
import { saveAccountLanguage } from './currentUser';

/** The language switch of the site's navbar and the admin area's sidebar. */
export function LanguageChoice() {
  const auth = useAtomValue(authAtom);
  const { language, changeLanguage } = useLanguage();
  const chooseLanguage = async (code: string) => {
    if (!isLanguage(code)) return;
    await changeLanguage(code);
    // A signed-in user's choice also goes with their account, to their other devices and e-mails.
    // Like a failed load, a failed save is only logged (spec §8): this device still remembers it,
    // and a restored session keeps it, as the account's language is not noted as read anew.
    if (!auth.isUserLogin) return;
    await saveAccountLanguage(auth.user, code)
      // The session's language rule loads with a save, off the first visit (`SessionGate`).
      .then(async () =>
        (await import('../../shell/i18n/sessionLanguage')).noteAccountLanguage(code),
      )
      .catch(console.error);
  };
  return (
    <LanguageSwitcher
      locale={language}
      locales={LANGUAGE_CHOICES}
      onChange={(code) => void chooseLanguage(code)}
    />
  );
}
