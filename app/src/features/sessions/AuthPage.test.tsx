import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReservation, serverError, server } from '@rentacar/mocks/node';
import { signInAs } from '../../test/signIn';
import { inSpanish, openMainMenu, renderApp } from '../../test/renderApp';

type User = ReturnType<typeof renderApp>['user'];

async function logInAs(user: User, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('stores the token, loads the profile and goes home', async () => {
    const { router, user } = renderApp('/auth?type=login');
    await logInAs(user, 'customer@example.com', 'Customer#1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toEqual(expect.any(String));
    await openMainMenu(user);
    expect(screen.getByRole('button', { name: 'Jordan Bailey' })).toBeInTheDocument();
  });

  it('goes back to the guarded page the visitor was heading for', async () => {
    const { router, user } = renderApp('/user/reservations');
    await logInAs(user, 'customer@example.com', 'Customer#1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/reservations'));
    expect(await screen.findByRole('columnheader', { name: 'Vehicle' })).toBeInTheDocument();
  });

  it('brings a visitor on a reservation link to the login, then to the reservation', async () => {
    const { id } = createReservation({ userId: 2, carId: 1 });
    const { router, user } = renderApp(`/user/reservations/${id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await logInAs(user, 'customer@example.com', 'Customer#1234');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/reservations/${id}`));
    expect(await screen.findByRole('button', { name: 'Reservation Details' })).toBeInTheDocument();
  });

  it("toasts the server's message and stays logged out on bad credentials", async () => {
    const { router, user } = renderApp('/auth?type=login');
    await logInAs(user, 'customer@example.com', 'Wrong#12345');
    expect(await screen.findByText('Bad credentials')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('register', () => {
  /** The registration form's words, as an English and a Spanish page show them. */
  const LABELS = {
    en: [
      'Register',
      'First Name',
      'Last Name',
      'Phone Number',
      'Email',
      'Address',
      'Zip Code',
      'Password',
      'Confirm Password',
    ],
    es: [
      'Registrarse',
      'Nombre',
      'Apellidos',
      'Número de teléfono',
      'Correo electrónico',
      'Dirección',
      'Código postal',
      'Contraseña',
      'Confirmar contraseña',
    ],
  } as const;

  async function fillRegistration(user: User, email: string, language: 'en' | 'es' = 'en') {
    const [register, firstName, lastName, phone, emailLabel, address, zipCode, password, confirm] =
      LABELS[language];
    await user.click(await screen.findByRole('tab', { name: register }));
    const form = screen.getByRole('form', { name: register });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field(firstName), 'Nora');
    await user.type(field(lastName), 'Quinn');
    await user.type(field(phone), '5551234567');
    await user.type(field(emailLabel), email);
    await user.type(field(address), '12 Lake Shore Dr, Chicago, IL');
    await user.type(field(zipCode), '60611');
    await user.type(field(password), 'Secret#123');
    await user.type(field(confirm), 'Secret#123');
    await user.click(within(form).getByRole('button', { name: register }));
  }

  it("toasts 'You are registered' and switches to the login tab", async () => {
    const { router, user } = renderApp('/auth?type=login');
    await fillRegistration(user, 'nora.quinn@example.com');
    expect(await screen.findByText('You are registered')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=login');
    // The new account works.
    await logInAs(user, 'nora.quinn@example.com', 'Secret#123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  // The server words a refused field in the contract's English (`<field>: <reason>`).
  const refusedZipCode = () =>
    server.use(
      serverError('register', {
        status: 400,
        message: 'zipCode: must be between 5 and 10 characters',
      }),
    );

  it("toasts the server's validation message letter for letter on an English page", async () => {
    refusedZipCode();
    const { user } = renderApp('/auth?type=register');
    await fillRegistration(user, 'nora.quinn@example.com');
    expect(
      await screen.findByText('zipCode: must be between 5 and 10 characters'),
    ).toBeInTheDocument();
  });

  it("toasts the server's validation message in Spanish on a Spanish page", async () => {
    refusedZipCode();
    const { user } = renderApp('/auth?type=register', await inSpanish());
    await fillRegistration(user, 'nora.quinn@example.com', 'es');
    expect(
      await screen.findByText('zipCode: debe tener entre 5 y 10 caracteres'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/must be between/)).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  it('asks first, then clears the session and goes home', async () => {
    signInAs('customer@example.com');
    const { router, user } = renderApp('/user');
    await screen.findByRole('form', { name: 'Update Profile' });
    await openMainMenu(user);
    await user.click(screen.getByRole('button', { name: 'Jordan Bailey' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('token')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Jordan Bailey' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure to logout?' })).getByRole(
        'button',
        { name: 'Logout' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('session expiry', () => {
  it('ends the session when any call answers 401', async () => {
    signInAs('customer@example.com');
    server.use(
      serverError('listOwnReservations', { status: 401, message: 'Invalid or expired token' }),
    );
    const { router } = renderApp('/user/reservations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
