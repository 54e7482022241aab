import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server, serverError } from '@rentacar/mocks/node';
import { ContactForm, RentacarThemeProvider } from '@rentacar/ui';
import recordFieldsLeft from '../../../public/fields-left-before-hydration.js?raw';
import { createI18n, loadMessages } from '../../shell/i18n/i18n';
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

  it("shows 'Enter your name' for a Name left before the app was live, once it is", async () => {
    const i18n = createI18n('en', await loadMessages('en'));
    const form = (
      <I18nProvider i18n={i18n}>
        <RentacarThemeProvider>
          <ContactForm onSubmit={async () => {}} />
        </RentacarThemeProvider>
      </I18nProvider>
    );
    // The prerendered page, with the script it loads ahead of the app.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    new Function(recordFieldsLeft)();
    const name = within(container).getByLabelText('Name');
    name.focus();
    name.blur();

    render(form, { container, hydrate: true });
    expect(await within(container).findByText('Enter your name')).toBeInTheDocument();
    // Only the field left: the others wait for the visitor.
    expect(within(container).queryByText('Email is a required field')).not.toBeInTheDocument();
  });
});
