import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n } from '../../i18n/englishI18n';
// The outbox's statuses on their own, as the library writes them out (it may not import the
// contract). A type test in the app proves they equal the contract's.

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** How the preview names each status, in the reader's language. */
export const EMAIL_STATUS_MESSAGES: Record<EmailStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  sent: msg`Sent`,
  failed: msg`Failed`,
};

/** How lists and filters name each status, in English (a host translates `EMAIL_STATUS_MESSAGES`). */
export const EMAIL_STATUS_LABELS = Object.fromEntries(
  EMAIL_STATUSES.map((status) => [status, englishI18n._(EMAIL_STATUS_MESSAGES[status])]),
) as Record<EmailStatus, string>;
