/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { confirmAddressAction, greeting } from './shared';

export const emailConfirmationSubject = ({ context }: MessageProps<'emailConfirmation'>) =>
  context.i18n._({ id: 'email.emailConfirmation.heading', message: 'Confirm your e-mail address' });

/** Sent when a customer asks again, or changes the address. */
export function EmailConfirmation({ message, context }: MessageProps<'emailConfirmation'>) {
  const { i18n, siteName } = context;
  return (
    <EmailLayout
      context={context}
      preview={i18n._({
        id: 'email.emailConfirmation.preview',
        message: 'One click confirms your e-mail address.',
      })}
      heading={emailConfirmationSubject({ message, context })}
      action={confirmAddressAction(message.confirmLink, context)}
    >
      <Text style={paragraphStyle}>{greeting(message, context)}</Text>
      <Text style={paragraphStyle}>
        {i18n._({
          id: 'email.emailConfirmation.body',
          message:
            'please confirm that this is your e-mail address for {siteName}. If you did not ask for this, you can ignore this e-mail.',
          values: { siteName },
        })}
      </Text>
    </EmailLayout>
  );
}
