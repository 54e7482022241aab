export { renderEmail } from './renderEmail';
export type {
  EmailAttachment,
  EmailKind,
  EmailMessage,
  EmailSettings,
  RenderedEmail,
  ReservationChange,
  ReservationSummary,
} from './types';
