import { Button } from '../Button';
import { Banner, Message } from './styles';

export interface EmailConfirmationBannerProps {
  /** The account's e-mail address. */
  email: string;
  /** The owner confirmed the address: the banner says so and offers nothing to do. */
  confirmed: boolean;
  /** Asks for another confirmation e-mail. */
  onSendAgain: () => void;
  /** The request for another e-mail is running: "Send again" shows it and cannot be pressed. */
  sending?: boolean;
  /** Another e-mail is on its way: the banner says where, and "Send again" stays for a retry. */
  sent?: boolean;
}

/**
 * Asks a customer to confirm the e-mail address, which never blocks logging in or booking: the
 * site shows it above every page while the address is unconfirmed, the profile shows it always.
 */
export function EmailConfirmationBanner({
  email,
  confirmed,
  onSendAgain,
  sending = false,
  sent = false,
}: EmailConfirmationBannerProps) {
  if (confirmed) {
    return (
      <Banner aria-label="E-mail confirmation" $confirmed>
        <Message>Your e-mail address {email} is confirmed.</Message>
      </Banner>
    );
  }
  return (
    <Banner aria-label="E-mail confirmation" $confirmed={false}>
      <Message>
        Please confirm your e-mail address {email}: open the link in the e-mail we sent you.{' '}
        {/* Present from the start, so screen readers announce the text it receives. */}
        <span role="status">{sent ? `We sent a new link to ${email}.` : ''}</span>
      </Message>
      <Button variant="secondary" size="sm" onClick={onSendAgain} busy={sending}>
        Send again
      </Button>
    </Banner>
  );
}
