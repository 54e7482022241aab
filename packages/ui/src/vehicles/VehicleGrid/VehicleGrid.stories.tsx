import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { chosenCopy, copyForSlot, demoVehicles, uncachedStoryCopies } from '../../storyFixtures';
import { VehicleGrid } from './VehicleGrid';

const meta = {
  title: 'Library/Vehicles/VehicleGrid',
  component: VehicleGrid,
  args: { vehicles: demoVehicles.slice(0, 8) },
} satisfies Meta<typeof VehicleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Number of cards sharing the first card's row. */
const cardsInFirstRow = (cards: HTMLElement[]) => {
  const firstTop = cards[0]!.getBoundingClientRect().top;
  return cards.filter((card) => card.getBoundingClientRect().top === firstTop).length;
};

const atViewport = (value: string) => ({ viewport: { value, isRotated: false } });

const pictureOf = (card: HTMLElement) => card.querySelector('img')!;

export const Large: Story = {
  globals: atViewport('lg'),
  loaders: [
    ({ args }) => ({
      vehicles: args.vehicles.map((vehicle) => ({
        ...vehicle,
        imageSrcSet: uncachedStoryCopies(vehicle.imageUrl!),
      })),
    }),
  ],
  // A composed story (the visual baselines) renders without its loaders: the grid's own copies.
  render: (args, { loaded }) => (
    <VehicleGrid
      {...args}
      vehicles={(loaded.vehicles as typeof args.vehicles | undefined) ?? args.vehicles}
    />
  ),
  play: async ({ canvas, step }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(8);
    await expect(cardsInFirstRow(cards)).toBe(4);
    await step('the first picture is fetched first; the second row loads lazily', async () => {
      await expect(pictureOf(cards[0]!)).toHaveAttribute('fetchpriority', 'high');
      await expect(pictureOf(cards[1]!)).not.toHaveAttribute('fetchpriority');
      await expect(pictureOf(cards[3]!)).not.toHaveAttribute('loading');
      await expect(pictureOf(cards[4]!)).toHaveAttribute('loading', 'lazy');
    });
    await step('a picture is fetched as the copy that fills a quarter of the window', async () => {
      await waitFor(() =>
        expect(chosenCopy(pictureOf(cards[0]!))).toBe(copyForSlot(window.innerWidth / 4)),
      );
    });
  },
};

export const Medium: Story = {
  globals: atViewport('md'),
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(canvas.getAllByRole('article'))).toBe(3);
  },
};

export const Small: Story = {
  globals: atViewport('sm'),
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(canvas.getAllByRole('article'))).toBe(2);
  },
};

export const ExtraSmall: Story = {
  globals: atViewport('xs'),
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(canvas.getAllByRole('article'))).toBe(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading vehicles');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
