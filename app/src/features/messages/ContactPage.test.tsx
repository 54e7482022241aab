import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server, serverError } from '@rentacar/mocks/node';
import { site } from '../../shell/config/site';
import { renderApp } from '../../test/renderApp';

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
