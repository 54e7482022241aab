import type { Branch, Vehicle } from '@rentacar/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import { ONE_DATABASE_TAG } from '../support/databases.js';
import { localDatePlusDays } from '../support/ui.js';

/** The navbar, named in Spanish (`mainNavigation` finds it by its English name). */
const spanishNavigation = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

/**
 * The library's form controls are found by their fields' names, which no language changes; the
 * words on the pages are checked in Spanish.
 */
const CUSTOMER = {
  firstName: 'Lucía',
  lastName: 'Romero',
  phoneNumber: '(312) 555-0177',
  email: 'lucia.romero@example.org',
  address: 'Calle Mayor 5',
  zipCode: '60603',
};
const PASSWORD = 'Reservar#2026';

// A visitor whose browser asks for Spanish first: the server sends every page in Spanish.
test.use({ locale: 'es-ES' });

test(
  'a Spanish visitor books a vehicle from the home page to their reservation list',
  { tag: ONE_DATABASE_TAG },
  async ({ browser, page, server }) => {
    // A Spanish account: logging in adopts the account's language.
    await server.send('POST', '/register', {
      ...CUSTOMER,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: 'es',
    });
    await server.giveDriverDetails({ email: CUSTOMER.email, password: PASSWORD });
    // Clear of the other journeys' bookings.
    const day = localDatePlusDays(77);
    let branchName = '';
    // A page hydrated in another language than the server's HTML fails with an uncaught error.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await test.step('the home page comes in Spanish from the server, before any script', async () => {
      // The HTML as the server sent it, which the browser paints before the scripts run.
      const html = (await (await page.goto('/'))?.text()) ?? '';
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<title>Rentacar · Alquiler de coches por horas</title>');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle('Rentacar · Alquiler de coches por horas');
      await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
      await expectAccessible(page);
    });

    await test.step('the privacy policy is the Spanish document, hydrated in place', async () => {
      const html = (await (await page.goto('/privacy-policy'))?.text()) ?? '';
      expect(html).toContain('Interpretación y definiciones');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
      ).toBeVisible();
      await expect(page.getByText('Última actualización: 16 de agosto de 2022')).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Interpretación y definiciones' }),
      ).toBeVisible();
      await page.goto('/');
    });

    await test.step('log in from the navbar', async () => {
      await spanishNavigation(page).locator('a[href="/auth?type=login"]').click();
      await expect(page).toHaveTitle('Iniciar sesión · Rentacar');
      const form = page.locator('form').filter({ has: page.locator('input[name="password"]') });
      await form.locator('input[name="email"]').fill(CUSTOMER.email);
      await form.locator('input[name="password"]').fill(PASSWORD);
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL('/');
      await expect(
        spanishNavigation(page).getByRole('button', {
          name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`,
        }),
      ).toBeVisible();
    });

    let vehicle: Vehicle | undefined;
    await test.step('choose a vehicle from the Spanish list', async () => {
      await spanishNavigation(page).locator('a[href="/vehicles"]').click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Modelos de vehículos' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Modelos de vehículos · Rentacar');
      await page.getByRole('article').first().locator('a[href^="/vehicles/"]').last().click();
      await expect(page).toHaveURL(/\/vehicles\/\d+$/);
      const vehicleId = new URL(page.url()).pathname.split('/').at(-1);
      vehicle = await server.get<Vehicle>(`/car/visitors/${vehicleId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectAccessible(page);
    });

    await test.step('book it: the price in the Spanish format, the toast in Spanish', async () => {
      const form = page.locator('form').filter({ has: page.locator('input[name="pickUpDate"]') });
      // At a branch the pick-up place is the vehicle's branch, and the drop-off a choice of branches.
      const branches = await server.get<Branch[]>('/branches/visitors');
      branchName = branches.find((branch) => branch.id === vehicle!.branchId)!.name;
      await expect(form.locator('input[name="pickUpLocation"]')).toHaveValue(branchName);
      await form.locator('input[name="pickUpDate"]').fill(day);
      await form.locator('input[name="pickUpTime"]').fill('09:00');
      await form.locator('select[name="dropOffLocation"]').selectOption({ label: branchName });
      await form.locator('input[name="dropOffDate"]').fill(day);
      await form.locator('input[name="dropOffTime"]').fill('11:00');
      // Two hours, written as es-ES writes dollars: "90 US$".
      const total = new Intl.NumberFormat('es-ES', {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      }).format(2 * vehicle!.pricePerHour);
      await expect(form.getByRole('region')).toContainText(total);
      await form.locator('input[name="contract"]').check();
      await form.locator('button[type="submit"]').click();
      // The toast closes itself after 3 s: its link is checked as it shows.
      await expect(page.getByRole('alert').filter({ hasText: 'Reserva creada' })).toContainText(
        'Ver la reserva',
      );
      await expectToast(page, 'Reserva creada');
      await expect(page).toHaveURL('/');
    });

    await test.step('the reservation is listed in Spanish', async () => {
      await spanishNavigation(page)
        .getByRole('button', { name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}` })
        .click();
      await spanishNavigation(page).locator('a[href="/user/reservations"]').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
      await expect(page).toHaveTitle('Reservas · Rentacar');
      const table = page.getByRole('table', { name: 'Tus reservas' });
      await expect(table.getByRole('columnheader', { name: 'Recogida' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Devolución' })).toBeVisible();
      const row = table.getByRole('row').filter({ hasText: vehicle!.model });
      await expect(row).toContainText(branchName);
      // As Spanish readers write a date and time: day/month/year, no leading zeros (`12/2/2027, 9:00`).
      const [year, month, date] = day.split('-').map(Number);
      await expect(row).toContainText(`${date}/${month}/${year}, 9:00`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectAccessible(page);
      expect(pageErrors).toEqual([]);
    });

    await test.step('a new tab of an English browser restores the session in Spanish', async () => {
      // The same session (its stored token), opened where nothing chose Spanish: no cookie, and
      // a browser that asks for English. The account's language comes with the session.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const english = await browser.newContext({
        locale: 'en-US',
        baseURL: new URL(page.url()).origin,
      });
      await english.addInitScript((stored) => localStorage.setItem('token', stored ?? ''), token);
      const tab = await english.newPage();
      await tab.goto('/vehicles');
      await expect(
        tab.getByRole('heading', { level: 1, name: 'Modelos de vehículos' }),
      ).toBeVisible();
      await expect(tab.locator('html')).toHaveAttribute('lang', 'es');
      // Remembered in the cookie: the server renders the next page in Spanish.
      const html = (await (await tab.goto('/about'))?.text()) ?? '';
      expect(html).toContain('<html lang="es">');
      await english.close();
    });
  },
);
