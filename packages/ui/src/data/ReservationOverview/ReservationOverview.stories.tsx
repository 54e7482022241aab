import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoReservation, demoVehicles } from '../../storyFixtures';
import { ReservationOverview } from './ReservationOverview';

const { id: _id, pricePerHour: _price, imageUrl, ...vehicle } = demoVehicles[0]!;

const meta = {
  title: 'Library/Data/ReservationOverview',
  component: ReservationOverview,
  args: {
    reservation: demoReservation,
    vehicle,
    imageUrl,
    onBack: fn(),
  },
} satisfies Meta<typeof ReservationOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The way back, the picture, and the details under a heading only screen readers show. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: vehicle.model })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reservation Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change reservation' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the reservations' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** An upcoming reservation offers the cancellation; while it runs the button is disabled. */
export const CancelBusy: Story = {
  args: { onCancel: fn(), cancelling: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Cancel reservation/ })).toBeDisabled();
  },
};

/** An upcoming reservation still in its change window offers the change. */
export const Changeable: Story = {
  args: { onCancel: fn(), onChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change reservation' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Without a stored picture the details take the first column. */
export const WithoutPicture: Story = {
  args: { imageUrl: undefined },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reservation Details' })).toBeVisible();
  },
};
