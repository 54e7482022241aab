import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  createReservation,
  createReservationChange,
  loading,
  serverError,
  setAdditionalDrivers,
} from '@rentacar/mocks';
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
    const history = within(canvas.getByRole('region', { name: 'History' }));
    await expect(history.getByText('No changes since the booking.')).toBeVisible();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

/** Under the form, the reservation's history: here the customer's cancellation. */
export const Changed: PageStory = {
  ...adminRecordStory({
    create: () => {
      const { id } = createReservation({ status: 'CANCELLED' });
      createReservationChange(id, {
        at: '2030-04-20T09:15:00',
        by: 'customer',
        fields: [{ field: 'status', before: 'CREATED', after: 'CANCELLED' }],
      });
      return id;
    },
    pathOf: (id) => `/admin/reservations/${id}`,
  })(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const history = within(await canvas.findByRole('region', { name: 'History' }));
    const change = history.getByRole('table', {
      name: 'Changed on 2030-04-20 09:15, By the customer',
    });
    await expect(
      within(change).getByRole('row', { name: 'Status CREATED CANCELLED' }),
    ).toBeVisible();
  },
};

export const ChangedOnPhone: PageStory = onPhone(Changed);

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

/** Under the form, the drivers the customer named besides themselves. */
export const WithAdditionalDrivers: PageStory = {
  ...adminRecordStory({
    create: () => {
      const { id } = createReservation();
      setAdditionalDrivers(id, [
        {
          firstName: 'Ada',
          lastName: 'Second',
          dateOfBirth: '1990-02-11',
          licenseNumber: 'AD-1990',
          licenseCountry: 'US',
          licenseIssuedOn: '2010-03-01',
          licenseExpiresOn: '2032-03-01',
        },
      ]);
      return id;
    },
    pathOf: (id) => `/admin/reservations/${id}`,
  })(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const drivers = within(await canvas.findByRole('region', { name: 'Additional drivers' }));
    await expect(
      drivers.getByRole('heading', { name: 'Additional driver 1: Ada Second' }),
    ).toBeVisible();
    await expect(drivers.getByText('License expires on').nextElementSibling).toHaveTextContent(
      '2032-03-01',
    );
  },
};

export const WithAdditionalDriversOnPhone: PageStory = onPhone(WithAdditionalDrivers);
