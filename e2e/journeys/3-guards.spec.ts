import type { PageOfReservationWithCar, PageOfVehicle, User } from '@rentacar/contract';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import {
  submitBooking,
  localDatePlusDays,
  logIn,
  mainNavigation,
  openUserMenu,
} from '../support/ui.js';

test('a logged-out visitor is sent to login and cannot book', async ({ page, server }) => {
  await page.goto('/user');
  await expect(page).toHaveURL('/auth?type=login');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/user/reservations');
  await expect(page).toHaveURL('/auth?type=login');
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/auth?type=login');

  const adminToken = await server.login(DEMO_ADMIN);
  const reservationsBefore = await server.get<PageOfReservationWithCar>(
    '/reservations/admin/all/pages?size=1',
    adminToken,
  );
  const vehicle = (await server.get<PageOfVehicle>('/car/visitors/pages?size=1')).content[0]!;
  await page.goto(`/vehicles/${vehicle.id}`);
  await submitBooking(page, {
    pickUpLocation: 'Union Station',
    dropOffLocation: "O'Hare Airport",
    pickUpDate: localDatePlusDays(30),
    pickUpTime: '10:00',
    dropOffDate: localDatePlusDays(31),
    dropOffTime: '10:00',
  });
  await expectToast(page, 'Please login first');
  await expect(page).toHaveURL(`/vehicles/${vehicle.id}`);
  const reservationsAfter = await server.get<PageOfReservationWithCar>(
    '/reservations/admin/all/pages?size=1',
    adminToken,
  );
  expect(reservationsAfter.totalElements).toBe(reservationsBefore.totalElements);
});

test('a customer sees the forbidden page on the admin area', async ({ page, server }) => {
  const customer = await server.get<User>('/user', await server.login(DEMO_CUSTOMER));
  const fullName = `${customer.firstName} ${customer.lastName}`;
  await logIn(page, DEMO_CUSTOMER, fullName);

  await openUserMenu(page, fullName);
  const menu = mainNavigation(page);
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page).toHaveURL('/unauthorized');
  await expect(
    page.getByRole('heading', { name: 'The page you try to enter is forbidden' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/users');
  await expect(page).toHaveURL('/unauthorized');
});
