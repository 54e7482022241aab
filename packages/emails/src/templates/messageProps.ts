import type { EmailContext } from '../format';
import type { EmailKind, EmailMessage } from '../types';

/** A template's props: its message and the operator's settings. */
export interface MessageProps<Kind extends EmailKind> {
  message: Extract<EmailMessage, { kind: Kind }>;
  context: EmailContext;
}
