import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BuiltInNotice } from './BuiltInNotice';

const meta = {
  title: 'Library/Admin/BuiltInNotice',
  component: BuiltInNotice,
  args: { kind: 'account' },
} satisfies Meta<typeof BuiltInNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Built-in accounts can not be deleted and updated',
    );
  },
};

export const Vehicle: Story = {
  args: { kind: 'vehicle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Built-in vehicles can not be deleted and updated',
    );
  },
};
