import type {
  ContactMessage,
  PageOfContactMessage,
  PageOfVehicle,
  Vehicle,
} from '@rentacar/contract';
import { DEMO_ADMIN } from '../support/api.js';
import { expect, expectAccessible, expectToast, test } from '../support/fixtures.js';
import { VISITOR_MESSAGE } from '../support/records.js';
import { mainNavigation } from '../support/ui.js';

test('a visitor browses the site, reads the pages and sends a contact message', async ({
  page,
  server,
}) => {
  const popular = await server.get<PageOfVehicle>('/car/visitors/pages?page=0&size=10');

  await test.step('home: carousel and popular vehicle models', async () => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promotions' });
    await expect(
      carousel.getByRole('heading', { name: 'Car Rent Service In Your City' }),
    ).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'Rent Now' })).toBeVisible();
    await expectAccessible(page);

    // The carousel is a working slider: the indicator shows the second slide. The page is
    // prerendered; the slide buttons come with the slider, which loads once the app runs and the
    // visitor points at the hero.
    await carousel.hover();
    await expect(carousel.getByRole('button', { name: 'Slide 2' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await carousel.getByRole('button', { name: 'Slide 2' }).click();
    await expect(
      carousel.getByRole('heading', { name: 'Quality Cars with Unlimited Miles' }),
    ).toBeVisible();
    // Only the shown slide is exposed, so there is one Rent Now to follow.
    await carousel.getByRole('link', { name: 'Rent Now' }).click();
    await expect(page).toHaveURL('/vehicles');
    await page.goBack();
    await expect(page).toHaveURL('/');

    const popularSection = page.getByRole('region', { name: 'Popular Vehicle Models' });
    await expect(popularSection.getByText('Lux & economic')).toBeVisible();
    const [first, second] = popular.content as [Vehicle, Vehicle];
    const models = popularSection.getByRole('list', { name: 'Vehicle models' });
    await expect(models.getByRole('button')).toHaveText(
      popular.content.map((vehicle) => vehicle.model),
    );
    await expect(models.getByRole('button', { name: first.model })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(popularSection.getByRole('article', { name: first.model })).toBeVisible();

    await models.getByRole('button', { name: second.model }).click();
    await expect(models.getByRole('button', { name: second.model })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(models.getByRole('button', { name: first.model })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const panel = popularSection.getByRole('article', { name: second.model });
    await expect(panel).toContainText(`$${second.pricePerHour} rent per hour`);
    await expect(panel.getByRole('img', { name: second.model })).toHaveAttribute(
      'src',
      new RegExp(`/files/display/${second.image[0]}$`),
    );
    await expectAccessible(page);

    await panel.getByRole('link', { name: 'Rent Now' }).click();
    await expect(page).toHaveURL(`/vehicles/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.model })).toBeVisible();
    // The booking column follows the vehicle (its own chunk): the page is complete with it.
    await expect(page.getByRole('form', { name: 'Booking' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('/vehicles: 8 cards per page, paging, details', async () => {
    const [firstPage, secondPage] = await Promise.all([
      server.get<PageOfVehicle>('/car/visitors/pages?page=0&size=8'),
      server.get<PageOfVehicle>('/car/visitors/pages?page=1&size=8'),
    ]);
    await mainNavigation(page).getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL('/vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Models' })).toBeVisible();
    await expect(page.getByText('Lux & Economic')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(
      firstPage.content.map((vehicle) => vehicle.model),
    );
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);

    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards.getByRole('heading')).toHaveText(
      secondPage.content.map((vehicle) => vehicle.model),
    );

    // The last page control reaches exactly as many pages as the server counts.
    await pagination.getByRole('button', { name: 'Last page' }).click();
    await expect(
      pagination.getByRole('button', { name: `Page ${firstPage.totalPages}` }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards.getByRole('heading')).toHaveText(
      secondPage.content.map((vehicle) => vehicle.model),
    );

    const chosen = secondPage.content[0]!;
    const card = cards.filter({
      has: page.getByRole('heading', { name: chosen.model, exact: true }),
    });
    await expect(card).toContainText(`$${chosen.pricePerHour} rent per hour`);
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(`/vehicles/${chosen.id}`);
    await expect(page.getByRole('heading', { level: 1, name: chosen.model })).toBeVisible();
    const highlights = page.getByRole('region', { name: 'Property Highlights' });
    await expect(highlights).toContainText(`Doors${chosen.doors}`);
    await expect(highlights).toContainText(`Fuel Type${chosen.fuelType}`);
    await expect(page.getByLabel('I have read and aggree the contract')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('about and privacy policy', async () => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText('Why Choose Us')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByText('August 16, 2022')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('contact: the message is sent and stored', async () => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Name').fill(VISITOR_MESSAGE.name);
    await page.getByLabel('Email').fill(VISITOR_MESSAGE.email);
    await page.getByLabel('Subject').fill(VISITOR_MESSAGE.subject);
    await page.getByLabel('Message').fill(VISITOR_MESSAGE.body);
    await expectAccessible(page);
    await send.click();
    await expectToast(page, 'Your message was sent');
    await expect(page.getByLabel('Subject')).toHaveValue('');

    const adminToken = await server.login(DEMO_ADMIN);
    const messages = await server.get<PageOfContactMessage>(
      '/contactmessage/pages?size=100',
      adminToken,
    );
    const stored = messages.content.filter(
      (message) => message.subject === VISITOR_MESSAGE.subject,
    );
    expect(stored.map(({ id: _id, ...message }: ContactMessage) => message)).toEqual([
      VISITOR_MESSAGE,
    ]);
  });

  await test.step('an unknown path shows the not-found page', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Opps! Something went wrong' })).toBeVisible();
    await expect(page.getByText("The page you are looking for couldn't be found")).toBeVisible();
    await expectAccessible(page);
  });
});
