import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NoMatches } from './NoMatches';

const meta = {
  title: 'Library/Vehicles/NoMatches',
  component: NoMatches,
  args: { onClear: fn() },
} satisfies Meta<typeof NoMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No vehicles match your filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const NoResultsOnPhone: Story = {
  ...NoResults,
  globals: { viewport: { value: 'xs', isRotated: false } },
};
