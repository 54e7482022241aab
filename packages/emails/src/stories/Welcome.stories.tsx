import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory, inSpanish } from './emailStory';

const meta = {
  title: 'E-mails/Welcome',
  component: EmailView,
} satisfies Meta<typeof EmailView>;

export default meta;

export const AfterRegistration = emailStory(sampleMessages.welcome, {
  subject: 'Welcome to Rentacar',
  facts: [
    'please confirm your e-mail address',
    'https://rentacar.example/confirm-email?token=welcome-token',
  ],
});

export const AfterRegistrationInSpanish = emailStory(inSpanish(sampleMessages.welcome), {
  subject: 'Bienvenido a Rentacar',
  facts: [
    'confirme su dirección de correo electrónico para que le lleguen',
    'https://rentacar.example/confirm-email?token=welcome-token',
  ],
});
