import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm';
import {
  clickAfterInvalidEntryStory,
  expectAlerts,
  expectBusyButton,
  expectPasswordRuleMessages,
  fillFields,
  touchFields,
  expectFitsPhone,
} from '../testing/storyChecks';

const meta = {
  title: 'Library/Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = { 'New Password': 'Better#2027', 'Password Confirm': 'Better#2027' };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, ['New Password', 'Password Confirm']);
    await expectAlerts(canvas, [
      'Please enter your new password',
      'Please re-enter your new password',
    ]);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await expectPasswordRuleMessages(canvas, userEvent, 'New Password');
  },
};

export const ConfirmationDoesNotMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, {
      'New Password': 'Better#2027',
      'Password Confirm': 'Better#2028',
    });
    await userEvent.tab();
    await expect(canvas.getByText("Password fields doesn't match")).toBeVisible();
  },
};

export const Reset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, newPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      newPassword: 'Better#2027',
      confirmNewPassword: 'Better#2027',
    });
    await waitFor(() => expect(canvas.getByLabelText('New Password')).toHaveValue(''));
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: expectBusyButton(/Reset Password/),
};

/** An expired or used link (the page shows the server's message): the entries stay. */
export const ResetFailed: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, newPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByLabelText('Password Confirm')).toHaveValue('Better#2027'),
    );
  },
};

export const ResetFailedOnPhone: Story = {
  ...ResetFailed,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async (context) => {
    await ResetFailed.play!(context);
    await expectFitsPhone();
  },
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'New Password',
  entry: 'abc',
  next: 'Password Confirm',
});
