import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { profileValues } from '../testing/sampleValues';
import { RegisterForm } from './RegisterForm';
import {
  expectAlerts,
  expectBusyButton,
  clickAfterInvalidEntryStory,
  expectPasswordRuleMessages,
  fillFields,
  profileFieldLabels,
  profileRequiredMessages,
  touchFields,
} from '../testing/storyChecks';

const meta = {
  title: 'Library/Forms/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, [
      ...profileFieldLabels,
      'Email',
      'Password',
      'Confirm Password',
    ]);
    await expectAlerts(canvas, [
      ...profileRequiredMessages,
      'Please enter your email',
      'Please enter your password',
      "Password fields don't match",
    ]);
  },
};

export const PasswordRuleMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await expectPasswordRuleMessages(canvas, userEvent, 'Password');
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, { Password: 'Secret1!', 'Confirm Password': 'Secret2!' });
    await userEvent.tab();
    await expect(canvas.getByText("Password fields don't match")).toBeVisible();
  },
};

export const PhoneMask: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByLabelText('Phone Number');
    await userEvent.type(phone, '555123');
    await userEvent.tab();
    await expect(phone).toHaveValue('(555) 123');
    await expect(canvas.getByText('Please enter your phone number')).toBeVisible();
    await userEvent.click(phone);
    await userEvent.keyboard('{End}4567x');
    await userEvent.tab();
    await expect(phone).toHaveValue('(555) 123-4567');
    await expect(canvas.queryByText('Please enter your phone number')).not.toBeInTheDocument();
  },
};

export const RegisterAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, {
      'First Name': 'Jane',
      'Last Name': 'Doe',
      'Phone Number': '5551234567',
      Email: 'jane@example.com',
      Address: '1 Main Street',
      'Zip Code': '10001',
      Password: 'Secret1!',
      'Confirm Password': 'Secret1!',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...profileValues,
      password: 'Secret1!',
      confirmPassword: 'Secret1!',
    });
    await waitFor(() => expect(canvas.getByLabelText('First Name')).toHaveValue(''));
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: expectBusyButton(/Register/),
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'Email',
  entry: 'jane',
  next: 'Address',
});
