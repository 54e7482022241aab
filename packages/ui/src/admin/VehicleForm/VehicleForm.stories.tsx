import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import { demoAudi } from '../../storyFixtures';
import { VehicleForm } from './VehicleForm';
import {
  expectAlerts,
  clickAfterInvalidEntryStory,
  fillFields,
  touchFields,
  deleteAfterConfirmation,
  expectDeleteBusy,
  expectUpdateBusy,
} from '../../forms/testing/storyChecks';

// A 1x1 PNG, so the preview shows a real image.
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  ),
  (character) => character.charCodeAt(0),
);
const pngFile = () => new File([pngBytes], 'car.png', { type: 'image/png' });

const currentImageUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#eef0f3"/></svg>',
  );

const audi = { ...demoAudi, licensePlate: 'AB-123-CD', image: 'img-audi' } as const;

const meta = {
  title: 'Library/Admin/VehicleForm',
  component: VehicleForm,
  args: { mode: 'create', onSubmit: fn(async () => undefined), onCancel: fn(), onDelete: fn() },
} satisfies Meta<typeof VehicleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'New Vehicle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(
      [...(canvas.getByLabelText('Transmission') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['Select', 'Automatic', 'Manuel', 'Tiptronic']);
    await expect(
      [...(canvas.getByLabelText('Fuel Type') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['Select', 'Electricity', 'Hybrid', 'Gasoline', 'Diesel', 'Hydrogen', 'LPG', 'CNG']);
    await expect(
      [...(canvas.getByLabelText('Air Conditioning') as HTMLSelectElement).options].map(
        (o) => o.text,
      ),
    ).toEqual(['Select', 'Yes', 'No']);
    await expect(canvas.getByLabelText('Image')).toHaveAttribute(
      'accept',
      'image/png,image/jpg,image/jpeg',
    );
    await expect(canvas.getByLabelText('License plate')).toHaveValue('');
    await expect(canvas.getByLabelText('License plate')).not.toBeRequired();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, [
      'Model',
      'Doors',
      'Seats',
      'Luggage',
      'Age',
      'Transmission',
      'Fuel Type',
      'Air Conditioning',
      'Price per hour',
      'Image',
    ]);
    await expectAlerts(canvas, [
      'Please enter the model',
      'Please enter the number of doors',
      'Please enter the number of seats',
      'Please enter the luggage capacity',
      'Please enter type of transmission',
      'Please enter whether air conditioning exists',
      'Please enter type of fuel',
      'Please enter age of car',
      'Please enter price per hour',
      'Please select an image',
    ]);
  },
};

export const LicensePlateTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    const plate = canvas.getByLabelText('License plate');
    await userEvent.type(plate, 'P'.repeat(16));
    await userEvent.tab();
    await expect(
      await canvas.findByText('License plate must be at most 15 characters'),
    ).toBeVisible();
    await expectAlerts(canvas, ['License plate must be at most 15 characters']);
    await expect(plate).toHaveAccessibleDescription('License plate must be at most 15 characters');
  },
};

export const WrongImageType: Story = {
  play: async ({ canvas }) => {
    // The picker's accept list can be bypassed ("All files"), so the form checks the type too.
    const user = baseUserEvent.setup({ applyAccept: false });
    const image = canvas.getByLabelText('Image');
    await user.upload(image, new File(['GIF89a'], 'car.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText('Please select an image file')).toBeVisible();
    await expect(image).toHaveAccessibleDescription('Please select an image file');
    await expect(canvas.queryByAltText('Vehicle image preview')).not.toBeInTheDocument();
  },
};

export const ImagePreview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Image'), pngFile());
    const preview = await canvas.findByAltText('Vehicle image preview');
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const CreateSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, {
      Model: 'Audi A4',
      'License plate': 'AB-123-CD',
      Doors: '4',
      Seats: '5',
      Luggage: '2',
      Age: '3',
    });
    await userEvent.selectOptions(canvas.getByLabelText('Transmission'), 'Manuel');
    await userEvent.selectOptions(canvas.getByLabelText('Fuel Type'), 'LPG');
    await userEvent.selectOptions(canvas.getByLabelText('Air Conditioning'), 'No');
    await userEvent.type(canvas.getByLabelText('Price per hour'), '45.5');
    const file = pngFile();
    await userEvent.upload(canvas.getByLabelText('Image'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      model: 'Audi A4',
      licensePlate: 'AB-123-CD',
      doors: 4,
      seats: 5,
      luggage: 2,
      age: 3,
      transmission: 'Manuel',
      fuelType: 'LPG',
      airConditioning: false,
      pricePerHour: 45.5,
      image: file,
    });
  },
};

export const Edit: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByAltText('Vehicle image preview')).toHaveAttribute(
      'src',
      currentImageUrl,
    );
    await expect(canvas.getByLabelText('Air Conditioning')).toHaveValue('Yes');
    await expect(canvas.getByLabelText('License plate')).toHaveValue('AB-123-CD');
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText('Price per hour'));
    await userEvent.type(canvas.getByLabelText('Price per hour'), '50');
    await userEvent.click(update);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...audi, pricePerHour: 50 });
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const EditDeleteConfirmation: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl },
  play: async ({ canvas, userEvent, args }) => {
    await deleteAfterConfirmation(canvas, userEvent);
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const Busy: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl, busy: true },
  play: expectUpdateBusy,
};

