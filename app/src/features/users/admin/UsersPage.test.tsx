import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@rentacar/mocks/node';
import { recordRequests, renderAsAdmin } from '../../../shell/admin/test/adminTestUtils';

const usersByFirstName = () =>
  db.users.all().sort((a, b) => a.firstName.localeCompare(b.firstName) || a.id - b.id);

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1);

describe('admin users list', () => {
  it('shows the first 10 users by first name with their roles', async () => {
    const requests = recordRequests();
    await renderAsAdmin('/admin/users');
    const expected = usersByFirstName().slice(0, 10);
    expect(await screen.findByRole('cell', { name: expected[0]!.email })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(
      expected.map((user) => user.email),
    );
    expect(screen.getByRole('cell', { name: 'admin@example.com' }).closest('tr')).toHaveTextContent(
      'Admin',
    );
    expect(requests).toContain(
      'GET /api/user/auth/pages?page=0&size=10&sort=firstName&direction=ASC',
    );
  });

  it('shows whether each user confirmed the e-mail address', async () => {
    const [confirmed, unconfirmed] = usersByFirstName();
    db.users.update(unconfirmed!.id, { emailConfirmed: false });
    await renderAsAdmin('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByRole('cell', { name: unconfirmed!.email });
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'E-mail confirmed');
    const confirmationOf = (email: string) =>
      within(within(table).getByRole('cell', { name: email }).closest('tr')!).getAllByRole('cell')[
        column
      ]!.textContent;
    expect(confirmationOf(confirmed!.email)).toBe('Yes');
    expect(confirmationOf(unconfirmed!.email)).toBe('No');
  });

  it('requests the page minus one, the new size, and the clicked sort', async () => {
    const requests = recordRequests();
    const { user } = await renderAsAdmin('/admin/users');
    await screen.findAllByRole('cell');
    // The pagination may render a moment after the first rows.
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(requests).toContain(
        'GET /api/user/auth/pages?page=1&size=10&sort=firstName&direction=ASC',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() =>
      expect(requests).toContain(
        'GET /api/user/auth/pages?page=0&size=20&sort=firstName&direction=ASC',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() =>
      expect(requests).toContain(
        'GET /api/user/auth/pages?page=0&size=20&sort=email&direction=ASC',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() =>
      expect(requests).toContain(
        'GET /api/user/auth/pages?page=0&size=20&sort=email&direction=DESC',
      ),
    );
    const byEmailDescending = db.users
      .all()
      .map((u) => u.email)
      .sort()
      .reverse();
    await waitFor(() =>
      expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent(
        byEmailDescending[0]!,
      ),
    );
  });

  it('opens a user by click and by keyboard', async () => {
    const { user, router } = await renderAsAdmin('/admin/users');
    const first = usersByFirstName()[0]!;
    await user.click(await screen.findByRole('cell', { name: first.email }));
    expect(router.state.location.pathname).toBe(`/admin/users/${first.id}`);
    await router.navigate('/admin/users');
    const row = (await screen.findByRole('cell', { name: first.email })).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/admin/users/${first.id}`);
  });

  it('searches as typing pauses, from the first page, and keeps the filters in the URL', async () => {
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin('/admin/users');
    await screen.findAllByRole('cell');
    // The pagination may render a moment after the first rows.
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(requests).toContain(
        'GET /api/user/auth/pages?page=1&size=10&sort=firstName&direction=ASC',
      ),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'EMILY.carter');
    await waitFor(() =>
      expect(requests).toContain(
        'GET /api/user/auth/pages?page=0&size=10&sort=firstName&direction=ASC&q=EMILY.carter',
      ),
    );
    // One request for the whole text, none per key press.
    expect(requests.filter((request) => request.includes('&q='))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=EMILY.carter');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('emily.carter@example.com');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=EMILY.carter&role=Administrator'),
    );
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('applies the filters of the URL when the page opens (a reload)', async () => {
    const requests = recordRequests();
    await renderAsAdmin('/admin/users?q=admin%40example&role=Administrator&role=nonsense');
    expect(await screen.findByRole('cell', { name: 'admin@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('admin@example');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
    expect(requests).toContain(
      'GET /api/user/auth/pages?page=0&size=10&sort=firstName&direction=ASC&q=admin%40example&role=Administrator',
    );
  });

  it("cuts a linked search to the contract's longest search text", async () => {
    const requests = recordRequests();
    const long = `${'a'.repeat(99)}bc`;
    await renderAsAdmin(`/admin/users?q=${long}`);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute(
      'maxLength',
      '100',
    );
    expect(requests).toContain(
      `GET /api/user/auth/pages?page=0&size=10&sort=firstName&direction=ASC&q=${'a'.repeat(99)}b`,
    );
  });
});
