import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, server } from '@rentacar/mocks/node';
import { messages as englishApp } from '../../locales/en';
import { messages as spanishApp } from '../../locales/es';
import { openMainMenu, renderApp } from '../../test/renderApp';
import { browserLanguage, createI18n, loadMessages } from './i18n';
import { signInAs } from '../../test/signIn';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

/** The JSON body of every API request matching `method` and `pathname` from now on. */
function captureBodies(method: string, pathname: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}

/** Chooses a language in the navbar, as a visitor does. */
async function choose(user: ReturnType<typeof renderApp>['user'], label: string) {
  await openMainMenu(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), label);
}

describe('the language switcher', () => {
  it('shows the page in Spanish, names it in <html lang> and remembers it in a cookie', async () => {
    const { user } = renderApp('/vehicles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Models' })).toBeVisible();
    await choose(user, 'Español');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modelos de vehículos' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');
    await waitFor(() => expect(document.title).toBe('Modelos de vehículos · Rentacar'));
  });

  it('shows a validation message already on screen in the language chosen after it', async () => {
    const { user } = renderApp('/auth?type=login');
    const form = await screen.findByRole('form', { name: 'Login' });
    // The password left empty: its message shows once the user has left the field.
    await user.click(within(form).getByLabelText('Password'));
    await user.tab();
    expect(await within(form).findByText('Please enter your password')).toBeVisible();
    await choose(user, 'Español');
    expect(await within(form).findByText('Escribe tu contraseña')).toBeVisible();
    expect(within(form).queryByText('Please enter your password')).toBeNull();
  });

  it("saves a signed-in user's choice on the account, with the profile unchanged", async () => {
    const bodies = captureBodies('PUT', '/api/user');
    signInAs('emily.carter@example.com');
    const { user } = renderApp('/user');
    await screen.findByRole('form', { name: 'Update Profile' });
    await choose(user, 'Español');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      firstName: 'Emily',
      lastName: 'Carter',
      email: 'emily.carter@example.com',
      language: 'es',
    });
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  it('registers an account in the language of the page, and says so in it', async () => {
    const bodies = captureBodies('POST', '/api/register');
    const { user } = renderApp('/auth?type=register');
    await choose(user, 'Español');
    const form = await screen.findByRole('form', { name: 'Registrarse' });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Nombre'), 'Lucía');
    await user.type(field('Apellidos'), 'Romero');
    await user.type(field('Número de teléfono'), '5551234568');
    await user.type(field('Correo electrónico'), 'lucia.romero@example.com');
    await user.type(field('Dirección'), 'Calle Mayor 5');
    await user.type(field('Código postal'), '28013');
    await user.type(field('Contraseña'), 'Secret#123');
    await user.type(field('Confirmar contraseña'), 'Secret#123');
    await user.click(within(form).getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('Te has registrado')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ email: 'lucia.romero@example.com', language: 'es' }),
    ]);
  });
});

describe('a restored session', () => {
  const SPANISH_CUSTOMER = { firstName: 'Lucía', lastName: 'Romero', language: 'es' } as const;

  it("opens in the account's language and remembers it in the cookie", async () => {
    signInAs(createUser(SPANISH_CUSTOMER));
    renderApp('/vehicles');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modelos de vehículos' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Vehicle Models' })).toBeNull();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');
  });

  it('keeps a language chosen in this browser that the account could not save', async () => {
    // The built-in demo customer's account refuses every edit: its language stays English, and
    // the refusal is only logged.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('customer@example.com');
    const first = renderApp('/vehicles');
    await screen.findByRole('heading', { level: 1, name: 'Vehicle Models' });
    await choose(first.user, 'Español');
    await screen.findByRole('heading', { level: 1, name: 'Modelos de vehículos' });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    cleanup();
    // A reload: the page starts in the cookie's language (main.tsx), and the session is restored
    // behind the loading screen before the first screen shows.
    const language = browserLanguage();
    renderApp('/vehicles', createI18n(language, await loadMessages(language)));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modelos de vehículos' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Vehicle Models' })).toBeNull();
    expect(document.cookie).toContain('lang=es');
  });
});

describe("the app's catalogs", () => {
  it('translate every English message into Spanish', () => {
    const untranslated = Object.keys(englishApp).filter(
      (id) => spanishApp[id] === undefined || spanishApp[id] === '',
    );
    expect(untranslated).toEqual([]);
    expect(Object.keys(spanishApp).sort()).toEqual(Object.keys(englishApp).sort());
  });
});
