import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BookingForm } from './BookingForm';
import { bookingValues } from '../testing/sampleValues';
import {
  expectAlerts,
  expectClickLandsAfterInvalidEntry,
  fillFields,
  touchFields,
  expectFitsPhone,
} from '../testing/storyChecks';

const today = '2026-03-14';

const meta = {
  title: 'Library/Forms/BookingForm',
  component: BookingForm,
  args: { today, onSubmit: fn(async () => true) },
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expect(canvas.getByLabelText('Pick-up date')).toHaveAttribute('min', today);
    await expect(canvas.getByLabelText('Drop-off date')).toHaveAttribute('min', today);
    await expect(canvas.getByLabelText('I have read and aggree the contract')).not.toBeChecked();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    const contract = canvas.getByLabelText('I have read and aggree the contract');
    await userEvent.click(contract);
    await userEvent.click(contract);
    await touchFields(canvas, userEvent, [
      'Pick-up place',
      'Pick-up date',
      'Pick-up time',
      'Drop-off place',
      'Drop-off date',
      'Drop-off time',
    ]);
    await expectAlerts(canvas, [
      'Enter a pick-up location',
      'Select a pick-up date',
      'Select a pick-up time',
      'Enter a drop-off location',
      'Select a drop-off date',
      'Select a drop-off time',
      'Please read the contract and check the box',
    ]);
    const place = canvas.getByLabelText('Pick-up place');
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(place).toHaveAccessibleDescription('Enter a pick-up location');
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

export const PickUpDateBeforeToday: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Pick-up date'), '2026-03-13');
    await userEvent.click(canvas.getByLabelText('Pick-up place'));
    await expect(
      await canvas.findByText('The pick-up date cannot be earlier than today'),
    ).toBeVisible();
  },
};

export const DropOffMinimumFollowsPickUp: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Pick-up date'), '2026-03-20');
    const dropOffDate = canvas.getByLabelText('Drop-off date');
    await expect(dropOffDate).toHaveAttribute('min', '2026-03-20');
    await userEvent.type(dropOffDate, '2026-03-19');
    await userEvent.tab();
    await expect(
      await canvas.findByText('The drop-off date cannot be earlier than the pick-up date'),
    ).toBeVisible();
  },
};

export const SubmitAndReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Book Now' });
    await fillFields(canvas, userEvent, {
      'Pick-up place': 'Airport',
      'Pick-up date': '2026-03-14',
      'Pick-up time': '10:00',
      'Drop-off place': 'Downtown',
      'Drop-off date': '2026-03-16',
      'Drop-off time': '09:30',
    });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...bookingValues, contract: true });
    await waitFor(() => expect(canvas.getByLabelText('Pick-up place')).toHaveValue(''));
    await expect(canvas.getByLabelText('I have read and aggree the contract')).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const KeptAfterFailedSubmit: Story = {
  args: {
    onSubmit: fn(async () => false),
    initialValues: bookingValues,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Pick-up place')).toHaveValue('Airport');
    await expect(canvas.getByLabelText('I have read and aggree the contract')).toBeChecked();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: /Book Now/ });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
    await userEvent.type(canvas.getByLabelText('Pick-up place'), 'Airport');
    await expect(submit).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const filledTimes = {
  pickUpLocation: 'Airport',
  pickUpDate: '2026-03-20',
  pickUpTime: '10:00',
  dropOffLocation: 'Downtown',
  dropOffDate: '2026-03-20',
  dropOffTime: '13:30',
};
const phone = { viewport: { value: 'xs', isRotated: false } };

export const QuoteShown: Story = {
  // Four started hours at $45.70, in cents as the price rule computes it.
  args: { initialValues: filledTimes, quote: { total: 182.8, hours: 4 } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('region', { name: 'Price and availability' });
    await expect(status).toHaveTextContent('Total: $182.80 (4 hours)');
  },
};

export const Available: Story = {
  args: { initialValues: filledTimes, quote: { total: 45, hours: 1 }, availability: 'available' },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('region', { name: 'Price and availability' });
    await expect(status).toHaveTextContent('Total: $45 (1 hour)');
    await expect(status).toHaveTextContent('Available');
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  },
};

