import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MainContent } from './MainContent';

const meta = {
  title: 'Library/Shell/MainContent',
  component: MainContent,
  args: { children: <p>Loading the vehicles…</p> },
} satisfies Meta<typeof MainContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Even a short screen fills the view, so the footer stays below the fold. */
export const ShortScreen: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveTextContent('Loading the vehicles…');
    await expect(main.offsetHeight).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
