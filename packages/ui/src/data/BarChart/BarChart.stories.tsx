import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const meta = {
  title: 'Library/Data/BarChart',
  component: BarChart,
  args: {
    title: 'Bookings per weekday',
    labelHeader: 'Weekday',
    valueHeader: 'Bookings',
    data: [
      { label: 'Mon', longLabel: 'Monday', value: 4 },
      { label: 'Tue', longLabel: 'Tuesday', value: 8 },
      { label: 'Wed', longLabel: 'Wednesday', value: 0 },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Bookings per weekday' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Bookings per weekday' });
    await expect(within(table).getByRole('row', { name: 'Tuesday 8' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Wednesday 0' })).toBeInTheDocument();
    // The tallest bar fills the plot; the others are drawn in proportion.
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] [title] > div')];
    await expect(bars.map((bar) => bar.style.height)).toEqual(['50%', '100%', '0%']);
  },
};

export const OnPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'xs', isRotated: false } },
};

export const AllZero: Story = {
  args: { data: [{ label: 'Mon', value: 0 }] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bookings per weekday' });
    await expect(within(table).getByRole('row', { name: 'Mon 0' })).toBeInTheDocument();
  },
};
