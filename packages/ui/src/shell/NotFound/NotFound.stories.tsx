import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button';
import { NotFound } from './NotFound';

const meta = {
  title: 'Library/Shell/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Opps! Something went wrong',
    );
    await expect(canvas.getByText("The page you are looking for couldn't be found")).toBeVisible();
  },
};

export const WithHomeLink: Story = {
  args: { children: <ButtonLink href="/">Home</ButtonLink> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Opps! Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};
