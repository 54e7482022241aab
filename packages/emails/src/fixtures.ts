import type { EmailMessage, EmailSettings, ReservationSummary } from './types';

// Sample messages shared by the unit tests and the stories, so both check the same facts.

export const sampleSettings: EmailSettings = {
  siteName: 'Rentacar',
  timeZone: 'Europe/Berlin',
  calendarOrganizer: 'bookings@rentacar.example',
};

export const sampleReservation: ReservationSummary = {
  reference: 42,
  vehicleName: 'Toyota Mirai',
  pickUpTime: '2026-12-01T10:00:00',
  dropOffTime: '2026-12-03T18:30:00',
  pickUpLocation: 'Berlin Hauptbahnhof',
  dropOffLocation: 'Berlin Brandenburg Airport',
  totalPriceInCents: 13710,
  link: 'https://rentacar.example/reservations/42',
  calendar: { uid: 'reservation-42@rentacar.example', sequence: 0 },
};

const weekdayHours = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '18:00' }));

/** A reservation picked up in New York Midtown and returned at Chicago O'Hare. */
export const sampleBranchReservation: ReservationSummary = {
  reference: 43,
  vehicleName: 'Toyota Mirai',
  pickUpTime: '2026-12-01T10:00:00',
  dropOffTime: '2026-12-03T12:00:00',
  pickUpLocation: 'New York Midtown',
  dropOffLocation: "Chicago O'Hare Airport",
  pickUpBranch: {
    name: 'New York Midtown',
    address: '350 W 42nd St',
    city: 'New York',
    zipCode: '10036',
    country: 'US',
    latitude: 40.7577,
    longitude: -73.9918,
    phoneNumber: '(212) 555-0133',
    timeZone: 'America/New_York',
    openingHours: weekdayHours,
  },
  dropOffBranch: {
    name: "Chicago O'Hare Airport",
    address: "10000 W O'Hare Ave",
    city: 'Chicago',
    zipCode: '60666',
    country: 'US',
    latitude: 41.9786,
    longitude: -87.9048,
    phoneNumber: '(773) 555-0110',
    timeZone: 'America/Chicago',
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })),
  },
  totalPriceInCents: 54500,
  link: 'https://rentacar.example/reservations/43',
  calendar: { uid: 'reservation-43@rentacar.example', sequence: 0 },
};

const recipient = {
  to: 'jane@rentacar.example',
  recipientName: 'Jane Doe',
  language: 'en',
} as const;

/** One message of each kind (the cancellation and change by an administrator; see the tests for both). */
export const sampleMessages = {
  bookingConfirmed: { kind: 'bookingConfirmed', ...recipient, reservation: sampleReservation },
  reservationCancelled: {
    kind: 'reservationCancelled',
    ...recipient,
    reservation: sampleReservation,
    cancelledBy: 'administrator',
  },
  reservationChanged: {
    kind: 'reservationChanged',
    ...recipient,
    reservation: sampleReservation,
    changedBy: 'administrator',
    changes: [
      { field: 'pickUpTime', before: '2026-12-01T09:00:00', after: '2026-12-01T10:00:00' },
      { field: 'totalPrice', before: '120', after: '137.1' },
    ],
  },
  pickUpReminder: { kind: 'pickUpReminder', ...recipient, reservation: sampleReservation },
  welcome: {
    kind: 'welcome',
    ...recipient,
    confirmLink: 'https://rentacar.example/confirm-email?token=welcome-token',
  },
  emailConfirmation: {
    kind: 'emailConfirmation',
    ...recipient,
    confirmLink: 'https://rentacar.example/confirm-email?token=confirm-token',
  },
  passwordReset: {
    kind: 'passwordReset',
    ...recipient,
    resetLink: 'https://rentacar.example/reset-password?token=reset-token',
    expiresInMinutes: 30,
  },
} satisfies { [Kind in EmailMessage['kind']]: Extract<EmailMessage, { kind: Kind }> };
