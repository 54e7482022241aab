import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createReservationChange, db } from '@rentacar/mocks';
import { localNow } from '@rentacar/rules';
import {
  adminStory,
  findAdminLayout,
  findBodyRows,
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
  listOnPhoneStory,
  listStory,
} from '../../../shell/admin/stories/adminStory';
import { onPhone } from '../../../shell/stories/pageStory';

const meta = {
  title: 'App/Admin/Reservations',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const reservations = {
  path: '/admin/reservations',
  table: 'Reservations',
  operationId: 'listReservations',
} as const;

export const Loaded: Story = listStory(reservations, async ([, pickUp, , price]) => {
  await expect(pickUp).toHaveTextContent(/, \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(price).toHaveTextContent(/^\$\d/);
});
export const LoadedOnPhone: Story = listOnPhoneStory(reservations);
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

export const FilteredByStatusOnPhone: Story = onPhone(FilteredByStatus);

let recentlyChangedModel = '';

/** 'Changed: In the last 7 days' keeps only the reservations with a change since. */
export const FilteredByRecentChange: Story = {
  ...adminStory({
    path: '/admin/reservations',
    arrange: () => {
      const [reservation] = db.reservations.all();
      recentlyChangedModel = db.vehicles.find(reservation!.carId)!.model;
      createReservationChange(reservation!.id, {
        at: localNow(),
        by: 'customer',
        fields: [{ field: 'status', before: 'CREATED', after: 'CANCELLED' }],
      });
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await findBodyRows(canvas, 'Reservations');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Changed' }),
      'In the last 7 days',
    );
    await waitFor(async () => {
      const rows = await findBodyRows(canvas, 'Reservations');
      await expect(rows).toHaveLength(1);
      await expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(
        recentlyChangedModel,
      );
    });
  },
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

const cellsOfColumn = async (canvas: Parameters<typeof findBodyRows>[0], column: number) =>
  (await findBodyRows(canvas, 'Reservations')).map(
    (row) => within(row).getAllByRole('cell')[column]!.textContent,
  );

/** The vehicle and customer of the demo data's first reservation. */
function firstBooking() {
  const [reservation] = db.reservations.all();
  const vehicle = db.vehicles.find(reservation!.carId)!;
  const customer = db.users.find(reservation!.userId)!;
  return { vehicle, customer, name: `${customer.firstName} ${customer.lastName}` };
}

/** A link or reload with a vehicle and a customer: the controls show them, the rows match. */
export const FilteredByVehicleAndCustomer: Story = {
  ...adminStory({
    path: () => {
      const { vehicle, customer } = firstBooking();
      return `/admin/reservations?carId=${vehicle.id}&userId=${customer.id}`;
    },
  }),
  play: async ({ canvas }) => {
    const { vehicle, customer, name } = firstBooking();
    await findAdminLayout(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(String(vehicle.id)),
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Customer ID' })).toHaveValue(customer.id);
    await waitFor(async () => {
      const vehicles = await cellsOfColumn(canvas, 0);
      await expect(vehicles.length).toBeGreaterThan(0);
      await expect(vehicles.every((model) => model === vehicle.model)).toBe(true);
    });
    const customers = await cellsOfColumn(canvas, 5);
    await expect(customers.every((customerName) => customerName === name)).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};

/** Typing a customer id narrows the list to that customer's reservations. */
export const FilteredByCustomerId: Story = {
  ...listStory(reservations),
  play: async ({ canvas, userEvent }) => {
    await findBodyRows(canvas, 'Reservations');
    const { customer, name } = firstBooking();
    await userEvent.type(
      canvas.getByRole('spinbutton', { name: 'Customer ID' }),
      `${customer.id}{Enter}`,
    );
    await waitFor(async () => {
      const customers = await cellsOfColumn(canvas, 5);
      await expect(customers.length).toBeGreaterThan(0);
      await expect(customers.every((customerName) => customerName === name)).toBe(true);
    });
  },
};

/** No pick-up in the chosen range: 'No records found', and Clear filters brings the list back. */
export const PickUpRangeWithoutResults: Story = {
  ...adminStory({ path: '/admin/reservations?from=2999-01-01T00:00' }),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByLabelText('Pick-up from')).toHaveValue('2999-01-01T00:00');
    const list = canvas.getByRole('table', { name: 'Reservations' });
    await expect(await within(list).findByText('No records found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    // Until the new load starts, the table still shows the filtered list's one row.
    await waitFor(async () => expect(await findBodyRows(canvas, 'Reservations')).toHaveLength(10));
    await expect(canvas.getByLabelText('Pick-up from')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** A range ending before it starts says why under 'Pick-up to' and is not applied. */
export const PickUpRangeProblem: Story = {
  ...adminStory({ path: '/admin/reservations?from=2026-03-14T10:00&to=2026-03-01T10:00' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const to = canvas.getByLabelText('Pick-up to');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('to: must be after from');
    await expect(await findBodyRows(canvas, 'Reservations')).toHaveLength(10);
  },
};

/** A customer's name in a row leads to that customer's reservations, not to the row's record. */
export const CustomerLinkFiltersTheList: Story = {
  ...listStory(reservations),
  play: async ({ canvas, userEvent }) => {
    const [first] = await findBodyRows(canvas, 'Reservations');
    const customer = within(first!).getAllByRole('cell')[5]!;
    const name = customer.textContent;
    await userEvent.click(within(customer).getByRole('link'));
    await waitFor(async () =>
      expect(canvas.getByRole('spinbutton', { name: 'Customer ID' })).not.toHaveValue(null),
    );
    await waitFor(async () => {
      const customers = await cellsOfColumn(canvas, 5);
      await expect(customers.every((customerName) => customerName === name)).toBe(true);
    });
    await expect(canvas.getByRole('table', { name: 'Reservations' })).toBeVisible();
  },
};
