import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatDateTime } from '../../i18n/useFormatDateTime';
import { Button } from '../../shell/Button';
import { Spinner } from '../../shell/Spinner';
import { EMAIL_STATUS_MESSAGES, type EmailStatus } from './emailStatuses';
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
  const { t, i18n } = useLingui();
  const formatDateTime = useFormatDateTime();
  if (loading) return <Spinner />;
  // The callbacks get nothing, as typed: a click event leads to the sandboxed frame's window,
  // which nothing outside it may read (Storybook's actions cannot serialize it).
  const back = (
    <Button variant="outline" onClick={() => onBack()}>
      <Trans>Back</Trans>
    </Button>
  );
  if (!email) return <Actions>{back}</Actions>;
  return (
    <Card aria-label={email.subject}>
      <Subject>{email.subject}</Subject>
      <Facts>
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd>{email.recipient}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{i18n._(EMAIL_STATUS_MESSAGES[email.status])}</dd>
        <dt>
          <Trans>Attempts</Trans>
        </dt>
        <dd>{email.attempts}</dd>
        <dt>
          <Trans>Last error</Trans>
        </dt>
        <dd>{email.lastError ?? t`None`}</dd>
        <dt>
          <Trans>Queued</Trans>
        </dt>
        <dd>{formatDateTime(email.createdAt)}</dd>
        <dt>
          <Trans>Sent</Trans>
        </dt>
        <dd>{email.sentAt ? formatDateTime(email.sentAt) : t`Not yet`}</dd>
        <dt>
          <Trans>Message-ID</Trans>
        </dt>
        <dd>{email.messageId}</dd>
        <dt>
          <Trans>Attachments</Trans>
        </dt>
        <dd>
          {email.attachments.length === 0
            ? t`None`
            : email.attachments.map((attachment) => attachment.filename).join(', ')}
        </dd>
      </Facts>
      <Actions>
        {back}
        <Button onClick={() => onSendAgain()} busy={sending}>
          <Trans>Send again</Trans>
        </Button>
      </Actions>
      <PartHeading>
        <Trans>HTML part</Trans>
      </PartHeading>
      <HtmlFrame title={t`HTML part of ${email.subject}`} sandbox="" srcDoc={email.html} />
      <PartHeading>
        <Trans>Plain-text part</Trans>
      </PartHeading>
      <TextPart>{email.text}</TextPart>
    </Card>
  );
}
