import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../../../shell/admin/stories/adminStory';
import { type PageStory } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Dashboard',
} satisfies Meta;

const phone = { viewport: { value: 'xs', isRotated: false } };
const LOADED = { timeout: 5000 };

export const Loaded: PageStory = {
  ...adminStory({ path: '/admin' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const totals = await canvas.findByRole('list', { name: 'Totals' }, LOADED);
    const reservations = within(totals).getByRole('listitem', { name: 'Reservations' });
    await expect(reservations).toHaveTextContent(`Reservations${db.reservations.all().length}`);
    await expect(within(reservations).getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/admin/reservations',
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

export const LoadedOnPhone: PageStory = { ...Loaded, globals: phone };

export const Failed: PageStory = {
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

export const EmptyOnPhone: PageStory = { ...Empty, globals: phone };
