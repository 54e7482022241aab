/** @jsxRuntime automatic */
import { render } from '@react-email/render';
import type { I18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { reservationCalendar, type CalendarAction } from './calendar';
import { emailContext, singleLine, type EmailContext } from './format';
import { BookingConfirmed, bookingConfirmedSubject } from './templates/BookingConfirmed';
import { FACTS_TABLE_CLASS } from './templates/FactsTable';
import { EmailConfirmation, emailConfirmationSubject } from './templates/EmailConfirmation';
import type { MessageProps } from './templates/messageProps';
import { PasswordReset, passwordResetSubject } from './templates/PasswordReset';
import { PickUpReminder, pickUpReminderSubject } from './templates/PickUpReminder';
import {
  ReservationCancelled,
  reservationCancelledSubject,
} from './templates/ReservationCancelled';
import { ReservationChanged, reservationChangedSubject } from './templates/ReservationChanged';
import { Welcome, welcomeSubject } from './templates/Welcome';
import type {
  EmailAttachment,
  EmailKind,
  EmailMessage,
  EmailSettings,
  RenderedEmail,
  ReservationEmailKind,
} from './types';

interface Template<Kind extends EmailKind> {
  subject: (props: MessageProps<Kind>) => string;
  Body: (props: MessageProps<Kind>) => ReactElement;
  attachments?: (props: MessageProps<Kind>) => EmailAttachment[];
}

/** Every e-mail about a reservation carries its one calendar event, added, moved or removed. */
const calendarOf =
  (action: CalendarAction) =>
  ({
    message,
    context,
  }: {
    message: Extract<EmailMessage, { kind: ReservationEmailKind }>;
    context: EmailContext;
  }): EmailAttachment[] => [reservationCalendar(message.reservation, message, action, context)];

const TEMPLATES: { [Kind in EmailKind]: Template<Kind> } = {
  bookingConfirmed: {
    subject: bookingConfirmedSubject,
    Body: BookingConfirmed,
    attachments: calendarOf('request'),
  },
  reservationCancelled: {
    subject: reservationCancelledSubject,
    Body: ReservationCancelled,
    attachments: calendarOf('cancel'),
  },
  reservationChanged: {
    subject: reservationChangedSubject,
    Body: ReservationChanged,
    attachments: calendarOf('request'),
  },
  pickUpReminder: {
    subject: pickUpReminderSubject,
    Body: PickUpReminder,
    attachments: calendarOf('request'),
  },
  welcome: { subject: welcomeSubject, Body: Welcome },
  emailConfirmation: { subject: emailConfirmationSubject, Body: EmailConfirmation },
  passwordReset: { subject: passwordResetSubject, Body: PasswordReset },
};

/**
 * The plain-text part keeps the facts tables as columns (html-to-text runs cells together
 * otherwise) and headings as written.
 */
const PLAIN_TEXT_OPTIONS = {
  selectors: [
    {
      selector: `table.${FACTS_TABLE_CLASS}`,
      format: 'dataTable',
      options: { uppercaseHeaderCells: false },
    },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'caption', format: 'heading', options: { uppercase: false } },
  ],
};

async function renderWith<Kind extends EmailKind>(
  template: Template<Kind>,
  props: MessageProps<Kind>,
): Promise<RenderedEmail> {
  const { Body } = template;
  const element = <Body {...props} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS }),
  ]);
  return {
    to: props.message.to,
    subject: singleLine(template.subject(props)),
    html,
    text,
    attachments: template.attachments?.(props) ?? [],
  };
}

/**
 * An e-mail as it is sent: subject, HTML and plain-text parts, attachments. React escapes every
 * text it is given (names, places), so user input never becomes markup. Runs in Node and in the
 * browser (the mock renders the same e-mails the server does).
 *
 * `reviewI18n` writes the texts with other messages than the recipient's language's: a reviewer's
 * language in Storybook (Spanish, or the pseudo-locale that finds English left in a template).
 */
export function renderEmail(
  message: EmailMessage,
  settings: EmailSettings,
  reviewI18n?: I18n,
): Promise<RenderedEmail> {
  const context: EmailContext = {
    ...emailContext(settings, message.language),
    ...(reviewI18n && { i18n: reviewI18n }),
  };
  return renderWith(
    TEMPLATES[message.kind] as Template<typeof message.kind>,
    {
      message,
      context,
    } as MessageProps<typeof message.kind>,
  );
}
