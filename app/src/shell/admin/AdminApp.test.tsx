import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@rentacar/mocks/node';
import { renderAsAdmin } from './test/adminTestUtils';

const countWhere = <Row,>(rows: Row[], keep: (row: Row) => boolean) => rows.filter(keep).length;

describe('admin area', () => {
  it("switches the admin area's language from its sidebar", async () => {
    const { user } = await renderAsAdmin('/admin/vehicles');
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    await user.selectOptions(
      within(sidebar).getByRole('combobox', { name: 'Language' }),
      'Español',
    );
    expect(await within(sidebar).findByRole('link', { name: 'Vehículos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    // The page's language is remembered for the visitor; reset for the tests after this one.
    document.cookie = 'lang=; path=/; max-age=0';
    document.documentElement.lang = 'en';
  });

  it('shows the sidebar with every section, the current one marked', async () => {
    await renderAsAdmin('/admin/vehicles');
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Vehicles', '/admin/vehicles'],
      ['Branches', '/admin/branches'],
      ['Reservations', '/admin/reservations'],
      ['Calendar', '/admin/calendar'],
      ['Messages', '/admin/messages'],
      ['E-mails', '/admin/emails'],
      ['Rental rules', '/admin/rental-rules'],
      ['Seasons', '/admin/seasons'],
      ['Web Site', '/'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('dashboard: the totals of each section', async () => {
    await renderAsAdmin('/admin');
    const reservations = db.reservations.all();
    const expectations = [
      ['Vehicles', db.vehicles.all().length],
      ['Users', db.users.all().length],
      ['Reservations', reservations.length],
      ['Messages', db.contactMessages.all().length],
    ] as const;
    for (const [label, total] of expectations) {
      const card = await screen.findByRole('listitem', { name: label });
      await waitFor(() => expect(within(card).getByText(String(total))).toBeInTheDocument());
    }
    const created = countWhere(reservations, (reservation) => reservation.status === 'CREATED');
    const cancelled = countWhere(reservations, (reservation) => reservation.status === 'CANCELLED');
    const done = countWhere(reservations, (reservation) => reservation.status === 'DONE');
    expect(created * cancelled * done).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Reservations by status' })).toHaveTextContent(
      new RegExp(`Created${created} \\(.*Cancelled${cancelled} \\(.*Done${done} \\(`),
    );
  });

  it("logout asks 'Are you sure to logout?'; cancelling stays", async () => {
    const { user, router } = await renderAsAdmin('/admin/users');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('logout ends the session and goes home once confirmed', async () => {
    const { user, router } = await renderAsAdmin('/admin/users');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    await router.navigate('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
