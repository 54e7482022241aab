export { renderEmail } from './renderEmail';
export type {
  EmailAttachment,
  EmailRecipient,
  EmailKind,
  EmailMessage,
  EmailSettings,
  RenderedEmail,
  ReservationChange,
  ReservationSummary,
} from './types';
