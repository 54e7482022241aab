import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory } from './emailStory';

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
