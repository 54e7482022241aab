import { moneySettings } from '@rentacar/rules/money';
import type { MoneySettings, SiteInfo } from '@rentacar/ui';

/**
 * Shell data shown in the footer and on the contact page (spec §1 leaves the values open): change
 * them here to rebrand the site.
 */
export const site: SiteInfo = {
  siteName: 'Rentacar',
  email: 'info@rentacar.example.com',
  phones: ['(312) 555-0147', '(312) 555-0198'],
  address: '233 S Wacker Dr, Chicago, IL 60606',
  // A Google Maps "embed" link, shown in an iframe on /contact.
  mapsEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2970.6!2d-87.6359!3d41.8789!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x880e2cbf0a8c5b0f%3A0x0!2sWillis%20Tower!5e0!3m2!1sen!2sus!4v1660000000000',
};

/**
 * The currency every price is in, from the build's `VITE_CURRENCY` (ISO 4217), and the locale
 * English pages write it in, from `VITE_LOCALE` (BCP 47); US dollars in `en-US` when unset. The
 * API's amounts are in this currency: it names how they are written, it converts nothing. The
 * mock's e-mails read the same two (mocks/src/outbox.ts).
 */
export const money: Required<MoneySettings> = moneySettings(
  import.meta.env.VITE_CURRENCY,
  import.meta.env.VITE_LOCALE,
);
