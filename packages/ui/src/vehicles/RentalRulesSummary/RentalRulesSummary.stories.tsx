import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsPhone } from '../../forms/testing/storyChecks';
import { RentalRulesSummary } from './RentalRulesSummary';

const meta = {
  title: 'Library/Vehicles/RentalRulesSummary',
  component: RentalRulesSummary,
  args: { rules: ['Free cancellation until pick-up'] },
} satisfies Meta<typeof RentalRulesSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: only the cancellation is said, free until the pick-up. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Rental rules' });
    await expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free cancellation until pick-up']);
  },
};

/** Every rule set: notice, lengths and a fee after the free window. */
export const EveryRule: Story = {
  args: {
    rules: [
      'Pick-up must be at least 2 hours from now',
      'A rental lasts at least 1 day',
      'A rental lasts at most 30 days',
      'Free cancellation until 2 days before pick-up; a later cancellation costs 20% of the total',
    ],
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Rental rules' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(section).getByText('A rental lasts at least 1 day')).toBeVisible();
  },
};

export const EveryRuleOnPhone: Story = {
  ...EveryRule,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async (context) => {
    await EveryRule.play!(context);
    await expectFitsPhone();
  },
};
