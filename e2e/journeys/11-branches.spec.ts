import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { fillLogin, userMenuButton } from '../support/ui.js';

const CUSTOMER = {
  firstName: 'Bea',
  lastName: 'Branchley',
  phoneNumber: '(212) 555-0177',
  email: 'bea.branchley@example.org',
  address: '1 Broadway',
  zipCode: '10004',
};
const PASSWORD = 'Branches#2026';

const isoDate = (date: Date) => {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
};

/** A Monday at least 20 days ahead, and the days around it. */
function aMondayAhead() {
  const monday = new Date();
  monday.setDate(monday.getDate() + 20);
  monday.setDate(monday.getDate() + ((8 - monday.getDay()) % 7));
  const around = (days: number) => {
    const date = new Date(monday);
    date.setDate(date.getDate() + days);
    return isoDate(date);
  };
  return { sunday: around(-1), monday: around(0), tuesday: around(1) };
}

test('a customer finds a branch and dates, is refused outside its hours and books within them', async ({
  page,
  server,
}, testInfo) => {
  const project = testInfo.project.name;
  const { sunday, monday, tuesday } = aMondayAhead();

  await server.send('POST', '/register', {
    ...CUSTOMER,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await server.giveDriverDetails({ email: CUSTOMER.email, password: PASSWORD });
  await page.goto('/auth?type=login');
  await fillLogin(page, { email: CUSTOMER.email, password: PASSWORD });
  await expect(userMenuButton(page, `${CUSTOMER.firstName} ${CUSTOMER.lastName}`)).toBeVisible();

  await test.step("the home page's search lists the branch's vehicles free for the period", async () => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find a vehicle' });
    await search.getByLabel('Branch').selectOption({ label: 'New York Midtown' });
    await search.getByLabel('Pick-up').fill(`${monday}T10:00`);
    await search.getByLabel('Drop-off').fill(`${tuesday}T10:00`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      `/vehicles?branch=new-york-midtown&from=${monday}T10%3A00&to=${tuesday}T10%3A00`,
    );
    const list = page.getByRole('region', { name: 'Vehicle Models' });
    // Midtown holds 6 of the 26 demo vehicles; those booked over the period are left out.
    await expect(list.getByRole('link', { name: 'Details' }).first()).toBeVisible();
    const shown = await list.getByRole('link', { name: 'Details' }).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(6);
    await expectAccessible(page);
    await list.getByRole('link', { name: 'Details' }).first().click();
  });

  const form = page.getByRole('form', { name: 'Booking' });
  await test.step('a pick-up on the branch’s closed day is refused before sending', async () => {
    await expect(form.getByLabel('Pick-up place')).toHaveValue('New York Midtown');
    await form.getByLabel('Pick-up date').fill(sunday);
    await form.getByLabel('Pick-up time').fill('10:00');
    await form.getByLabel('Pick-up time').blur();
    await expect(
      form.getByText('New York Midtown is closed at that time. Opening hours on Sunday: closed'),
    ).toBeVisible();
  });

  await test.step('a pick-up within its hours books', async () => {
    await form.getByLabel('Pick-up date').fill(monday);
    await expect(
      form.getByText('New York Midtown on Monday: 08:00–12:00, 13:00–19:00'),
    ).toBeVisible();
    await form.getByLabel('Drop-off date').fill(tuesday);
    await form.getByLabel('Drop-off time').fill('10:00');
    await form.getByLabel('I have read and aggree the contract').check();
    await expect(form.getByText('Available')).toBeVisible();
    await form.getByRole('button', { name: 'Book Now' }).click();
    await expectToast(page, 'Reservation created');
    await expect(page).toHaveURL('/');
  });

  await test.step("the confirmation names the branch's address; the .ics its time zone", async () => {
    const confirmation = await waitForMail(project, CUSTOMER.email, /^Booking confirmed: /);
    expect(confirmation.text).toContain('350 W 42nd St');
    const ics = confirmation.attachments.find((attachment) =>
      attachment.filename?.endsWith('.ics'),
    );
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toMatch(/^DTSTART;TZID=America\/New_York:\d{8}T100000\r?$/m);
    expect(calendar).toContain('350 W 42nd St');
  });
});
