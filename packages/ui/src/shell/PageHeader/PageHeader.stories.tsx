import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Library/Shell/PageHeader',
  component: PageHeader,
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubtitle: Story = {
  args: { title: 'Vehicle Models', subtitle: 'Lux & Economic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vehicle Models');
    await expect(canvas.getByText('Lux & Economic')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'About Us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    await expect(canvas.getByRole('banner').querySelector('p')).toBeNull();
    // The app moves the focus to it after a navigation; Tab never stops on it.
    const heading = canvas.getByRole('heading', { level: 1 });
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};
