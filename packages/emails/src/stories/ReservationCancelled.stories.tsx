import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory, inSpanish } from './emailStory';

const meta = {
  title: 'E-mails/ReservationCancelled',
  component: EmailView,
} satisfies Meta<typeof EmailView>;

export default meta;

export const ByAdministrator = emailStory(sampleMessages.reservationCancelled, {
  subject: 'Reservation 42 cancelled',
  facts: [
    'our team cancelled your reservation 42',
    'Toyota Mirai',
    '2026-12-01 10:00, Berlin Hauptbahnhof',
    '$137.10',
  ],
});

export const ByCustomer = emailStory(
  { ...sampleMessages.reservationCancelled, cancelledBy: 'customer' },
  {
    subject: 'Reservation 42 cancelled',
    facts: ['as you asked, we cancelled your reservation 42', 'Toyota Mirai'],
  },
);

export const ByAdministratorInSpanish = emailStory(inSpanish(sampleMessages.reservationCancelled), {
  subject: 'Reserva 42 cancelada',
  facts: [
    'Nuestro equipo ha cancelado su reserva 42',
    '1/12/2026, 10:00, Berlin Hauptbahnhof',
    '137,10 US$',
  ],
});
