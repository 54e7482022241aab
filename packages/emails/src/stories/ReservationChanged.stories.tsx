import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory } from './emailStory';

const meta = {
  title: 'E-mails/ReservationChanged',
  component: EmailView,
} satisfies Meta<typeof EmailView>;

export default meta;

export const ByAdministrator = emailStory(sampleMessages.reservationChanged, {
  subject: 'Reservation 42 changed',
  facts: [
    'our team changed your reservation 42',
    'Pick-up time',
    '2026-12-01 09:00',
    '2026-12-01 10:00',
    'Total price',
    '$120',
    '$137.10',
  ],
});
