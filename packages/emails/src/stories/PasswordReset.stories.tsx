import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory, inSpanish } from './emailStory';

const meta = {
  title: 'E-mails/PasswordReset',
  component: EmailView,
} satisfies Meta<typeof EmailView>;

export default meta;

export const Requested = emailStory(sampleMessages.passwordReset, {
  subject: 'Reset your Rentacar password',
  facts: [
    'works once, for 30 minutes',
    'https://rentacar.example/reset-password?token=reset-token',
  ],
});

export const RequestedInSpanish = emailStory(inSpanish(sampleMessages.passwordReset), {
  subject: 'Restablezca su contraseña de Rentacar',
  facts: [
    'funciona una sola vez, durante 30 minutos',
    'https://rentacar.example/reset-password?token=reset-token',
  ],
});
