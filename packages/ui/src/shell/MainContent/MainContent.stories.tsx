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

/** The skip link's target: it takes focus when asked, yet is no Tab stop of its own. */
export const FocusTarget: Story = {
  args: { children: <a href="/vehicles">Vehicles</a> },
  play: async ({ canvas, userEvent }) => {
    const main = canvas.getByRole('main');
    main.focus();
    await expect(main).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vehicles' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(main).not.toHaveFocus();
  },
};
