import type { Branch, PageOfReservationWithCar, PageOfVehicle, User } from '@rentacar/contract';
import { ServerError } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import {
  fillLogin,
  localDatePlusDays,
  logOut,
  mainNavigation,
  openUserMenu,
  submitBooking,
  userMenuButton,
} from '../support/ui.js';

const CUSTOMER = {
  firstName: 'Casey',
  lastName: 'Driver',
  phoneNumber: '(312) 555-0123',
  email: 'casey.driver@example.org',
  address: '1 Lake Shore Drive',
  zipCode: '60601',
};
const PASSWORD = 'Drive#2026';
const NEW_PASSWORD = 'Faster!2027';

/** One password per rule that only that rule rejects, with the spec's message. */
const WEAK_PASSWORDS = [
  ['Dr1ve#x', 'Must be at least 8 characters'],
  ['DRIVE#2026', 'One lowercase character'],
  ['drive#2026', 'One uppercase character'],
  ['Drive2026', 'One special character'],
  ['Drive#Now!', 'One number'],
] as const;

test('a customer registers, books a vehicle, manages the profile and logs in again', async ({
  page,
  server,
}) => {
  const fullName = `${CUSTOMER.firstName} ${CUSTOMER.lastName}`;

  await test.step('register: each password rule, then success', async () => {
    await page.goto('/');
    await mainNavigation(page).getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/auth?type=register');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('First Name').fill(CUSTOMER.firstName);
    await form.getByLabel('Last Name').fill(CUSTOMER.lastName);
    await form
      .getByLabel('Phone Number')
      .pressSequentially(CUSTOMER.phoneNumber.replace(/\D/g, ''));
    await expect(form.getByLabel('Phone Number')).toHaveValue(CUSTOMER.phoneNumber);
    await form.getByLabel('Email').fill(CUSTOMER.email);
    await form.getByLabel('Address').fill(CUSTOMER.address);
    await form.getByLabel('Zip Code').fill(CUSTOMER.zipCode);

    const password = form.getByLabel('Password', { exact: true });
    for (const [weak, message] of WEAK_PASSWORDS) {
      await password.fill(weak);
      await password.blur();
      await expect(form.getByRole('alert')).toHaveText(message);
    }
    await password.fill(PASSWORD);
    await form.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
    await form.getByLabel('Confirm Password').blur();
    await expect(form.getByRole('alert')).toHaveText("Password fields don't match");
    await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled();
    await expectAccessible(page);

    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'You are registered');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

    const token = await server.login({ email: CUSTOMER.email, password: PASSWORD });
    const stored = await server.get<User>('/user', token);
    expect(stored).toMatchObject({ ...CUSTOMER, roles: ['Customer'], builtIn: false });
  });

  await test.step('log in (a wrong password shows the server message)', async () => {
    await expectAccessible(page);
    await fillLogin(page, { email: CUSTOMER.email, password: NEW_PASSWORD });
    await expectToast(page, 'Bad credentials');
    await expect(page).toHaveURL('/auth?type=login');
    await fillLogin(page, { email: CUSTOMER.email, password: PASSWORD });
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page, fullName)).toBeVisible();
    await expectAccessible(page);
  });

  const vehicle = (await server.get<PageOfVehicle>('/car/visitors/pages?size=1')).content[0]!;
  // The vehicle is picked up at its branch and, unless another is chosen, returned there.
  const branches = await server.get<Branch[]>('/branches/visitors');
  const branchName = branches.find((branch) => branch.id === vehicle.branchId)!.name;
  const day = localDatePlusDays(400);
  const nextDay = localDatePlusDays(401);

  await test.step('asked for driver details before booking, adds them on the profile', async () => {
    await page.goto(`/vehicles/${vehicle.id}`);
    const refusal = page.getByRole('form', { name: 'Booking' }).getByRole('alert');
    await expect(refusal).toHaveText(
      'Add your driver details to your profile before booking Add driver details',
    );
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await refusal.getByRole('link', { name: 'Add driver details' }).click();
    await expect(page).toHaveURL('/user');
    const driver = page.getByRole('form', { name: 'Driver details' });
    await driver.getByLabel('Date of birth').fill('1990-04-12');
    await driver.getByLabel('License number').fill('D123-4567-8901');
    await driver.getByLabel('Issuing country').fill('US');
    await driver.getByLabel('License issued on').fill('2010-06-01');
    await driver.getByLabel('License expires on').fill('2099-06-01');
    await driver.getByRole('button', { name: 'Save driver details' }).click();
    await expectToast(page, 'Your driver details were saved');
    await expectAccessible(page);
  });

  await test.step('book a vehicle: validation, then success', async () => {
    await page.goto(`/vehicles/${vehicle.id}`);
    const form = page.getByRole('form', { name: 'Booking' });
    const fieldMessages = [
      ['Pick-up date', 'Select a pick-up date'],
      ['Pick-up time', 'Select a pick-up time'],
      ['Drop-off date', 'Select a drop-off date'],
      ['Drop-off time', 'Select a drop-off time'],
    ] as const;
    for (const [label] of fieldMessages) {
      await form.getByLabel(label).focus();
      await form.getByLabel(label).blur();
    }
    const contract = form.getByLabel('I have read and aggree the contract');
    await contract.check();
    await contract.uncheck();
    await contract.blur();
    await expect(form.getByRole('alert')).toHaveText([
      ...fieldMessages.map(([, message]) => message),
      'Please read the contract and check the box',
    ]);
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expectAccessible(page);

    await submitBooking(page, {
      pickUpLocation: 'Union Station',
      pickUpDate: day,
      pickUpTime: '10:00',
      dropOffLocation: "O'Hare Airport",
      dropOffDate: nextDay,
      dropOffTime: '12:00',
    });
    await expectToast(page, 'Reservation created');
    await expect(page).toHaveURL('/');
  });

  const token = await server.login({ email: CUSTOMER.email, password: PASSWORD });
  const ownReservations = () =>
    server.get<PageOfReservationWithCar>('/reservations/auth/all', token);
  const [reservation] = (await ownReservations()).content;
  expect(reservation).toMatchObject({
    carId: vehicle.id,
    pickUpLocation: branchName,
    dropOffLocation: branchName,
    pickUpTime: `${day}T10:00:00`,
    dropOffTime: `${nextDay}T12:00:00`,
    status: 'CREATED',
    totalPrice: 26 * vehicle.pricePerHour,
  });

  await test.step('an overlapping booking shows the server message', async () => {
    await page.goto(`/vehicles/${vehicle.id}`);
    await submitBooking(page, {
      pickUpLocation: 'Navy Pier',
      pickUpDate: nextDay,
      pickUpTime: '09:00',
      dropOffLocation: 'Navy Pier',
      dropOffDate: nextDay,
      dropOffTime: '18:00',
    });
    await expectToast(page, 'Car is not available for selected time');
    await expect(page).toHaveURL(`/vehicles/${vehicle.id}`);
    expect((await ownReservations()).totalElements).toBe(1);
  });

  await test.step('own reservations and their details', async () => {
    await openUserMenu(page, fullName);
    await mainNavigation(page).getByRole('link', { name: 'Reservations' }).click();
    await expect(page).toHaveURL('/user/reservations');
    const table = page.getByRole('table', { name: 'Your reservations' });
    const row = table.getByRole('row').filter({ hasText: vehicle.model });
    await expect(row).toContainText(branchName);
    await expect(row).toContainText(`${day} 10:00`);
    await expect(row).toContainText(`${nextDay} 12:00`);
    await expectAccessible(page);

    await row.click();
    await expect(page).toHaveURL(`/user/reservations/${reservation!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: vehicle.model })).toBeVisible();
    const details = page.getByRole('region', { name: 'Reservation Details' });
    await expect(details).toContainText(`Pick-up Time${day} 10:00`);
    await expect(details).toContainText('StatusCREATED');
    await expect(details).toContainText(`Price$${26 * vehicle.pricePerHour}`);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Back to the reservations' }).click();
    await expect(page).toHaveURL('/user/reservations');
  });

  const updated = { ...CUSTOMER, lastName: 'Racer', address: '400 N State St' };
  const updatedName = `${updated.firstName} ${updated.lastName}`;

  await test.step('update the profile and the password', async () => {
    await openUserMenu(page, fullName);
    await mainNavigation(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/user');
    const profile = page.getByRole('form', { name: 'Update Profile' });
    await expect(profile.getByLabel('Email')).toHaveAttribute('readonly', '');
    await profile.getByLabel('Last Name').fill(updated.lastName);
    await profile.getByLabel('Address').fill(updated.address);
    await expectAccessible(page);
    await profile.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Your profile was updated');
    await expect(userMenuButton(page, updatedName)).toBeVisible();
    expect(await server.get<User>('/user', token)).toMatchObject(updated);

    const passwordForm = page.getByRole('form', { name: 'Update Password' });
    await passwordForm.getByLabel('Current Password').fill(PASSWORD);
    await passwordForm.getByLabel('New Password').fill(NEW_PASSWORD);
    await passwordForm.getByLabel('Password Confirm').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Your password is updated');
    await expect(passwordForm.getByLabel('Current Password')).toHaveValue('');
    await expect(server.login({ email: CUSTOMER.email, password: PASSWORD })).rejects.toThrow(
      ServerError,
    );
  });

  await test.step('reload keeps the session', async () => {
    await page.reload();
    await expect(page).toHaveURL('/user');
    await expect(userMenuButton(page, updatedName)).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Update Profile' }).getByLabel('Address'),
    ).toHaveValue(updated.address);
  });

  await test.step('log out, then log in with the new password', async () => {
    // From the guarded profile screen: the logout still lands on the home page.
    await logOut(page, updatedName);
    await expect(page.getByRole('heading', { name: 'Popular Vehicle Models' })).toBeVisible();
    await mainNavigation(page).getByRole('link', { name: 'Login' }).click();
    await fillLogin(page, { email: CUSTOMER.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page, updatedName)).toBeVisible();
  });
});
