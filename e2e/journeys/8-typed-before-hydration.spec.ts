import { expect, test } from '../support/fixtures.js';

/** A mid-range phone's CPU, as Lighthouse's mobile preset slows a desktop's down. */
const MID_RANGE_PHONE_SLOWDOWN = 6;

/**
 * Whether React has taken over the element yet: it tags the nodes it hydrated with its fiber.
 * The test only means something while the typing happens before that.
 */
const isLive = (element: HTMLElement) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

test('text typed into the prerendered contact form before the app is live survives hydration', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE_SLOWDOWN });

  const typed = {
    Name: 'Jane Doe',
    Email: 'jane.doe@example.com',
    Subject: 'Airport pick-up',
    Message: 'Can I pick a car up at the airport at night?',
  };
  const form = page.getByRole('form', { name: 'Contact' });
  // The app's scripts arrive once the visitor has typed, as on a slow connection: then the typing
  // surely happens before the app is live, however fast this machine is.
  let deliverScripts = () => {};
  const typingDone = new Promise<void>((resolve) => {
    deliverScripts = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await typingDone;
    await route.continue();
  });

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

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
