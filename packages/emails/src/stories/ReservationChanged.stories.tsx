import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory, inSpanish } from './emailStory';

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

export const ByAdministratorInSpanish = emailStory(inSpanish(sampleMessages.reservationChanged), {
  subject: 'Reserva 42 modificada',
  facts: [
    'Nuestro equipo ha modificado su reserva 42',
    'Hora de recogida',
    '1/12/2026, 9:00',
    '1/12/2026, 10:00',
    'Precio total',
    '120 US$',
    '137,10 US$',
  ],
});

export const ByCustomer = emailStory(
  { ...sampleMessages.reservationChanged, changedBy: 'customer' },
  {
    subject: 'Reservation 42 changed',
    facts: ['as you asked, we changed your reservation 42', 'Pick-up time', 'Total price'],
  },
);
