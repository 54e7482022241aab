import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ReservationEditForm } from './ReservationEditForm';
import { bookingValues } from '../../forms/testing/sampleValues';
import {
  expectAlerts,
  clickAfterInvalidEntryStory,
  touchFields,
} from '../../forms/testing/storyChecks';

const reservation = { ...bookingValues, carId: '2', status: 'CREATED' } as const;

const meta = {
  title: 'Library/Admin/ReservationEditForm',
  component: ReservationEditForm,
  args: {
    initialValues: reservation,
    vehicles: [
      { id: 1, model: 'Audi A4' },
      { id: 2, model: 'BMW X5' },
      { id: 3, model: 'Fiat 500' },
    ],
    customerHref: '/admin/users/7',
    customerLabel: 'Jane Doe',
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ReservationEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.text);

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/admin/users/7',
    );
    await expect(canvas.getByLabelText('Pick-up date')).toHaveValue('2026-03-14');
    const vehicle = canvas.getByLabelText('Vehicle');
    await expect(vehicle).toHaveValue('2');
    await expect(optionTexts(vehicle)).toEqual(['Select', 'Audi A4', 'BMW X5', 'Fiat 500']);
    await expect(optionTexts(canvas.getByLabelText('Status'))).toEqual([
      'Select',
      'CREATED',
      'CANCELLED',
      'DONE',
    ]);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ChangeVehicleAndStatus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Vehicle'), 'Fiat 500');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'DONE');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...reservation,
      carId: '3',
      status: 'DONE',
    });
  },
};

export const RequiredMessages: Story = {
  args: { initialValues: {} },
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, [
      'Pick-up place',
      'Drop-off place',
      'Pick-up date',
      'Pick-up time',
      'Drop-off date',
      'Drop-off time',
      'Vehicle',
      'Status',
    ]);
    await expectAlerts(canvas, [
      'Enter the pick up place',
      'Enter the drop off place',
      'Enter the pick up date',
      'Enter the pick up time',
      'Enter the drop off date',
      'Enter the drop off time',
      'Select a car',
      'Select a status',
    ]);
  },
};

export const CancelGoesBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Are you sure to delete?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const DeleteBusy: Story = {
  args: { deleting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Delete/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'Pick-up place',
  entry: '',
  next: 'Drop-off place',
});
