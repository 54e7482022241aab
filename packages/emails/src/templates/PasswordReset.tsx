/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';

export const passwordResetSubject = ({ context }: MessageProps<'passwordReset'>) =>
  `Reset your ${context.siteName} password`;

/** Sent on a reset request: a single-use link that expires. */
export function PasswordReset({ message, context }: MessageProps<'passwordReset'>) {
  return (
    <EmailLayout
      siteName={context.siteName}
      preview={`The link works once, for ${message.expiresInMinutes} minutes.`}
      heading="Reset your password"
      action={{ label: 'Choose a new password', href: message.resetLink }}
    >
      <Text style={paragraphStyle}>Hello {message.recipientName},</Text>
      <Text style={paragraphStyle}>
        someone, probably you, asked to reset the password of your {context.siteName} account. The
        link below works once, for {message.expiresInMinutes} minutes. Choosing a new password signs
        you out everywhere.
      </Text>
      <Text style={paragraphStyle}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
    </EmailLayout>
  );
}
