import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server, serverError } from '@rentacar/mocks/node';
import { site } from '../../shell/config/site';
import { captureRequests } from '../../test/captureRequests';
import { renderApp } from '../../test/renderApp';

const modelsByName = () =>
  db.vehicles
    .all()
    .map((vehicle) => vehicle.model)
    .sort((a, b) => a.localeCompare(b));

describe('home', () => {
  it('activates the first popular model, and a click shows another one', async () => {
    const { user } = renderApp('/');
    const models = await screen.findByRole('list', { name: 'Vehicle models' });
    const [first, second] = modelsByName();
    expect(within(models).getByRole('button', { name: first })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: first })).toBeInTheDocument();

    await user.click(within(models).getByRole('button', { name: second! }));
    expect(within(models).getByRole('button', { name: second })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: second })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: first })).not.toBeInTheDocument();
  });
});

describe('vehicle models', () => {
  it('shows 8 cards per page and pages through the server', async () => {
    const requests = captureRequests('GET', '/api/car/visitors/pages');
    const { router, user } = renderApp('/vehicles');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicle Models' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lux & Economic')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Rent car' })).toHaveLength(8));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('0');
    expect(requests.at(-1)?.searchParams.get('size')).toBe('8');
    const cardTitles = () =>
      within(screen.getByRole('region', { name: 'Vehicle Models' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(cardTitles()).toEqual(modelsByName().slice(0, 8));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('1'));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(cardTitles()).toEqual(modelsByName().slice(8, 16)));
  });
});

describe('contact', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function sendMessage(user: ReturnType<typeof renderApp>['user']) {
    const form = await screen.findByRole('form', { name: 'Contact' });
    await user.type(within(form).getByLabelText('Name'), 'Dana Scully');
    await user.type(within(form).getByLabelText('Email'), 'dana@example.com');
    await user.type(within(form).getByLabelText('Subject'), 'Airport pick-up');
    await user.type(
      within(form).getByLabelText('Message'),
      'Can I pick a car up at Midway at 6am?',
    );
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    return form;
  }

  it("sends the message, toasts 'Your message was sent' and clears the form", async () => {
    const { user } = renderApp('/contact');
    const before = db.contactMessages.all().length;
    const form = await sendMessage(user);
    expect(await screen.findByText('Your message was sent')).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue('');
    expect(db.contactMessages.all()).toHaveLength(before + 1);
  });

  it('only logs a failed send', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(serverError('createContactMessage'));
    const { user } = renderApp('/contact');
    const form = await sendMessage(user);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue('Airport pick-up');
  });

  it('shows the contact information and the map', async () => {
    renderApp('/contact');
    const info = within(await screen.findByRole('region', { name: 'Contact Info' }));
    expect(info.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(info.getByTitle(`${site.siteName} on the map`)).toHaveAttribute(
      'src',
      expect.stringContaining('google.com/maps/embed'),
    );
  });
});
