import type { Page } from '@playwright/test';
import type { PageOfVehicle, User } from '@rentacar/contract';
import { TOKEN_STORAGE_KEY } from '@rentacar/api';
import { DEMO_CUSTOMER } from '../support/api.js';
import { expect, test } from '../support/fixtures.js';
import { ONE_DATABASE_TAG } from '../support/databases.js';
import { mainNavigation, userMenuButton } from '../support/ui.js';

/**
 * The public pages the server sends prerendered, with a heading each paints before any script:
 * the vehicle pages are rendered with their data, so the first vehicle's model is among them.
 */
function publicPages(firstVehicle: { id: number; model: string }) {
  return [
    { path: '/', heading: 'Car Rent Service In Your City' },
    { path: '/vehicles', heading: firstVehicle.model },
    { path: `/vehicles/${firstVehicle.id}`, heading: firstVehicle.model },
    { path: '/locations', heading: 'Chicago Downtown' },
    { path: '/locations/new-york-midtown', heading: 'New York Midtown' },
    { path: '/about', heading: 'About Us' },
    { path: '/contact', heading: 'Contact Us' },
    { path: '/privacy-policy', heading: 'Privacy Policy' },
    // The pages e-mails link to, whatever token the link carries.
    { path: '/forgot-password', heading: 'Forgot password?' },
    { path: '/reset-password?token=from-an-email', heading: 'Reset Password' },
    { path: '/confirm-email?token=from-an-email', heading: 'E-mail confirmation' },
  ];
}

