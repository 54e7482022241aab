import type { PageOfReservationWithCar, User, Vehicle } from '@rentacar/contract';
import { DEMO_CUSTOMER } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import { localDatePlusDays, logIn } from '../support/ui.js';

test('a customer finds a free vehicle by dates, books it with a quote and cancels it', async ({
  page,
  server,
}) => {
  // Within the booked-periods list's 90 days, clear of the other journeys' bookings.
  const day = localDatePlusDays(70);
  const booking = page.getByRole('form', { name: 'Booking' });
  const priceAndAvailability = booking.getByRole('region', { name: 'Price and availability' });
  const pickTimes = async () => {
    await booking.getByLabel('Pick-up date').fill(day);
    await booking.getByLabel('Pick-up time').fill('10:00');
    await booking.getByLabel('Drop-off date').fill(day);
    await booking.getByLabel('Drop-off time').fill('13:30');
  };

  const token = await server.login(DEMO_CUSTOMER);
  const user = await server.get<User>('/user', token);
  await logIn(page, DEMO_CUSTOMER, `${user.firstName} ${user.lastName}`);

  let vehicleUrl = '';
  await test.step('filter /vehicles by dates; the filters live in the URL', async () => {
    await page.goto('/vehicles');
    const filters = page.getByRole('search', { name: 'Vehicle filters' });
    await filters.getByLabel('Free from').fill(day);
    await filters.getByLabel('Free until').fill(day);
    await filters.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(`/vehicles?pickUpDate=${day}&dropOffDate=${day}&sort=priceAsc`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('article').first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/vehicles\/\d+$/);
    vehicleUrl = new URL(page.url()).pathname;
  });

  const vehicleId = Number(vehicleUrl.split('/').at(-1));
  const vehicle = await server.get<Vehicle>(`/car/visitors/${vehicleId}`);

  await test.step('the quote and availability show while picking, then book', async () => {
    await pickTimes();
    // 3.5 hours are 4 started hours.
    const price = 4 * vehicle.pricePerHour;
    await expect(
      priceAndAvailability.getByRole('row', {
        name: `4 hours × $${vehicle.pricePerHour} $${price}`,
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      priceAndAvailability.getByRole('row', { name: `Total $${price}`, exact: true }),
    ).toBeVisible();
    await expect(priceAndAvailability).toContainText('Available');
    await booking.getByLabel('I have read and aggree the contract').check();
    await booking.getByRole('button', { name: 'Book Now' }).click();
    await expectToast(page, 'Reservation created');
    await expect(page).toHaveURL('/');
  });

  await test.step('a second visit lists the period as booked and refuses it', async () => {
    await page.goto(vehicleUrl);
    const booked = page.getByRole('region', { name: 'Booked periods' });
    await expect(booked.getByText(`${day} 10:00 – ${day} 13:30`)).toBeVisible();
    await pickTimes();
    await expect(priceAndAvailability).toContainText('Not available for the selected time');
    await booking.getByLabel('I have read and aggree the contract').check();
    await expect(booking.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expectAccessible(page);
  });

  await test.step('cancel it from the reservation page', async () => {
    const own = await server.get<PageOfReservationWithCar>(
      '/reservations/auth/all?sort=id&direction=DESC&size=1',
      token,
    );
    const reservation = own.content[0]!;
    expect(reservation).toMatchObject({ carId: vehicleId, status: 'CREATED' });
    await page.goto(`/user/reservations/${reservation.id}`);
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to cancel?' });
    await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectToast(page, 'Reservation is cancelled');
    // The details say the status; the history below lists the change to it as well.
    await expect(
      page
        .getByRole('region', { name: 'Reservation Details' })
        .getByText('CANCELLED', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
    const stored = await server.get<{ status: string }>(
      `/reservations/${reservation.id}/auth`,
      token,
    );
    expect(stored.status).toBe('CANCELLED');
  });
});