export const NotAvailable: Story = {
  args: {
    initialValues: filledTimes,
    quote: { total: 180, hours: 4 },
    availability: 'unavailable',
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Not available for the selected time')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

export const DriverRefused: Story = {
  args: {
    initialValues: filledTimes,
    quote: { total: 45, hours: 1 },
    availability: 'available',
    driverProblem: 'The driver must be at least 25 years old on the pick-up day',
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The driver must be at least 25 years old on the pick-up day',
    );
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

export const DriverRefusedOnPhone: Story = {
  ...DriverRefused,
  globals: phone,
  play: async (context) => {
    await DriverRefused.play!(context);
    await expectFitsPhone();
  },
};

export const NotAvailableOnPhone: Story = {
  ...NotAvailable,
  globals: phone,
  play: expectFitsPhone,
};

export const CheckingAvailability: Story = {
  args: { initialValues: filledTimes, quote: { total: 180, hours: 4 }, availability: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Price and availability' })).toHaveTextContent(
      'Checking availability…',
    );
  },
};

export const TimesReported: Story = {
  args: { onTimesChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Pick-up date'), '2026-03-20');
    await waitFor(() =>
      expect(args.onTimesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ pickUpDate: '2026-03-20' }),
      ),
    );
  },
};

export const PickUpInPast: Story = {
  args: {
    initialValues: filledTimes,
    checkTimes: ({ pickUpTime }) => (pickUpTime === '08:00' ? 'pickUpInPast' : undefined),
  },
  play: async ({ canvas, userEvent }) => {
    const pickUpTime = canvas.getByLabelText('Pick-up time');
    await userEvent.clear(pickUpTime);
    await userEvent.type(pickUpTime, '08:00');
    await userEvent.tab();
    await expect(await canvas.findByText('The pick-up time cannot be in the past')).toBeVisible();
    await expect(pickUpTime).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DropOffNotAfterPickUp: Story = {
  args: {
    initialValues: filledTimes,
    checkTimes: ({ pickUpTime, dropOffTime }) =>
      dropOffTime !== undefined && pickUpTime !== undefined && dropOffTime <= pickUpTime
        ? 'dropOffNotAfterPickUp'
        : undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const dropOffTime = canvas.getByLabelText('Drop-off time');
    await userEvent.clear(dropOffTime);
    await userEvent.type(dropOffTime, '09:00');
    await userEvent.tab();
    await expect(await canvas.findByText('The drop-off must be after the pick-up')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/** The message at phone width: the base's play brings it up, then nothing may stick out. */
export const DropOffNotAfterPickUpOnPhone: Story = {
  ...DropOffNotAfterPickUp,
  globals: phone,
  play: async (context) => {
    await DropOffNotAfterPickUp.play!(context);
    await expectFitsPhone();
  },
};

export const RentalTooLong: Story = {
  args: {
    initialValues: filledTimes,
    maxRentalDays: 90,
    // The caller's rule: more than 90 x 24 h after pick-up (a drop-off date after 2026-06-18).
    checkTimes: ({ dropOffDate }) =>
      dropOffDate !== undefined && dropOffDate > '2026-06-18' ? 'rentalTooLong' : undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const dropOffDate = canvas.getByLabelText('Drop-off date');
    await userEvent.clear(dropOffDate);
    await userEvent.type(dropOffDate, '2026-07-01');
    await userEvent.tab();
    await expect(await canvas.findByText('A rental may last at most 90 days')).toBeVisible();
    await expect(dropOffDate).toHaveAttribute('aria-invalid', 'true');
    await expectAlerts(canvas, ['A rental may last at most 90 days']);
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/**
 * A drop-off before the pick-up, then straight to the contract checkbox: the message that appears
 * must not move the checkbox between the press and the release.
 */
export const ClickAfterInvalidEntryLands: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Pick-up date'), '2026-03-20');
    await expectClickLandsAfterInvalidEntry(canvas, userEvent, {
      field: 'Drop-off date',
      entry: '2026-03-19',
      next: 'I have read and aggree the contract',
    });
    await expect(canvas.getByLabelText('I have read and aggree the contract')).toBeChecked();
  },
};
