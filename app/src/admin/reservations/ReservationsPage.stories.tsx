import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@rentacar/mocks';
import {
  adminStory,
  findAdminLayout,
  findBodyRows,
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
  listStory,
} from '../stories/adminStory';

const meta = {
  title: 'App/Admin/Reservations',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const reservations = {
  path: '/admin/reservations',
  table: 'Reservations',
  operationId: 'listReservations',
} as const;

export const List: Story = listStory(reservations, async ([, pickUp, , price]) => {
  await expect(pickUp).toHaveTextContent(/, \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(price).toHaveTextContent(/^\$\d/);
});
export const LatestPickUpFirst: Story = {
  ...listStory(reservations),
  play: async ({ canvas }) => {
    await findBodyRows(canvas, 'Reservations');
    await expect(canvas.getByRole('columnheader', { name: /Pick-Up/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: 'Download Reservations' })).toBeEnabled();
  },
};
export const Loading: Story = listLoadingStory(reservations);
export const Empty: Story = listEmptyStory(reservations);
export const LoadError: Story = listErrorStory(reservations);

const statusCells = async (canvas: Parameters<typeof findBodyRows>[0]) =>
  (await findBodyRows(canvas, 'Reservations')).map(
    (row) => within(row).getAllByRole('cell')[4]!.textContent,
  );

/** The Status select narrows the list; each row names its customer. */
export const FilteredByStatus: Story = {
  ...listStory(reservations),
  play: async ({ canvas, userEvent }) => {
    await findBodyRows(canvas, 'Reservations');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'DONE');
    await waitFor(async () => {
      const statuses = await statusCells(canvas);
      await expect(statuses.length).toBeGreaterThan(0);
      await expect(statuses.every((status) => status === 'DONE')).toBe(true);
    });
    const [first] = await findBodyRows(canvas, 'Reservations');
    await expect(within(first!).getAllByRole('cell')[5]).toHaveTextContent(/\S+ \S+/);
  },
};

export const FilteredByStatusOnPhone: Story = {
  ...FilteredByStatus,
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** A status filter no reservation matches, taken from the URL as after a reload. */
export const StatusWithoutResults: Story = {
  ...adminStory({
    path: '/admin/reservations?status=CANCELLED',
    arrange: () => {
      for (const reservation of db.reservations.all()) {
        if (reservation.status === 'CANCELLED') db.reservations.delete(reservation.id);
      }
    },
  }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('CANCELLED');
    const list = canvas.getByRole('table', { name: 'Reservations' });
    await expect(await within(list).findByText('No records found')).toBeVisible();
  },
};
