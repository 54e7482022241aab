import type { HttpHandler } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createReservation, loading, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../stories/adminStory';

const meta = {
  title: 'App/Admin/Reservation Edit',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let reservationId = 0;
let customerId = 0;
let pickUpDate = '';
const reservationStory = (overrides: HttpHandler[] = []) =>
  adminStory({
    path: () => `/admin/reservations/${reservationId}`,
    arrange: () => {
      const reservation = createReservation({ pickUpLocation: 'Springfield Airport' });
      reservationId = reservation.id;
      customerId = reservation.userId;
      pickUpDate = reservation.pickUpTime.slice(0, 10);
    },
    overrides,
  });

export const Loaded: Story = {
  ...reservationStory(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByLabelText('Pick-up place')).toHaveValue('Springfield Airport');
    await expect(canvas.getByLabelText('Pick-up date')).toHaveValue(pickUpDate);
    await expect(canvas.getByLabelText('Pick-up time')).toHaveValue('10:00');
    await expect(canvas.getByLabelText('Status')).toHaveValue('CREATED');
    const statuses = within(canvas.getByLabelText('Status')).getAllByRole('option');
    await expect(statuses.map((option) => option.textContent)).toEqual([
      'Select',
      'CREATED',
      'CANCELLED',
      'DONE',
    ]);
    await expect(canvas.getByRole('link', { name: 'Customer' })).toHaveAttribute(
      'href',
      `/admin/users/${customerId}`,
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Loading: Story = {
  ...reservationStory([loading('getReservation')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reservation');
  },
};

export const Validation: Story = {
  ...reservationStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.clear(await canvas.findByLabelText('Pick-up place'));
    await userEvent.clear(canvas.getByLabelText('Drop-off place'));
    await userEvent.tab();
    await expect(await canvas.findByText('Enter the pick up place')).toBeVisible();
    await expect(canvas.getByText('Enter the drop off place')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Saving: Story = {
  ...reservationStory([loading('updateReservation')]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.selectOptions(await canvas.findByLabelText('Status'), 'DONE');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const save = canvas.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

export const SaveFailed: Story = {
  ...reservationStory([
    serverError('updateReservation', {
      status: 400,
      message: 'Car is not available for selected time',
    }),
  ]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.selectOptions(await canvas.findByLabelText('Status'), 'DONE');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Car is not available for selected time'),
    ).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  ...reservationStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = canvas.getByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
  },
};
