import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { expectBusyButton } from '../testing/storyChecks';

const meta = {
  title: 'Library/Forms/AuthCard',
  component: AuthCard,
  args: {
    activeTab: 'login',
    onTabChange: fn(),
    onLogin: fn(async () => undefined),
    onRegister: fn(async () => true),
    onBack: fn(),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page owns the active tab (its `type` query value); this wrapper plays that part. */
function Controlled(args: AuthCardProps) {
  const [tab, setTab] = useState(args.activeTab);
  return (
    <AuthCard
      {...args}
      activeTab={tab}
      onTabChange={(next) => {
        args.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

export const LoginTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Login' })).toBeVisible();
  },
};

export const LoginTabWithForgotPassword: Story = {
  args: { forgotPasswordHref: '/forgot-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const RegisterTab: Story = {
  args: { activeTab: 'register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('form', { name: 'Register' })).toBeVisible();
  },
};

export const SwitchTabs: Story = {
  render: Controlled,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Register' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('register');
    await expect(canvas.getByRole('form', { name: 'Register' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('login');
    await expect(canvas.getByRole('tab', { name: 'Login' })).toHaveFocus();
    await expect(canvas.getByRole('form', { name: 'Login' })).toBeVisible();
  },
};

export const BackAndHome: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const LoginBusy: Story = {
  args: { loginBusy: true },
  play: expectBusyButton(/Login/),
};
