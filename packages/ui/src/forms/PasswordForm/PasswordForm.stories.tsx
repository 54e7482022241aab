import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PasswordForm } from './PasswordForm';
import {
  expectAlerts,
  expectBusyButton,
  clickAfterInvalidEntryStory,
  expectPasswordRuleMessages,
  fillFields,
  touchFields,
} from '../testing/storyChecks';

const meta = {
  title: 'Library/Forms/PasswordForm',
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
    await touchFields(canvas, userEvent, ['Current Password', 'New Password', 'Password Confirm']);
    await expectAlerts(canvas, [
      'Please enter your current password',
      'Please enter your new password',
      'Please re-enter your new password',
    ]);
  },
};

export const NewPasswordRuleMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await expectPasswordRuleMessages(canvas, userEvent, 'New Password');
  },
};

export const ConfirmationDoesNotMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, {
      'New Password': 'Secret1!',
      'Password Confirm': 'Secret2!',
    });
    await userEvent.tab();
    await expect(canvas.getByText("Password fields doesn't match")).toBeVisible();
  },
};

export const ChangeAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, {
      'Current Password': 'Old1234!',
      'New Password': 'Secret1!',
      'Password Confirm': 'Secret1!',
    });
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
  play: expectBusyButton(/Update/),
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'New Password',
  entry: 'abc',
  next: 'Password Confirm',
});
