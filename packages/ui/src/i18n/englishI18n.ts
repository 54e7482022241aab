import { setupI18n } from '@lingui/core';

/**
 * The library's English, for components rendered without a host's Lingui provider and for the
 * validation messages of a schema validated outside React. It needs no catalog: the build
 * (`linguiMacro.ts`) compiles each message's English into the code that shows it, so a bundle
 * carries only the English of the components it uses.
 */
export const englishI18n = setupI18n({ locale: 'en', messages: { en: {} } });
