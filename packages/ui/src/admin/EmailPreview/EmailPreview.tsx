import { displayDateTime } from '../../foundations/dateTime';
import { Button } from '../../shell/Button';
import { Spinner } from '../../shell/Spinner';
import { EMAIL_STATUS_LABELS, type EmailStatus } from './emailStatuses';
import { Actions, Card, Facts, HtmlFrame, PartHeading, Subject, TextPart } from './styles';

/** One e-mail of the outbox with the parts it was rendered with. */
export interface OutboxEmailPreview {
  recipient: string;
  subject: string;
  status: EmailStatus;
  /** Delivery attempts so far. */
  attempts: number;
  /** Why the last attempt failed; null when none did. */
  lastError: string | null;
  /** When it was queued (ISO local date-time). */
  createdAt: string;
  /** When the mail server accepted it; null until then. */
  sentAt: string | null;
  messageId: string;
  /** The HTML part, a whole document. */
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

export interface EmailPreviewProps {
  /** The e-mail is loading: a spinner instead of it. */
  loading: boolean;
  /** Absent after a failed load: the preview shows only its Back button. */
  email?: OutboxEmailPreview;
  /** Back one step. */
  onBack: () => void;
  /** Puts the e-mail back in the queue. */
  onSendAgain: () => void;
  /** The request to send it again is running. */
  sending?: boolean;
}

/**
 * An outbox e-mail as its recipient gets it: the facts of its delivery, the HTML part in a frame
 * that runs nothing and reaches nothing of the page (`sandbox` without permissions), and the
 * plain-text part.
 */
export function EmailPreview({ loading, email, onBack, onSendAgain, sending }: EmailPreviewProps) {
  if (loading) return <Spinner />;
  // The callbacks get nothing, as typed: a click event leads to the sandboxed frame's window,
  // which nothing outside it may read (Storybook's actions failed serializing it).
  const back = (
    <Button variant="outline" onClick={() => onBack()}>
      Back
    </Button>
  );
  if (!email) return <Actions>{back}</Actions>;
  return (
    <Card aria-label={email.subject}>
      <Subject>{email.subject}</Subject>
      <Facts>
        <dt>To</dt>
        <dd>{email.recipient}</dd>
        <dt>Status</dt>
        <dd>{EMAIL_STATUS_LABELS[email.status]}</dd>
        <dt>Attempts</dt>
        <dd>{email.attempts}</dd>
        <dt>Last error</dt>
        <dd>{email.lastError ?? 'None'}</dd>
        <dt>Queued</dt>
        <dd>{displayDateTime(email.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>{email.sentAt ? displayDateTime(email.sentAt) : 'Not yet'}</dd>
        <dt>Message-ID</dt>
        <dd>{email.messageId}</dd>
        <dt>Attachments</dt>
        <dd>
          {email.attachments.length === 0
            ? 'None'
            : email.attachments.map((attachment) => attachment.filename).join(', ')}
        </dd>
      </Facts>
      <Actions>
        {back}
        <Button onClick={() => onSendAgain()} busy={sending}>
          Send again
        </Button>
      </Actions>
      <PartHeading>HTML part</PartHeading>
      <HtmlFrame title={`HTML part of ${email.subject}`} sandbox="" srcDoc={email.html} />
      <PartHeading>Plain-text part</PartHeading>
      <TextPart>{email.text}</TextPart>
    </Card>
  );
}
