import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './LoginForm';
import {
  expectAlerts,
  clickAfterInvalidEntryStory,
  fillFields,
  touchFields,
} from '../testing/storyChecks';

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
    await touchFields(canvas, userEvent, ['Email', 'Password']);
    await expectAlerts(canvas, ['Please enter your email', 'Please enter your password']);
  },
};

export const ForgotPasswordLink: Story = {
  args: { forgotPasswordHref: '/forgot-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const WithoutForgotPasswordLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
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
    await fillFields(canvas, userEvent, { Email: 'jane@example.com', Password: 'Secret1!' });
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

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'Email',
  entry: 'jane',
  next: 'Password',
});
