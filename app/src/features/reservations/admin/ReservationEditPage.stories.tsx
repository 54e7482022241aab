import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createReservation, loading, serverError } from '@rentacar/mocks';
import {
  adminRecordStory,
  expectRecordLoading,
  findAdminLayout,
  openDeleteDialog,
} from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Reservation Edit',
  tags: ['!autodocs'],
} satisfies Meta;

let customerId = 0;
let pickUpDate = '';
const reservationStory = adminRecordStory({
  create: () => {
    const reservation = createReservation({ pickUpLocation: 'Springfield Airport' });
    customerId = reservation.userId;
    pickUpDate = reservation.pickUpTime.slice(0, 10);
    return reservation.id;
  },
  pathOf: (id) => `/admin/reservations/${id}`,
});

export const Loaded: PageStory = {
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

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const Loading: PageStory = {
  ...reservationStory([loading('getReservation')]),
  play: expectRecordLoading('Loading reservation'),
};

export const ValidationErrors: PageStory = {
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

export const Busy: PageStory = {
  ...reservationStory([loading('updateReservation')]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.selectOptions(await canvas.findByLabelText('Status'), 'DONE');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const save = canvas.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

export const SaveFailed: PageStory = {
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

export const DeleteConfirmation: PageStory = {
  ...reservationStory(),
  play: async ({ canvas, userEvent }) => {
    await openDeleteDialog(canvas, userEvent);
  },
};
