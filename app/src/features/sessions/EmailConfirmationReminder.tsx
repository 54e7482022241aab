import { useState } from 'react';
import type { User } from '@rentacar/contract';
import { EmailConfirmationBanner } from '@rentacar/ui';
import { resendEmailConfirmation } from './currentUser';
import { useSave } from '../../shell/useSave';

export interface EmailConfirmationReminderProps {
  user: User;
  /**
   * `unconfirmed`: the site's banner above every page, while there is something to do;
   * `confirmed`: the profile's line once the address is confirmed (until then the site's banner
   * stands above the profile, and one banner is enough).
   */
  shows: 'unconfirmed' | 'confirmed';
}

/**
 * The signed-in user's e-mail confirmation: the banner, and "Send again" through `useSave` (the
 * server's message as a toast when it refuses, e.g. after three requests in an hour).
 */
export default function EmailConfirmationReminder({ user, shows }: EmailConfirmationReminderProps) {
  const [sent, setSent] = useState(false);
  const { busy, save } = useSave();
  if (user.emailConfirmed !== (shows === 'confirmed')) return null;
  const sendAgain = () => void save(resendEmailConfirmation, { onSaved: () => setSent(true) });
  return (
    <EmailConfirmationBanner
      email={user.email}
      confirmed={user.emailConfirmed}
      onSendAgain={sendAgain}
      sending={busy}
      sent={sent}
    />
  );
}
