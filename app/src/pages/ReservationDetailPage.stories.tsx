import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createReservation, loading, type OperationId } from '@rentacar/mocks';
import { CUSTOMER, FIRST_SCREEN, pageStory } from '../stories/pageStory';

const meta = {
  title: 'App/Account/Reservation Details',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let reservationId = 0;
const detailStory = (overrides: ReturnType<typeof loading>[] = []) =>
  pageStory({
    path: () => `/user/reservations/${reservationId}`,
    as: CUSTOMER,
    overrides,
    arrange: () => {
      reservationId = createReservation({ userId: 2, carId: 1, totalPrice: 432 }).id;
    },
  });

/** Image, model, the back button, and 'Reservation Details' open above 'Vehicle Details'. */
export const Loaded: Story = {
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

const getOwnReservation: OperationId = 'getOwnReservation';

export const Loading: Story = {
  ...detailStory([loading(getOwnReservation)]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading reservation', {}, FIRST_SCREEN),
    ).toBeInTheDocument();
  },
};

/** Another customer's reservation (or an unknown id) shows the not-found page. */
export const NotFound: Story = {
  ...pageStory({ path: '/user/reservations/9999', as: CUSTOMER }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Opps! Something went wrong', {}, FIRST_SCREEN),
    ).toBeVisible();
  },
};
