import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { chosenCopy, copyForSlot, demoVehicles, uncachedStoryCopies } from '../../storyFixtures';
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
    await expect(photo).not.toHaveAttribute('sizes');
    await expect(photo.offsetWidth).toBe(320);
  },
};

/**
 * With the picture's copies per width and the slot it fills (here 320 pixels), the browser
 * fetches the smallest copy that is sharp there.
 */
export const CopiesPerWidth: Story = {
  args: { sizes: '320px' },
  loaders: [() => ({ srcSet: uncachedStoryCopies(vehicle.imageUrl!) })],
  render: (args, context) =>
    Default.render!({ ...args, srcSet: context.loaded.srcSet as string }, context),
  play: async ({ canvas }) => {
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: vehicle.model });
    await waitFor(() => expect(photo.complete && photo.naturalWidth > 0).toBe(true));
    await expect(chosenCopy(photo)).toBe(copyForSlot(320));
    await expect(photo.offsetWidth).toBe(320);
  },
};
