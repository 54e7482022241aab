import type { User } from '@rentacar/contract';
import { ServerError } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import { linkTo, waitForMail } from '../support/mailbox.js';
import { fillLogin, localDatePlusDays, submitBooking, userMenuButton } from '../support/ui.js';

const CUSTOMER = {
  firstName: 'Robin',
  lastName: 'Forgetful',
  phoneNumber: '(312) 555-0199',
  email: 'robin.forgetful@example.org',
  address: '9 Memory Lane',
  zipCode: '60602',
};
const FULL_NAME = `${CUSTOMER.firstName} ${CUSTOMER.lastName}`;
const OLD_PASSWORD = 'Forgot#2026';
const NEW_PASSWORD = 'Remember!2027';

test('a customer resets a forgotten password by e-mail, books, and receives the confirmation', async ({
  page,
  browser,
  server,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;

  await test.step('registering queues a welcome e-mail with a confirmation link', async () => {
    await server.send('POST', '/register', {
      ...CUSTOMER,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
    });
    await server.giveDriverDetails({ email: CUSTOMER.email, password: OLD_PASSWORD });
    const welcome = await waitForMail(project, CUSTOMER.email, /^Welcome to /);
    expect(linkTo(welcome, '/confirm-email').origin).toBe(baseURL);
  });

  // A session on another device, which the reset must end.
  const oldToken = await server.login({ email: CUSTOMER.email, password: OLD_PASSWORD });
  const otherDevice = await browser.newContext({ baseURL });
  const otherPage = await otherDevice.newPage();
  await otherPage.goto('/auth?type=login');
  await fillLogin(otherPage, { email: CUSTOMER.email, password: OLD_PASSWORD });
  await expect(userMenuButton(otherPage, FULL_NAME)).toBeVisible();

  await test.step('"Forgot password?" asks for the e-mail and answers without telling', async () => {
    await page.goto('/auth?type=login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    const form = page.getByRole('form', { name: 'Forgot password?' });
    await form.getByLabel('Email').fill(CUSTOMER.email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for this e-mail, a password reset link is on its way',
    );
    await expectAccessible(page);
  });

  await test.step('the e-mail arrives; its link sets a new password', async () => {
    const reset = await waitForMail(project, CUSTOMER.email, /^Reset your .* password$/);
    expect(reset.html).toContain(CUSTOMER.firstName);
    const link = linkTo(reset, '/reset-password');
    expect(link.origin).toBe(baseURL);
    await page.goto(`${link.pathname}${link.search}`);
    const form = page.getByRole('form', { name: 'Reset Password' });
    await form.getByLabel('New Password').fill(NEW_PASSWORD);
    await form.getByLabel('Password Confirm').fill(NEW_PASSWORD);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Your password is updated');
    await expect(page).toHaveURL('/auth?type=login');

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await form.getByLabel('New Password').fill('Another#2028');
    await form.getByLabel('Password Confirm').fill('Another#2028');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password reset link is invalid or has expired');
  });

  await test.step('the new password logs in; the old one and the old session are gone', async () => {
    await expect(
      server.login({ email: CUSTOMER.email, password: OLD_PASSWORD }),
    ).rejects.toBeInstanceOf(ServerError);
    await expect(server.get<User>('/user', oldToken)).rejects.toMatchObject({ status: 401 });
    await otherPage.goto('/user');
    await expect(otherPage).toHaveURL(/\/auth(\?|$)/);
    await expect(userMenuButton(otherPage, FULL_NAME)).toBeHidden();
    await otherDevice.close();

    await page.goto('/auth?type=login');
    await fillLogin(page, { email: CUSTOMER.email, password: NEW_PASSWORD });
    await expect(userMenuButton(page, FULL_NAME)).toBeVisible();
  });

  await test.step('booking: the toast links to the reservation; the confirmation and .ics arrive', async () => {
    // Clear of the other journeys' bookings.
    const pickUpDate = localDatePlusDays(75);
    const dropOffDate = localDatePlusDays(76);
    await page.goto('/vehicles/2');
    await submitBooking(page, {
      pickUpLocation: 'Union Station',
      dropOffLocation: "O'Hare Airport",
      pickUpDate,
      pickUpTime: '10:00',
      dropOffDate,
      dropOffTime: '18:30',
    });
    const toast = page.getByRole('alert').filter({ hasText: 'Reservation created' });
    // The pointer on the toast holds it open (it closes after 3 s), as for a customer reaching for
    // its link; the checks below may take longer than that on a busy machine.
    await toast.hover();
    await expectToast(page, 'Reservation created');
    const toastLink = toast.getByRole('link', { name: 'View reservation' });
    const reservationPath = (await toastLink.getAttribute('href')) ?? '';
    expect(reservationPath).toMatch(/^\/user\/reservations\/\d+$/);
    await expect(page).toHaveURL('/');
    const reference = reservationPath.split('/').at(-1)!;

    const confirmation = await waitForMail(
      project,
      CUSTOMER.email,
      new RegExp(`^Booking confirmed: reservation ${reference}, `),
    );
    // Vehicle 2 is picked up and returned at its branch.
    expect(confirmation.text).toContain('Chicago Downtown');
    expect(confirmation.text).toContain(`${pickUpDate} 10:00`);
    expect(linkTo(confirmation, reservationPath).pathname).toBe(reservationPath);
    const ics = confirmation.attachments.find(
      (attachment) => attachment.filename === `reservation-${reference}.ics`,
    );
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics?.content.toString('utf8') ?? '';
    // The reservation's one event at the site's host, which later e-mails move or remove.
    expect(calendar).toContain(`UID:reservation-${reference}@${new URL(baseURL!).hostname}\r\n`);
    expect(calendar).toContain('METHOD:REQUEST\r\n');
    expect(calendar).toContain('SEQUENCE:0\r\n');
    // The office's local times: with a zone (TZID) or, for an office on UTC, as UTC times.
    const localTime = (property: string, date: string, time: string) =>
      new RegExp(
        `^${property}(;TZID=[^:]+:${date.replaceAll('-', '')}T${time}|:${date.replaceAll('-', '')}T${time}Z)\\r?$`,
        'm',
      );
    expect(calendar).toMatch(localTime('DTSTART', pickUpDate, '100000'));
    expect(calendar).toMatch(localTime('DTEND', dropOffDate, '183000'));

    await page.goto(reservationPath);
    await expect(page.getByRole('button', { name: 'Reservation Details' })).toBeVisible();
  });
});
