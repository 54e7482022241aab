import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory, inSpanish } from './emailStory';

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

export const DayBeforeInSpanish = emailStory(inSpanish(sampleMessages.pickUpReminder), {
  subject: 'Recordatorio: recoja su Toyota Mirai mañana',
  facts: ['Su Toyota Mirai le espera en Berlin Hauptbahnhof el 1/12/2026, 10:00', 'Europe/Berlin'],
});
