import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory, inSpanish } from './emailStory';

const meta = {
  title: 'E-mails/EmailConfirmation',
  component: EmailView,
} satisfies Meta<typeof EmailView>;

export default meta;

export const Requested = emailStory(sampleMessages.emailConfirmation, {
  subject: 'Confirm your e-mail address',
  facts: [
    'please confirm that this is your e-mail address',
    'https://rentacar.example/confirm-email?token=confirm-token',
  ],
});

export const RequestedInSpanish = emailStory(inSpanish(sampleMessages.emailConfirmation), {
  subject: 'Confirme su dirección de correo electrónico',
  facts: [
    'Confirme que esta es su dirección de correo electrónico',
    'https://rentacar.example/confirm-email?token=confirm-token',
  ],
});
