import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type {
  PageOfContactMessage,
  PageOfReservationWithCar,
  PageOfUser,
  PageOfVehicle,
  ReservationWithCar,
  User,
  Vehicle,
} from '@rentacar/contract';
import { readSheet } from 'read-excel-file/node';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import { VISITOR_MESSAGE } from '../support/records.js';
import { localDatePlusDays, logIn, mainNavigation, openUserMenu } from '../support/ui.js';
import { SPREADSHEET_HEADERS } from '@rentacar/contract-tests/spreadsheet-headers';

const demoImages = fileURLToPath(new URL('../../packages/demo-data/images', import.meta.url));
const [FIRST_PNG, SECOND_PNG] = fs
  .readdirSync(demoImages)
  .filter((file) => file.endsWith('.png'))
  .sort()
  .slice(0, 2)
  .map((file) => ({
    name: 'car.png',
    mimeType: 'image/png',
    buffer: fs.readFileSync(path.join(demoImages, file)),
  })) as [
  { name: string; mimeType: string; buffer: Buffer },
  { name: string; mimeType: string; buffer: Buffer },
];

const NEW_VEHICLE = {
  model: 'E2E Roadster',
  doors: 2,
  seats: 2,
  luggage: 1,
  transmission: 'Manuel',
  airConditioning: true,
  fuelType: 'Hybrid',
  age: 1,
  pricePerHour: 42,
} as const;

/** A customer the administrator promotes; the first name sorts it onto the first page of users. */
const PROMOTED = {
  firstName: 'Aaron',
  lastName: 'Promoted',
  phoneNumber: '(312) 555-0177',
  address: '77 W Wacker Dr',
  zipCode: '60601',
  email: 'aaron.promoted@example.org',
  password: 'Promote#2026',
};

const adminNavigation = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** Opens a row of an admin list table by the text it contains. */
async function openRow(page: Page, table: string, text: string) {
  await page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text }).click();
}

/** `March 2026`: how the dashboard names the current month. */
const currentMonthName = () =>
  new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });

/** The current month's revenue as the dashboard states it (its chart's data table). */
async function currentMonthRevenue(page: Page): Promise<number> {
  await page.goto('/admin');
  await expect(page.getByRole('list', { name: 'Totals' })).toBeVisible();
  const chart = page.getByRole('table', { name: 'Revenue per month, last 12 months' });
  // Without any earning reservation in the 12 months the dashboard says so instead of a chart.
  if ((await chart.count()) === 0) return 0;
  const cell = chart.getByRole('row', { name: currentMonthName() }).getByRole('cell');
  return Number((await cell.textContent())!.replace(/[$,]/g, ''));
}

