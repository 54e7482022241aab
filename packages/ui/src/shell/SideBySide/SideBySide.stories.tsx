import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type within } from 'storybook/test';
import { SideBySide } from './SideBySide';

const meta = {
  title: 'Library/Shell/SideBySide',
  component: SideBySide,
  args: {
    children: [
      <section key="main" aria-label="Main column">
        <p>The vehicle, its picture and properties.</p>
      </section>,
      <section key="side" aria-label="Side column">
        <p>The booking form.</p>
      </section>,
    ],
  },
} satisfies Meta<typeof SideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

const left = (element: HTMLElement) => element.getBoundingClientRect().left;
const top = (element: HTMLElement) => element.getBoundingClientRect().top;
const columns = (canvas: ReturnType<typeof within>) => ({
  main: canvas.getByRole('region', { name: 'Main column' }),
  side: canvas.getByRole('region', { name: 'Side column' }),
});

/** Wide screens: the main column on the left, wider than the side column on its right. */
export const MainAndSide: Story = {
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvas }) => {
    const { main, side } = columns(canvas);
    await expect(left(side)).toBeGreaterThan(left(main));
    await expect(top(side)).toBe(top(main));
    await expect(main.offsetWidth).toBeGreaterThan(side.offsetWidth);
  },
};

/** Two equal columns (the profile page's forms). */
export const Even: Story = {
  args: { split: 'even' },
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvas }) => {
    const { main, side } = columns(canvas);
    await expect(left(side)).toBeGreaterThan(left(main));
    await expect(main.offsetWidth).toBe(side.offsetWidth);
  },
};

/** Phones: the columns stack, the main one first. */
export const Stacked: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const { main, side } = columns(canvas);
    await expect(top(side)).toBeGreaterThan(top(main));
    await expect(left(side)).toBe(left(main));
  },
};
