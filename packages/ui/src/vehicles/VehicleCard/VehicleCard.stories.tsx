import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RentacarThemeProvider } from '../../foundations/RentacarThemeProvider';
import { demoVehicles } from '../../storyFixtures';
import { VehicleCard } from './VehicleCard';

const meta = {
  title: 'Library/Vehicles/VehicleCard',
  component: VehicleCard,
  args: { vehicle: demoVehicles[1]! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Tesla Model 3' });
    await expect(card).toHaveTextContent('$32 rent per hour');
    await expect(canvas.getByRole('link', { name: 'Rent car' })).toHaveAttribute(
      'href',
      '/vehicles/2',
    );
    await expect(canvas.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/vehicles/2',
    );
    await expect(canvas.getByRole('link', { name: 'Details' })).toHaveAccessibleDescription(
      'Tesla Model 3',
    );
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      demoVehicles[1]!.imageUrl,
    );
  },
};

export const WithoutImage: Story = {
  args: { vehicle: { id: 7, model: 'Dacia Sandero LPG', pricePerHour: 11 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Dacia Sandero LPG');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A price in cents, written in the currency and locale the host gives `RentacarThemeProvider`. */
export const PriceInHostCurrency: Story = {
  args: { vehicle: { ...demoVehicles[1]!, pricePerHour: 45.7 } },
  decorators: [
    (Story) => (
      <RentacarThemeProvider money={{ currency: 'EUR', locale: 'de-DE' }} withGlobalStyle={false}>
        <Story />
      </RentacarThemeProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Tesla Model 3' });
    await expect(card).toHaveTextContent('45,70 € rent per hour');
  },
};

export const DecimalPrice: Story = {
  args: { vehicle: { ...demoVehicles[1]!, pricePerHour: 45.7 } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Tesla Model 3' });
    await expect(card).toHaveTextContent('$45.70 rent per hour');
  },
};
