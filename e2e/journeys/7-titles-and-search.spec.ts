import type { Page } from '@playwright/test';
import type { PageOfVehicle, User, Vehicle } from '@rentacar/contract';
import { DEMO_CUSTOMER } from '../support/api.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { ONE_DATABASE_TAG } from '../support/databases.js';
import { logIn, mainNavigation, openUserMenu } from '../support/ui.js';

/** The first vehicle of the list, as the API sorts it. */
async function firstVehicle(server: { get<T>(path: string): Promise<T> }): Promise<Vehicle> {
  const page = await server.get<PageOfVehicle>(
    '/car/visitors/pages?page=0&size=1&sort=model&direction=ASC',
  );
  return page.content[0]!;
}

/** The public pages search engines land on, with the title each must carry. */
const publicPages = (vehicle: Vehicle) => [
  { path: '/', title: 'Rentacar · Car rental by the hour' },
  { path: '/vehicles', title: 'Vehicle Models · Rentacar' },
  { path: `/vehicles/${vehicle.id}`, title: `${vehicle.model} · Rentacar` },
  { path: '/locations', title: 'Locations · Rentacar' },
  { path: '/locations/new-york-midtown', title: 'New York Midtown · Rentacar' },
  { path: '/about', title: 'About Us · Rentacar' },
  { path: '/contact', title: 'Contact Us · Rentacar' },
  { path: '/privacy-policy', title: 'Privacy Policy · Rentacar' },
];

/** One title, one description, one canonical link: the server's and the client's never pile up. */
async function expectOneOfEachHeadElement(page: Page) {
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
}

test(
  'each page is titled and described, as sent and once the app runs',
  { tag: ONE_DATABASE_TAG },
  async ({ page, browser, baseURL, server }) => {
    const vehicle = await firstVehicle(server);
    const pages = publicPages(vehicle);

    await test.step('the HTML the server sends names the page', async () => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      for (const { path, title } of pages) {
        await staticPage.goto(path);
        await expect(staticPage, path).toHaveTitle(title);
        await expect(staticPage.locator('title')).toHaveCount(1);
        const description = staticPage.locator('meta[name="description"]');
        await expect(description).toHaveCount(1);
        expect((await description.getAttribute('content'))?.length, path).toBeGreaterThan(50);
      }
      // The vehicle page is rendered on request: it names its own URL and offers the vehicle.
      await staticPage.goto(`/vehicles/${vehicle.id}`);
      await expect(staticPage.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}/vehicles/${vehicle.id}`,
      );
      const jsonLd = await staticPage.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd!)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: vehicle.model,
        offers: {
          '@type': 'Offer',
          price: vehicle.pricePerHour,
          priceCurrency: 'USD',
          url: `${baseURL}/vehicles/${vehicle.id}`,
        },
      });
      await noScript.close();
    });

    await test.step('the pages e-mails link to are titled as sent, and ask not to be indexed', async () => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      for (const { path, title } of [
        { path: '/forgot-password', title: 'Forgot password? · Rentacar' },
        { path: '/reset-password?token=from-an-email', title: 'Reset Password · Rentacar' },
        { path: '/confirm-email?token=from-an-email', title: 'E-mail confirmation · Rentacar' },
      ]) {
        await staticPage.goto(path);
        await expect(staticPage, path).toHaveTitle(title);
        await expect(staticPage.locator('meta[name="robots"]')).toHaveAttribute(
          'content',
          'noindex',
        );
      }
      await noScript.close();
    });

    await test.step('the running app keeps one title, description and canonical link', async () => {
      for (const { path, title } of pages) {
        await page.goto(path);
        // The canonical link is the client's where the build prerendered the page without origin.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${baseURL}${path}`,
        );
        await expect(page, path).toHaveTitle(title);
        await expectOneOfEachHeadElement(page);
      }
    });

    await test.step('a customer page is titled too, and asks not to be indexed', async () => {
      const user = await server.get<User>('/user', await server.login(DEMO_CUSTOMER));
      const fullName = `${user.firstName} ${user.lastName}`;
      await logIn(page, DEMO_CUSTOMER, fullName);
      await openUserMenu(page, fullName);
      await mainNavigation(page).getByRole('link', { name: 'Reservations' }).click();
      await expect(page).toHaveTitle('Reservations · Rentacar');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  },
);

test(
  'the skip link and a navigation put the focus where the page is',
  { tag: ONE_DATABASE_TAG },
  async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us · Rentacar');

    await test.step('the first Tab reaches the skip link, which passes the navigation', async () => {
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      // Shown over the navbar, readable at both widths.
      await expectAccessible(page);
      await expect(skipLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    });

    await test.step('after a navigation, the new page heading has the focus', async () => {
      await mainNavigation(page).getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveTitle('Contact Us · Rentacar');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();

      // By keyboard too: the next Tab goes on from the heading, into the page.
      await page.getByRole('link', { name: 'Vehicles' }).first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle('Vehicle Models · Rentacar');
      await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Models' })).toBeFocused();
    });

    await test.step('Back is a navigation as well', async () => {
      await page.goBack();
      await expect(page).toHaveTitle('Contact Us · Rentacar');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
    });
  },
);

test(
  'search engines find robots.txt, the sitemap, the icon and the manifest',
  { tag: ONE_DATABASE_TAG },
  async ({ page, baseURL, server }) => {
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const vehicle = await firstVehicle(server);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/vehicles/${vehicle.id}</loc>`);

    await page.goto('/');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const iconResponse = await page.request.get(icon!);
    expect(iconResponse.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe('Rentacar');
    for (const { src } of manifest.icons) {
      expect((await page.request.get(src)).status(), src).toBe(200);
    }
  },
);
