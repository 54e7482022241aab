import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { demoVehicles } from '../../storyFixtures';
import { VehicleSlider } from './VehicleSlider';

const meta = {
  title: 'Library/Home/VehicleSlider',
  component: VehicleSlider,
  parameters: { layout: 'fullscreen' },
  args: { vehicles: demoVehicles },
} satisfies Meta<typeof VehicleSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const atViewport = (value: string) => ({ viewport: { value, isRotated: false } });

/** Models whose button lies entirely inside the sliding bar, and the gap between the first two. */
const visibleModels = (canvasElement: HTMLElement) => {
  const bar = canvasElement.querySelector('ul[aria-label="Vehicle models"]')!;
  const barBox = bar.getBoundingClientRect();
  const items = [...bar.querySelectorAll('li')].map((item) => item.getBoundingClientRect());
  const visible = items.filter(
    (box) => box.left >= barBox.left - 1 && box.right <= barBox.right + 1,
  ).length;
  const gap = Math.round(items[1]!.left - items[0]!.right);
  return { visible, gap };
};

export const FirstModelActive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Popular Vehicle Models' })).toBeVisible();
    await expect(canvas.getByText('Lux & economic')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Toyota Corolla' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('article', { name: 'Toyota Corolla' })).toHaveTextContent(
      '$18 rent per hour',
    );
  },
};

export const ClickActivatesModel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tesla Model 3' }));
    await expect(canvas.getByRole('button', { name: 'Tesla Model 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Toyota Corolla' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('article', { name: 'Tesla Model 3' })).toHaveTextContent(
      '$32 rent per hour',
    );
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveAttribute(
      'href',
      '/vehicles/2',
    );
  },
};

export const ArrowsSlideTheBar: Story = {
  globals: atViewport('md'),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Previous models' });
    const next = canvas.getByRole('button', { name: 'Next models' });
    await expect(previous).toBeDisabled();
    // Measured once the bar is laid out: a frame after it renders.
    await waitFor(() => expect(next).toBeEnabled());
    const bar = canvasElement.querySelector('ul[aria-label="Vehicle models"]')!;
    await userEvent.click(next);
    await waitFor(() => expect(bar.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(bar.scrollLeft).toBe(0));
    await waitFor(() => expect(previous).toBeDisabled());
  },
};

export const OnePerViewBelow576: Story = {
  globals: atViewport('xs'),
  play: async ({ canvasElement }) => {
    await expect(visibleModels(canvasElement)).toEqual({ visible: 1, gap: 10 });
  },
};

export const TwoPerViewFrom576: Story = {
  globals: atViewport('sm'),
  play: async ({ canvasElement }) => {
    await expect(visibleModels(canvasElement)).toEqual({ visible: 2, gap: 10 });
  },
};

export const ThreePerViewFrom768: Story = {
  globals: atViewport('md'),
  play: async ({ canvasElement }) => {
    await expect(visibleModels(canvasElement)).toEqual({ visible: 3, gap: 10 });
  },
};

export const FivePerViewFrom992: Story = {
  globals: atViewport('lg'),
  play: async ({ canvasElement }) => {
    await expect(visibleModels(canvasElement)).toEqual({ visible: 5, gap: 20 });
  },
};

export const SevenPerViewFrom1200: Story = {
  globals: atViewport('xl'),
  play: async ({ canvasElement }) => {
    await expect(visibleModels(canvasElement)).toEqual({ visible: 7, gap: 20 });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading vehicles');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Popular Vehicle Models' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
