import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import heroCar from '../../assets/hero-car-2.png';
import { WhyChooseUs } from './WhyChooseUs';

const meta = {
  title: 'Library/Home/WhyChooseUs',
  component: WhyChooseUs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhyChooseUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Why Choose Us' });
    await expect(
      within(block)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Price Equalization', 'No Extra Price', 'Hygienic Cars']);
    await expect(within(block).getByRole('link', { name: 'Rent Now' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
  },
};

export const WithImage: Story = {
  args: { imageUrl: heroCar },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', heroCar);
  },
};
