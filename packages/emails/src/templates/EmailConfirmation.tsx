/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';

export const emailConfirmationSubject = () => 'Confirm your e-mail address';

/** Sent when a customer asks again, or changes the address. */
export function EmailConfirmation({ message, context }: MessageProps<'emailConfirmation'>) {
  return (
    <EmailLayout
      siteName={context.siteName}
      preview="One click confirms your e-mail address."
      heading="Confirm your e-mail address"
      action={{ label: 'Confirm e-mail address', href: message.confirmLink }}
    >
      <Text style={paragraphStyle}>Hello {message.recipientName},</Text>
      <Text style={paragraphStyle}>
        please confirm that this is your e-mail address for {context.siteName}. If you did not ask
        for this, you can ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
