import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HowItWorks } from './HowItWorks';

const meta = {
  title: 'Library/Home/HowItWorks',
  component: HowItWorks,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Select car', 'Pay for it', "Let's drive"]);
  },
};
