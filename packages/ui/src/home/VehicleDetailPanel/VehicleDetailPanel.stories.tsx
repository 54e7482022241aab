import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoVehicles, highlightTerms } from '../../storyFixtures';
import { VehicleDetailPanel } from './VehicleDetailPanel';

const meta = {
  title: 'Library/Home/VehicleDetailPanel',
  component: VehicleDetailPanel,
  args: { vehicle: demoVehicles[0]! },
} satisfies Meta<typeof VehicleDetailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAirConditioning: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('article', { name: 'Toyota Corolla' });
    await expect(panel).toHaveTextContent('$18 rent per hour');
    await expect(canvas.getByRole('img', { name: 'Toyota Corolla' })).toBeVisible();
    await expect(
      within(panel)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(highlightTerms);
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveAttribute(
      'href',
      '/vehicles/1',
    );
  },
};

export const WithoutAirConditioning: Story = {
  args: { vehicle: demoVehicles[6]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('$11 rent per hour');
    await expect(canvas.queryByText('Air Conditioning')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveAttribute(
      'href',
      '/vehicles/7',
    );
  },
};
