import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Library/Shell/Button',
  component: Button,
  subcomponents: { ButtonLink },
  args: { children: 'Rent Now', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rent Now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Cancel' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = {
  args: { variant: 'outline', children: 'Details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Details' })).toBeEnabled();
  },
};

export const LinkStyle: Story = {
  args: { variant: 'link', children: 'Back to the reservations' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to the reservations' })).toBeEnabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Update' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Update' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Update' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Update/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: () => <ButtonLink href="/vehicles/1">Rent Now</ButtonLink>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveAttribute(
      'href',
      '/vehicles/1',
    );
  },
};
