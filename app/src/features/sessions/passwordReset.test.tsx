import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, db } from '@rentacar/mocks/node';
import { signInAs } from '../../test/signIn';
import { renderApp } from '../../test/renderApp';

/** The path and query of the link in the newest e-mail of `kind` to `recipient`. */
function linkInNewestEmail(kind: string, recipient: string): string {
  const email = db.emails
    .all()
    .filter((row) => row.kind === kind && row.recipient === recipient)
    .at(-1);
  const link = email?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} e-mail with a link to ${recipient}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The form's answer is announced in a status region. The busy Send button is a status too while the
 * request runs, so the answer is found by its words, then checked to be announced.
 */
async function expectResetLinkNotice(): Promise<void> {
  const notice = await screen.findByText(
    'If an account exists for this e-mail, a password reset link is on its way',
  );
  expect(notice).toHaveAttribute('role', 'status');
}

describe('password reset', () => {
  it('leads from "Forgot password?" to the e-mail, the reset page and a login', async () => {
    // Built-in accounts keep their password, so they get no link: a registered customer.
    const customer = createUser({ email: 'pat.reset@example.com' });
    const { router, user } = renderApp('/auth?type=login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    await user.type(await screen.findByLabelText('Email'), customer.email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await expectResetLinkNotice();

    await router.navigate(linkInNewestEmail('passwordReset', customer.email));
    await user.type(await screen.findByLabelText('New Password'), 'Better#2027');
    await user.type(screen.getByLabelText('Password Confirm'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password is updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = db.emails.all().length;
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await expectResetLinkNotice();
    expect(db.emails.all()).toHaveLength(before);
  });

  it("toasts the server's message for a forged link and keeps the entries", async () => {
    const { router, user } = renderApp('/reset-password?token=forged-token');
    await user.type(await screen.findByLabelText('New Password'), 'Better#2027');
    await user.type(screen.getByLabelText('Password Confirm'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByLabelText('New Password')).toHaveValue('Better#2027');
  });
});

describe('e-mail confirmation', () => {
  it('asks an unconfirmed customer to confirm, sends again, and the link confirms', async () => {
    const customer = createUser({ email: 'sam.unconfirmed@example.com', emailConfirmed: false });
    signInAs(customer);
    const { router, user } = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'E-mail confirmation' });
    expect(banner).toHaveTextContent(`Please confirm your e-mail address ${customer.email}`);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(`We sent a new link to ${customer.email}.`)).toBeInTheDocument();

    await router.navigate(linkInNewestEmail('emailConfirmation', customer.email));
    expect(await screen.findByText('Email Successfully Confirmed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).toBeNull(),
    );
  });
});