/** Errors the page throws, a failed hydration included (React reports it as an uncaught error). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test(
  'the public pages paint from the server HTML and hydrate without a mismatch',
  { tag: ONE_DATABASE_TAG },
  async ({ page, browser, server }) => {
    // The list's first card, as the page sorts it.
    const vehicles = await server.get<PageOfVehicle>(
      '/car/visitors/pages?page=0&size=1&sort=model&direction=ASC',
    );
    const firstVehicle = vehicles.content[0]!;
    const pages = publicPages(firstVehicle);

    await test.step('without JavaScript, each page shows its content, styled', async () => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      for (const { path, heading } of pages) {
        await staticPage.goto(path);
        await expect(staticPage.getByRole('heading', { name: heading }).first()).toBeVisible();
        await expect(mainNavigation(staticPage).getByRole('link', { name: 'Login' })).toBeVisible();
        // The styles came with the HTML: the navbar is laid out, not a bare list.
        const navbarHeight = await staticPage
          .locator('header')
          .first()
          .evaluate((header) => {
            return header.getBoundingClientRect().height;
          });
        expect(navbarHeight, `navbar height on ${path}`).toBeLessThan(200);
      }
      // The hero's first slide stands above its background picture, once that has loaded too: a
      // trial click fails if anything else would receive it.
      await staticPage.goto('/', { waitUntil: 'load' });
      const hero = staticPage.getByRole('region', { name: 'Promotions' });
      await hero.getByRole('link', { name: 'Rent Now' }).click({ trial: true, timeout: 2000 });
      // With its data comes the vehicle's photo, which loads before any script has run: the
      // server's WebP copy, as the browser accepts WebP.
      const photoResponse = staticPage.waitForResponse((response) =>
        response.url().includes('/api/files/display/'),
      );
      await staticPage.goto(`/vehicles/${firstVehicle.id}`);
      expect((await photoResponse).headers()['content-type']).toBe('image/webp');
      const photo = staticPage.getByRole('img', { name: firstVehicle.model });
      await expect(photo).toHaveJSProperty('complete', true);
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
      // Of the copies its srcset offers, the browser picked the one for the main column.
      expect((await photoResponse).url()).toMatch(/\?width=800$/);
      // The booking column depends on the visitor's time zone: the browser renders it.
      await expect(staticPage.getByRole('status')).toHaveText('Loading booking form');
      // A query the screen reads gets the plain shell: the page is not prerendered for it.
      await staticPage.goto('/vehicles?page=2');
      await expect(staticPage.getByRole('heading', { name: 'Vehicle Models' })).toHaveCount(0);
      await noScript.close();
    });

    await test.step('a picture is fetched at the copy its slot needs, on a desktop and a phone', async () => {
      const pictureWidths = async (
        options: Parameters<typeof browser.newContext>[0],
        path: string,
      ) => {
        const context = await browser.newContext({ javaScriptEnabled: false, ...options });
        const tab = await context.newPage();
        const requested: string[] = [];
        tab.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/files/display/')) {
            requested.push(url.searchParams.get('width') ?? 'none');
          }
        });
        await tab.goto(path, { waitUntil: 'load' });
        await context.close();
        return [...new Set(requested)];
      };
      // Four cards a row on a desktop: a quarter of the 1200-pixel column each.
      expect(await pictureWidths({ viewport: { width: 1280, height: 800 } }, '/vehicles')).toEqual([
        '400',
      ]);
      // A phone's full-width photo at 1.75 device pixels per CSS pixel: 412 x 1.75 = 721.
      const phone = {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      };
      expect(await pictureWidths(phone, `/vehicles/${firstVehicle.id}`)).toEqual(['800']);
    });

    await test.step('with JavaScript, each page hydrates and then works as a single-page app', async () => {
      const errors = collectPageErrors(page);
      for (const { path } of pages) {
        // Once its scripts have run (no request for half a second), the app has taken over the page.
        await page.goto(path, { waitUntil: 'networkidle' });
        if (path === `/vehicles/${firstVehicle.id}`) {
          await expect(page.getByRole('form', { name: 'Booking' })).toBeVisible();
        }
        // A client-side navigation keeps the window: the marker survives only if the app took over.
        await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
        await mainNavigation(page).getByRole('link', { name: 'About' }).click();
        await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
        expect(await page.evaluate(() => 'e2eSamePage' in window), `hydrated ${path}`).toBe(true);
        expect(errors, `page errors on ${path}`).toEqual([]);
      }
    });

    await test.step("hydrating reuses the server's styles instead of generating its own", async () => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      // Every style rule the page's scripts insert, as the browser parses it.
      await tab.addInitScript(() => {
        const inserted: string[] = [];
        Object.assign(window, { e2eInsertedRules: inserted });
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          inserted.push(rule);
          return insertRule.call(this, rule, index);
        };
      });
      // The pages whose whole screen the server renders (the home page's lower sections and the
      // booking form are the browser's own).
      for (const path of ['/vehicles', '/about', '/contact', '/privacy-policy']) {
        const html = await (await tab.request.get(path)).text();
        const serverStyles = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
        await tab.goto(path, { waitUntil: 'networkidle' });
        const inserted = await tab.evaluate(
          () => (window as unknown as { e2eInsertedRules: string[] }).e2eInsertedRules,
        );
        // styled-components moves the server's rules into its own sheet; a rule whose selector the
        // server's styles lack was generated again, under a class name the server did not use.
        const generated = inserted.filter(
          (rule) => !serverStyles.includes(`${rule.slice(0, rule.indexOf('{'))}{`),
        );
        expect(inserted.length, `rules taken over on ${path}`).toBeGreaterThan(0);
        expect(generated, `styles generated while hydrating ${path}`).toEqual([]);
      }
      await context.close();
    });

    await test.step('a logged-in customer gets their own navbar, not the prerendered one', async () => {
      const token = await server.login(DEMO_CUSTOMER);
      const customer = await server.get<User>('/user', token);
      const errors = collectPageErrors(page);
      // The token is stored from a response of the site that runs no app: on a page that is still
      // hydrating, the app would read it halfway and the test would race it.
      await page.goto('/api/health');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        TOKEN_STORAGE_KEY,
        token,
      ] as const);
      await page.goto('/vehicles');
      await expect(
        userMenuButton(page, `${customer.firstName} ${customer.lastName}`),
      ).toBeVisible();
      await expect(mainNavigation(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
      expect(errors).toEqual([]);
      await page.evaluate((key) => localStorage.removeItem(key), TOKEN_STORAGE_KEY);
    });
  },
);
