import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory } from './emailStory';

const meta = {
  title: 'E-mails/PickUpReminder',
  component: EmailView,
} satisfies Meta<typeof EmailView>;

export default meta;

export const DayBefore = emailStory(sampleMessages.pickUpReminder, {
  subject: 'Reminder: pick up your Toyota Mirai tomorrow',
  facts: [
    'your Toyota Mirai is waiting for you at Berlin Hauptbahnhof on 2026-12-01 10:00',
    'Europe/Berlin',
  ],
});
