import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, loading, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Dashboard',
  tags: ['!autodocs'],
} satisfies Meta;

const LOADED = { timeout: 5000 };

/** The administrator's start page, current in the admin navigation, with the demo data's figures. */
export const Loaded: PageStory = {
  ...adminStory({ path: '/admin' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AdminDashboardPage' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const totals = await canvas.findByRole('list', { name: 'Totals' }, LOADED);
    const reservations = within(totals).getByRole('listitem', { name: 'Reservations' });
    await expect(reservations).toHaveTextContent(`Reservations${db.reservations.all().length}`);
    await expect(within(reservations).getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/admin/reservations',
    );
    await expect(within(totals).getByRole('listitem', { name: 'Vehicles' })).toHaveTextContent(
      `Vehicles${db.vehicles.all().length}`,
    );
    await expect(canvas.getByRole('region', { name: 'Reservations by status' })).toHaveTextContent(
      /Created\d+ \(.*Cancelled\d+ \(.*Done\d+ \(/,
    );
    // The demo data has earning reservations: the chart's figures are there as a table.
    const revenue = canvas.getByRole('table', { name: 'Revenue per month, last 12 months' });
    await expect(within(revenue).getAllByRole('row')).toHaveLength(13);
    await expect(
      canvas.getByRole('table', { name: 'Top vehicles by revenue, last 12 months' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Utilisation, next 30 days' }),
    ).toHaveTextContent(/\d+(\.\d)?%/);
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const Loading: PageStory = {
  ...adminStory({ path: '/admin', overrides: [loading('getAdminStats')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading figures');
  },
};

export const LoadError: PageStory = {
  ...adminStory({ path: '/admin', overrides: [serverError('getAdminStats')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      await canvas.findByText('The figures could not be loaded.', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();
  },
};

/** A fresh database: the administrator and no vehicles, reservations or messages. */
export const Empty: PageStory = {
  ...adminStory({
    path: '/admin',
    arrange: () => {
      db.reservations.clear();
      db.vehicles.clear();
      db.contactMessages.clear();
    },
  }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const totals = await canvas.findByRole('list', { name: 'Totals' }, LOADED);
    await expect(within(totals).getByRole('listitem', { name: 'Reservations' })).toHaveTextContent(
      'Reservations0',
    );
    await expect(canvas.getByText('No reservations in the last 12 months.')).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Utilisation, next 30 days' }),
    ).toHaveTextContent('0%');
  },
};

export const EmptyOnPhone: PageStory = onPhone(Empty);
