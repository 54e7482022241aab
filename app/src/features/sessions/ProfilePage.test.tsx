import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyData } from '@rentacar/contract';
import { db, serverError, server } from '@rentacar/mocks/node';
import { captureSavedFiles } from '../../test/savedFiles';
import { signInAs } from '../../test/signIn';
import { emptyField, openMainMenu, renderApp } from '../../test/renderApp';

type User = ReturnType<typeof renderApp>['user'];

// The demo customer is built in (read-only on the server); Emily Carter is an ordinary customer.
const EMAIL = 'emily.carter@example.com';
const PASSWORD = 'Rentacar#2024';

async function openProfile() {
  signInAs(EMAIL);
  const rendered = renderApp('/user');
  const profileForm = await screen.findByRole('form', { name: 'Update Profile' });
  return {
    ...rendered,
    profileForm,
    passwordForm: screen.getByRole('form', { name: 'Update Password' }),
  };
}

async function changePassword(user: User, form: HTMLElement, oldPassword: string) {
  await user.type(within(form).getByLabelText('Current Password'), oldPassword);
  await user.type(within(form).getByLabelText('New Password'), 'Renewed#2026');
  await user.type(within(form).getByLabelText('Password Confirm'), 'Renewed#2026');
  await user.click(within(form).getByRole('button', { name: 'Update' }));
}

describe('profile', () => {
  it("saves the profile, toasts 'Your profile was updated' and shows the new name everywhere", async () => {
    const { user, profileForm } = await openProfile();
    const firstName = within(profileForm).getByLabelText('First Name');
    await emptyField(user, firstName);
    await user.type(firstName, 'Emilia');
    await user.click(within(profileForm).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile was updated')).toBeInTheDocument();
    const identity = screen.getByRole('region', { name: 'Profile' });
    expect(await within(identity).findByText('Emilia Carter')).toBeInTheDocument();
    await openMainMenu(user);
    expect(screen.getByRole('button', { name: 'Emilia Carter' })).toBeInTheDocument();
  });

  it("toasts the server's message when the profile update fails", async () => {
    server.use(
      serverError('updateCurrentUser', { status: 400, message: 'zipCode: must not be blank' }),
    );
    const { user, profileForm } = await openProfile();
    await user.type(within(profileForm).getByLabelText('Address'), ' Apt 4');
    await user.click(within(profileForm).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('zipCode: must not be blank')).toBeInTheDocument();
  });
});

describe('password', () => {
  it("changes the password, toasts 'Your password is updated' and clears the form", async () => {
    const { user, passwordForm } = await openProfile();
    await changePassword(user, passwordForm, PASSWORD);
    expect(await screen.findByText('Your password is updated')).toBeInTheDocument();
    expect(within(passwordForm).getByLabelText('Current Password')).toHaveValue('');
  });

  it("toasts the server's message for a wrong current password and keeps the input", async () => {
    const { user, passwordForm } = await openProfile();
    await changePassword(user, passwordForm, 'NotMine#999');
    expect(await screen.findByText('Your passwords are not matched')).toBeInTheDocument();
    expect(within(passwordForm).getByLabelText('Current Password')).toHaveValue('NotMine#999');
  });
});

describe('driver details', () => {
  const driverForm = () => screen.getByRole('form', { name: 'Driver details' });

  it('shows the saved details and saves a change, which a reload keeps', async () => {
    const { user } = await openProfile();
    const form = driverForm();
    const country = within(form).getByLabelText('Issuing country');
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('1976-03-05');
    await emptyField(user, country);
    await user.type(country, 'ca');
    await user.click(within(form).getByRole('button', { name: 'Save driver details' }));
    expect(await screen.findByText('Your driver details were saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(driverForm()).getByLabelText('Issuing country')).toHaveValue('CA'),
    );
    expect(
      within(driverForm()).getByRole('button', { name: 'Save driver details' }),
    ).toBeDisabled();
  });

  it("refuses a birth in the future under its field with the shared rule's words", async () => {
    const { user } = await openProfile();
    const born = within(driverForm()).getByLabelText('Date of birth');
    await emptyField(user, born);
    await user.type(born, '2999-01-01');
    await user.tab();
    expect(await within(driverForm()).findByText('must not be in the future')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(
      within(driverForm()).getByRole('button', { name: 'Save driver details' }),
    ).toBeDisabled();
  });
});

describe('your data', () => {
  afterEach(() => vi.restoreAllMocks());

  const customer = () => db.users.all().find((user) => user.email === EMAIL)!;

  it('saves my-data.json with the account, driver details and reservations, no password', async () => {
    const saved = captureSavedFiles();
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.filename).toBe('my-data.json');
    const text = await saved[0]!.blob.text();
    const data = JSON.parse(text) as MyData;
    expect(data.account.email).toBe(EMAIL);
    expect(data.driver?.licenseNumber).toBe(customer().driver!.licenseNumber);
    const own = db.reservations.all().filter((reservation) => reservation.userId === customer().id);
    expect(data.reservations.map(({ id }) => id)).toEqual(own.map(({ id }) => id));
    expect(text).not.toContain(PASSWORD);
  });

  it('deletes the account once its reservations are cancelled: home, logged out, erased', async () => {
    const { id } = customer();
    for (const reservation of db.reservations.all()) {
      if (reservation.userId === id && reservation.status === 'CREATED') {
        db.reservations.update(reservation.id, { status: 'CANCELLED' });
      }
    }
    const { user, router } = await openProfile();
    const deletion = screen.getByRole('form', { name: 'Delete my account' });
    await user.type(within(deletion).getByLabelText('Password'), PASSWORD);
    await user.click(within(deletion).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(db.users.find(id)).toMatchObject({
      firstName: 'Deleted',
      email: `deleted-${id}@deleted.invalid`,
    });
  });
});
