import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  findBodyRows,
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
  listStory,
} from '../../../shell/admin/stories/adminStory';
import { onPhone } from '../../../shell/stories/pageStory';

const meta = {
  title: 'App/Admin/Vehicles',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const vehicles = {
  path: '/admin/vehicles',
  table: 'Vehicles',
  operationId: 'listVehicles',
} as const;

export const Loaded: Story = listStory(vehicles, async ([model, plate, branch, , price]) => {
  await expect(model).toHaveTextContent('Audi A3 Sportback g-tron');
  await expect(plate).toHaveTextContent(/^4GTR123$/);
  // Branch names arrive with the branches, which load beside the vehicles.
  await waitFor(() => expect(branch).toHaveTextContent(/^(Chicago|New York|JFK)/));
  await expect(price).toHaveTextContent(/^\$\d/);
});
export const NewVehicleLink: Story = {
  ...listStory(vehicles),
  play: async ({ canvas }) => {
    await findBodyRows(canvas, 'Vehicles');
    await expect(canvas.getByRole('link', { name: 'New Vehicle' })).toHaveAttribute(
      'href',
      '/admin/vehicles/new',
    );
    await expect(canvas.getByRole('button', { name: 'Download Vehicles' })).toBeEnabled();
  },
};

export const LoadedOnPhone: Story = onPhone(Loaded);
export const Loading: Story = listLoadingStory(vehicles);
export const Empty: Story = listEmptyStory(vehicles);
export const LoadError: Story = listErrorStory(vehicles);
