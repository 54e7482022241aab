import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Forbidden } from './Forbidden';

const meta = {
  title: 'Library/Shell/Forbidden',
  component: Forbidden,
} satisfies Meta<typeof Forbidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The page you try to enter is forbidden',
    );
  },
};
