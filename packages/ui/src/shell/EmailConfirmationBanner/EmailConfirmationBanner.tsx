import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (confirmed) {
    return (
      <Banner aria-label={t`E-mail confirmation`} $confirmed>
        <Message>
          <Trans>Your e-mail address {email} is confirmed.</Trans>
        </Message>
      </Banner>
    );
  }
  return (
    <Banner aria-label={t`E-mail confirmation`} $confirmed={false}>
      <Message>
        <Trans>
          Please confirm your e-mail address {email}: open the link in the e-mail we sent you.
        </Trans>{' '}
        {/* Present from the start, so screen readers announce the text it receives. */}
        <span role="status">{sent ? t`We sent a new link to ${email}.` : ''}</span>
      </Message>
      <Button variant="secondary" size="sm" onClick={onSendAgain} busy={sending}>
        <Trans>Send again</Trans>
      </Button>
    </Banner>
  );
}
