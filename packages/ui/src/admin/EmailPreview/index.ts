export { EmailPreview } from './EmailPreview';
export type { EmailPreviewProps, OutboxEmailPreview } from './EmailPreview';
export { EMAIL_STATUSES, EMAIL_STATUS_LABELS, EMAIL_STATUS_MESSAGES } from './emailStatuses';
export type { EmailStatus } from './emailStatuses';
