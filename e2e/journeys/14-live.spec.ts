import type { PageOfReservationWithCar, User } from '@rentacar/contract';
import { DEMO_ADMIN } from '../support/api.js';
import { expect, expectToast, test } from '../support/fixtures.js';
import { localDatePlusDays, logIn, submitBooking } from '../support/ui.js';

const CUSTOMER = {
  firstName: 'Lee',
  lastName: 'Livewell',
  phoneNumber: '(312) 555-0144',
  email: 'lee.livewell@example.org',
  address: '14 Current Street',
  zipCode: '60603',
};
const PASSWORD = 'Live#2026';
const ACCOUNT = { email: CUSTOMER.email, password: PASSWORD };

/** `2026-03-14` and `10:00` in the booking's format: `03/14/2026 10:00:00`. */
const payloadTime = (day: string, time: string) =>
  `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)} ${time}:00`;

test("an administrator's screens show a booking made in another browser, and its cancellation, as they happen", async ({
  page,
  browser,
  server,
  baseURL,
}) => {
  // Clear of the other journeys' bookings.
  const day = localDatePlusDays(74);
  await server.send('POST', '/register', {
    ...CUSTOMER,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await server.giveDriverDetails(ACCOUNT);
  const customerToken = await server.login(ACCOUNT);
  const customer = await server.get<User>('/user', customerToken);
  const admin = await server.get<User>('/user', await server.login(DEMO_ADMIN));

  await logIn(page, DEMO_ADMIN, `${admin.firstName} ${admin.lastName}`);
  await page.goto(`/admin/reservations?userId=${customer.id}`);
  const reservations = page.getByRole('table', { name: 'Reservations' });
  await expect(reservations.getByText('No records found')).toBeVisible();
  // A reload would start a new window, without this marker.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  let vehicleId = 0;
  let model = '';
  await test.step('a customer books in another browser: the list shows it at once', async () => {
    await logIn(customerPage, ACCOUNT, `${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    await customerPage.goto(`/vehicles?pickUpDate=${day}&dropOffDate=${day}`);
    const vehicle = customerPage.getByRole('article').first();
    model = (await vehicle.getByRole('heading').first().textContent()) ?? '';
    await vehicle.getByRole('link', { name: 'Details' }).click();
    await expect(customerPage).toHaveURL(/\/vehicles\/\d+$/);
    vehicleId = Number(new URL(customerPage.url()).pathname.split('/').at(-1));
    await submitBooking(customerPage, {
      pickUpLocation: '',
      dropOffLocation: '',
      pickUpDate: day,
      pickUpTime: '10:00',
      dropOffDate: day,
      dropOffTime: '12:00',
    });
    await expectToast(customerPage, 'Reservation created');
    await expect(reservations.getByRole('row').filter({ hasText: model })).toContainText('CREATED');
  });

  await test.step('the customer cancels: the list shows it cancelled', async () => {
    const own = await server.get<PageOfReservationWithCar>(
      '/reservations/auth/all?sort=id&direction=DESC&size=1',
      customerToken,
    );
    await customerPage.goto(`/user/reservations/${own.content[0]!.id}`);
    await customerPage.getByRole('button', { name: 'Cancel reservation' }).click();
    await customerPage
      .getByRole('dialog', { name: 'Are you sure to cancel?' })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await expectToast(customerPage, 'Reservation is cancelled');
    await expect(reservations.getByRole('row').filter({ hasText: model })).toContainText(
      'CANCELLED',
    );
  });

  await test.step('the dashboard counts a booking as it is made', async () => {
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const total = page.getByRole('listitem', { name: 'Reservations' }).getByText(/^[\d,]+$/);
    await expect(total).toBeVisible();
    const before = Number((await total.textContent())?.replaceAll(',', ''));
    await server.send(
      'POST',
      `/reservations/add?carId=${vehicleId}`,
      {
        pickUpTime: payloadTime(day, '10:00'),
        dropOffTime: payloadTime(day, '12:00'),
        pickUpLocation: 'Counter',
        dropOffLocation: 'Counter',
      },
      customerToken,
    );
    await expect(total).toHaveText((before + 1).toLocaleString('en-US'));
  });

  expect(await page.evaluate(() => 'e2eSamePage' in window), 'the page was not reloaded').toBe(
    true,
  );
  await customerContext.close();
});
