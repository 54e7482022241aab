// The outbox's statuses on their own, as the library writes them out (it may not import the
// contract). A type test in the app proves they equal the contract's.

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** How lists, filters and the preview name each status. */
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};
