import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createReservation, loading, serverError, type OperationId } from '@rentacar/mocks';
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
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

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
    await expect(await canvas.findByText('CANCELLED')).toBeVisible();
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
