import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ReservationChangeForm } from './ReservationChangeForm';
import { expectBusyButton, expectFitsPhone } from '../testing/storyChecks';

const booked = {
  pickUpDate: '2026-03-14',
  pickUpTime: '10:00',
  dropOffLocation: 'Downtown',
  dropOffDate: '2026-03-16',
  dropOffTime: '10:00',
};

const meta = {
  title: 'Library/Forms/ReservationChangeForm',
  component: ReservationChangeForm,
  args: {
    today: '2026-03-10',
    initialValues: booked,
    dropOffs: ['Downtown', 'Airport'],
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onPlacesChange: fn(),
  },
} satisfies Meta<typeof ReservationChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'xs', isRotated: false } };

/** Idle: the booking's times and drop-off branch, ready to change. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Change reservation' })).toBeVisible();
    await expect(canvas.getByLabelText('Drop-off date')).toHaveValue('2026-03-16');
    await expect(canvas.getByLabelText('Drop-off place')).toHaveValue('Downtown');
    // Nothing changed yet: there is nothing to save.
    await expect(canvas.getByRole('button', { name: 'Save change' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The drop-off moved a day later: the new total and what it costs more, then the change sent. */
export const Quoted: Story = {
  args: { quote: { total: 360, difference: 120 } },
  play: async ({ canvas, userEvent, args }) => {
    const price = canvas.getByRole('region', { name: 'New price' });
    await expect(price).toHaveTextContent('New total: $360');
    await expect(price).toHaveTextContent('$120 more than now');
    const dropOffDate = canvas.getByLabelText('Drop-off date');
    await userEvent.clear(dropOffDate);
    await userEvent.type(dropOffDate, '2026-03-17');
    await waitFor(() =>
      expect(args.onPlacesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ dropOffDate: '2026-03-17', dropOffLocation: 'Downtown' }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save change' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...booked, dropOffDate: '2026-03-17' }),
    );
  },
};

/** A change to a cheaper period: the difference is what it costs less. */
export const QuotedLess: Story = {
  args: { quote: { total: 120, difference: -120 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'New price' })).toHaveTextContent(
      '$120 less than now',
    );
  },
};

/** The API refused the change: its reason, as an alert. */
export const SaveFailed: Story = {
  args: { refusal: 'Car is not available for selected time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Car is not available for selected time',
    );
  },
};

/** The change is on its way. */
export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expectBusyButton(/Save change/)(context);
    await expect(context.canvas.getByRole('button', { name: 'Keep as booked' })).toBeDisabled();
  },
};

export const KeepAsBooked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keep as booked' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoadedOnPhone: Story = {
  ...Loaded,
  globals: phone,
  play: async (context) => {
    await Loaded.play!(context);
    await expectFitsPhone();
  },
};

export const QuotedOnPhone: Story = {
  args: Quoted.args,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'New price' })).toHaveTextContent(
      '$120 more than now',
    );
    await expectFitsPhone();
  },
};

export const SaveFailedOnPhone: Story = {
  ...SaveFailed,
  globals: phone,
  play: async (context) => {
    await SaveFailed.play!(context);
    await expectFitsPhone();
  },
};

export const BusyOnPhone: Story = {
  ...Busy,
  globals: phone,
  play: async (context) => {
    await Busy.play!(context);
    await expectFitsPhone();
  },
};
