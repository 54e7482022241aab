import { readFile } from 'node:fs/promises';
import type { MyData, PageOfVehicle, User } from '@rentacar/contract';
import { DEMO_ADMIN, ServerError } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import {
  localDatePlusDays,
  logIn,
  openUserMenu,
  mainNavigation,
  submitBooking,
} from '../support/ui.js';

const CUSTOMER = {
  firstName: 'Dana',
  lastName: 'Datawell',
  phoneNumber: '(312) 555-0199',
  email: 'dana.datawell@example.org',
  address: '12 Privacy Row',
  zipCode: '60602',
};
const PASSWORD = 'MyData#2026';
const LICENSE_NUMBER = 'DD-2026-0012';

test('a new customer adds driver details, books, downloads their data and deletes the account', async ({
  page,
  server,
}) => {
  const fullName = `${CUSTOMER.firstName} ${CUSTOMER.lastName}`;
  await server.send('POST', '/register', {
    ...CUSTOMER,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const account = await server.get<User>(
    '/user',
    await server.login({ ...CUSTOMER, password: PASSWORD }),
  );
  await logIn(page, { email: CUSTOMER.email, password: PASSWORD }, fullName);

  const vehicle = (await server.get<PageOfVehicle>('/car/visitors/pages?size=1')).content[0]!;
  // The weekday of the customer journey's booking of the same vehicle, ten weeks after it.
  const day = localDatePlusDays(470);

  await test.step('asked for driver details before booking, adds them on the profile', async () => {
    await page.goto(`/vehicles/${vehicle.id}`);
    const refusal = page.getByRole('form', { name: 'Booking' }).getByRole('alert');
    await expect(refusal).toContainText('Add your driver details to your profile before booking');
    await refusal.getByRole('link', { name: 'Add driver details' }).click();
    await expect(page).toHaveURL('/user');
    const driver = page.getByRole('form', { name: 'Driver details' });
    await expect(driver.getByText(/We keep them while you have an account/)).toBeVisible();
    await driver.getByLabel('Date of birth').fill('1988-09-30');
    await driver.getByLabel('License number').fill(LICENSE_NUMBER);
    await driver.getByLabel('Issuing country').fill('US');
    await driver.getByLabel('License issued on').fill('2008-10-01');
    await driver.getByLabel('License expires on').fill('2099-10-01');
    await driver.getByRole('button', { name: 'Save driver details' }).click();
    await expectToast(page, 'Your driver details were saved');
  });

  await test.step('books the vehicle', async () => {
    await page.goto(`/vehicles/${vehicle.id}`);
    await submitBooking(page, {
      pickUpLocation: 'Union Station',
      pickUpDate: day,
      pickUpTime: '10:00',
      dropOffLocation: 'Union Station',
      dropOffDate: day,
      dropOffTime: '12:00',
    });
    await expectToast(page, 'Reservation created');
  });

  await test.step('downloads a JSON file of everything kept about them', async () => {
    await openUserMenu(page, fullName);
    await mainNavigation(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/user');
    await expectAccessible(page);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('my-data.json');
    const text = await readFile(await file.path(), 'utf8');
    const data = JSON.parse(text) as MyData;
    expect(data.account).toMatchObject({ ...CUSTOMER, id: account.id });
    expect(data.driver).toMatchObject({ licenseNumber: LICENSE_NUMBER, dateOfBirth: '1988-09-30' });
    expect(data.reservations).toHaveLength(1);
    expect(data.reservations[0]).toMatchObject({
      carId: vehicle.id,
      pickUpTime: `${day}T10:00:00`,
      status: 'CREATED',
    });
    expect(data.emails.map((email) => email.kind)).toEqual(['welcome', 'bookingConfirmed']);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('scrypt');
  });

  await test.step('deleting is refused while the booking is upcoming; cancels it', async () => {
    const deletion = page.getByRole('form', { name: 'Delete my account' });
    await deletion.getByLabel('Password').fill('Not#MyPassword1');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByRole('alert')).toHaveText('Your password is not correct');
    await deletion.getByLabel('Password').fill(PASSWORD);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByRole('alert')).toContainText(
      'Cancel your upcoming reservations before deleting your account',
    );
    await expectAccessible(page);
    await deletion.getByRole('link', { name: 'Your reservations' }).click();
    await expect(page).toHaveURL('/user/reservations');
    await page.getByRole('table', { name: 'Your reservations' }).getByRole('row').nth(1).click();
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to cancel?' });
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectToast(page, 'Reservation is cancelled');
  });

  await test.step('deletes the account: logged out, its login gone, its data anonymised', async () => {
    await page.goto('/user');
    const deletion = page.getByRole('form', { name: 'Delete my account' });
    await deletion.getByLabel('Password').fill(PASSWORD);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Your account was deleted');
    await expect(page).toHaveURL('/');
    await expect(mainNavigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(server.login({ email: CUSTOMER.email, password: PASSWORD })).rejects.toThrow(
      ServerError,
    );
    const adminToken = await server.login(DEMO_ADMIN);
    const erased = await server.get<User>(`/user/${account.id}/auth`, adminToken);
    expect(erased).toMatchObject({ firstName: 'Deleted', lastName: 'customer', phoneNumber: '' });
    expect(JSON.stringify(erased)).not.toContain(LICENSE_NUMBER);
  });
});
