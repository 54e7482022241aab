import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';
import { expectFitsPhone } from '../../forms/testing/storyChecks';

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
    // The tallest bar reaches the top of the value axis; the others are drawn in proportion.
    const heights = [...canvasElement.querySelectorAll('rect[data-value]')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    await expect(heights[1]).toBeGreaterThan(0);
    await expect(heights.map((height) => height / heights[1]!)).toEqual([0.5, 1, 0]);
    // The value axis runs from 0 to the highest value.
    const axis = [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent);
    await expect(axis).toEqual(expect.arrayContaining(['0', '8', 'Mon', 'Tue', 'Wed']));
  },
};

export const OnPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: expectFitsPhone,
};

export const AllZero: Story = {
  args: { data: [{ label: 'Mon', value: 0 }] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bookings per weekday' });
    await expect(within(table).getByRole('row', { name: 'Mon 0' })).toBeInTheDocument();
  },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Twelve bars at phone width: every other label is left out so none overlap; the table has all. */
export const ManyBarsOnPhone: Story = {
  args: { data: MONTHS.map((label, index) => ({ label, value: index + 1 })) },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Bookings per weekday' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + MONTHS.length);
    await expect(canvasElement.querySelectorAll('rect[data-value]')).toHaveLength(MONTHS.length);
    const shown = [...canvasElement.querySelectorAll('svg text')]
      .map((text) => text.textContent)
      .filter((text) => MONTHS.includes(text ?? ''));
    await expect(shown).toEqual(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
  },
};
