import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectBusyButton, expectFitsPhone, fillFields } from '../../forms/testing/storyChecks';
import { BlockedPeriodsEditor, type BlockedPeriodItem } from './BlockedPeriodsEditor';

const service: BlockedPeriodItem = {
  id: 4,
  start: '2026-03-20T08:00:00',
  end: '2026-03-21T18:00:00',
  reason: 'Annual service',
};
const repair: BlockedPeriodItem = {
  id: 5,
  start: '2026-04-02T09:30:00',
  end: '2026-04-02T17:00:00',
  reason: 'Windscreen repair',
};

const meta = {
  title: 'Library/Admin/BlockedPeriodsEditor',
  component: BlockedPeriodsEditor,
  args: {
    blocks: [],
    onCreate: fn(async () => true),
    onUpdate: fn(async () => true),
    onDelete: fn(),
    reservationHref: (id: number) => `/admin/reservations/${id}`,
    reasonMaxLength: 200,
  },
} satisfies Meta<typeof BlockedPeriodsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No blocked periods yet: a new one is sent with its times as typed. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No blocked periods')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Block' })).toBeDisabled();
    await fillFields(canvas, userEvent, {
      'Start date': '2026-05-04',
      'Start time': '08:00',
      'End date': '2026-05-05',
      'End time': '12:00',
      Reason: 'Tyre change',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        startDate: '2026-05-04',
        startTime: '08:00',
        endDate: '2026-05-05',
        endTime: '12:00',
        reason: 'Tyre change',
      }),
    );
  },
};

/** A period chosen elsewhere (a calendar's free slot) fills the new-period form's times. */
export const Draft: Story = {
  args: { draft: { start: '2026-05-04T00:00:00', end: '2026-05-05T00:00:00' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-05-04');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-05-05');
    await userEvent.type(canvas.getByLabelText('Reason'), 'Service');
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        startDate: '2026-05-04',
        startTime: '00:00',
        endDate: '2026-05-05',
        endTime: '00:00',
        reason: 'Service',
      }),
    );
  },
};

/** Two periods; Edit loads one into the form, Delete asks first. */
export const Loaded: Story = {
  args: { blocks: [service, repair] },
  play: async ({ canvas, userEvent, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Blocked periods' }));
    const first = within(
      list.getByRole('listitem', { name: '2026-03-20 08:00 – 2026-03-21 18:00' }),
    );
    await expect(first.getByText('Annual service')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(
      first.getByRole('button', { name: 'Edit 2026-03-20 08:00 – 2026-03-21 18:00' }),
    );
    const form = within(canvas.getByRole('form', { name: 'Edit blocked period' }));
    await expect(form.getByLabelText('Start time')).toHaveValue('08:00');
    await expect(form.getByLabelText('End date')).toHaveValue('2026-03-21');
    await userEvent.clear(form.getByLabelText('Reason'));
    await userEvent.type(form.getByLabelText('Reason'), 'Brake service');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(4, {
        startDate: '2026-03-20',
        startTime: '08:00',
        endDate: '2026-03-21',
        endTime: '18:00',
        reason: 'Brake service',
      }),
    );
    // A saved edit hands the form back to new periods.
    await expect(await canvas.findByRole('form', { name: 'Block a period' })).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete 2026-04-02 09:30 – 2026-04-02 17:00' }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: 'Are you sure to delete?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(5));
  },
};

/** Missing fields and an end before the start: nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, {
      'Start date': '2026-05-04',
      'Start time': '10:00',
      'End date': '2026-05-04',
      'End time': '09:00',
    });
    await userEvent.click(canvas.getByLabelText('Reason'));
    await userEvent.tab();
    await expect(canvas.getByLabelText('End time')).toHaveAccessibleDescription(
      'The end must be after the start',
    );
    await expect(canvas.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Please enter the reason',
    );
    await expect(canvas.getByRole('button', { name: 'Block' })).toBeDisabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refused a period: the reservations in its way link to their edit. */
export const Conflict: Story = {
  args: {
    blocks: [service],
    conflict: {
      message: 'The vehicle is booked in this period: move or cancel these reservations first',
      reservations: [
        { id: 12, pickUpTime: '2026-04-10T10:00:00', dropOffTime: '2026-04-12T10:00:00' },
        { id: 15, pickUpTime: '2026-04-13T09:00:00', dropOffTime: '2026-04-14T18:00:00' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(
      alert.getByText(
        'The vehicle is booked in this period: move or cancel these reservations first',
      ),
    ).toBeVisible();
    const reservations = within(alert.getByRole('list', { name: 'Reservations in the way' }));
    await expect(reservations.getAllByRole('listitem')).toHaveLength(2);
    await expect(reservations.getByRole('link', { name: 'Reservation 12' })).toHaveAttribute(
      'href',
      '/admin/reservations/12',
    );
    await expect(reservations.getByText(/2026-04-13 09:00 – 2026-04-14 18:00/)).toBeVisible();
  },
};

/** The host is saving: the submit button is busy and the rows wait. */
export const Busy: Story = {
  args: { blocks: [service], busy: true },
  play: async (context) => {
    await expectBusyButton(/Block/)(context);
    await expect(
      context.canvas.getByRole('button', { name: 'Delete 2026-03-20 08:00 – 2026-03-21 18:00' }),
    ).toBeDisabled();
  },
};

/** On a phone each period's times, reason and buttons stack inside the width. */
export const LoadedOnPhone: Story = {
  args: { blocks: [service, repair] },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: expectFitsPhone,
};
