import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReservation, createUser, db } from '@rentacar/mocks/node';
import { recordJsonBodies, renderAsAdmin } from '../../../shell/admin/test/adminTestUtils';

const confirmDelete = async (user: Awaited<ReturnType<typeof renderAsAdmin>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('dialog', { name: 'Are you sure to delete?' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
};

describe('admin user edit', () => {
  it("shows the user's driver details read-only", async () => {
    const driver = {
      dateOfBirth: '1988-02-03',
      licenseNumber: 'NORA-1988',
      licenseCountry: 'IE',
      licenseIssuedOn: '2006-05-06',
      licenseExpiresOn: '2031-05-06',
    };
    const withDetails = createUser({ firstName: 'Nora', driver });
    await renderAsAdmin(`/admin/users/${withDetails.id}`);
    const details = within(await screen.findByRole('region', { name: 'Driver details' }));
    expect(details.getByText('NORA-1988')).toBeInTheDocument();
    expect(details.getByText('IE')).toBeInTheDocument();
    expect(details.queryByRole('textbox')).toBeNull();
  });

  it('says a user without driver details has given none', async () => {
    const without = createUser({ firstName: 'Nils' });
    await renderAsAdmin(`/admin/users/${without.id}`);
    const details = within(await screen.findByRole('region', { name: 'Driver details' }));
    expect(details.getByText('No driver details given yet.')).toBeInTheDocument();
  });

  it('updates the roles and leaves an empty password out of the payload', async () => {
    const customer = createUser({ firstName: 'Nora', roles: ['Customer'] });
    const bodies = recordJsonBodies('PUT', `/api/user/${customer.id}/auth`);
    const { user, router } = await renderAsAdmin(`/admin/users/${customer.id}`);
    expect(await screen.findByLabelText('Email')).toHaveValue(customer.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User is updated')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/users/${customer.id}`);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('password');
    expect(bodies[0]).toMatchObject({
      email: customer.email,
      roles: ['Customer', 'Administrator'],
    });
    expect(db.users.find(customer.id)).toMatchObject({
      roles: ['Customer', 'Administrator'],
      password: customer.password,
    });
  });

  it("shows the user's language and saves another, which their e-mails then speak", async () => {
    const customer = createUser({ firstName: 'Nora', language: 'en' });
    const bodies = recordJsonBodies('PUT', `/api/user/${customer.id}/auth`);
    const { user } = await renderAsAdmin(`/admin/users/${customer.id}`);
    // The form's own select (the admin layout's language switcher is another), from the form
    // as it stands: a save loads the record again into a new one.
    const formLanguage = async () =>
      within(await screen.findByRole('form', { name: 'Edit User' })).findByRole('combobox', {
        name: 'Language',
      });
    const language = await formLanguage();
    expect(language).toHaveDisplayValue('English');
    await user.selectOptions(language, 'Español');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User is updated')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ email: customer.email, language: 'es' });
    expect(db.users.find(customer.id)).toMatchObject({ language: 'es' });
    expect(await formLanguage()).toHaveDisplayValue('Español');
  });

  it('sends a new password when one is typed', async () => {
    const customer = createUser();
    const { user } = await renderAsAdmin(`/admin/users/${customer.id}`);
    await user.type(await screen.findByLabelText('Password'), 'Changed#2026');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User is updated')).toBeInTheDocument();
    expect(db.users.find(customer.id)!.password).toBe('Changed#2026');
  });

  it("requires a role: 'Please select a role' and no update", async () => {
    const customer = createUser({ roles: ['Customer'] });
    const { user } = await renderAsAdmin(`/admin/users/${customer.id}`);
    await user.click(await screen.findByRole('checkbox', { name: 'Customer' }));
    expect(await screen.findByText('Please select a role')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const customer = createUser({ firstName: 'Aaron', email: 'aaron@example.test' });
    const { user, router } = await renderAsAdmin('/admin/users');
    await user.click(await screen.findByRole('cell', { name: 'aaron@example.test' }));
    await confirmDelete(user);
    expect(await screen.findByText('User was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(db.users.find(customer.id)).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'aaron@example.test' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's message when the user still has reservations", async () => {
    const customer = createUser();
    createReservation({ userId: customer.id });
    const { user, router } = await renderAsAdmin(`/admin/users/${customer.id}`);
    await confirmDelete(user);
    expect(
      await screen.findByText("User couldn't be deleted. User is used by a reservation"),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/users/${customer.id}`);
    expect(db.users.find(customer.id)).toBeDefined();
  });
});
