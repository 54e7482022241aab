import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createContactMessage,
  createReservation,
  createUser,
  createVehicle,
  queueEmail,
} from '@rentacar/mocks/node';
import { renderApp } from '../../test/renderApp';
import { signInAs } from '../../test/signIn';

/** The page's one `<title>`, as a tab, the history and a screen reader name it. */
async function expectTitle(path: string, title: string) {
  renderApp(path);
  await waitFor(() => expect(document.title).toBe(title));
  // The document's own titles: a chart's SVG shapes carry `<title>`s of their own in the body.
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
}

describe('every route names its page in the title', () => {
  it.each([
    ['/', 'Rentacar · Car rental by the hour'],
    ['/vehicles', 'Vehicle Models · Rentacar'],
    ['/locations', 'Locations · Rentacar'],
    ['/locations/chicago-downtown', 'Chicago Downtown · Rentacar'],
    ['/about', 'About Us · Rentacar'],
    ['/contact', 'Contact Us · Rentacar'],
    ['/privacy-policy', 'Privacy Policy · Rentacar'],
    ['/auth?type=login', 'Login · Rentacar'],
    ['/auth?type=register', 'Register · Rentacar'],
    ['/forgot-password', 'Forgot password? · Rentacar'],
    ['/reset-password?token=emailed-token', 'Reset Password · Rentacar'],
    ['/confirm-email?token=emailed-token', 'E-mail confirmation · Rentacar'],
    ['/unauthorized', 'Forbidden · Rentacar'],
    ['/no-such-page', 'Page not found · Rentacar'],
  ])("a visitor's %s", async (path, title) => {
    await expectTitle(path, title);
  });

  it("a visitor's vehicle page, by its model", async () => {
    const vehicle = createVehicle({ model: 'Toyota Mirai' });
    await expectTitle(`/vehicles/${vehicle.id}`, 'Toyota Mirai · Rentacar');
  });

  describe("a customer's", () => {
    it.each([
      ['/user', 'Profile · Rentacar'],
      ['/user/reservations', 'Reservations · Rentacar'],
    ])('%s', async (path, title) => {
      signInAs('customer@example.com');
      await expectTitle(path, title);
    });

    it('reservation, by its vehicle', async () => {
      const customer = signInAsNewCustomer();
      const vehicle = createVehicle({ model: 'Kia Ceed' });
      const reservation = createReservation({ userId: customer.id, carId: vehicle.id });
      await expectTitle(
        `/user/reservations/${reservation.id}`,
        'Reservation of Kia Ceed · Rentacar',
      );
    });
  });

  describe("an administrator's", () => {
    it.each([
      ['/admin', 'Dashboard · Admin Panel · Rentacar'],
      ['/admin/vehicles', 'Vehicles · Admin Panel · Rentacar'],
      ['/admin/vehicles/new', 'New Vehicle · Admin Panel · Rentacar'],
      ['/admin/branches', 'Branches · Admin Panel · Rentacar'],
      ['/admin/branches/new', 'New Branch · Admin Panel · Rentacar'],
      ['/admin/users', 'Users · Admin Panel · Rentacar'],
      ['/admin/reservations', 'Reservations · Admin Panel · Rentacar'],
      ['/admin/calendar', 'Calendar · Admin Panel · Rentacar'],
      ['/admin/messages', 'Messages · Admin Panel · Rentacar'],
      ['/admin/emails', 'E-mails · Admin Panel · Rentacar'],
      ['/admin/rental-rules', 'Rental rules · Admin Panel · Rentacar'],
      ['/admin/seasons', 'Seasons · Admin Panel · Rentacar'],
    ])('%s', async (path, title) => {
      signInAs('admin@example.com');
      await expectTitle(path, title);
    });

    it('records, each by what it is', async () => {
      signInAs('admin@example.com');
      const vehicle = createVehicle({ model: 'Kia Ceed' });
      const customer = createUser({ firstName: 'Nora', lastName: 'Lind', roles: ['Customer'] });
      const reservation = createReservation({ userId: customer.id, carId: vehicle.id });
      const message = createContactMessage();
      const email = await queueEmail({
        kind: 'passwordReset',
        to: 'nora@example.com',
        recipientName: 'Nora Lind',
        language: 'en',
        resetLink: 'http://localhost/reset-password?token=abc',
        expiresInMinutes: 30,
      });
      const records = [
        [`/admin/vehicles/${vehicle.id}`, 'Kia Ceed · Admin Panel · Rentacar'],
        ['/admin/branches/4', 'JFK Airport · Admin Panel · Rentacar'],
        [`/admin/users/${customer.id}`, 'Nora Lind · Admin Panel · Rentacar'],
        [
          `/admin/reservations/${reservation.id}`,
          `Reservation ${reservation.id} · Admin Panel · Rentacar`,
        ],
        [`/admin/messages/${message.id}`, 'Message · Admin Panel · Rentacar'],
        [`/admin/emails/${email.id}`, 'E-mail · Admin Panel · Rentacar'],
      ];
      const { router } = renderApp('/admin');
      for (const [path, title] of records) {
        await router.navigate(path!);
        await waitFor(() => expect(document.title, path).toBe(title));
      }
    });
  });
});

/** A customer of their own, so the reservation is theirs. */
function signInAsNewCustomer() {
  const customer = createUser({ roles: ['Customer'] });
  signInAs(customer);
  return customer;
}
