import type { Meta } from '@storybook/react-vite';
import { sampleMessages } from '../fixtures';
import { EmailView } from './EmailView';
import { emailStory, inSpanish } from './emailStory';

const meta = {
  title: 'E-mails/BookingConfirmed',
  component: EmailView,
} satisfies Meta<typeof EmailView>;

export default meta;

export const Sent = emailStory(sampleMessages.bookingConfirmed, {
  subject: 'Booking confirmed: reservation 42, Toyota Mirai',
  facts: [
    'Your reference number is 42',
    'Toyota Mirai',
    '2026-12-01 10:00, Berlin Hauptbahnhof',
    '2026-12-03 18:30, Berlin Brandenburg Airport',
    '$137.10',
    'https://rentacar.example/reservations/42',
  ],
  attachment: 'reservation-42.ics',
});

export const SentInSpanish = emailStory(inSpanish(sampleMessages.bookingConfirmed), {
  subject: 'Reserva confirmada: reserva 42, Toyota Mirai',
  facts: [
    'Su número de referencia es 42',
    'Recogida',
    '1/12/2026, 10:00, Berlin Hauptbahnhof',
    '3/12/2026, 18:30, Berlin Brandenburg Airport',
    '137,10 US$',
  ],
  attachment: 'reservation-42.ics',
});

export const HostileText = emailStory(
  {
    ...sampleMessages.bookingConfirmed,
    recipientName: '<b>Jane</b>',
    reservation: { ...sampleMessages.bookingConfirmed.reservation, pickUpLocation: '<i>Dock</i>' },
  },
  {
    subject: 'Booking confirmed: reservation 42, Toyota Mirai',
    // Markup in user text reads as text: React escaped it.
    facts: ['Hello <b>Jane</b>', '2026-12-01 10:00, <i>Dock</i>'],
  },
);
