import type { EmailContext } from '../format';
import type { EmailRecipient, ReservationSummary } from '../types';
import type { EmailAction } from './EmailLayout';

/** The first line of every e-mail: `Hello Jane Doe,`. */
export const greeting = ({ recipientName }: EmailRecipient, { i18n }: EmailContext): string =>
  i18n._({ id: 'email.greeting', message: 'Hello {recipientName},', values: { recipientName } });

/** The button of every e-mail about one reservation: its page on the site. */
export const viewReservationAction = (
  reservation: ReservationSummary,
  { i18n }: EmailContext,
): EmailAction => ({
  label: i18n._({ id: 'email.viewReservation', message: 'View your reservation' }),
  href: reservation.link,
});

/** The button of the e-mails that confirm an address. */
export const confirmAddressAction = (confirmLink: string, { i18n }: EmailContext): EmailAction => ({
  label: i18n._({ id: 'email.confirmAddress', message: 'Confirm e-mail address' }),
  href: confirmLink,
});
