import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UserIdentity } from './UserIdentity';

const meta = {
  title: 'Library/Data/UserIdentity',
  component: UserIdentity,
  args: { firstName: 'Dana', lastName: 'Scully', email: 'dana@example.com' },
} satisfies Meta<typeof UserIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The initials badge is decoration: screen readers read the name and the e-mail only. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Dana Scully')).toBeVisible();
    await expect(canvas.getByText('dana@example.com')).toBeVisible();
    const avatar = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(avatar).toHaveTextContent('DS');
  },
};

/** A long address wraps beside the avatar, which keeps its size. */
export const OnPhone: Story = {
  args: { email: 'dana.katherine.scully@field-office.example.com' },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('dana.katherine.scully@field-office.example.com')).toBeVisible();
    const avatar = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(avatar.offsetWidth).toBe(avatar.offsetHeight);
  },
};
