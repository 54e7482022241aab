/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { confirmAddressAction, greeting } from './shared';

export const welcomeSubject = ({ context }: MessageProps<'welcome'>) =>
  context.i18n._({
    id: 'email.welcome.heading',
    message: 'Welcome to {siteName}',
    values: { siteName: context.siteName },
  });

/** Sent after registration, with the link that confirms the address. */
export function Welcome({ message, context }: MessageProps<'welcome'>) {
  const { i18n } = context;
  return (
    <EmailLayout
      context={context}
      preview={i18n._({
        id: 'email.welcome.preview',
        message: 'Please confirm your e-mail address.',
      })}
      heading={welcomeSubject({ message, context })}
      action={confirmAddressAction(message.confirmLink, context)}
    >
      <Text style={paragraphStyle}>{greeting(message, context)}</Text>
      <Text style={paragraphStyle}>
        {i18n._({
          id: 'email.welcome.body',
          message:
            'thank you for creating your account. You can book right away; please confirm your e-mail address so that your booking confirmations and reminders reach you.',
        })}
      </Text>
    </EmailLayout>
  );
}
