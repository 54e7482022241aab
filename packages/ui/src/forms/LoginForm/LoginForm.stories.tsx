import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Library/Forms/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Email'));
    await userEvent.click(canvas.getByLabelText('Password'));
    await userEvent.tab();
    await expect(canvas.getByText('Please enter your email')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByText('Please enter your password')).toHaveAttribute('role', 'alert');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email',
    );
  },
};

export const Submit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret1!');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'jane@example.com',
      password: 'Secret1!',
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const login = canvas.getByRole('button', { name: /Login/ });
    await expect(login).toBeDisabled();
    await expect(login).toHaveAttribute('aria-busy', 'true');
  },
};
