import type { PageOfCalendarRow, Reservation, User } from '@rentacar/contract';
import { DEMO_ADMIN } from '../support/api.js';
import { expect, expectToast, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { localDatePlusDays, logIn, submitBooking } from '../support/ui.js';

const CUSTOMER = {
  firstName: 'Cal',
  lastName: 'Endar',
  phoneNumber: '(312) 555-0113',
  email: 'cal.endar@example.org',
  address: '13 Timeline Road',
  zipCode: '60613',
};
const PASSWORD = 'Cal#2026x';
const ACCOUNT = { email: CUSTOMER.email, password: PASSWORD };

/** A Wednesday (every branch open) far enough ahead to be clear of the other journeys' bookings. */
function clearWednesday(): string {
  for (let days = 90; ; days += 1) {
    const day = localDatePlusDays(days);
    if (new Date(`${day}T12:00:00`).getDay() === 3) return day;
  }
}

const vehicleLabel = (row: { model: string; licensePlate?: string }) =>
  row.licensePlate === undefined ? row.model : `${row.model} ${row.licensePlate}`;

test('an administrator blocks a car, moves a booking to another car from the calendar, and sees bookings arrive', async ({
  page,
  browser,
  server,
  baseURL,
}, testInfo) => {
  const day = clearWednesday();
  await server.send('POST', '/register', {
    ...CUSTOMER,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await server.giveDriverDetails(ACCOUNT);
  const adminToken = await server.login(DEMO_ADMIN);
  const admin = await server.get<User>('/user', adminToken);
  // The calendar's first two vehicles of one branch: the rows drawn first.
  const calendar = await server.get<PageOfCalendarRow>(
    `/calendar/admin?from=${day}T00:00:00&to=${day}T23:59:00&size=20`,
    adminToken,
  );
  const first = calendar.content[0]!;
  const second = calendar.content.find(
    (row) => row.branchId === first.branchId && row.carId !== first.carId,
  )!;

  await logIn(page, DEMO_ADMIN, `${admin.firstName} ${admin.lastName}`);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.goto(`/admin/calendar?view=day&date=${day}`);
  // A reload would start a new window, without this marker.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  const rowOf = (row: { model: string; licensePlate?: string }) =>
    page.getByRole('list', { name: vehicleLabel(row), exact: true });

  await test.step('a click on the free 10:00 slot starts a block for that car and time', async () => {
    const lane = rowOf(first).locator('..');
    const box = (await lane.boundingBox())!;
    await lane.click({ position: { x: box.width * (10.5 / 24), y: 4 } });
    await expect(page).toHaveURL(new RegExp(`/admin/vehicles/${first.carId}\\?`));
    await expect(page.getByLabel('Start date')).toHaveValue(day);
    await expect(page.getByLabel('Start time')).toHaveValue('10:00');
    await page.getByLabel('End time').fill('14:00');
    await page.getByLabel('Reason').fill('Annual service');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expectToast(page, 'Blocked period is created');
    await page.goBack();
    await expect(
      rowOf(first).getByRole('link', { name: /^Blocked: Annual service/ }),
    ).toBeVisible();
  });

  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  await test.step('a customer is refused the blocked time', async () => {
    await logIn(customerPage, ACCOUNT, `${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    await customerPage.goto(`/vehicles/${first.carId}`);
    await submitBooking(customerPage, {
      pickUpLocation: '',
      dropOffLocation: '',
      pickUpDate: day,
      pickUpTime: '11:00',
      dropOffDate: day,
      dropOffTime: '12:00',
    });
    await expect(customerPage.getByText('Car is not available for selected time')).toBeVisible();
  });

  const booking = rowOf(first).getByRole('link', { name: /^Cal Endar, booking \d+,/ });
  await test.step('a booking made in the other browser appears on the calendar', async () => {
    await customerPage.goto(`/vehicles/${first.carId}`);
    await submitBooking(customerPage, {
      pickUpLocation: '',
      dropOffLocation: '',
      pickUpDate: day,
      pickUpTime: '15:00',
      dropOffDate: day,
      dropOffTime: '17:00',
    });
    await expectToast(customerPage, 'Reservation created');
    await expect(booking).toBeVisible();
  });

  await test.step('the booking moves to another car from the keyboard; the customer is told', async () => {
    await booking.focus();
    await page.keyboard.press('m');
    const dialog = page.getByRole('dialog', { name: /^Move booking \d+ \(Cal Endar\)$/ });
    await dialog.getByLabel('Vehicle').selectOption({ label: vehicleLabel(second) });
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      rowOf(second).getByRole('link', { name: /^Cal Endar, booking \d+,/ }),
    ).toBeVisible();
    await expect(booking).toBeHidden();
    const notice = await waitForMail(testInfo.project.name, CUSTOMER.email, /changed/);
    expect(notice.text).toContain(second.model);
  });

  await test.step('a drag moves the booking back to the first car, half an hour earlier', async () => {
    const moved = rowOf(second).getByRole('link', { name: /^Cal Endar, booking \d+,/ });
    const id = Number((await moved.getAttribute('href'))!.split('/').at(-1));
    const item = (await moved.boundingBox())!;
    const lane = (await rowOf(first).locator('..').boundingBox())!;
    // Earlier, not later: the day's evening is scrolled out of view at this width.
    const halfHour = lane.width / 48;
    await page.mouse.move(item.x + item.width / 2, item.y + item.height / 2);
    await page.mouse.down();
    await page.mouse.move(item.x + item.width / 2 - halfHour, lane.y + lane.height / 2, {
      steps: 8,
    });
    // The calendar shows the move at once; the server's answer comes after.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/reservations/admin/auth') &&
        response.request().method() === 'PUT',
    );
    await page.mouse.up();
    await expect(booking).toBeVisible();
    await expect(moved).toBeHidden();
    expect((await saved).status()).toBe(200);
    const reservation = await server.get<Reservation>(`/reservations/${id}/admin`, adminToken);
    expect(reservation).toMatchObject({
      carId: first.carId,
      pickUpTime: `${day}T14:30:00`,
      dropOffTime: `${day}T16:30:00`,
    });
  });

  expect(await page.evaluate(() => 'e2eSamePage' in window), 'the page was not reloaded').toBe(
    true,
  );
  await customerContext.close();
});
