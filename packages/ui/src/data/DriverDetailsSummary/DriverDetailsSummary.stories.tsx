import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { driverValues } from '../../forms/testing/sampleValues';
import { DriverDetailsSummary } from './DriverDetailsSummary';

const meta = {
  title: 'Library/Data/DriverDetailsSummary',
  component: DriverDetailsSummary,
  args: { driver: driverValues },
} satisfies Meta<typeof DriverDetailsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Driver details' }));
    await expect(section.getByText('License number').nextElementSibling).toHaveTextContent(
      'D123-4567-8901',
    );
    await expect(section.getByText('License expires on').nextElementSibling).toHaveTextContent(
      '2030-06-01',
    );
  },
};

export const Empty: Story = {
  args: { driver: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No driver details given yet.')).toBeVisible();
    await expect(canvas.queryByText('License number')).toBeNull();
  },
};
