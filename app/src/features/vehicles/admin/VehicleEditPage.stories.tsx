import type { Meta } from '@storybook/react-vite';
import { expect, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import {
  createBlockedPeriod,
  createReservation,
  createVehicle,
  db,
  loading,
  serverError,
} from '@rentacar/mocks';
import {
  adminRecordStory,
  adminStory,
  builtInRecordStory,
  confirmDelete,
  expectRecordLoading,
  findAdminLayout,
  openDeleteDialog,
} from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Vehicle Edit',
  tags: ['!autodocs'],
} satisfies Meta;

const vehicleStory = adminRecordStory({
  create: () => createVehicle({ model: 'Volvo XC60', pricePerHour: 48 }).id,
  pathOf: (id) => `/admin/vehicles/${id}`,
});

export const Create: PageStory = {
  ...adminStory({ path: '/admin/vehicles/new' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('heading', { name: 'New Vehicle' })).toBeVisible();
    await expect(canvas.getByLabelText('Model')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const CreateValidationErrors: PageStory = {
  ...adminStory({ path: '/admin/vehicles/new' }),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(canvas.getByLabelText('Model'));
    await userEvent.click(canvas.getByLabelText('Doors'));
    await userEvent.click(canvas.getByLabelText('Seats'));
    await expect(await canvas.findByText('Please enter the model')).toBeVisible();
    await expect(canvas.getByText('Please enter the number of doors')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const WrongImageType: PageStory = {
  ...adminStory({ path: '/admin/vehicles/new' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    // A file dialog set to 'All files' lets a text file through.
    await baseUserEvent
      .setup({ applyAccept: false })
      .upload(
        canvas.getByLabelText('Image'),
        new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      );
    await expect(await canvas.findByText('Please select an image file')).toBeVisible();
  },
};

export const Loaded: PageStory = {
  ...vehicleStory(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Volvo XC60' })).toBeVisible();
    await expect(canvas.getByLabelText('Price per hour')).toHaveValue(48);
    await expect(canvas.getByRole('img', { name: 'Vehicle image preview' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const Loading: PageStory = {
  ...vehicleStory([loading('getVehicle')]),
  play: expectRecordLoading('Loading vehicle'),
};

export const BuiltIn: PageStory = builtInRecordStory({
  path: () => `/admin/vehicles/${db.vehicles.all().find((vehicle) => vehicle.builtIn)!.id}`,
  notice: 'Built-in vehicles can not be deleted and updated',
  field: 'Model',
});

export const Busy: PageStory = {
  ...vehicleStory([loading('updateVehicle')]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.clear(await canvas.findByLabelText('Price per hour'));
    await userEvent.type(canvas.getByLabelText('Price per hour'), '52');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const update = canvas.getByRole('button', { name: /Update/ });
    await waitFor(() => expect(update).toHaveAttribute('aria-busy', 'true'));
  },
};

export const DeleteConfirmation: PageStory = {
  ...vehicleStory(),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDeleteDialog(canvas, userEvent);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const DeleteFailed: PageStory = {
  ...vehicleStory([
    serverError('deleteVehicle', {
      status: 400,
      message: "Car couldn't be deleted. Car is used by a reservation",
    }),
  ]),
  play: async ({ canvas, userEvent }) => {
    await confirmDelete(canvas, userEvent);
    await expect(
      await canvas.findByText("Car couldn't be deleted. Car is used by a reservation"),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled());
  },
};

const blockedVehicleStory = adminRecordStory({
  create: () => {
    const { id } = createVehicle({ model: 'Volvo XC60', pricePerHour: 48 });
    createBlockedPeriod({
      carId: id,
      start: '2030-03-20T08:00:00',
      end: '2030-03-21T18:00:00',
      reason: 'Annual service',
    });
    createReservation({
      carId: id,
      pickUpTime: '2030-04-10T10:00:00',
      dropOffTime: '2030-04-12T10:00:00',
    });
    return id;
  },
  pathOf: (id) => `/admin/vehicles/${id}`,
});

/** The vehicle's blocked periods under its form. */
export const BlockedPeriods: PageStory = {
  ...blockedVehicleStory(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const list = within(await canvas.findByRole('list', { name: 'Blocked periods' }));
    const period = within(
      await list.findByRole('listitem', { name: '2030-03-20 08:00 – 2030-03-21 18:00' }),
    );
    await expect(period.getByText('Annual service')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Block a period' })).toBeVisible();
  },
};

export const BlockedPeriodsOnPhone: PageStory = onPhone(BlockedPeriods);

/** A period over a reservation is refused: the reservation in the way links to its edit. */
export const BlockConflict: PageStory = {
  ...blockedVehicleStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.type(await canvas.findByLabelText('Start date'), '2030-04-11');
    await userEvent.type(canvas.getByLabelText('Start time'), '09:00');
    await userEvent.type(canvas.getByLabelText('End date'), '2030-04-13');
    await userEvent.type(canvas.getByLabelText('End time'), '09:00');
    await userEvent.type(canvas.getByLabelText('Reason'), 'Repair');
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const inTheWay = await canvas.findByRole('list', { name: 'Reservations in the way' });
    await expect(inTheWay.closest('[role="alert"]')).toHaveTextContent(
      'The vehicle is booked in this period: move or cancel these reservations first',
    );
    const [reservation] = db.reservations
      .all()
      .filter(({ pickUpTime }) => pickUpTime === '2030-04-10T10:00:00');
    await expect(
      within(inTheWay).getByRole('link', { name: `Reservation ${reservation!.id}` }),
    ).toHaveAttribute('href', `/admin/reservations/${reservation!.id}`);
    await expect(db.blockedPeriods.all()).toHaveLength(1);
  },
};

/** The blocked periods could not be loaded: the section says so instead of listing none. */
export const BlockedPeriodsLoadError: PageStory = {
  ...vehicleStory([serverError('listBlockedPeriods')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      await canvas.findByText('The blocked periods could not be loaded.'),
    ).toHaveAttribute('role', 'alert');
    await expect(canvas.queryByText('No blocked periods')).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Edit Vehicle' })).toBeVisible();
  },
};