export const DeleteBusy: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl, deleting: true },
  play: expectDeleteBusy,
};

export const BuiltIn: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl, builtIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Built-in vehicles can not be deleted and updated',
    );
    await expect(canvas.getByLabelText('License plate')).toHaveValue('AB-123-CD');
    for (const label of [
      'Model',
      'License plate',
      'Doors',
      'Transmission',
      'Air Conditioning',
      'Image',
    ]) {
      await expect(canvas.getByLabelText(label)).toBeDisabled();
    }
    await expect(canvas.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'Model',
  entry: '',
  next: 'Doors',
});

/** Where the host offers branches, the vehicle must belong to one of them. */
export const WithBranches: Story = {
  args: {
    mode: 'edit',
    initialValues: audi,
    currentImageUrl,
    branches: [
      { value: '1', label: 'Chicago Downtown' },
      { value: '2', label: "Chicago O'Hare Airport" },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const branch = canvas.getByLabelText('Branch');
    await expect([...(branch as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select',
      'Chicago Downtown',
      "Chicago O'Hare Airport",
    ]);
    await userEvent.clear(canvas.getByLabelText('Price per hour'));
    await userEvent.type(canvas.getByLabelText('Price per hour'), '50');
    branch.focus();
    await userEvent.tab();
    await expect(branch).toHaveAccessibleDescription('Please select the branch');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.selectOptions(branch, "Chicago O'Hare Airport");
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...audi, pricePerHour: 50, branchId: 2 }),
    );
  },
};

/** Day and week prices are optional; one given must be more than 0. */
export const DayAndWeekRates: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl },
  play: async ({ canvas, userEvent, args }) => {
    const perDay = canvas.getByLabelText('Price per day (optional)');
    const perWeek = canvas.getByLabelText('Price per week (optional)');
    await expect(perDay).toHaveValue(null);
    await userEvent.type(perDay, '0');
    await userEvent.tab();
    await expect(perDay).toHaveAccessibleDescription('The price per day must be more than 0');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.clear(perDay);
    await userEvent.type(perDay, '199.99');
    await userEvent.type(perWeek, '899');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...audi,
        pricePerDay: 199.99,
        pricePerWeek: 899,
      }),
    );
  },
};

/** The turnaround is optional, whole minutes from 0 to a day; each wrong entry says why. */
export const TurnaroundValidation: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl },
  play: async ({ canvas, userEvent, args }) => {
    const turnaround = canvas.getByLabelText('Turnaround (minutes)');
    const update = canvas.getByRole('button', { name: 'Update' });
    for (const [entry, message] of [
      ['-5', 'The turnaround can not be negative'],
      ['1441', 'The turnaround must be at most 1440 minutes (a day)'],
      ['2.5', 'The turnaround must be whole minutes'],
    ] as const) {
      await userEvent.clear(turnaround);
      await userEvent.type(turnaround, entry);
      await userEvent.tab();
      await expect(turnaround).toHaveAccessibleDescription(message);
      await expect(update).toBeDisabled();
    }
    await userEvent.clear(turnaround);
    await userEvent.type(turnaround, '45');
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...audi, turnaroundMinutes: 45 }),
    );
  },
};

/**
 * The young-driver surcharge is optional: an age and a price per day, each asking for the other;
 * both given, the form sends both.
 */
export const YoungDriverSurcharge: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl },
  play: async ({ canvas, userEvent, args }) => {
    const age = canvas.getByLabelText('Young-driver surcharge under the age of (optional)');
    const perDay = canvas.getByLabelText('Young-driver surcharge per day (optional)');
    const update = canvas.getByRole('button', { name: 'Update' });
    await userEvent.type(age, '25');
    // Through the price per day, left blank.
    await userEvent.tab();
    await userEvent.tab();
    await expect(perDay).toHaveAccessibleDescription('Please enter the surcharge per day');
    await expect(update).toBeDisabled();
    await userEvent.clear(age);
    await userEvent.type(age, '15');
    await userEvent.tab();
    await expect(age).toHaveAccessibleDescription('The young-driver age must be at least 16');
    await userEvent.clear(age);
    await userEvent.type(age, '25');
    await userEvent.type(perDay, '12.50');
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...audi,
        youngDriverAge: 25,
        youngDriverSurchargePerDay: 12.5,
      }),
    );
  },
};

/** The deposit is optional and never negative; given, the form sends it. */
export const Deposit: Story = {
  args: { mode: 'edit', initialValues: audi, currentImageUrl },
  play: async ({ canvas, userEvent, args }) => {
    const deposit = canvas.getByLabelText('Deposit (optional)');
    const update = canvas.getByRole('button', { name: 'Update' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '-5');
    await userEvent.tab();
    await expect(deposit).toHaveAccessibleDescription('The deposit can not be negative');
    await expect(update).toBeDisabled();
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '250');
    await userEvent.click(update);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...audi, deposit: 250 }));
  },
};
