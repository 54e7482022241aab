import { setupI18n } from '@lingui/core';
import { messages } from '../locales/en';

/**
 * The library's English, for components rendered without a host's Lingui provider and for the
 * validation messages of a schema validated outside React. Only modules that show text import it,
 * so a bundle of text-free components (Button, Spinner) carries no catalog.
 */
export const englishI18n = setupI18n({ locale: 'en', messages: { en: messages } });
