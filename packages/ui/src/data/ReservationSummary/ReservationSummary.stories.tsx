import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoAudi, demoReservation } from '../../storyFixtures';
import { ReservationSummary } from './ReservationSummary';
import { expectFitsPhone } from '../../forms/testing/storyChecks';

const definitions = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const meta = {
  title: 'Library/Data/ReservationSummary',
  component: ReservationSummary,
  args: {
    reservation: demoReservation,
    vehicle: demoAudi,
  },
} satisfies Meta<typeof ReservationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReservationDetailsOpen: Story = {
  play: async ({ canvas }) => {
    await expect(definitions(canvas.getByRole('region', { name: 'Reservation Details' }))).toEqual({
      'Pick-up Location': 'Airport',
      'Drop-off Location': 'Downtown',
      'Pick-up Time': '2026-03-14 10:00',
      'Drop-off Time': '2026-03-16 09:30',
      Status: 'CREATED',
      Price: '$2,193.60',
    });
    await expect(canvas.getByRole('button', { name: 'Vehicle Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The toolbar's Spanish: times and price as Spanish readers write them. */
export const ReservationDetailsInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const facts = definitions(canvas.getByRole('region', { name: 'Detalles de la reserva' }));
    await expect(facts['Hora de recogida']).toBe('14/3/2026, 10:00');
    await expect(facts['Hora de devolución']).toBe('16/3/2026, 9:30');
    await expect(facts['Precio']).toBe('2193,60\u00a0US$');
  },
};

export const VehicleDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vehicle Details' }));
    await expect(definitions(canvas.getByRole('region', { name: 'Vehicle Details' }))).toEqual({
      Model: 'Audi A4',
      Doors: '4',
      Seats: '5',
      Luggage: '2',
      Transmission: 'Automatic',
      'Air Conditioning': 'Yes',
      'Fuel Type': 'Diesel',
      Age: '3',
    });
  },
};

export const WithoutAirConditioning: Story = {
  args: {
    vehicle: {
      model: 'Fiat 500',
      doors: 2,
      seats: 4,
      luggage: 1,
      transmission: 'Manuel',
      airConditioning: false,
      fuelType: 'Gasoline',
      age: 8,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vehicle Details' }));
    const region = canvas.getByRole('region', { name: 'Vehicle Details' });
    await expect(within(region).getByText('Manuel')).toBeVisible();
    await expect(within(region).queryByText('Air Conditioning')).not.toBeInTheDocument();
  },
};

export const CancelOffered: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reservation' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const CancelOfferedOnPhone: Story = {
  ...CancelOffered,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: expectFitsPhone,
};

export const CancelRefused: Story = {
  args: { reservation: { ...meta.args.reservation, status: 'CANCELLED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CANCELLED')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  },
};

export const CancelBusy: Story = {
  args: { onCancel: fn(), cancelling: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Cancel reservation/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
