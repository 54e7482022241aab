import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoVehicles } from '../../storyFixtures';
import { VehicleOverview } from './VehicleOverview';

const vehicle = demoVehicles[0]!;

const meta = {
  title: 'Library/Vehicles/VehicleOverview',
  component: VehicleOverview,
  args: { vehicle },
} satisfies Meta<typeof VehicleOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price badge above the picture and the property highlights. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('rent per hour')).toHaveTextContent(
      `$${vehicle.pricePerHour} rent per hour`,
    );
    const photo = canvas.getByRole('img', { name: vehicle.model });
    await expect(photo).toBeVisible();
    // The page's largest paint: the browser fetches it ahead of everything else.
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    // Without day or week prices, only the hourly one.
    await expect(canvas.queryByText('per day')).toBeNull();
    const highlights = within(canvas.getByRole('region', { name: 'Property Highlights' }));
    await expect(highlights.getByText('Fuel Type')).toBeVisible();
  },
};

/** A vehicle without a stored picture shows no broken image. */
export const WithoutPicture: Story = {
  args: { vehicle: { ...vehicle, imageUrl: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Property Highlights' })).toBeVisible();
  },
};

/** A vehicle with day and week prices shows them beside the hourly one. */
export const WithDayAndWeekRates: Story = {
  args: { vehicle: { ...vehicle, pricePerDay: 199.99, pricePerWeek: 899.5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('rent per hour')).toBeVisible();
    await expect(canvas.getByText('per day')).toHaveTextContent('$199.99 per day');
    await expect(canvas.getByText('per week')).toHaveTextContent('$899.50 per week');
  },
};
