import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createContactMessage, db, server, serverError } from '@rentacar/mocks/node';
import { recordRequests, renderAsAdmin } from '../../../shell/admin/test/adminTestUtils';

describe('admin messages', () => {
  it('lists subject and visitor, 10 per page by subject, and opens a message', async () => {
    const requests = recordRequests();
    const message = createContactMessage({ subject: 'AAA first subject', name: 'Vera Visitor' });
    const { user, router } = await renderAsAdmin('/admin/messages');
    const table = await screen.findByRole('table', { name: 'Messages' });
    const row = (await within(table).findByRole('cell', { name: 'AAA first subject' })).closest(
      'tr',
    )!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AAA first subject', 'Vera Visitor']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(requests).toContain(
      'GET /api/contactmessage/pages?page=0&size=10&sort=subject&direction=ASC',
    );
    await user.click(row);
    expect(router.state.location.pathname).toBe(`/admin/messages/${message.id}`);
  });

  it('only logs a failed load and shows the empty message with its buttons', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = createContactMessage({ subject: 'Never shown' });
    server.use(serverError('getContactMessage'));
    await renderAsAdmin(`/admin/messages/${message.id}`);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("deletes after confirmation: 'Message was deleted' and back to the list", async () => {
    const message = createContactMessage({ subject: 'AAA delete me' });
    const { user, router } = await renderAsAdmin('/admin/messages');
    await user.click(await screen.findByRole('cell', { name: 'AAA delete me' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure to delete?' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Message was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/messages'));
    expect(db.contactMessages.find(message.id)).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'AAA delete me' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the message when deletion is cancelled in the dialog', async () => {
    const message = createContactMessage();
    const requests = recordRequests();
    const { user } = await renderAsAdmin(`/admin/messages/${message.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
    expect(db.contactMessages.find(message.id)).toBeDefined();
  });

  it('shows an error toast and returns to idle when the delete fails', async () => {
    const message = createContactMessage();
    server.use(serverError('deleteContactMessage', { status: 500, message: 'Database is down' }));
    const { user, router } = await renderAsAdmin(`/admin/messages/${message.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(router.state.location.pathname).toBe(`/admin/messages/${message.id}`);
  });
});
