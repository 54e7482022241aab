/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';

export const welcomeSubject = ({ context }: MessageProps<'welcome'>) =>
  `Welcome to ${context.siteName}`;

/** Sent after registration, with the link that confirms the address. */
export function Welcome({ message, context }: MessageProps<'welcome'>) {
  return (
    <EmailLayout
      siteName={context.siteName}
      preview="Please confirm your e-mail address."
      heading={`Welcome to ${context.siteName}`}
      action={{ label: 'Confirm e-mail address', href: message.confirmLink }}
    >
      <Text style={paragraphStyle}>Hello {message.recipientName},</Text>
      <Text style={paragraphStyle}>
        thank you for creating your account. You can book right away; please confirm your e-mail
        address so that your booking confirmations and reminders reach you.
      </Text>
    </EmailLayout>
  );
}
