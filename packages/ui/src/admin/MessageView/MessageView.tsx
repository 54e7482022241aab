import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../shell/Spinner';
import { EditActions } from '../EditActions';
import { Body, Card, Sender, Subject } from './styles';

export interface ContactMessage {
  subject: string;
  body: string;
  name: string;
  email: string;
}

export interface MessageViewProps {
  /** The message is loading: a spinner instead of its text. */
  loading: boolean;
  /** Absent after a failed load: the view shows no message, only its buttons. */
  message?: ContactMessage;
  /** Back one step. */
  onCancel: () => void;
  /** Called after the delete confirmation. */
  onDelete: () => void;
  /** The delete request is running: Delete is disabled with a small spinner. */
  deleting?: boolean;
}

/** A visitor's contact message. The body is plain text, never interpreted as HTML. */
export function MessageView({ loading, message, onCancel, onDelete, deleting }: MessageViewProps) {
  const { t } = useLingui();
  if (loading) return <Spinner />;
  return (
    <Card aria-label={message ? message.subject : t`Message`}>
      {message && (
        <>
          <Subject>{message.subject}</Subject>
          <Body>{message.body}</Body>
          <Sender>
            {message.name} <a href={`mailto:${message.email}`}>{message.email}</a>
          </Sender>
        </>
      )}
      <EditActions onCancel={onCancel} onDelete={onDelete} deleting={deleting} />
    </Card>
  );
}
