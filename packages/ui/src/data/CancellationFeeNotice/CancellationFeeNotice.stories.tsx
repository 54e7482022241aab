import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectFitsPhone } from '../../forms/testing/storyChecks';
import { CancellationFeeNotice } from './CancellationFeeNotice';

const meta = {
  title: 'Library/Data/CancellationFeeNotice',
  component: CancellationFeeNotice,
  args: { fee: 0 },
} satisfies Meta<typeof CancellationFeeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Cancelling now is free of charge.');
  },
};

export const Charged: Story = {
  args: { fee: 86.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'The free cancellation period has ended: cancelling now costs $86.40.',
    );
  },
};

export const ChargedOnPhone: Story = {
  ...Charged,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async (context) => {
    await Charged.play!(context);
    await expectFitsPhone();
  },
};
