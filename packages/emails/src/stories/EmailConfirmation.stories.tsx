import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory } from './emailStory';

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
