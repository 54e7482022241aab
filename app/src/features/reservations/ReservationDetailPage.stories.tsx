import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  createReservation,
  createReservationChange,
  db,
  loading,
  serverError,
  setAdditionalDrivers,
  type OperationId,
} from '@rentacar/mocks';
import {
  CUSTOMER,
  expectEmptyAfterLoad,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  recordStory,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Account/Reservation Details',
  tags: ['!autodocs'],
} satisfies Meta;

const detailStory = (
  overrides: ReturnType<typeof loading>[] = [],
  reservation: Parameters<typeof createReservation>[0] = {},
) =>
  recordStory({
    as: CUSTOMER,
    create: () => createReservation({ userId: 2, carId: 1, totalPrice: 432, ...reservation }).id,
    pathOf: (id) => `/user/reservations/${id}`,
  })(overrides);

/** Image, model, the back button, and 'Reservation Details' open above 'Vehicle Details'. */
export const Loaded: PageStory = {
  ...detailStory(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
    await expect(canvas.getByRole('img', { name: 'Toyota Corolla' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reservation Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('$432')).toBeVisible();
    const vehicleDetails = canvas.getByRole('button', { name: 'Vehicle Details' });
    await expect(vehicleDetails).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(vehicleDetails);
    await expect(vehicleDetails).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Fuel Type')).toBeVisible();
    const history = within(canvas.getByRole('region', { name: 'History' }));
    await expect(history.getByText('No changes since the booking.')).toBeVisible();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

/** A reservation an administrator moved shows the change in its history. */
export const Changed: PageStory = {
  ...recordStory({
    as: CUSTOMER,
    create: () => {
      const { id } = createReservation({
        userId: 2,
        carId: 1,
        dropOffTime: '2030-05-03T10:00:00',
        totalPrice: 480,
      });
      createReservationChange(id, {
        at: '2030-04-20T09:15:00',
        by: 'administrator',
        fields: [
          { field: 'dropOffTime', before: '2030-05-02T10:00:00', after: '2030-05-03T10:00:00' },
          { field: 'totalPrice', before: '432.00', after: '480.00' },
        ],
      });
      return id;
    },
    pathOf: (id) => `/user/reservations/${id}`,
  })(),
  play: async ({ canvas }) => {
    const history = within(await canvas.findByRole('region', { name: 'History' }, FIRST_SCREEN));
    const change = history.getByRole('table', {
      name: 'Changed on 2030-04-20 09:15, By an administrator',
    });
    await expect(
      within(change).getByRole('row', { name: 'Drop-off Time 2030-05-02 10:00 2030-05-03 10:00' }),
    ).toBeVisible();
    await expect(within(change).getByRole('row', { name: 'Price $432 $480' })).toBeVisible();
  },
};

export const ChangedOnPhone: PageStory = onPhone(Changed);

const getOwnReservation: OperationId = 'getOwnReservation';

export const Loading: PageStory = {
  ...detailStory([loading(getOwnReservation)]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading reservation', {}, FIRST_SCREEN),
    ).toBeInTheDocument();
  },
};

/** A failed load is only logged (spec §8): no reservation, no not-found page, no message. */
export const LoadError: PageStory = {
  ...detailStory([serverError(getOwnReservation)]),
  play: async ({ canvas }) => {
    await expectEmptyAfterLoad(canvas, 'Loading reservation');
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Toyota Corolla' })).toBeNull();
    await expect(canvas.queryByText('Opps! Something went wrong')).toBeNull();
  },
};

/** Another customer's reservation (or an unknown id) shows the not-found page. */
export const NotFound: PageStory = {
  ...pageStory({ path: '/user/reservations/9999', as: CUSTOMER }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Opps! Something went wrong', {}, FIRST_SCREEN),
    ).toBeVisible();
  },
};

/** An upcoming reservation can be cancelled after confirming; the status shown changes. */
export const CancelConfirmed: PageStory = {
  ...detailStory(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Are you sure to cancel?' }));
    await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await canvas.findByText('Reservation is cancelled')).toBeInTheDocument();
    // The details show the new status, and the history the customer's cancellation.
    const history = within(canvas.getByRole('region', { name: 'History' }));
    await expect(
      await history.findByRole('row', { name: 'Status CREATED CANCELLED' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Status', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('CANCELLED');
    await expect(canvas.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  },
};

/** The server refuses the cancellation: its message shows and the reservation stays as it was. */
export const CancelFailed: PageStory = {
  ...detailStory([serverError('cancelOwnReservation')]),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Are you sure to cancel?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await canvas.findByText('Internal Server Error')).toBeInTheDocument();
    await expect(canvas.queryByText('Reservation is cancelled')).toBeNull();
    await expect(canvas.getByText('CREATED')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeEnabled();
  },
};

/** A finished reservation offers no cancellation. */
export const CancelRefused: PageStory = {
  ...detailStory([], { status: 'DONE' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
    await expect(canvas.getByText('DONE')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  },
};

/**
 * Past the free window (rules: free until 72 hours before, then 20% of the total; the pick-up is
 * tomorrow): the confirmation says what cancelling costs, and the cancelled reservation keeps it.
 */
export const CancelWithFee: PageStory = {
  ...recordStory({
    as: CUSTOMER,
    create: () => {
      db.rentalRules = {
        ...db.rentalRules,
        freeCancellationHours: 72,
        cancellationFeeType: 'SHARE',
        cancellationFeePercent: 20,
      };
      return createReservation({ userId: 2, carId: 1, totalPrice: 432 }).id;
    },
    pathOf: (id) => `/user/reservations/${id}`,
  })([]),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Are you sure to cancel?' }));
    await expect(dialog.getByRole('note')).toHaveTextContent(
      'The free cancellation period has ended: cancelling now costs $86.40.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await canvas.findByText('Reservation is cancelled')).toBeInTheDocument();
    // The details follow once the reservation is read again.
    await waitFor(() =>
      expect(canvas.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'CANCELLED',
      ),
    );
    await expect(canvas.getByText('Cancellation fee')).toBeVisible();
    await expect(canvas.getByText('$86.40')).toBeVisible();
  },
};

export const CancelWithFeeOnPhone: PageStory = onPhone(CancelWithFee);

/** The reservation the change stories move: two days ahead of the dates they pick. */
const changeStory = (overrides: ReturnType<typeof loading>[] = [], taken = false) =>
  recordStory({
    as: CUSTOMER,
    create: () => {
      if (taken) {
        createReservation({
          carId: 1,
          pickUpTime: '2030-05-02T12:00:00',
          dropOffTime: '2030-05-04T10:00:00',
        });
      }
      return createReservation({
        userId: 2,
        carId: 1,
        pickUpTime: '2030-05-01T10:00:00',
        dropOffTime: '2030-05-02T10:00:00',
        totalPrice: 432,
      }).id;
    },
    pathOf: (id) => `/user/reservations/${id}`,
  })(overrides);

/** Opens the change form and moves the drop-off a day later, to 2030-05-03. */
async function moveDropOffADayLater({
  canvas,
  userEvent,
}: Parameters<NonNullable<PageStory['play']>>[0]) {
  await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
  await userEvent.click(await canvas.findByRole('button', { name: 'Change reservation' }));
  const form = within(await canvas.findByRole('form', { name: 'Change reservation' }));
  const dropOffDate = form.getByLabelText('Drop-off date');
  await userEvent.clear(dropOffDate);
  await userEvent.type(dropOffDate, '2030-05-03');
  return form;
}

/** The drop-off a day later: the new total and the difference, then the change in the history. */
export const ChangeQuoted: PageStory = {
  ...changeStory(),
  play: async (context) => {
    const form = await moveDropOffADayLater(context);
    const price = form.getByRole('region', { name: 'New price' });
    await waitFor(() => expect(price).toHaveTextContent(/New total: \$[\d,.]+/));
    await expect(price).toHaveTextContent(/more than now/);
    await context.userEvent.click(form.getByRole('button', { name: 'Save change' }));
    await expect(await context.canvas.findByText('Reservation is changed')).toBeInTheDocument();
    const history = within(context.canvas.getByRole('region', { name: 'History' }));
    await expect(
      await history.findByRole('row', {
        name: /^Drop-off Time 2030-05-02 10:00 2030-05-03 10:00$/,
      }),
    ).toBeVisible();
    await expect(context.canvas.queryByRole('form', { name: 'Change reservation' })).toBeNull();
  },
};

export const ChangeQuotedOnPhone: PageStory = onPhone(ChangeQuoted);

/** The later drop-off is taken: the API's reason in the form, and the reservation as booked. */
export const ChangeFailed: PageStory = {
  ...changeStory([], true),
  play: async (context) => {
    const form = await moveDropOffADayLater(context);
    await context.userEvent.click(form.getByRole('button', { name: 'Save change' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Car is not available for selected time',
    );
    const history = within(context.canvas.getByRole('region', { name: 'History' }));
    await expect(history.getByText('No changes since the booking.')).toBeVisible();
  },
};

export const ChangeFailedOnPhone: PageStory = onPhone(ChangeFailed);

/** The change on its way. */
export const ChangeBusy: PageStory = {
  ...changeStory([loading('changeOwnReservation')]),
  play: async (context) => {
    const form = await moveDropOffADayLater(context);
    await context.userEvent.click(form.getByRole('button', { name: 'Save change' }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Save change/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Past the change window (free cancellation until 72 hours before; the pick-up is tomorrow). */
export const ChangeRefused: PageStory = {
  ...recordStory({
    as: CUSTOMER,
    create: () => {
      db.rentalRules = { ...db.rentalRules, freeCancellationHours: 72 };
      return createReservation({ userId: 2, carId: 1, totalPrice: 432 }).id;
    },
    pathOf: (id) => `/user/reservations/${id}`,
  })([]),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change reservation' })).toBeNull();
  },
};

/**
 * A booking with an additional driver and a young-driver surcharge: the surcharge under the price,
 * the driver under their number and name.
 */
export const WithAdditionalDrivers: PageStory = {
  ...recordStory({
    as: CUSTOMER,
    create: () => {
      const { id } = createReservation({
        userId: 2,
        carId: 1,
        totalPrice: 452,
        youngDriverSurcharge: 20,
      });
      setAdditionalDrivers(id, [
        {
          firstName: 'Ada',
          lastName: 'Second',
          dateOfBirth: '2004-02-11',
          licenseNumber: 'AD-2004',
          licenseCountry: 'US',
          licenseIssuedOn: '2022-03-01',
          licenseExpiresOn: '2032-03-01',
        },
      ]);
      return id;
    },
    pathOf: (id) => `/user/reservations/${id}`,
  })(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
    await expect(canvas.getByText('Young-driver surcharge').nextElementSibling).toHaveTextContent(
      '$20',
    );
    const drivers = within(canvas.getByRole('region', { name: 'Additional drivers' }));
    await expect(
      drivers.getByRole('heading', { name: 'Additional driver 1: Ada Second' }),
    ).toBeVisible();
    await expect(drivers.getByText('License number').nextElementSibling).toHaveTextContent(
      'AD-2004',
    );
  },
};

export const WithAdditionalDriversOnPhone: PageStory = onPhone(WithAdditionalDrivers);
