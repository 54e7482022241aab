import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoVehicles } from '../../storyFixtures';
import { VehiclePhoto } from './VehiclePhoto';

const vehicle = demoVehicles[0]!;

const meta = {
  title: 'Library/Vehicles/VehiclePhoto',
  component: VehiclePhoto,
  args: { src: vehicle.imageUrl!, alt: vehicle.model },
} satisfies Meta<typeof VehiclePhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture fills its column and is named by the model. */
export const Default: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <VehiclePhoto {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: vehicle.model });
    await expect(photo).toHaveAttribute('src', vehicle.imageUrl);
    await expect(photo.offsetWidth).toBe(320);
  },
};
