import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsDashboard, type DashboardStats } from './StatsDashboard';
import { expectFitsPhone } from '../../forms/testing/storyChecks';

const months = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

const stats: DashboardStats = {
  totals: { users: 1204, vehicles: 48, reservations: 200, messages: 31 },
  reservationsByStatus: { CREATED: 50, CANCELLED: 30, DONE: 120 },
  revenueByMonth: months.map((month, index) => ({
    month,
    reservations: index + 1,
    revenue: (index + 1) * 1000,
  })),
  topVehicles: [
    { carId: 3, model: 'Audi A4', reservations: 12, revenue: 5400 },
    { carId: 7, model: 'Jeep Wrangler', reservations: 9, revenue: 4050.5 },
  ],
  utilisationNext30Days: 0.4237,
};

const empty: DashboardStats = {
  totals: { users: 1, vehicles: 0, reservations: 0, messages: 0 },
  reservationsByStatus: { CREATED: 0, CANCELLED: 0, DONE: 0 },
  revenueByMonth: months.map((month) => ({ month, reservations: 0, revenue: 0 })),
  topVehicles: [],
  utilisationNext30Days: 0,
};

const meta = {
  title: 'Library/Admin/StatsDashboard',
  component: StatsDashboard,
  args: { stats, loading: false },
} satisfies Meta<typeof StatsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'xs', isRotated: false } };

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const totals = canvas.getByRole('list', { name: 'Totals' });
    await expect(within(totals).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    await expect(within(totals).getByRole('listitem', { name: 'Users' })).toHaveTextContent(
      'Users1,204',
    );
    await expect(within(totals).getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/admin/reservations',
    );
    const status = canvas.getByRole('region', { name: 'Reservations by status' });
    await expect(status).toHaveTextContent('Created50 (25%)');
    await expect(status).toHaveTextContent('Done120 (60%)');
    await expect(
      canvas.getByRole('region', { name: 'Utilisation, next 30 days' }),
    ).toHaveTextContent('42.4%');
    // The chart's figures, as a screen reader reads them.
    const revenue = canvas.getByRole('table', { name: 'Revenue per month, last 12 months' });
    await expect(within(revenue).getAllByRole('row')).toHaveLength(13);
    await expect(
      within(revenue).getByRole('row', { name: 'March 2026 $12,000' }),
    ).toBeInTheDocument();
    const top = canvas.getByRole('table', { name: 'Top vehicles by revenue, last 12 months' });
    await expect(within(top).getByRole('row', { name: 'Jeep Wrangler 9 $4,050.50' })).toBeVisible();
  },
};

export const LoadedOnPhone: Story = { ...Loaded, globals: phone, play: expectFitsPhone };

export const Loading: Story = {
  args: { loading: true, stats: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading figures');
    await expect(canvas.queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { failed: true, stats: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The figures could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { stats: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Totals' })).toHaveTextContent('Reservations0');
    await expect(canvas.getByText('No reservations in the last 12 months.')).toBeVisible();
    await expect(
      canvas.getByText('No vehicle earned anything in the last 12 months.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: 'Utilisation, next 30 days' }),
    ).toHaveTextContent('0%');
  },
};

export const EmptyOnPhone: Story = { ...Empty, globals: phone, play: expectFitsPhone };
