import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { ONE_DATABASE_TAG } from '../support/databases.js';

/** A mid-range phone's CPU, as Lighthouse's mobile preset slows a desktop's down. */
const MID_RANGE_PHONE_SLOWDOWN = 6;

/**
 * Whether React has taken over the element yet: it tags the nodes it hydrated with its fiber.
 * The test only means something while the typing happens before that.
 */
const isLive = (element: HTMLElement) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * Slows the CPU to a mid-range phone's and holds the app's scripts back until `deliverScripts` is
 * called, as on a slow connection: typing done before that surely happens before the app is live,
 * however fast this machine is.
 */
async function slowPhoneWithScriptsHeld(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE_SLOWDOWN });
  let deliverScripts = () => {};
  const typingDone = new Promise<void>((resolve) => {
    deliverScripts = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await typingDone;
    await route.continue();
  });
  return {
    deliverScripts,
    restoreSpeed: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
  };
}

test(
  'text typed into the prerendered contact form before the app is live survives hydration',
  { tag: ONE_DATABASE_TAG },
  async ({ page }) => {
    const { deliverScripts, restoreSpeed } = await slowPhoneWithScriptsHeld(page);

    const typed = {
      Name: 'Jane Doe',
      Email: 'jane.doe@example.com',
      Subject: 'Airport pick-up',
      Message: 'Can I pick a car up at the airport at night?',
    };
    const form = page.getByRole('form', { name: 'Contact' });

    await test.step('the visitor types as soon as the form appears', async () => {
      await page.goto('/contact', { waitUntil: 'commit' });
      await form.getByLabel('Name').waitFor();
      for (const [label, text] of Object.entries(typed)) {
        await form.getByLabel(label).fill(text);
      }
      expect(await form.evaluate(isLive), 'typed before the app was live').toBe(false);
      deliverScripts();
    });

    await test.step('once the app is live, the text is still there and Send is enabled', async () => {
      await expect.poll(() => form.evaluate(isLive), { timeout: 60_000 }).toBe(true);
      for (const [label, text] of Object.entries(typed)) {
        await expect(form.getByLabel(label)).toHaveValue(text);
      }
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      // The form holds it too: leaving a field renders it again, and the character count counts it.
      await form.getByLabel('Subject').focus();
      await form.getByLabel('Message').focus();
      await expect(form.getByLabel('Subject')).toHaveValue(typed.Subject);
      await expect(form.getByText(`${typed.Message.length}/`)).toBeVisible();
    });

    await restoreSpeed();
  },
);

test(
  'a search typed into the prerendered vehicle list before the app is live is applied',
  { tag: ONE_DATABASE_TAG },
  async ({ page }) => {
    const { deliverScripts, restoreSpeed } = await slowPhoneWithScriptsHeld(page);
    const search = page.getByRole('search', { name: 'Vehicle filters' }).getByLabel('Search model');

    await test.step('the visitor types a model as soon as the search box appears', async () => {
      await page.goto('/vehicles', { waitUntil: 'commit' });
      await search.waitFor();
      await search.fill('Mirai');
      expect(await search.evaluate(isLive), 'typed before the app was live').toBe(false);
      deliverScripts();
    });

    await test.step('once the app is live, the text is still there and filters the list', async () => {
      await expect.poll(() => search.evaluate(isLive), { timeout: 60_000 }).toBe(true);
      await expect(search).toHaveValue('Mirai');
      await expect(page).toHaveURL(/[?&]q=Mirai\b/);
    });

    await restoreSpeed();
  },
);

test(
  'a new password typed into the prerendered reset page before the app is live survives hydration',
  { tag: ONE_DATABASE_TAG },
  async ({ page }) => {
    const { deliverScripts, restoreSpeed } = await slowPhoneWithScriptsHeld(page);
    const password = 'Better#2027';
    const form = page.getByRole('form', { name: 'Reset Password' });

    await test.step('the visitor opens the e-mailed link and types at once', async () => {
      await page.goto('/reset-password?token=from-an-email', { waitUntil: 'commit' });
      await form.getByLabel('New Password').waitFor();
      await form.getByLabel('New Password').fill(password);
      await form.getByLabel('Password Confirm').fill(password);
      expect(await form.evaluate(isLive), 'typed before the app was live').toBe(false);
      deliverScripts();
    });

    await test.step('once the app is live, both entries are there and Reset Password is enabled', async () => {
      await expect.poll(() => form.evaluate(isLive), { timeout: 60_000 }).toBe(true);
      await expect(form.getByLabel('New Password')).toHaveValue(password);
      await expect(form.getByLabel('Password Confirm')).toHaveValue(password);
      await expect(form.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    });

    await restoreSpeed();
  },
);
