import type { RentalRules, ReservationDetail } from '@rentacar/contract';
import { DEMO_ADMIN } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { localDatePlusDays, logIn, submitBooking } from '../support/ui.js';

const CUSTOMER = {
  firstName: 'Casey',
  lastName: 'Changewell',
  phoneNumber: '(312) 555-0177',
  email: 'casey.changewell@example.org',
  address: '3 Second Thoughts Ave',
  zipCode: '60602',
};
const PASSWORD = 'Change#2026';

test('a customer moves the drop-off a day later, gets the moved event, and cancels for a fee', async ({
  page,
  server,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const fullName = `${CUSTOMER.firstName} ${CUSTOMER.lastName}`;
  await server.send('POST', '/register', {
    ...CUSTOMER,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await server.giveDriverDetails({ email: CUSTOMER.email, password: PASSWORD });
  const token = await server.login({ email: CUSTOMER.email, password: PASSWORD });
  await logIn(page, { email: CUSTOMER.email, password: PASSWORD }, fullName);

  // Clear of the other journeys' bookings of the vehicle.
  const pickUpDate = localDatePlusDays(230);
  const dropOffDate = localDatePlusDays(231);
  const laterDate = localDatePlusDays(232);
  let reservationPath = '';

  await test.step('books the vehicle', async () => {
    await page.goto('/vehicles/2');
    await submitBooking(page, {
      pickUpLocation: 'Union Station',
      dropOffLocation: 'Union Station',
      pickUpDate,
      pickUpTime: '10:00',
      dropOffDate,
      dropOffTime: '10:00',
    });
    const toast = page.getByRole('alert').filter({ hasText: 'Reservation created' });
    await toast.hover();
    reservationPath =
      (await toast.getByRole('link', { name: 'View reservation' }).getAttribute('href')) ?? '';
    expect(reservationPath).toMatch(/^\/user\/reservations\/\d+$/);
  });
  const reference = reservationPath.split('/').at(-1)!;
  const booked = await server.get<ReservationDetail>(`/reservations/${reference}/auth`, token);

  await test.step('changes the drop-off a day later: the new price, then the history', async () => {
    await page.goto(reservationPath);
    await page.getByRole('button', { name: 'Change reservation' }).click();
    const form = page.getByRole('form', { name: 'Change reservation' });
    await form.getByLabel('Drop-off date').fill(laterDate);
    const price = form.getByRole('region', { name: 'New price' });
    await expect(price).toContainText('New total: $');
    await expect(price).toContainText('more than now');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save change' }).click();
    await expectToast(page, 'Reservation is changed');
    await expect(form).toBeHidden();
    const changed = await server.get<ReservationDetail>(`/reservations/${reference}/auth`, token);
    expect(changed.dropOffTime).toBe(`${laterDate}T10:00:00`);
    expect(changed.totalPrice).toBeGreaterThan(booked.totalPrice);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('table', { name: /By the customer/ })).toBeVisible();
    await expect(
      history.getByRole('row', {
        name: `Drop-off Time ${dropOffDate} 10:00 ${laterDate} 10:00`,
      }),
    ).toBeVisible();
  });

  await test.step("the change's e-mail moves the one calendar event: same UID, SEQUENCE 1", async () => {
    const notice = await waitForMail(
      project,
      CUSTOMER.email,
      new RegExp(`^Reservation ${reference} changed$`),
    );
    expect(notice.text).toContain(`as you asked, we changed your reservation ${reference}`);
    const ics = notice.attachments.find(
      (attachment) => attachment.filename === `reservation-${reference}.ics`,
    );
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toContain(`UID:reservation-${reference}@${new URL(baseURL!).hostname}\r\n`);
    expect(calendar).toContain('METHOD:REQUEST\r\n');
    expect(calendar).toContain('SEQUENCE:1\r\n');
    expect(calendar).toMatch(
      new RegExp(`^DTEND(;TZID=[^:]+:|:)${laterDate.replaceAll('-', '')}T100000Z?\\r?$`, 'm'),
    );
  });

  await test.step('after the free window: no change offered, and cancelling costs the fee', async () => {
    const adminToken = await server.login(DEMO_ADMIN);
    const rules = await server.get<RentalRules>('/policies/visitors/rental');
    // The free window now ends a year before the pick-up: the reservation is past it.
    await server.send(
      'PUT',
      '/policies/admin/rental',
      {
        ...rules,
        freeCancellationHours: 8760,
        cancellationFeeType: 'FIXED',
        cancellationFeeAmount: 15,
      },
      adminToken,
    );
    try {
      await page.goto(reservationPath);
      const cancel = page.getByRole('button', { name: 'Cancel reservation' });
      await expect(cancel).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change reservation' })).toBeHidden();
      await cancel.click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure to cancel?' });
      await expect(dialog.getByRole('note')).toHaveText(
        'The free cancellation period has ended: cancelling now costs $15.',
      );
      await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expectToast(page, 'Reservation is cancelled');
      await expect(page.getByText('Cancellation fee')).toBeVisible();
      await expect(page.getByText('$15', { exact: true })).toBeVisible();
    } finally {
      await server.send('PUT', '/policies/admin/rental', rules, adminToken);
    }
  });
});
