/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { greeting } from './shared';

export const passwordResetSubject = ({ context }: MessageProps<'passwordReset'>) =>
  context.i18n._({
    id: 'email.passwordReset.subject',
    message: 'Reset your {siteName} password',
    values: { siteName: context.siteName },
  });

/** Sent on a reset request: a single-use link that expires. */
export function PasswordReset({ message, context }: MessageProps<'passwordReset'>) {
  const { i18n, siteName } = context;
  const minutes = message.expiresInMinutes;
  return (
    <EmailLayout
      context={context}
      preview={i18n._({
        id: 'email.passwordReset.preview',
        message: 'The link works once, for {minutes, plural, one {# minute} other {# minutes}}.',
        values: { minutes },
      })}
      heading={i18n._({ id: 'email.passwordReset.heading', message: 'Reset your password' })}
      action={{
        label: i18n._({ id: 'email.passwordReset.action', message: 'Choose a new password' }),
        href: message.resetLink,
      }}
    >
      <Text style={paragraphStyle}>{greeting(message, context)}</Text>
      <Text style={paragraphStyle}>
        {i18n._({
          id: 'email.passwordReset.body',
          message:
            'someone, probably you, asked to reset the password of your {siteName} account. The link below works once, for {minutes, plural, one {# minute} other {# minutes}}. Choosing a new password signs you out everywhere.',
          values: { siteName, minutes },
        })}
      </Text>
      <Text style={paragraphStyle}>
        {i18n._({
          id: 'email.passwordReset.ignore',
          message: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        })}
      </Text>
    </EmailLayout>
  );
}
