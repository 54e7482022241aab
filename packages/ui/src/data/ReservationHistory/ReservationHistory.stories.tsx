import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsPhone } from '../../forms/testing/storyChecks';
import { ReservationHistory, type ReservationHistoryChange } from './ReservationHistory';

/** An administrator moved the return a day later and to another place, then the customer cancelled. */
const severalChanges: ReservationHistoryChange[] = [
  {
    at: '2026-03-10T09:12:00',
    by: 'administrator',
    fields: [
      { field: 'dropOffTime', before: '2026-03-16T09:30:00', after: '2026-03-17T09:30:00' },
      {
        field: 'dropOffLocation',
        before: 'Downtown',
        after: "Chicago O'Hare International Airport, Terminal 5 rental car return",
      },
      { field: 'vehicle', before: 'Audi A4', after: 'Toyota Mirai' },
      { field: 'totalPrice', before: '2193.60', after: '3290.40' },
    ],
  },
  {
    at: '2026-03-12T18:45:00',
    by: 'customer',
    fields: [{ field: 'status', before: 'CREATED', after: 'CANCELLED' }],
  },
];

const meta = {
  title: 'Library/Data/ReservationHistory',
  component: ReservationHistory,
  args: { changes: severalChanges },
} satisfies Meta<typeof ReservationHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'xs', isRotated: false } };

/** Each change in order, with when, who, and every field before and after. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const history = within(canvas.getByRole('region', { name: 'History' }));
    const [moved, cancelled] = history.getAllByRole('listitem');
    const movedTable = within(moved!).getByRole('table', {
      name: 'Changed on 2026-03-10 09:12, By an administrator',
    });
    await expect(
      within(movedTable).getByRole('row', {
        name: 'Drop-off Time 2026-03-16 09:30 2026-03-17 09:30',
      }),
    ).toBeVisible();
    await expect(
      within(movedTable).getByRole('row', { name: 'Vehicle Audi A4 Toyota Mirai' }),
    ).toBeVisible();
    await expect(
      within(movedTable).getByRole('row', { name: 'Price $2,193.60 $3,290.40' }),
    ).toBeVisible();
    const cancelledTable = within(cancelled!).getByRole('table', {
      name: 'Changed on 2026-03-12 18:45, By the customer',
    });
    await expect(
      within(cancelledTable).getByRole('row', { name: 'Status CREATED CANCELLED' }),
    ).toBeVisible();
  },
};

export const LoadedOnPhone: Story = { globals: phone, play: expectFitsPhone };

/** A reservation never changed says so. */
export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvas }) => {
    const history = within(canvas.getByRole('region', { name: 'History' }));
    await expect(history.getByText('No changes since the booking.')).toBeVisible();
    await expect(history.queryByRole('table')).toBeNull();
  },
};

export const EmptyOnPhone: Story = { ...Empty, globals: phone, play: expectFitsPhone };
