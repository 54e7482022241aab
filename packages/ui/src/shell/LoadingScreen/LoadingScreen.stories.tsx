import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Library/Shell/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
    await expect(canvas.getByRole('figure')).toHaveTextContent('Loading');
    const image = canvas.getByRole('figure').querySelector('img');
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
  },
};
