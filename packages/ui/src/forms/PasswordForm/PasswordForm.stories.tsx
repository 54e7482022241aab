import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PasswordForm } from './PasswordForm';

const meta = {
  title: 'UI/Forms/PasswordForm',
  component: PasswordForm,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Update Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const label of ['Current Password', 'New Password', 'Password Confirm']) {
      await userEvent.click(canvas.getByLabelText(label));
    }
    await userEvent.tab();
    for (const message of [
      'Please enter your current password',
      'Please enter your new password',
      'Please re-enter your new password',
    ]) {
      await expect(canvas.getByText(message)).toHaveAttribute('role', 'alert');
    }
  },
};

export const NewPasswordRuleMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    const newPassword = canvas.getByLabelText('New Password');
    for (const [typed, message] of [
      ['Sh0rt!a', 'Must be at least 8 characters'],
      ['SECRET12!', 'One lowercase character'],
      ['secret12!', 'One uppercase character'],
      ['Secret123', 'One special character'],
      ['Secret!!!', 'One number'],
    ] as const) {
      await userEvent.clear(newPassword);
      await userEvent.type(newPassword, typed);
      await userEvent.tab();
      await expect(newPassword).toHaveAccessibleDescription(message);
    }
  },
};

export const ConfirmationDoesNotMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New Password'), 'Secret1!');
    await userEvent.type(canvas.getByLabelText('Password Confirm'), 'Secret2!');
    await userEvent.tab();
    await expect(canvas.getByText("Password fields doesn't match")).toBeVisible();
  },
};

export const ChangeAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Current Password'), 'Old1234!');
    await userEvent.type(canvas.getByLabelText('New Password'), 'Secret1!');
    await userEvent.type(canvas.getByLabelText('Password Confirm'), 'Secret1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Old1234!',
      newPassword: 'Secret1!',
      confirmNewPassword: 'Secret1!',
    });
    await waitFor(() => expect(canvas.getByLabelText('Current Password')).toHaveValue(''));
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Update/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
