import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, queueEmail } from '@rentacar/mocks/node';
import { recordRequests, renderAsAdmin } from '../../../shell/admin/test/adminTestUtils';
import { inSpanish } from '../../../test/renderApp';

const queueReset = (to: string) =>
  queueEmail({
    kind: 'passwordReset',
    to,
    recipientName: 'Ada <b>Lovelace</b>',
    language: 'en',
    resetLink: 'http://localhost/reset-password?token=abc',
    expiresInMinutes: 30,
  });

describe('admin e-mails', () => {
  it('lists recipient, subject, status, attempts and last error, newest first', async () => {
    const requests = recordRequests();
    const failed = await queueReset('ada.failed@example.com');
    db.emails.update(failed.id, {
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const { user, router } = await renderAsAdmin('/admin/emails');
    const table = await screen.findByRole('table', { name: 'E-mails' });
    const row = (
      await within(table).findByRole('cell', { name: 'ada.failed@example.com' })
    ).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([
      'ada.failed@example.com',
      'Reset your Rentacar password',
      'Failed',
      '8',
      'connect ECONNREFUSED 127.0.0.1:25',
    ]);
    expect(requests).toContain(
      'GET /api/emails/admin/pages?page=0&size=10&sort=createdAt&direction=DESC',
    );
    await user.click(row);
    expect(router.state.location.pathname).toBe(`/admin/emails/${failed.id}`);
  });

  it('writes when an e-mail was queued as Spanish readers do, in the list and the preview', async () => {
    const email = await queueReset('ada.spanish@example.com');
    db.emails.update(email.id, { createdAt: '2099-01-02T09:30:00' });
    const { user } = await renderAsAdmin('/admin/emails', await inSpanish());
    const table = await screen.findByRole('table', { name: 'Correos' });
    const row = (
      await within(table).findByRole('cell', { name: 'ada.spanish@example.com' })
    ).closest('tr')!;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('2/1/2099, 9:30');
    await user.click(row);
    const queued = await screen.findByText('En cola', { selector: 'dt' }, { timeout: 5000 });
    expect(queued.nextElementSibling).toHaveTextContent('2/1/2099, 9:30');
  });

  it('filters by status and search text', async () => {
    const requests = recordRequests();
    await queueReset('bea.search@example.com');
    await queueReset('other.person@example.com');
    const { user } = await renderAsAdmin('/admin/emails');
    await user.selectOptions(await screen.findByLabelText('Status'), 'queued');
    await user.type(screen.getByRole('searchbox', { name: 'Search e-mails' }), 'bea.search');
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.includes('status=queued') && request.includes('q=bea.search'),
        ),
      ).toBe(true),
    );
    const table = await screen.findByRole('table', { name: 'E-mails' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'bea.search@example.com' })).toBeVisible();
  });

  it('previews the e-mail as rendered and sends it again', async () => {
    const email = await queueReset('cy.preview@example.com');
    db.emails.update(email.id, { status: 'failed', attempts: 8, lastError: 'timeout' });
    const { user } = await renderAsAdmin(`/admin/emails/${email.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Reset your Rentacar password' }),
    ).toBeInTheDocument();
    const frame = screen.getByTitle('HTML part of Reset your Rentacar password');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(screen.getByText(/reset-password\?token=abc/, { selector: 'pre' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Email Successfully Queued')).toBeInTheDocument();
    await waitFor(() => expect(db.emails.find(email.id)?.status).toBe('queued'));
    expect(db.emails.find(email.id)?.attempts).toBe(0);
  });
});