test('an administrator manages users, vehicles, reservations and messages', async ({
  page,
  server,
}) => {
  // The longest journey: every admin screen, each checked with axe at two widths.
  test.setTimeout(240_000);
  const adminToken = await server.login(DEMO_ADMIN);
  const admin = await server.get<User>('/user', adminToken);
  const adminName = `${admin.firstName} ${admin.lastName}`;
  const customer = await server.get<User>('/user', await server.login(DEMO_CUSTOMER));
  // The reservations list shows who booked by name.
  const customerName = `${customer.firstName} ${customer.lastName}`;
  await logIn(page, DEMO_ADMIN, adminName);

  await test.step('the dashboard opens from the user menu', async () => {
    await openUserMenu(page, adminName);
    await mainNavigation(page).getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByText('AdminDashboardPage')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step("edit a user's roles; built-in accounts are read-only", async () => {
    const { password, ...profile } = PROMOTED;
    await server.send('POST', '/register', { ...PROMOTED, confirmPassword: password });
    await adminNavigation(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expectAccessible(page);
    // Found by e-mail through the search box; the search is kept in the URL.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(PROMOTED.email.toUpperCase());
    await expect(page).toHaveURL(
      `/admin/users?q=${encodeURIComponent(PROMOTED.email.toUpperCase())}`,
    );
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(2);
    await expect(users.getByRole('row').nth(1)).toContainText(PROMOTED.email);
    await openRow(page, 'Users', PROMOTED.email);
    const form = page.getByRole('form', { name: 'Edit User' });
    await expect(form.getByLabel('Email')).toHaveValue(PROMOTED.email);
    const roles = form.getByRole('group', { name: 'Roles' });
    await expect(roles.getByLabel('Customer')).toBeChecked();
    await expect(roles.getByLabel('Admin')).not.toBeChecked();
    await roles.getByLabel('Admin').check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'User is updated');
    const stored = await server.get<PageOfUser>('/user/auth/pages?size=100', adminToken);
    const promoted = stored.content.find((user) => user.email === PROMOTED.email);
    expect(promoted).toMatchObject(profile);
    expect([...promoted!.roles].sort()).toEqual(['Administrator', 'Customer']);
    // The promoted user can now use the administrator API.
    await server.get<PageOfUser>('/user/auth/pages', await server.login(PROMOTED));

    await page.goto(`/admin/users/${admin.id}`);
    await expect(page.getByRole('note')).toHaveText(
      'Built-in accounts can not be deleted and updated',
    );
    const builtIn = page.getByRole('form', { name: 'Edit User' });
    await expect(builtIn.getByLabel('First Name')).toBeDisabled();
    await expect(builtIn.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(builtIn.getByRole('button', { name: 'Update' })).toHaveCount(0);
    await expect(builtIn.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectAccessible(page);
  });

  let vehicle: Vehicle | undefined;

  /** The demo customer books the new vehicle `days` from today, from `pickUp` to `dropOff`. */
  const bookAsCustomer = async (token: string, days: number, pickUp: string, dropOff: string) => {
    const [year, month, date] = localDatePlusDays(days).split('-');
    await server.send(
      'POST',
      `/reservations/add?carId=${vehicle!.id}`,
      {
        pickUpTime: `${month}/${date}/${year} ${pickUp}`,
        dropOffTime: `${month}/${date}/${year} ${dropOff}`,
        pickUpLocation: 'Midway Airport',
        dropOffLocation: 'Midway Airport',
      },
      token,
    );
  };

  await test.step('create a vehicle with a PNG image (a non-image file is refused)', async () => {
    await adminNavigation(page).getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL('/admin/vehicles');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'New Vehicle' }).click();
    await expect(page).toHaveURL('/admin/vehicles/new');
    const form = page.getByRole('form', { name: 'New Vehicle' });
    await form.getByLabel('Model', { exact: true }).fill(NEW_VEHICLE.model);
    await form.getByLabel('Doors', { exact: true }).fill(String(NEW_VEHICLE.doors));
    await form.getByLabel('Seats', { exact: true }).fill(String(NEW_VEHICLE.seats));
    await form.getByLabel('Luggage', { exact: true }).fill(String(NEW_VEHICLE.luggage));
    await form.getByLabel('Age', { exact: true }).fill(String(NEW_VEHICLE.age));
    await form.getByLabel('Transmission', { exact: true }).selectOption(NEW_VEHICLE.transmission);
    await form.getByLabel('Fuel Type', { exact: true }).selectOption(NEW_VEHICLE.fuelType);
    // Open around the clock, so the customer's bookings below fall within its hours.
    await form.getByLabel('Branch', { exact: true }).selectOption("Chicago O'Hare Airport");
    await form.getByLabel('Air Conditioning', { exact: true }).selectOption('Yes');
    await form.getByLabel('Price per hour', { exact: true }).fill(String(NEW_VEHICLE.pricePerHour));

    await form.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(form.getByRole('alert')).toHaveText('Please select an image file');
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();

    await form.getByLabel('Image', { exact: true }).setInputFiles(FIRST_PNG);
    await expect(form.getByRole('img', { name: 'Vehicle image preview' })).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Vehicle is created');
    await expect(page).toHaveURL('/admin/vehicles');

    const all = await server.get<Vehicle[]>('/car/visitors/all');
    vehicle = all.find((candidate) => candidate.model === NEW_VEHICLE.model);
    expect(vehicle).toMatchObject({ ...NEW_VEHICLE, builtIn: false });
    expect(vehicle!.image).toHaveLength(1);
    expect(await server.imageBytes(vehicle!.image[0]!)).toEqual(FIRST_PNG.buffer);
  });

  await test.step('the new vehicle appears on /vehicles with its image', async () => {
    const { id, image } = vehicle!;
    const byModel = await server.get<PageOfVehicle>('/car/visitors/pages?size=100');
    const position = byModel.content.findIndex((candidate) => candidate.id === id);
    await page.goto(`/vehicles?page=${Math.floor(position / 8) + 1}`);
    const card = page.getByRole('article', { name: NEW_VEHICLE.model });
    await expect(card).toContainText(`$${NEW_VEHICLE.pricePerHour} rent per hour`);
    // The card's picture is decorative (alt=""), so it has no role to find it by.
    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('src', new RegExp(`/files/display/${image[0]}$`));
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);
  });

  await test.step("replace the vehicle's image; built-in vehicles are read-only", async () => {
    const oldImageId = vehicle!.image[0]!;
    await page.goto(`/admin/vehicles/${vehicle!.id}`);
    const form = page.getByRole('form', { name: 'Edit Vehicle' });
    await expect(form.getByLabel('Model', { exact: true })).toHaveValue(NEW_VEHICLE.model);
    await form.getByLabel('Image', { exact: true }).setInputFiles(SECOND_PNG);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Vehicle is updated');

    const updated = await server.get<Vehicle>(`/car/visitors/${vehicle!.id}`);
    expect(updated.image).toHaveLength(1);
    expect(updated.image[0]).not.toBe(oldImageId);
    expect(await server.imageBytes(updated.image[0]!)).toEqual(SECOND_PNG.buffer);
    await expect(server.imageBytes(oldImageId)).rejects.toMatchObject({ status: 404 });
    vehicle = updated;

    const builtInVehicle = (await server.get<Vehicle[]>('/car/visitors/all')).find(
      (candidate) => candidate.builtIn,
    );
    await page.goto(`/admin/vehicles/${builtInVehicle!.id}`);
    await expect(page.getByRole('note')).toHaveText(
      'Built-in vehicles can not be deleted and updated',
    );
    const builtIn = page.getByRole('form', { name: 'Edit Vehicle' });
    await expect(builtIn.getByLabel('Model', { exact: true })).toBeDisabled();
    await expect(builtIn.getByRole('button', { name: 'Update' })).toHaveCount(0);
    await expect(builtIn.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step("change a reservation's status", async () => {
    const customerToken = await server.login(DEMO_CUSTOMER);
    await bookAsCustomer(customerToken, 500, '09:00:00', '17:00:00');
    const own = await server.get<PageOfReservationWithCar>(
      '/reservations/auth/all?size=100',
      customerToken,
    );
    const reservation = own.content.find((candidate) => candidate.carId === vehicle!.id)!;

    await adminNavigation(page).getByRole('link', { name: 'Reservations' }).click();
    await expect(page).toHaveURL('/admin/reservations');
    await expectAccessible(page);
    await openRow(page, 'Reservations', NEW_VEHICLE.model);
    await expect(page).toHaveURL(`/admin/reservations/${reservation.id}`);
    const form = page.getByRole('form', { name: 'Edit Reservation' });
    await expect(form.getByLabel('Pick-up place')).toHaveValue('Midway Airport');
    await expect(form.getByLabel('Status')).toHaveValue('CREATED');
    await form.getByLabel('Status').selectOption('CANCELLED');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Reservation is updated');
    const stored = await server.get<ReservationWithCar>(
      `/reservations/${reservation.id}/admin`,
      adminToken,
    );
    expect(stored).toMatchObject({ ...reservation, status: 'CANCELLED' });

    // Found again by its status: the Status filter keeps only cancelled reservations.
    await adminNavigation(page).getByRole('link', { name: 'Reservations' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('CANCELLED');
    await expect(page).toHaveURL('/admin/reservations?status=CANCELLED');
    const list = page.getByRole('table', { name: 'Reservations' });
    const row = list.getByRole('row').filter({ hasText: NEW_VEHICLE.model });
    await expect(row).toContainText('CANCELLED');
    await expect(row).toContainText(customerName);
    await expect(list.getByRole('row').filter({ hasText: /CREATED|DONE/ })).toHaveCount(0);
  });

  await test.step("a vehicle's reservations by the Vehicle filter, kept over a reload", async () => {
    await page.goto('/admin/reservations');
    const vehicleFilter = page.getByRole('combobox', { name: 'Vehicle' });
    await vehicleFilter.selectOption({ label: NEW_VEHICLE.model });
    await expect(page).toHaveURL(`/admin/reservations?carId=${vehicle!.id}`);
    const list = page.getByRole('table', { name: 'Reservations' });
    // The header row and the one booking of the new vehicle.
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list.getByRole('row').nth(1)).toContainText(NEW_VEHICLE.model);
    await page.reload();
    await expect(vehicleFilter).toHaveValue(String(vehicle!.id));
    await expect(list.getByRole('row')).toHaveCount(2);

    // Picked up from the day after that booking on: none.
    await page.getByLabel('Pick-up from').fill(`${localDatePlusDays(501)}T00:00`);
    await expect(list.getByText('No records found')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/admin/reservations');
    await expect(vehicleFilter).toHaveValue('');
  });

  await test.step("the dashboard's revenue for this month rises by a booking's price", async () => {
    const before = await currentMonthRevenue(page);
    const customerToken = await server.login(DEMO_CUSTOMER);
    await bookAsCustomer(customerToken, 501, '10:00:00', '13:30:00');
    const own = await server.get<PageOfReservationWithCar>(
      '/reservations/auth/all?size=1&sort=id&direction=DESC',
      customerToken,
    );
    const booking = own.content[0]!;
    expect(booking.totalPrice).toBe(4 * NEW_VEHICLE.pricePerHour);
    // Recorded as done early this month (a rental that took place): its booked price is kept.
    const [thisYear, thisMonth] = localDatePlusDays(0).split('-');
    await server.send(
      'PUT',
      `/reservations/admin/auth?reservationId=${booking.id}&carId=${vehicle!.id}`,
      {
        pickUpTime: `${thisMonth}/01/${thisYear} 00:00:00`,
        dropOffTime: `${thisMonth}/01/${thisYear} 03:30:00`,
        pickUpLocation: 'Midway Airport',
        dropOffLocation: 'Midway Airport',
        status: 'DONE',
      },
      adminToken,
    );
    expect(await currentMonthRevenue(page)).toBe(before + booking.totalPrice);
    await expectAccessible(page);
  });

  await test.step("delete the visitor's contact message", async () => {
    const messages = () =>
      server.get<PageOfContactMessage>('/contactmessage/pages?size=100', adminToken);
    // Sent by the visitor journey; sent here when this journey runs alone.
    if (
      !(await messages()).content.some((message) => message.subject === VISITOR_MESSAGE.subject)
    ) {
      await server.send('POST', '/contactmessage/visitors', VISITOR_MESSAGE);
    }
    const message = (await messages()).content.find(
      (candidate) => candidate.subject === VISITOR_MESSAGE.subject,
    )!;

    await adminNavigation(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL('/admin/messages');
    await expectAccessible(page);
    await openRow(page, 'Messages', VISITOR_MESSAGE.subject);
    await expect(page).toHaveURL(`/admin/messages/${message.id}`);
    const view = page.getByRole('article', { name: VISITOR_MESSAGE.subject });
    await expect(view.getByRole('heading', { name: VISITOR_MESSAGE.subject })).toBeVisible();
    await expect(view.getByText(VISITOR_MESSAGE.body)).toBeVisible();
    await expect(view.getByRole('link', { name: VISITOR_MESSAGE.email })).toBeVisible();
    await expectAccessible(page);

    await view.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toContainText("You won't be able to revert this!");
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Message was deleted');
    await expect(page).toHaveURL('/admin/messages');
    await expect(server.get(`/contactmessage/${message.id}`, adminToken)).rejects.toMatchObject({
      status: 404,
    });
  });

  await test.step('download the three spreadsheets; their rows match the data', async () => {
    const download = async (listPath: string, button: string, fileName: string) => {
      await adminNavigation(page).getByRole('link', { name: listPath }).click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(file.suggestedFilename()).toBe(fileName);
      return readSheet(await file.path());
    };

    const users = (await server.get<PageOfUser>('/user/auth/pages?size=100&sort=id', adminToken))
      .content;
    // An empty text (an erased account's) is an empty cell, which reads back as null.
    const cell = (text: string) => (text === '' ? null : text);
    expect(await download('Users', 'Download Users', 'users.xlsx')).toEqual([
      SPREADSHEET_HEADERS.users,
      ...users.map((user) => [
        user.id,
        cell(user.firstName),
        cell(user.lastName),
        cell(user.phoneNumber),
        cell(user.email),
        cell(user.address),
        cell(user.zipCode),
        user.roles.join(', '),
      ]),
    ]);

    const vehicles = (await server.get<PageOfVehicle>('/car/visitors/pages?size=100&sort=id'))
      .content;
    expect(await download('Vehicles', 'Download Vehicles', 'vehicles.xlsx')).toEqual([
      SPREADSHEET_HEADERS.vehicles,
      ...vehicles.map((car) => [
        car.id,
        car.model,
        car.doors,
        car.seats,
        car.luggage,
        car.transmission,
        car.airConditioning ? 'Yes' : 'No',
        car.age,
        car.pricePerHour,
        car.fuelType,
        // A vehicle without a plate leaves its cell empty.
        car.licensePlate ?? null,
      ]),
    ]);

    const usersById = new Map(users.map((user) => [user.id, user]));
    const reservations = (
      await server.get<PageOfReservationWithCar>(
        '/reservations/admin/all/pages?size=100&sort=id&direction=ASC',
        adminToken,
      )
    ).content;
    expect(await download('Reservations', 'Download Reservations', 'reservations.xlsx')).toEqual([
      SPREADSHEET_HEADERS.reservations,
      ...reservations.map((reservation) => {
        const customer = usersById.get(reservation.userId)!;
        return [
          reservation.id,
          reservation.carId,
          reservation.car.model,
          reservation.userId,
          `${customer.firstName} ${customer.lastName}`,
          cell(customer.phoneNumber),
          reservation.pickUpTime,
          reservation.dropOffTime,
          reservation.pickUpLocation,
          reservation.dropOffLocation,
          reservation.status,
          reservation.totalPrice,
        ];
      }),
    ]);
  });

  await test.step('log out from the sidebar', async () => {
    await adminNavigation(page).getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to logout?' });
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(mainNavigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
