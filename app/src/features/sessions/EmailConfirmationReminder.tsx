import { useState } from 'react';
import type { User } from '@rentacar/contract';
import { EmailConfirmationBanner } from '@rentacar/ui';
import { resendEmailConfirmation } from './currentUser';
import { useSave } from '../../shell/useSave';

export interface EmailConfirmationReminderProps {
  user: User;
  /** Also when confirmed (the profile shows the state); the site shows it only while unconfirmed. */
  always?: boolean;
}

/**
 * The signed-in user's e-mail confirmation: the banner, and "Send again" through `useSave` (the
 * server's message as a toast when it refuses, e.g. after three requests in an hour).
 */
export function EmailConfirmationReminder({
  user,
  always = false,
}: EmailConfirmationReminderProps) {
  const [sent, setSent] = useState(false);
  const { busy, save } = useSave();
  if (user.emailConfirmed && !always) return null;
  const sendAgain = () =>
    void save(resendEmailConfirmation, {
      onSaved: () => setSent(true),
    });
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
