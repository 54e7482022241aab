import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BookingForm } from './BookingForm';
import { bookingValues, driverValues } from '../testing/sampleValues';
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

/** A quote of `hours` started hours at `pricePerHour`, as the caller's price rule gives it. */
const hoursQuote = (hours: number, pricePerHour: number, total: number) => ({
  lines: [
    {
      kind: 'base',
      label: `${hours} hours x $${pricePerHour}`,
      amount: total,
      quantity: hours,
      unit: 'hour' as const,
      unitPrice: pricePerHour,
    },
  ],
  total,
});

export const QuoteShown: Story = {
  // Four started hours at $45.70, in cents as the price rule computes it.
  args: { initialValues: filledTimes, quote: hoursQuote(4, 45.7, 182.8) },
  play: async ({ canvas }) => {
    const status = within(canvas.getByRole('region', { name: 'Price and availability' }));
    await expect(status.getByRole('row', { name: '4 hours × $45.70 $182.80' })).toBeVisible();
    await expect(status.getByRole('row', { name: 'Total $182.80' })).toBeVisible();
  },
};

export const Available: Story = {
  args: { initialValues: filledTimes, quote: hoursQuote(1, 45, 45), availability: 'available' },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('region', { name: 'Price and availability' });
    await expect(within(status).getByRole('row', { name: '1 hour × $45 $45' })).toBeVisible();
    await expect(within(status).getByRole('row', { name: 'Total $45' })).toBeVisible();
    await expect(status).toHaveTextContent('Available');
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  },
};

export const NotAvailable: Story = {
  args: {
    initialValues: filledTimes,
    quote: hoursQuote(4, 45, 180),
    availability: 'unavailable',
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Not available for the selected time')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/** Taken times say when the vehicle is next free: after the bookings and their turnaround. */
export const NotAvailableNextFree: Story = {
  args: {
    initialValues: filledTimes,
    quote: hoursQuote(4, 45, 180),
    availability: 'unavailable',
    nextFreeFrom: '2026-03-21T13:00:00',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Price and availability' });
    await expect(region).toHaveTextContent('Not available for the selected time');
    await expect(canvas.getByText('The vehicle is next free from 2026-03-21 13:00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

export const NotAvailableNextFreeOnPhone: Story = {
  ...NotAvailableNextFree,
  globals: phone,
  play: async (context) => {
    await NotAvailableNextFree.play!(context);
    await expectFitsPhone();
  },
};

export const DriverRefused: Story = {
  args: {
    initialValues: filledTimes,
    quote: hoursQuote(1, 45, 45),
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
  args: { initialValues: filledTimes, quote: hoursQuote(4, 45, 180), availability: 'checking' },
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

export const RentalRuleRefused: Story = {
  args: {
    initialValues: filledTimes,
    // The caller's rules: a rental of at least a day, worded as the API answers.
    checkRentalRules: ({ pickUpDate, dropOffDate }) =>
      pickUpDate !== undefined && dropOffDate === pickUpDate
        ? { field: 'dropOffTime', message: 'A rental lasts at least 1 day' }
        : undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const dropOffTime = canvas.getByLabelText('Drop-off time');
    await userEvent.clear(dropOffTime);
    await userEvent.type(dropOffTime, '18:00');
    await userEvent.tab();
    await expect(await canvas.findByText('A rental lasts at least 1 day')).toBeVisible();
    await expect(dropOffTime).toHaveAttribute('aria-invalid', 'true');
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

/** The quote names the young-driver surcharge it includes on a line of its own. */
export const YoungDriverSurcharge: Story = {
  args: {
    initialValues: filledTimes,
    quote: {
      lines: [
        ...hoursQuote(4, 11.25, 45).lines,
        {
          kind: 'young-driver',
          label: 'Young driver, 1 day x $25',
          amount: 25,
          quantity: 1,
          unitPrice: 25,
        },
      ],
      total: 70,
    },
    availability: 'available',
  },
  play: async ({ canvas }) => {
    const status = within(canvas.getByRole('region', { name: 'Price and availability' }));
    await expect(status.getByRole('row', { name: '4 hours × $11.25 $45' })).toBeVisible();
    await expect(status.getByRole('row', { name: 'Young driver, 1 day × $25 $25' })).toBeVisible();
    await expect(status.getByRole('row', { name: 'Total $70' })).toBeVisible();
  },
};

/** A return to another branch adds its one-way line; the deposit shows under the total. */
export const OneWayWithDeposit: Story = {
  args: {
    initialValues: filledTimes,
    quote: {
      lines: [
        ...hoursQuote(4, 45, 180).lines,
        { kind: 'one-way', label: 'One-way return to Downtown', amount: 25, name: 'Downtown' },
      ],
      total: 205,
      deposit: 300,
    },
    availability: 'available',
  },
  play: async ({ canvas }) => {
    const status = within(canvas.getByRole('region', { name: 'Price and availability' }));
    await expect(status.getByRole('row', { name: 'One-way return to Downtown $25' })).toBeVisible();
    await expect(status.getByRole('row', { name: 'Total $205' })).toBeVisible();
    await expect(status.getByText('Deposit $300: held at pick-up, not charged now')).toBeVisible();
  },
};

export const YoungDriverSurchargeOnPhone: Story = {
  ...YoungDriverSurcharge,
  globals: phone,
  play: async (context) => {
    await YoungDriverSurcharge.play!(context);
    await expectFitsPhone();
  },
};

/**
 * Additional drivers: Add a driver adds a group of fields under its number, each required; Remove
 * takes one out; the booking sends the drivers filled in, and the host hears of each change.
 */
export const AdditionalDrivers: Story = {
  args: {
    initialValues: bookingValues,
    withAdditionalDrivers: true,
    onDriversChange: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const add = canvas.getByRole('button', { name: 'Add a driver' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(canvas.getByRole('group', { name: 'Additional driver 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove additional driver 1' }));
    await expect(canvas.queryByRole('group', { name: 'Additional driver 2' })).toBeNull();
    const first = within(canvas.getByRole('group', { name: 'Additional driver 1' }));
    await userEvent.click(first.getByLabelText('First name'));
    await userEvent.tab();
    await expect(first.getByLabelText('First name')).toHaveAccessibleDescription(
      "Enter the driver's first name",
    );
    await fillFields(first, userEvent, {
      'First name': 'Ada',
      'Last name': 'Second',
      'Date of birth': driverValues.dateOfBirth,
      'License number': driverValues.licenseNumber,
      'Issuing country': driverValues.licenseCountry,
      'License issued on': driverValues.licenseIssuedOn,
      'License expires on': driverValues.licenseExpiresOn,
    });
    await expect(args.onDriversChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ firstName: 'Ada', dateOfBirth: driverValues.dateOfBirth }),
    ]);
    await userEvent.click(canvas.getByLabelText('I have read and aggree the contract'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        additionalDrivers: [{ firstName: 'Ada', lastName: 'Second', ...driverValues }],
      }),
    );
  },
};

export const AdditionalDriversOnPhone: Story = {
  args: { initialValues: bookingValues, withAdditionalDrivers: true },
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a driver' }));
    await expect(canvas.getByRole('group', { name: 'Additional driver 1' })).toBeVisible();
    await expectFitsPhone();
  },
};

/** A booking names at most four additional drivers: Add a driver goes with the fourth. */
export const AdditionalDriversAtMost: Story = {
  args: { initialValues: bookingValues, withAdditionalDrivers: true },
  play: async ({ canvas, userEvent }) => {
    for (let driver = 0; driver < 4; driver += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a driver' }));
    }
    await expect(canvas.getByRole('group', { name: 'Additional driver 4' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a driver' })).toBeNull();
  },
};
